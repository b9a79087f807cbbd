import type { ReactNode } from "react";
import { ListingDetailLoader } from "@client/components/listings/listing-detail-loader";
import type { VenueDetail } from "@shared/schemas/marketplace";
import { venueDetailQuery } from "../api/venues-api";
import { VenueDetailView } from "./venue-detail-view";

/** /venues/{slug}: loads the venue; an unknown slug shows the app's 404 page (passed in by the route). */
export function VenueDetailPage({
  slug,
  notFound,
  actions,
  primaryAction,
  sections,
}: {
  slug: string;
  notFound: ReactNode;
  /** What a visitor can do with the listing (save, inquire, tour, claim), composed by the route. */
  actions?: (listing: VenueDetail) => ReactNode;
  /** The one action kept in reach on phones (a bar above the tab bar), composed by the route. */
  primaryAction?: (listing: VenueDetail) => ReactNode;
  /** Full-width sections after the page's own (e.g. reviews), composed by the route. */
  sections?: (listing: VenueDetail) => ReactNode;
}) {
  return (
    <ListingDetailLoader
      query={venueDetailQuery(slug)}
      nameOf={(venue) => venue.name}
      notFound={notFound}
      errorTitle="We couldn't load this venue"
    >
      {(venue) => (
        <VenueDetailView
          key={venue.slug}
          venue={venue}
          actions={actions?.(venue)}
          primaryAction={primaryAction?.(venue)}
          sections={sections?.(venue)}
        />
      )}
    </ListingDetailLoader>
  );
}
