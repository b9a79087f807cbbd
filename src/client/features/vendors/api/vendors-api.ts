import { queryOptions } from "@tanstack/react-query";
import type { Page, VendorDetail, VendorSearch, VendorSummary } from "@shared/schemas/marketplace";
import { toQueryString } from "@shared/rules/search-params";
import { api } from "@client/lib/api";

/** GET /api/vendors: one cache entry per distinct search (keys in a stable order). */
export function vendorSearchQuery(search: VendorSearch) {
  const qs = toQueryString(search);
  return queryOptions({
    queryKey: ["vendors", "search", qs],
    queryFn: ({ signal }) => api<Page<VendorSummary>>("GET", `/api/vendors?${qs}`, undefined, { signal }),
  });
}

/** GET /api/vendors/:slug (404 when the vendor does not exist or is not published). */
export function vendorDetailQuery(slug: string) {
  return queryOptions({
    queryKey: ["vendors", "detail", slug],
    queryFn: ({ signal }) =>
      api<VendorDetail>("GET", `/api/vendors/${encodeURIComponent(slug)}`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
