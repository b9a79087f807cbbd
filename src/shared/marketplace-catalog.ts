import type { VendorCategorySlug } from "./catalog";

/**
 * The marketplace's fixed lists (issue #3), free of zod so client pages can import them without the
 * validator (the API contract in schemas/marketplace.ts builds its enums from these same lists).
 */

export const venueStyles = [
  "barn",
  "ballroom",
  "garden",
  "rooftop",
  "vineyard",
  "lakeside",
  "historic",
  "industrial",
] as const;
export type VenueStyle = (typeof venueStyles)[number];
export const venueStyleLabels: Record<VenueStyle, string> = {
  barn: "Barn",
  ballroom: "Ballroom",
  garden: "Garden",
  rooftop: "Rooftop",
  vineyard: "Vineyard",
  lakeside: "Lakeside",
  historic: "Historic",
  industrial: "Industrial",
};

/** Where the ceremony/reception happens; a "both" venue matches an indoor or an outdoor filter. */
export const venueSettings = ["indoor", "outdoor", "both"] as const;
export type VenueSetting = (typeof venueSettings)[number];

export const venueSorts = ["relevance", "price-asc", "price-desc", "capacity-desc", "name"] as const;
export type VenueSort = (typeof venueSorts)[number];

export const vendorSorts = ["relevance", "price-asc", "price-desc", "name"] as const;
export type VendorSort = (typeof vendorSorts)[number];

/** Listing images ship as static illustrations (no external hosts; the CSP allows only 'self'). */
export const listingImagePaths = {
  venue: (style: VenueStyle, variant: 1 | 2 | 3) => `/media/venues/${style}-${variant}.svg`,
  vendor: (category: VendorCategorySlug, variant: 1 | 2) => `/media/vendors/${category}-${variant}.svg`,
};
