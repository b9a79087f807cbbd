import { z } from "zod";
import { cityIds, vendorCategorySlugs } from "../catalog";
import { photoSchema, photoSizeFields, priceTierSchema } from "./marketplace";
import { line, optionalEmail, optionalWebsite, requiredLine, requiredText, text, token } from "./strings";

/**
 * A vendor's own listing (issue #3): what the dashboard edits through /api/owner/vendor-listing.
 * The same input schema validates the dashboard's form and the API body.
 */

export const MAX_PACKAGES = 8;
export const MAX_LISTING_PHOTOS = 12;
export const DESCRIPTION_MIN = 80;
export const DESCRIPTION_MAX = 5000;

export const vendorPackageInputSchema = z.object({
  name: requiredLine({
    max: 60,
    min: 2,
    missing: "Name the package.",
    tooShort: "Name the package (at least 2 characters).",
  }),
  price: z
    .number({ error: "Enter a price in whole dollars." })
    .int("Use whole dollars.")
    .min(0, "Use 0 or more.")
    .max(1_000_000, "Use at most $1,000,000."),
  description: text({ max: 400 }),
});
export type VendorPackageInput = z.infer<typeof vendorPackageInputSchema>;

/**
 * A photo on the listing: an upload of the owner's (or one the listing already had), with its alt text.
 * The size fields ride along so the editor can show what it has; the server fills them from the uploads
 * row, whatever was sent (issue #21).
 */
export const listingPhotoSchema = z.object({
  src: token(300),
  alt: line({ max: 200, tooLong: "Keep photo descriptions to 200 characters." }),
  ...photoSizeFields,
});

export const vendorListingFieldsSchema = z.object({
  businessName: requiredLine({
    max: 80,
    min: 2,
    missing: "Enter your business name.",
    tooShort: "Use at least 2 characters for your business name.",
  }),
  categorySlug: z.enum(vendorCategorySlugs, { error: "Choose the category you work in." }),
  cityId: z.enum(cityIds, { error: "Choose the city you are based in." }),
  serviceArea: line({ max: 160 }).min(2, "Say where you work, e.g. “Columbus and all of Central Ohio”."),
  tagline: line({ max: 120 }),
  description: requiredText({
    max: DESCRIPTION_MAX,
    min: DESCRIPTION_MIN,
    missing: "Describe what you offer couples.",
    tooShort: `Tell couples a little more (at least ${DESCRIPTION_MIN} characters).`,
  }),
  priceFrom: z
    .number({ error: "Enter your starting price in whole dollars." })
    .int("Use whole dollars.")
    .min(0, "Use 0 or more.")
    .max(1_000_000, "Use at most $1,000,000."),
  priceTier: priceTierSchema,
  packages: z
    .array(vendorPackageInputSchema)
    .max(MAX_PACKAGES, `Offer at most ${MAX_PACKAGES} packages.`)
    // Package names key the profile's package cards, and two packages of one name would confuse couples.
    .refine(
      (list) => new Set(list.map((p) => p.name.toLowerCase())).size === list.length,
      "Give each package a different name.",
    ),
  photos: z
    .array(listingPhotoSchema)
    .min(1, "Add at least one photo.")
    .max(MAX_LISTING_PHOTOS, `Use at most ${MAX_LISTING_PHOTOS} photos.`),
  contactEmail: optionalEmail(),
  contactPhone: line({ max: 40 }).regex(/^[0-9+().\-\s]*$/, "Use digits, spaces and + ( ) - only."),
  website: optionalWebsite(),
});
export type VendorListingFields = z.infer<typeof vendorListingFieldsSchema>;

/** POST body: the fields, and whether to publish straight away. */
export const createVendorListingSchema = vendorListingFieldsSchema.extend({
  publish: z.boolean().default(false),
});
export type CreateVendorListing = z.input<typeof createVendorListingSchema>;

/** PUT body: the fields (publishing has its own endpoints). */
export const updateVendorListingSchema = vendorListingFieldsSchema;

export const vendorListingSchema = vendorListingFieldsSchema.extend({
  /** As stored: an upload's size and variant widths included (issue #21). */
  photos: z.array(photoSchema),
  id: z.string(),
  slug: z.string(),
  isPublished: z.boolean(),
  /** Hidden by an admin: not shown publicly whatever isPublished says. */
  isHidden: z.boolean(),
  isClaimed: z.boolean(),
  isFeatured: z.boolean(),
  updatedAt: z.string(),
});
export type VendorListing = z.infer<typeof vendorListingSchema>;

export const vendorListingStatsSchema = z.object({
  viewsLast30Days: z.number().int(),
  viewsAllTime: z.number().int(),
  inquiriesTotal: z.number().int(),
  inquiriesNew: z.number().int(),
  recommendations: z.number().int(),
});
export type VendorListingStats = z.infer<typeof vendorListingStatsSchema>;

/** What a new listing starts from: the vendor's business profile (all optional). */
export const vendorListingPrefillSchema = z.object({
  businessName: z.string(),
  categorySlug: z.enum(vendorCategorySlugs).nullable(),
  cityId: z.enum(cityIds).nullable(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  website: z.string(),
});
export type VendorListingPrefill = z.infer<typeof vendorListingPrefillSchema>;

/** GET /api/owner/vendor-listing: the listing and its stats, or null ones with a prefill to start from. */
export const ownerVendorListingSchema = z.object({
  listing: vendorListingSchema.nullable(),
  stats: vendorListingStatsSchema.nullable(),
  prefill: vendorListingPrefillSchema,
});
export type OwnerVendorListing = z.infer<typeof ownerVendorListingSchema>;

/** Published vendors per category (for /pros), optionally in one city. */
export const categoryCountsQuerySchema = z.object({ city: z.enum(cityIds).optional() });
export const categoryCountsSchema = z.object({
  city: z.enum(cityIds).nullable(),
  total: z.number().int(),
  categories: z.array(
    z.object({ slug: z.enum(vendorCategorySlugs), name: z.string(), count: z.number().int() }),
  ),
});
export type CategoryCounts = z.infer<typeof categoryCountsSchema>;
