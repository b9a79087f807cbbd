import { useParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { RunSheetWorksheet } from "@client/features/run-sheets/components/run-sheet-editor";

/** /timeline/worksheet/{id}: the printable run sheet with "Download PDF" (issue #15). */
export default function RunSheetWorksheetRoute() {
  const { id = "" } = useParams();
  return (
    <RequireAuth kind="couple">
      <RunSheetWorksheet id={id} />
    </RequireAuth>
  );
}
