import { ClaimPage } from "@client/features/claims/components/claim-page";

export default function VendorClaimRoute() {
  return <ClaimPage kind="vendor" />;
}
