/** Fixed reference data from the spec (section 1 and 2). The database is seeded from these same lists. */

export const cities = [
  { id: "cleveland", name: "Cleveland", state: "OH", displayName: "Cleveland, OH" },
  { id: "columbus", name: "Columbus", state: "OH", displayName: "Columbus, OH" },
  { id: "nashville", name: "Nashville", state: "TN", displayName: "Nashville, TN" },
  { id: "cincinnati", name: "Cincinnati", state: "OH", displayName: "Cincinnati, OH" },
] as const;

export type City = (typeof cities)[number];
export type CityId = City["id"];
export const cityIds = cities.map((c) => c.id) as [CityId, ...CityId[]];
export const DEFAULT_CITY: CityId = "cleveland";

export function isCityId(value: unknown): value is CityId {
  return typeof value === "string" && (cityIds as string[]).includes(value);
}

export function cityById(id: string): City | undefined {
  return cities.find((c) => c.id === id);
}

export const vendorCategories = [
  { slug: "photographers", name: "Photographers" },
  { slug: "videographers", name: "Videographers" },
  { slug: "caterers", name: "Caterers" },
  { slug: "djband", name: "DJs & Bands" },
  { slug: "florists", name: "Florists" },
  { slug: "weddingplanners", name: "Wedding Planners" },
  { slug: "bakers", name: "Bakers" },
  { slug: "hairmakeup", name: "Hair & Makeup" },
  { slug: "transportation", name: "Transportation" },
  { slug: "officiants", name: "Officiants" },
  { slug: "bartenders", name: "Bartenders" },
  { slug: "decorators", name: "Decorators" },
] as const;

export type VendorCategorySlug = (typeof vendorCategories)[number]["slug"];
export const vendorCategorySlugs = vendorCategories.map((c) => c.slug) as [
  VendorCategorySlug,
  ...VendorCategorySlug[],
];

export const userKinds = ["couple", "venue_owner", "vendor", "contributor"] as const;
export type UserKind = (typeof userKinds)[number];

/** Where each kind's account lives, and how the account button is labelled (spec section 2). */
export const accountHome: Record<UserKind, { path: string; label: string }> = {
  couple: { path: "/couple-account", label: "My Account" },
  venue_owner: { path: "/venue-owner-account", label: "Venue Dashboard" },
  vendor: { path: "/vendor-account", label: "Vendor Dashboard" },
  contributor: { path: "/contributor-dashboard", label: "Weddings I Help With" },
};

export const contact = {
  email: "hello@junewedding.co",
  phone: "(216) 555-0142",
  phoneHref: "tel:+12165550142",
};
