import { z } from "zod";
import { cityIds, vendorCategorySlugs } from "../catalog";
import { line, optionalWebsite, requiredLine, requiredText, text } from "./strings";

/** The Founding 50 vendor programme (issue #3). */

export const FOUNDING_SPOTS = 50;

export const foundingApplicationSchema = z.object({
  businessName: requiredLine({ max: 120, min: 2, missing: "Enter your business name." }),
  contactName: requiredLine({ max: 100, min: 2, missing: "Enter your name." }),
  email: requiredLine({ max: 254, missing: "Enter your email." })
    .toLowerCase()
    .pipe(z.email("Enter a valid email.")),
  phone: line({ max: 40 })
    .regex(/^[0-9+().\-\s]*$/, "Use digits, spaces and + ( ) - only.")
    .default(""),
  website: optionalWebsite().default(""),
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
  why: requiredText({
    max: 2000,
    min: 40,
    missing: "Tell us why you'd like to join.",
    tooShort: "Tell us a little more (at least 40 characters).",
  }),
  /** Honeypot: hidden from people; a bot that fills it gets a quiet "thank you" and nothing is stored. */
  nickname: text({ max: 200, trim: false }).optional(),
});
export type FoundingApplication = z.input<typeof foundingApplicationSchema>;

export const foundingStatsSchema = z.object({
  total: z.number().int(),
  accepted: z.number().int(),
  spotsLeft: z.number().int(),
});
export type FoundingStats = z.infer<typeof foundingStatsSchema>;
