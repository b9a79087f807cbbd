import { useParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { RunSheetPage } from "@client/features/run-sheets/components/run-sheet-editor";
import { SharedRunSheetView } from "@client/features/run-sheets/components/shared-run-sheet";

/**
 * /timeline/mobile/{timelineId}: the couple's run sheet (issue #15); with a token after it
 * (/timeline/mobile/{timelineId}/{token}) the shared view of that link, signed out.
 */
export default function RunSheetRoute() {
  const { timelineId = "wedding-day", token } = useParams();
  if (token) return <SharedRunSheetView token={token} />;
  return (
    <RequireAuth kind="couple">
      <RunSheetPage timelineId={timelineId} />
    </RequireAuth>
  );
}
