import { useQuery } from "@tanstack/react-query";
import { CalendarHeart, Globe, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { cityById } from "@shared/catalog";
import type { VenueSummary } from "@shared/schemas/marketplace";
import { ResultGrid, ResultGridSkeleton } from "@client/components/listings/result-grid";
import { ErrorState } from "@client/components/listings/result-states";
import { useListingTitle } from "@client/components/listings/use-listing-title";
import { ApiError, messageOf } from "@client/lib/api";
import { venueProfileQuery } from "../api/owner-venues-api";
import { PendingState } from "@client/components/ui/pending-state";

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * /venue-profile/{id}: a venue owner's public page. The venue cards come from the route (`renderVenue`),
 * since features do not import each other.
 */
export function VenueProfilePage({
  renderVenue,
  notFound,
}: {
  renderVenue: (venue: VenueSummary) => ReactNode;
  notFound: ReactNode;
}) {
  const { id = "" } = useParams();
  const query = useQuery(venueProfileQuery(id));
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  useListingTitle(isNotFound ? "Page Not Found" : query.data?.businessName);
  if (isNotFound) return <>{notFound}</>;

  return (
    <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
      {query.isPending ? (
        <PendingState query={query}>
          <>
            <div className="mb-10 h-28 max-w-xl animate-pulse rounded-3xl bg-cream" aria-hidden />
            <ResultGridSkeleton count={3} />
          </>
        </PendingState>
      ) : query.isError ? (
        <ErrorState
          message={messageOf(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <>
          <header className="mb-10">
            <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sage">Venue owner</p>
            <h1 className="text-4xl leading-tight text-ink sm:text-5xl">{query.data.businessName}</h1>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-muted">
              {query.data.cityId && (
                <li className="flex items-center gap-1.5">
                  <MapPin className="size-4 text-sage" aria-hidden />
                  {cityById(query.data.cityId)?.displayName}
                </li>
              )}
              <li className="flex items-center gap-1.5">
                <CalendarHeart className="size-4 text-sage" aria-hidden />
                On June Weddings since {memberSince(query.data.memberSince)}
              </li>
              {query.data.website && (
                <li className="flex items-center gap-1.5">
                  <Globe className="size-4 text-sage" aria-hidden />
                  <a
                    href={query.data.website}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    className="text-rose underline-offset-4 hover:underline"
                  >
                    {query.data.website.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
                  </a>
                </li>
              )}
            </ul>
          </header>
          <h2 className="mb-5 text-2xl text-ink">
            {query.data.venues.length === 1 ? "Their venue" : `Their ${query.data.venues.length} venues`}
          </h2>
          <ResultGrid>
            {query.data.venues.map((v) => (
              <li key={v.id}>{renderVenue(v)}</li>
            ))}
          </ResultGrid>
        </>
      )}
    </div>
  );
}
