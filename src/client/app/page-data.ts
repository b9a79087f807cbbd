import type { QueryClient } from "@tanstack/react-query";
import type { VenueSearch } from "@shared/schemas/marketplace";
import { vendorRecommendationsQuery } from "@client/features/vendor-business/api/vendor-recommendations-query";
import { vendorDetailQuery } from "@client/features/vendors/api/vendors-api";
import { venueDetailQuery, venueSearchQuery } from "@client/features/venues/api/venues-api";

/** API answers the server put into the page (`<script id="page-data">`), keyed by their GET path. */
export type PageResponses = Record<string, unknown>;

export function readPageData(): PageResponses {
  try {
    return JSON.parse(document.getElementById("page-data")?.textContent || "{}") as PageResponses;
  } catch {
    return {};
  }
}

/**
 * Puts a page's embedded API answers into the query cache under the keys its queries use, so the first
 * render (on the server, and the client's hydration of it) has the data without a round trip.
 */
export function seedPageData(queryClient: QueryClient, responses: PageResponses) {
  for (const [path, data] of Object.entries(responses)) {
    const [pathname = "", search = ""] = path.split("?");
    if (pathname === "/api/venues") {
      const params = Object.fromEntries(new URLSearchParams(search));
      queryClient.setQueryData(venueSearchQuery(params as VenueSearch).queryKey, data as never);
    } else if (pathname.startsWith("/api/venues/")) {
      const slug = decodeURIComponent(pathname.slice("/api/venues/".length));
      queryClient.setQueryData(venueDetailQuery(slug).queryKey, data as never);
    } else if (pathname.startsWith("/api/vendors/")) {
      const [slug = "", sub] = pathname.slice("/api/vendors/".length).split("/").map(decodeURIComponent);
      const query = sub === "recommendations" ? vendorRecommendationsQuery(slug) : vendorDetailQuery(slug);
      queryClient.setQueryData(query.queryKey, data as never);
    }
  }
}
