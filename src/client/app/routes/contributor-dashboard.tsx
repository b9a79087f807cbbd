import { RequireAuth } from "@client/components/layout/require-auth";
import { ContributorDashboardPage } from "@client/features/couple-pages/components/contributor-dashboard-page";

/** /contributor-dashboard: the weddings the signed-in person helps with (issue #13); any kind of account. */
export default function ContributorDashboardRoute() {
  return (
    <RequireAuth>
      <ContributorDashboardPage />
    </RequireAuth>
  );
}
