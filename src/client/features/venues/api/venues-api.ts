import { queryOptions } from "@tanstack/react-query";
import type { Page, VenueDetail, VenueSearch, VenueSummary } from "@shared/schemas/marketplace";
import { toQueryString } from "@shared/rules/search-params";
import { api } from "@client/lib/api";

/** GET /api/venues: one cache entry per distinct search (keys in a stable order). */
export function venueSearchQuery(search: VenueSearch) {
  const qs = toQueryString(search);
  return queryOptions({
    queryKey: ["venues", "search", qs],
    queryFn: ({ signal }) => api<Page<VenueSummary>>("GET", `/api/venues?${qs}`, undefined, { signal }),
  });
}

/** GET /api/venues/:slug (404 when the venue does not exist or is not published). */
export function venueDetailQuery(slug: string) {
  return queryOptions({
    queryKey: ["venues", "detail", slug],
    queryFn: ({ signal }) =>
      api<VenueDetail>("GET", `/api/venues/${encodeURIComponent(slug)}`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
