import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DetailSkeleton } from "@client/components/listings/detail-parts";
import { ErrorState } from "@client/components/listings/result-states";
import { useListingTitle } from "@client/components/listings/use-listing-title";
import { ApiError } from "@client/lib/api";
import type { VenueDetail } from "@shared/schemas/marketplace";
import { venueDetailQuery } from "../api/venues-api";
import { VenueDetailView } from "./venue-detail-view";

/** /venues/{slug}: loads the venue; an unknown slug shows the app's 404 page (passed in by the route). */
export function VenueDetailPage({
  slug,
  notFound,
  actions,
  primaryAction,
}: {
  slug: string;
  notFound: ReactNode;
  /** What a visitor can do with the listing (save, inquire, tour, claim), composed by the route. */
  actions?: (listing: VenueDetail) => ReactNode;
  /** The one action kept in reach on phones (a bar above the tab bar), composed by the route. */
  primaryAction?: (listing: VenueDetail) => ReactNode;
}) {
  const query = useQuery(venueDetailQuery(slug));
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  useListingTitle(isNotFound ? "Page Not Found" : query.data?.name);
  if (query.isPending) return <DetailSkeleton />;
  if (isNotFound) return <>{notFound}</>;
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <ErrorState
          title="We couldn't load this venue"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    );
  return (
    <VenueDetailView
      key={query.data.slug}
      venue={query.data}
      actions={actions?.(query.data)}
      primaryAction={primaryAction?.(query.data)}
    />
  );
}
