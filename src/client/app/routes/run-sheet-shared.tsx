import { useParams } from "react-router";
import { SharedRunSheetView } from "@client/features/run-sheets/components/shared-run-sheet";

/** /timeline/shared/{token}: a run sheet shared with the wedding party or one vendor (issue #15). */
export default function RunSheetSharedRoute() {
  const { token = "" } = useParams();
  return <SharedRunSheetView token={token} />;
}
