import { VendorBenefitsPage } from "@client/features/vendor-business/components/marketing/vendor-benefits-page";

export default function VendorBenefitsRoute() {
  return <VendorBenefitsPage />;
}
