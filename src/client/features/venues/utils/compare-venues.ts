import { MAX_COMPARED_VENUES } from "@shared/schemas/saved-venues";

/** Pure rules of the saved-venues shortlist and the compare table (issue #3). */

type Priced = { venueId: string; priceFrom: number };
type Sized = { venueId: string; capacitySeated: number; capacityStanding: number };

/** Ids of the venue(s) with the lowest starting price; ties all win; nothing to highlight for one venue. */
export function lowestPriceIds(venues: Priced[]): Set<string> {
  if (venues.length < 2) return new Set();
  const min = Math.min(...venues.map((v) => v.priceFrom));
  return new Set(venues.filter((v) => v.priceFrom === min).map((v) => v.venueId));
}

/** Ids of the venue(s) seating the most guests (standing capacity breaks a tie). */
export function largestCapacityIds(venues: Sized[]): Set<string> {
  if (venues.length < 2) return new Set();
  const key = (v: Sized) => v.capacitySeated * 100_000 + v.capacityStanding;
  const max = Math.max(...venues.map(key));
  return new Set(venues.filter((v) => key(v) === max).map((v) => v.venueId));
}

/** Every amenity any compared venue offers, those most venues share first, then A–Z. */
export function amenityUnion(venues: { amenities: string[] }[]): string[] {
  const counts = new Map<string, number>();
  for (const v of venues) for (const a of new Set(v.amenities)) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts.entries()].sort(([a, ca], [b, cb]) => cb - ca || a.localeCompare(b)).map(([a]) => a);
}

export type SelectionResult = { selected: string[]; isRefused: boolean };

/** Ticks or unticks a venue for comparison; a tick past the maximum is refused and changes nothing. */
export function toggleCompareSelection(
  selected: string[],
  slug: string,
  max = MAX_COMPARED_VENUES,
): SelectionResult {
  if (selected.includes(slug)) return { selected: selected.filter((s) => s !== slug), isRefused: false };
  if (selected.length >= max) return { selected, isRefused: true };
  return { selected: [...selected, slug], isRefused: false };
}

/** The compare page's URL for these slugs. */
export function compareHref(slugs: string[]): string {
  return `/compare-venues?venues=${slugs.map(encodeURIComponent).join(",")}`;
}
