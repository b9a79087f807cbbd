import { Page } from "@client/components/layout/page";

export default function VenueOwnerAccountPage() {
  return <Page title="VenueOwnerAccount">{null}</Page>;
}
