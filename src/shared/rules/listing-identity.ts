/**
 * When two listings are the same place or business (issue #18): publishing a copy of an existing listing
 * is stopped, and the copies that exist show in the admin's moderation list. Pure: the server's
 * listing-duplicates service and its tests use it.
 *
 * - A venue: the same name (normalized) in the same city on the same street — the same address, or the
 *   same street with another house number ("near": the site has no map coordinates, so the street stands in
 *   for a short distance).
 * - A vendor: the same business name (normalized) in the same city and category.
 */

const STREET_WORDS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  boulevard: "blvd",
  drive: "dr",
  lane: "ln",
  place: "pl",
  court: "ct",
  parkway: "pkwy",
  highway: "hwy",
  terrace: "ter",
  square: "sq",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  first: "1st",
  second: "2nd",
  third: "3rd",
  fourth: "4th",
  fifth: "5th",
  sixth: "6th",
  seventh: "7th",
  eighth: "8th",
  ninth: "9th",
  tenth: "10th",
};

function words(value: string): string[] {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents: "Café" → "cafe"
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "") // "Ava's" → "avas"
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** "The Lakeview Glasshouse!" and "  lakeview GLASSHOUSE" both → "lakeview glasshouse"; "&" reads "and". */
export function normalizeListingName(name: string): string {
  const w = words(name);
  if (w[0] === "the" && w.length > 1) w.shift();
  return w.join(" ");
}

/** The street of an address, without the house number: "1900 W. 25th Street, Cleveland, OH" → "w 25th st". */
export function streetOf(address: string): string {
  const line = address.split(",")[0] ?? "";
  const w = words(line).map((x) => STREET_WORDS[x] ?? x);
  while (w.length > 1 && /^\d+[a-z]?$/.test(w[0]!)) w.shift(); // "1900", "12b"
  return w.join(" ");
}

export type VenueIdentity = { name: string; cityId: string; address: string };
export type VendorIdentity = { businessName: string; cityId: string; categorySlug: string };

/** One key per venue: equal keys are duplicates. */
export function venueIdentityKey(v: VenueIdentity): string {
  return [v.cityId, normalizeListingName(v.name), streetOf(v.address)].join("|");
}

export function vendorIdentityKey(v: VendorIdentity): string {
  return [v.cityId, v.categorySlug, normalizeListingName(v.businessName)].join("|");
}
