/**
 * Where the landing page's venue search goes: /venues with the query parameter q (spec section 2).
 * An empty search lands on the plain venue list rather than /venues?q=.
 */
export function getVenueSearchHref(query: string): string {
  const q = query.trim();
  return q ? `/venues?${new URLSearchParams({ q }).toString()}` : "/venues";
}
