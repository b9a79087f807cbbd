import { z } from "zod";
import { cityIds, type CityId } from "../catalog";
import { venueSettings, venueStyles } from "../marketplace-catalog";
import { photoSchema, photoSizeFields, priceTierSchema, venueSummarySchema } from "./marketplace";
import { line, optionalEmail, optionalWebsite, requiredLine, requiredText, token } from "./strings";

/**
 * A venue owner's own listings (issue #3): the add/edit form's schema (the client form validates with
 * this same object, step by step) and the dashboard's rows with their stats.
 */

export const MAX_VENUE_PHOTOS = 12;
export const MAX_AMENITIES = 20;

const required = (label: string, min: number, max: number, kind = requiredLine) =>
  kind({
    max,
    min,
    missing: `Enter the ${label}.`,
    tooShort: `The ${label} needs at least ${min} characters.`,
    tooLong: `Use at most ${max} characters.`,
  });

const count = (label: string) =>
  z
    .number({ error: `Enter the ${label}.` })
    .int("Use a whole number.")
    .min(1, "Use at least 1.")
    .max(5000, "Use at most 5,000.");

// The size fields ride along so the editor can show what it has; the server fills them from the uploads
// row, whatever was sent (issue #21).
export const venueEditorPhotoSchema = z.object({
  src: token(300),
  alt: line({ max: 200, tooLong: "Keep photo descriptions under 200 characters." }),
  ...photoSizeFields,
});

/** The fields of the form, one object per step (the client validates a step with its own pick). */
export const venueFieldsSchema = z.object({
  name: required("venue name", 3, 80),
  cityId: z.enum(cityIds, { error: "Choose a city." }),
  neighborhood: required("neighborhood", 2, 80),
  address: required("street address", 5, 200),
  capacitySeated: count("seated capacity"),
  capacityStanding: count("standing capacity"),
  priceFrom: z
    .number({ error: "Enter a starting price." })
    .int("Use whole dollars.")
    .min(0, "Use 0 or more.")
    .max(1_000_000, "Use at most $1,000,000."),
  styles: z.array(z.enum(venueStyles)).min(1, "Choose at least one style.").max(4, "Choose up to 4 styles."),
  setting: z.enum(venueSettings, { error: "Choose indoor, outdoor or both." }),
  amenities: z
    .array(line({ max: 40, tooLong: "Keep each amenity under 40 characters." }).min(1))
    .max(MAX_AMENITIES, `Choose up to ${MAX_AMENITIES} amenities.`),
  photos: z
    .array(venueEditorPhotoSchema)
    .min(1, "Add at least one photo — couples skip listings without one.")
    .max(MAX_VENUE_PHOTOS, `Use up to ${MAX_VENUE_PHOTOS} photos.`),
  description: required("description", 80, 5000, requiredText),
  contactEmail: optionalEmail(),
  contactPhone: line({ max: 40 }).regex(/^[0-9+().\-\s]*$/, "Use digits, spaces and + ( ) - only."),
  website: optionalWebsite(),
});

/**
 * Standing capacity ≥ seated. A rule across fields, shared by the whole-form schema and the capacity step;
 * `when` lets it run as soon as both numbers are valid, even while other steps' fields are still empty.
 */
const capacityCheck = (v: { capacitySeated: number; capacityStanding: number }) =>
  v.capacityStanding >= v.capacitySeated;
const capacityParams = {
  path: ["capacityStanding"],
  message: "Standing capacity is usually at least the seated capacity.",
  when: (payload: { value: unknown }) => {
    const v = payload.value as { capacitySeated?: unknown; capacityStanding?: unknown } | null;
    return Number.isInteger(v?.capacitySeated) && Number.isInteger(v?.capacityStanding);
  },
};

export const venueInputSchema = venueFieldsSchema
  .extend({
    /** true: visible to couples right away; false: saved as a draft only the owner sees. */
    publish: z.boolean(),
  })
  .refine(capacityCheck, capacityParams);
export type VenueInput = z.infer<typeof venueInputSchema>;
/** The whole form on the client (publish is the button pressed, not a field). */
export const venueFormSchema = venueFieldsSchema.refine(capacityCheck, capacityParams);
export type VenueFields = z.infer<typeof venueFieldsSchema>;

