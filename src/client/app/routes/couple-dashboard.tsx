import { RequireAuth } from "@client/components/layout/require-auth";
import { CoupleDashboardPage } from "@client/features/couple-dashboard/components/couple-dashboard-page";
import { openJune } from "@client/features/june/utils/open-june";

/** /couple-dashboard: the couple's home (issue #14). */
export default function CoupleDashboardRoute() {
  return (
    <RequireAuth kind="couple">
      <CoupleDashboardPage onAskJune={() => openJune()} />
    </RequireAuth>
  );
}
