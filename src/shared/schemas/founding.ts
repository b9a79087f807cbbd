import { z } from "zod";
import { cityIds, vendorCategorySlugs } from "../catalog";

/** The Founding 50 vendor programme (issue #3). */

export const FOUNDING_SPOTS = 50;

export const foundingApplicationSchema = z.object({
  businessName: z.string().trim().min(2, "Enter your business name.").max(120, "Use at most 120 characters."),
  contactName: z.string().trim().min(2, "Enter your name.").max(100, "Use at most 100 characters."),
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email.")),
  phone: z
    .string()
    .trim()
    .max(40, "Use at most 40 characters.")
    .regex(/^[0-9+().\-\s]*$/, "Use digits, spaces and + ( ) - only.")
    .default(""),
  website: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "Enter a full web address (https://…)." })])
    .default(""),
  cityId: z.enum(cityIds, { error: "Choose your city." }),
  categorySlug: z.enum(vendorCategorySlugs, { error: "Choose your category." }),
  yearsInBusiness: z
    .number({ error: "Enter a number of years." })
    .int("Use a whole number.")
    .min(0, "Use 0 or more.")
    .max(100, "Use at most 100."),
  weddingsPerYear: z
    .number({ error: "Enter a number of weddings." })
    .int("Use a whole number.")
    .min(0, "Use 0 or more.")
    .max(1000, "Use at most 1,000."),
  why: z
    .string()
    .trim()
    .min(40, "Tell us a little more (at least 40 characters).")
    .max(2000, "Use at most 2,000 characters."),
  /** Honeypot: hidden from people; a bot that fills it gets a quiet "thank you" and nothing is stored. */
  nickname: z.string().max(200).optional(),
});
export type FoundingApplication = z.input<typeof foundingApplicationSchema>;

export const foundingStatsSchema = z.object({
  total: z.number().int(),
  accepted: z.number().int(),
  spotsLeft: z.number().int(),
});
export type FoundingStats = z.infer<typeof foundingStatsSchema>;
