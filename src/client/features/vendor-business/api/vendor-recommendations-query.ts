import { queryOptions } from "@tanstack/react-query";
import type { VendorRecommendations } from "@shared/schemas/friendors";
import { api } from "@client/lib/api";

// Its own module, without the friendors hooks: the app's entry imports it to seed a server-rendered vendor
// page's answers (app/page-data.ts), and must not pull the rest of the friendors API in with it.

/** The published vendors recommending one vendor (public; shown on profiles). */
export function vendorRecommendationsQuery(slug: string) {
  return queryOptions({
    queryKey: ["vendors", "recommendations", slug],
    queryFn: ({ signal }) =>
      api<VendorRecommendations>(
        "GET",
        `/api/vendors/${encodeURIComponent(slug)}/recommendations`,
        undefined,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}
