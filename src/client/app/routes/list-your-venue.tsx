import { ListYourVenuePage } from "@client/features/venue-owners/components/list-your-venue-page";

export default function ListYourVenueRoute() {
  return <ListYourVenuePage />;
}
