import { VenueCard } from "@client/features/venues/components/venue-card";
import { VenueProfilePage } from "@client/features/venue-owners/components/venue-profile-page";
import NotFoundPage from "./not-found";

export default function VenueProfileRoute() {
  return <VenueProfilePage renderVenue={(v) => <VenueCard venue={v} />} notFound={<NotFoundPage />} />;
}
