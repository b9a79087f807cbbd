import { RequireAuth } from "@client/components/layout/require-auth";
import { BusinessAccount } from "@client/features/account/components/business-account";
import { VendorAccountGlance } from "../compose/business-account-glance";

export default function VendorAccountPage() {
  return (
    <RequireAuth kind="vendor">
      <BusinessAccount kind="vendor" lead={<VendorAccountGlance />} />
    </RequireAuth>
  );
}
