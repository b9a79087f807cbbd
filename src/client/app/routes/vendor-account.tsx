import { RequireAuth } from "@client/components/layout/require-auth";
import { BusinessAccount } from "@client/features/account/components/business-account";
import { DashboardLinkCard } from "@client/features/vendor-business/components/dashboard-link-card";

export default function VendorAccountPage() {
  return (
    <RequireAuth kind="vendor">
      <BusinessAccount kind="vendor" sections={<DashboardLinkCard />} />
    </RequireAuth>
  );
}
