/**
 * The default budget categories (issue #14): typical shares of a wedding budget, adjusted for the
 * couple's city and guest count, turned into cents that add up exactly to the total. Pure; the tracker's
 * "start a budget" and onboarding use it.
 *
 * Base shares (percent of the total) follow the usual splits in US wedding-cost surveys for a wedding of
 * about 120 guests: venue and catering together near half, photography ~10 %, a contingency of 4 %.
 */

export type DefaultCategoryKey =
  | "venue"
  | "catering"
  | "photography"
  | "videography"
  | "flowers"
  | "music"
  | "attire"
  | "cake"
  | "stationery"
  | "officiant"
  | "transportation"
  | "rings"
  | "favors"
  | "planner"
  | "contingency";

type Base = { key: DefaultCategoryKey; name: string; percent: number; perGuest: number };

/**
 * The set, in the tracker's order. `perGuest`: how strongly the category's cost follows the guest count
 * (1: per plate or per guest, like catering; 0.5: partly, like a venue's size or shuttles; 0: fixed,
 * like rings or the officiant).
 */
export const DEFAULT_CATEGORIES: readonly Base[] = [
  { key: "venue", name: "Venue", percent: 22, perGuest: 0.5 },
  { key: "catering", name: "Catering", percent: 24, perGuest: 1 },
  { key: "photography", name: "Photography", percent: 10, perGuest: 0 },
  { key: "videography", name: "Videography", percent: 5, perGuest: 0 },
  { key: "flowers", name: "Flowers & decor", percent: 8, perGuest: 0.5 },
  { key: "music", name: "Music", percent: 5, perGuest: 0 },
  { key: "attire", name: "Attire & beauty", percent: 7, perGuest: 0 },
  { key: "cake", name: "Cake", percent: 2, perGuest: 1 },
  { key: "stationery", name: "Stationery", percent: 2, perGuest: 1 },
  { key: "officiant", name: "Officiant", percent: 1, perGuest: 0 },
  { key: "transportation", name: "Transportation", percent: 2, perGuest: 0.5 },
  { key: "rings", name: "Rings", percent: 3, perGuest: 0 },
  { key: "favors", name: "Favors & gifts", percent: 2, perGuest: 1 },
  { key: "planner", name: "Planner", percent: 3, perGuest: 0 },
  { key: "contingency", name: "Contingency", percent: 4, perGuest: 0 },
];

/**
 * What each city changes, as multipliers of the base shares (the rest is renormalized, so a city that
 * spends more on one thing spends a little less share on everything else). Why:
 * - cleveland: venues cost less than the national average (many converted industrial and church halls),
 *   venue × 0.9; the cookie table (a Cleveland–Pittsburgh tradition of trays of cookies beside the
 *   cake) makes desserts larger, cake × 1.25; family-style and buffet dinners are common and generous,
 *   catering × 1.05.
 * - columbus: the closest of the four to national averages; a large supply of event spaces (the
 *   university, the Short North) keeps venues slightly lower, venue × 0.95.
 * - cincinnati: historic and riverfront venues (Over-the-Rhine, Music Hall, the Kentucky side) price a
 *   little higher, venue × 1.05; guests cross the river and the hills between venues, transportation × 1.1.
 * - nashville: a wedding destination with high demand for venues (barns and downtown rooftops),
 *   venue × 1.15; live music is expected, music × 1.4; many venues are outside town and guests travel in,
 *   transportation × 1.3; photographers are in demand, photography × 1.1.
 */
export const CITY_ADJUSTMENTS: Readonly<Record<string, Partial<Record<DefaultCategoryKey, number>>>> = {
  cleveland: { venue: 0.9, cake: 1.25, catering: 1.05 },
  columbus: { venue: 0.95 },
  cincinnati: { venue: 1.05, transportation: 1.1 },
  nashville: { venue: 1.15, music: 1.4, transportation: 1.3, photography: 1.1 },
};

/** The guest count the base shares describe. */
export const REFERENCE_GUESTS = 120;

/**
 * How the guest count moves a category's weight: × (guests / 120) ^ perGuest, the ratio bounded to
 * ¼…4 so a typo of a guest count cannot zero a category. More guests: per-guest categories take a larger
 * share of the same total (and fixed ones a smaller one).
 */
export function guestFactor(guestCount: number | null, perGuest: number): number {
  if (guestCount === null || guestCount <= 0 || perGuest === 0) return 1;
  const ratio = Math.min(4, Math.max(0.25, guestCount / REFERENCE_GUESTS));
  return ratio ** perGuest;
}

/**
 * Splits `totalCents` by `weights` so the parts add up exactly to the total: each part is the floor of
 * its exact share, and the cents left over go one each to the parts with the largest remainders (ties:
 * the earlier part). Weights are scaled to integers first, so the split is exact arithmetic.
 */
export function largestRemainder(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError("totalCents: a whole number ≥ 0");
  if (weights.length === 0) return [];
  // Integer weights summing to about 1,000,000: total × weight stays below 2^53 for totals up to $10M.
  const rawSum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (rawSum <= 0) throw new RangeError("weights: at least one above zero");
  const ints = weights.map((w) => Math.round((Math.max(0, w) / rawSum) * 1_000_000));
  const sum = ints.reduce((a, w) => a + w, 0);
  const parts = ints.map((w, index) => {
    const product = totalCents * w;
    let floor = Math.floor(product / sum);
    let rest = product - floor * sum;
    if (rest < 0) {
      floor -= 1;
      rest += sum;
    } else if (rest >= sum) {
      floor += 1;
      rest -= sum;
    }
    return { index, floor, rest };
  });
  let left = totalCents - parts.reduce((a, p) => a + p.floor, 0);
  const order = [...parts].sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const p of order) {
    if (left <= 0) break;
    p.floor += 1;
    left -= 1;
  }
  return parts.map((p) => p.floor);
}

export type DefaultCategory = { key: DefaultCategoryKey; name: string; allocatedCents: number };

/** The default categories for a total, a city (an id of the catalog, or null) and a guest count. */
export function defaultCategories(
  totalCents: number,
  cityId: string | null,
  guestCount: number | null,
): DefaultCategory[] {
  const city = (cityId && CITY_ADJUSTMENTS[cityId]) || {};
  const weights = DEFAULT_CATEGORIES.map(
    (c) => c.percent * (city[c.key] ?? 1) * guestFactor(guestCount, c.perGuest),
  );
  const cents = largestRemainder(totalCents, weights);
  return DEFAULT_CATEGORIES.map((c, i) => ({ key: c.key, name: c.name, allocatedCents: cents[i]! }));
}
