import { z } from "zod";
import { cityIds, vendorCategorySlugs } from "../catalog";
import { vendorSorts, venueSettings, venueSorts, venueStyles } from "../marketplace-catalog";
import { listingRatingSchema } from "./reviews";
import { line, token } from "./strings";

/**
 * The marketplace API contract (issue #3): listing search and detail, shared by server and client.
 * Listings are addressed by slug in URLs and in the API (`/venues/{slug}`, `GET /api/venues/{slug}`).
 */

/** 1 = $ … 4 = $$$$ (relative to the city). */
export const priceTierSchema = z.number().int().min(1).max(4);

/**
 * A listing photo: a seeded SVG illustration or an upload. An upload saved since issue #21 also carries its
 * size and the widths of its AVIF/WebP variants (filled by the server from the uploads row, never taken
 * from the client); older ones and SVGs have neither and are shown from `src` alone.
 */
const pixels = z.number().int().min(1).max(10_000);
export const photoSizeFields = {
  width: pixels.optional(),
  height: pixels.optional(),
  widths: z.array(pixels).max(8).optional(),
};
export const photoSchema = z.object({ src: z.string(), alt: z.string(), ...photoSizeFields });
export type Photo = z.infer<typeof photoSchema>;

const pageParams = {
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(12),
};

// ── Venues ───────────────────────────────────────────────────────────────────────────────────────

export const venueSearchSchema = z.object({
  /** Full-text + typo-tolerant (trigram) search over name, neighborhood, description and styles. */
  q: line({ max: 100 }).optional(),
  city: z.enum(cityIds).optional(),
  /** Guests to seat: capacity_seated ≥ guests. */
  guests: z.coerce.number().int().min(1).max(5000).optional(),
  /** Budget ceiling: price_from ≤ maxPrice (USD). */
  maxPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
  style: z.enum(venueStyles).optional(),
  setting: z.enum(["indoor", "outdoor"]).optional(),
  /** "relevance" without q orders featured first, then by name. */
  sort: z.enum(venueSorts).default("relevance"),
  ...pageParams,
});
export type VenueSearch = z.input<typeof venueSearchSchema>;

export const venueSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cityId: z.enum(cityIds),
  neighborhood: z.string(),
  capacitySeated: z.number().int(),
  capacityStanding: z.number().int(),
  priceFrom: z.number().int(),
  priceTier: priceTierSchema,
  styles: z.array(z.enum(venueStyles)),
  setting: z.enum(venueSettings),
  photo: photoSchema,
  isClaimed: z.boolean(),
  isFeatured: z.boolean(),
  /** Published verified reviews (issue #13); null without any. */
  rating: listingRatingSchema.nullable(),
});
export type VenueSummary = z.infer<typeof venueSummarySchema>;

export const venueDetailSchema = venueSummarySchema.extend({
  address: z.string(),
  description: z.string(),
  amenities: z.array(z.string()),
  photos: z.array(photoSchema),
  contactEmail: z.string(),
  contactPhone: z.string(),
  website: z.string(),
  /** Up to 4 published venues in the same city sharing a style or price tier. */
  similar: z.array(venueSummarySchema),
});
export type VenueDetail = z.infer<typeof venueDetailSchema>;

// ── Vendors ──────────────────────────────────────────────────────────────────────────────────────

export const vendorSearchSchema = z.object({
  q: line({ max: 100 }).optional(),
  city: z.enum(cityIds).optional(),
  category: z.enum(vendorCategorySlugs).optional(),
  maxPrice: z.coerce.number().int().min(0).max(1_000_000).optional(),
  sort: z.enum(vendorSorts).default("relevance"),
  ...pageParams,
});
export type VendorSearch = z.input<typeof vendorSearchSchema>;

export const vendorPackageSchema = z.object({
  name: z.string(),
  price: z.number().int(),
  description: z.string(),
});

export const vendorSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  businessName: z.string(),
  categorySlug: z.enum(vendorCategorySlugs),
  cityId: z.enum(cityIds),
  /** Free text, e.g. "Cleveland and all of Northeast Ohio". */
  serviceArea: z.string(),
  priceFrom: z.number().int(),
  priceTier: priceTierSchema,
  tagline: z.string(),
  photo: photoSchema,
  isClaimed: z.boolean(),
  /** Published verified reviews (issue #13); null without any. */
  rating: listingRatingSchema.nullable(),
});
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

export const vendorDetailSchema = vendorSummarySchema.extend({
  description: z.string(),
  packages: z.array(vendorPackageSchema),
  photos: z.array(photoSchema),
  contactEmail: z.string(),
  contactPhone: z.string(),
  website: z.string(),
  /** Up to 4 published vendors of the same category in the same city. */
  similar: z.array(vendorSummarySchema),
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /**
     * True when `total` is a lower bound: a text search counts its matches up to 1,000 and says "1,000+"
     * past that (docs/decisions/056). Absent or false: `total` is exact.
     */
    totalIsLowerBound: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = {
  items: T[];
  total: number;
  totalIsLowerBound?: boolean;
  page: number;
  pageSize: number;
};

export const slugParamsSchema = z.object({ slug: token(120) });
