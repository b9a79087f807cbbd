import { z } from "zod";
import { cityIds, userKinds, vendorCategorySlugs } from "../catalog";

const isoDate = z.iso.date("Enter a valid date.");

export const coupleProfileSchema = z.object({
  partner1Name: z
    .string()
    .trim()
    .min(1, "Enter the first partner's name.")
    .max(80, "Use at most 80 characters."),
  partner2Name: z.string().trim().max(80, "Use at most 80 characters."),
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
  businessName: z.string().trim().min(1, "Enter your business name.").max(120, "Use at most 120 characters."),
  contactName: z.string().trim().max(100, "Use at most 100 characters."),
  contactEmail: z.union([z.literal(""), z.email("Enter a valid email.")]),
  contactPhone: z
    .string()
    .trim()
    .max(40, "Use at most 40 characters.")
    .regex(/^[0-9+().\-\s]*$/, "Use digits, spaces and + ( ) - only."),
  website: z.union([
    z.literal(""),
    z.url({ protocol: /^https?$/, error: "Enter a full web address (https://…)." }),
  ]),
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

export const meSchema = z.object({
  user: viewerSchema,
  couple: coupleProfileSchema.nullable(),
  business: businessProfileSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;
