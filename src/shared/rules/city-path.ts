import { isCityId, type CityId } from "@shared/catalog";

/**
 * The city a page's path names — `/venues/nashville`, `/nashville/vendors`, `/nashville/vendors/florists` —
 * or undefined (issue #18). Such a page is about that city, so it is the visitor's current city too: the
 * header's "Currently Viewing" says what the page shows.
 */
export function cityOfPath(pathname: string): CityId | undefined {
  const [first, second] = pathname.split("/").filter(Boolean);
  if (first === "venues" && isCityId(second)) return second;
  if (second === "vendors" && isCityId(first)) return first;
  return undefined;
}

/** The same page for another city: `/venues/nashville` → `/venues/columbus`; undefined when the path names none. */
export function withPathCity(pathname: string, city: CityId): string | undefined {
  const current = cityOfPath(pathname);
  if (!current) return undefined;
  const parts = pathname.split("/");
  return parts.map((p) => (p === current ? city : p)).join("/");
}
