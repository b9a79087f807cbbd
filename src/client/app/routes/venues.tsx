import { useParams } from "react-router";
import { isCityId } from "@shared/catalog";
import { VenueDetailPage } from "@client/features/venues/components/venue-detail-page";
import { VenueSearchPage } from "@client/features/venues/components/venue-search-page";
import { ListingReviews } from "../compose/listing-reviews";
import { VenueActions, VenuePrimaryAction } from "../compose/venue-actions";
import NotFoundPage from "./not-found";

/**
 * /venues, /venues/{city} and /venues/{slug} (one route, so moving between the list and a city page keeps
 * the page mounted and the previous results on screen): a city id is that city's venue page, anything
 * else a venue's slug.
 */
export default function VenuesPage() {
  const { param } = useParams();
  if (param === undefined) return <VenueSearchPage />;
  if (isCityId(param)) return <VenueSearchPage pathCity={param} />;
  return (
    <VenueDetailPage
      slug={param}
      notFound={<NotFoundPage />}
      actions={(venue) => <VenueActions venue={venue} />}
      primaryAction={(venue) => <VenuePrimaryAction venue={venue} />}
      sections={(venue) => <ListingReviews kind="venue" slug={venue.slug} name={venue.name} />}
    />
  );
}
