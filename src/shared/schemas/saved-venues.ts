import { z } from "zod";
import { cityIds } from "../catalog";
import { venueSettings, venueStyles } from "../marketplace-catalog";
import { photoSchema, priceTierSchema } from "./marketplace";
import { line, token } from "./strings";

/**
 * Saved venues and compare (issue #3): a couple's shortlist, and up to 3 of them side by side.
 * Venues are addressed by id for save/unsave (cards carry the id) and by slug in the compare URL.
 */

/** A couple keeps at most this many saved venues (409 past it). */
export const MAX_SAVED_VENUES = 100;
/** Compare shows at most this many venues side by side. */
export const MAX_COMPARED_VENUES = 3;

export const savedVenueSchema = z.object({
  venueId: z.string(),
  slug: z.string(),
  name: z.string(),
  cityId: z.enum(cityIds),
  neighborhood: z.string(),
  styles: z.array(z.enum(venueStyles)),
  setting: z.enum(venueSettings),
  priceFrom: z.number().int(),
  priceTier: priceTierSchema,
  capacitySeated: z.number().int(),
  capacityStanding: z.number().int(),
  photo: photoSchema,
  savedAt: z.string(),
});
export type SavedVenue = z.infer<typeof savedVenueSchema>;

export const savedVenueListSchema = z.array(savedVenueSchema);

export const venueIdParamsSchema = z.object({ venueId: token(64) });

export const saveStateSchema = z.object({ venueId: z.string(), isSaved: z.boolean() });
export type SaveState = z.infer<typeof saveStateSchema>;

/** `?venues=slug1,slug2,slug3`: 1 to 3 distinct slugs (the client keeps this in the page URL). */
export function parseCompareSlugs(value: string | null | undefined): string[] {
  const slugs = (value ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(slugs)];
}

export const compareQuerySchema = z.object({
  venues: line({ max: 400, trim: false })
    .transform((v) => parseCompareSlugs(v))
    .refine((slugs) => slugs.length >= 1 && slugs.length <= MAX_COMPARED_VENUES, {
      message: `Choose 1 to ${MAX_COMPARED_VENUES} saved venues to compare.`,
    }),
});

export const comparedVenueSchema = savedVenueSchema.extend({
  address: z.string(),
  amenities: z.array(z.string()),
  contactEmail: z.string(),
  contactPhone: z.string(),
  website: z.string(),
});
export type ComparedVenue = z.infer<typeof comparedVenueSchema>;

export const comparedVenueListSchema = z.array(comparedVenueSchema);
