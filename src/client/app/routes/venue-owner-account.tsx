import { RequireAuth } from "@client/components/layout/require-auth";
import { BusinessAccount } from "@client/features/account/components/business-account";
import { VenueOwnerAccountGlance } from "../compose/business-account-glance";

export default function VenueOwnerAccountPage() {
  return (
    <RequireAuth kind="venue_owner">
      <BusinessAccount kind="venue_owner" lead={<VenueOwnerAccountGlance />} />
    </RequireAuth>
  );
}
