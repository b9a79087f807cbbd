import { z } from "zod";
import { cityIds, userKinds, vendorCategorySlugs } from "../catalog";
import { line, optionalEmail } from "./strings";

const isoDate = z.iso.date("Enter a valid date.");

export const coupleProfileSchema = z.object({
  partner1Name: line({ max: 80 }).min(1, "Enter the first partner's name."),
  partner2Name: line({ max: 80 }),
  weddingDate: isoDate.nullable(),
  guestCount: z
    .number({ error: "Enter a number of guests." })
    .int("Use a whole number.")
    .min(0, "Use 0 or more.")
    .max(5000, "Use at most 5,000.")
    .nullable(),
  cityId: z.enum(cityIds).nullable(),
});
export type CoupleProfile = z.infer<typeof coupleProfileSchema>;

export const businessProfileSchema = z.object({
  businessName: line({ max: 120 }).min(1, "Enter your business name."),
  contactName: line({ max: 100 }),
  contactEmail: optionalEmail(),
  contactPhone: line({ max: 40 }).regex(/^[0-9+().\-\s]*$/, "Use digits, spaces and + ( ) - only."),
  // No website here: a business has one, on its listing (issue #18; drizzle/0015_website_on_listings.sql).
  cityId: z.enum(cityIds).nullable(),
  categorySlug: z.enum(vendorCategorySlugs).nullable(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const viewerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  kind: z.enum(userKinds),
  isAdmin: z.boolean(),
});
export type Viewer = z.infer<typeof viewerSchema>;

/**
 * The profile as the API answers it: the name may still be empty, since onboarding and June's intake let
 * a couple skip it (issue #14); only the profile form insists on one.
 */
const coupleProfileAnswerSchema = coupleProfileSchema.extend({ partner1Name: z.string() });

export const meSchema = z.object({
  user: viewerSchema,
  couple: coupleProfileAnswerSchema.nullable(),
  business: businessProfileSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;
