import { ClaimPage } from "@client/features/claims/components/claim-page";

export default function VenueClaimRoute() {
  return <ClaimPage kind="venue" />;
}
