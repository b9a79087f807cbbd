import { VendorPricingPage } from "@client/features/vendor-business/components/marketing/vendor-pricing-page";

export default function VendorPricingRoute() {
  return <VendorPricingPage />;
}
