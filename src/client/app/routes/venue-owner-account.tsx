import { RequireAuth } from "@client/components/layout/require-auth";
import { BusinessAccount } from "@client/features/account/components/business-account";
import { DashboardLinkCard } from "@client/features/venue-owners/components/dashboard-link-card";

export default function VenueOwnerAccountPage() {
  return (
    <RequireAuth kind="venue_owner">
      <BusinessAccount kind="venue_owner" sections={<DashboardLinkCard />} />
    </RequireAuth>
  );
}