/** The form's steps and the fields each validates (the Review step validates everything). */
export const venueFormSteps = [
  { id: "basics", title: "Basics", fields: ["name", "cityId", "neighborhood", "address"] },
  { id: "capacity", title: "Capacity & price", fields: ["capacitySeated", "capacityStanding", "priceFrom"] },
  { id: "style", title: "Style & amenities", fields: ["styles", "setting", "amenities"] },
  { id: "photos", title: "Photos", fields: ["photos"] },
  {
    id: "details",
    title: "Description & contact",
    fields: ["description", "contactEmail", "contactPhone", "website"],
  },
] as const satisfies readonly { id: string; title: string; fields: readonly (keyof VenueFields)[] }[];

export const venueStepSchemas = {
  basics: venueFieldsSchema.pick({ name: true, cityId: true, neighborhood: true, address: true }),
  capacity: venueFieldsSchema
    .pick({ capacitySeated: true, capacityStanding: true, priceFrom: true })
    .refine(capacityCheck, capacityParams),
  style: venueFieldsSchema.pick({ styles: true, setting: true, amenities: true }),
  photos: venueFieldsSchema.pick({ photos: true }),
  details: venueFieldsSchema.pick({
    description: true,
    contactEmail: true,
    contactPhone: true,
    website: true,
  }),
};

/** Amenities offered as chips; owners may add their own. Same wording as the seeded listings. */
export const suggestedAmenities = [
  "Bridal suite",
  "Getting-ready rooms",
  "On-site catering",
  "Bar service",
  "Free parking",
  "Valet parking",
  "Accessible entrance",
  "Dance floor",
  "Outdoor ceremony site",
  "String lights",
  "AV system",
  "Tables and chairs included",
  "Climate control",
  "Rain plan",
  "Overnight lodging",
  "Fire pit",
  "Coordinator on site",
] as const;

/**
 * Price level of each city against Columbus (1.0); the same numbers as the demo data
 * (server/db/seed/marketplace-places.ts — a test keeps them in step).
 */
export const cityPriceLevels: Record<CityId, number> = {
  cleveland: 0.95,
  columbus: 1,
  nashville: 1.12,
  cincinnati: 0.96,
};

/**
 * $ … $$$$ is derived from the starting price against the city's price level, never typed by the owner,
 * so every listing's tier means the same thing in search filters and cards.
 */
export function venuePriceTierFor(priceFrom: number, cityId: CityId): number {
  const normalized = priceFrom / cityPriceLevels[cityId];
  if (normalized < 6000) return 1;
  if (normalized < 10_000) return 2;
  if (normalized < 16_000) return 3;
  return 4;
}

export const ownerVenueStatuses = ["published", "draft", "hidden"] as const;
export type OwnerVenueStatus = (typeof ownerVenueStatuses)[number];

export const venueStatsSchema = z.object({
  views30d: z.number().int(),
  viewsTotal: z.number().int(),
  saves: z.number().int(),
  inquiries: z.number().int(),
  newInquiries: z.number().int(),
  upcomingTours: z.number().int(),
});
export type VenueStats = z.infer<typeof venueStatsSchema>;

export const ownerVenueSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cityId: z.enum(cityIds),
  neighborhood: z.string(),
  priceFrom: z.number().int(),
  capacitySeated: z.number().int(),
  photo: photoSchema.nullable(),
  /** "hidden" (by our team) wins over the owner's published/draft choice. */
  status: z.enum(ownerVenueStatuses),
  isPublished: z.boolean(),
  updatedAt: z.string(),
  stats: venueStatsSchema,
});
export type OwnerVenueSummary = z.infer<typeof ownerVenueSummarySchema>;

export const ownerVenueDetailSchema = venueFieldsSchema.extend({
  id: z.string(),
  slug: z.string(),
  priceTier: priceTierSchema,
  status: z.enum(ownerVenueStatuses),
  isPublished: z.boolean(),
  photos: z.array(photoSchema),
  amenities: z.array(z.string()),
});
export type OwnerVenueDetail = z.infer<typeof ownerVenueDetailSchema>;

export const ownerVenueIdParamsSchema = z.object({ id: token(64) });

// ── Public profile of a venue owner (/venue-profile/{userId}) ───────────────────────────────────────

export const venueProfileSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  cityId: z.enum(cityIds).nullable(),
  website: z.string(),
  memberSince: z.string(),
  /** Published, visible venues of this owner. */
  venues: z.array(venueSummarySchema),
});
export type VenueProfile = z.infer<typeof venueProfileSchema>;
