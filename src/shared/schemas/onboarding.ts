import { z } from "zod";
import { cityIds } from "../catalog";
import { BUDGET_LIMITS, centsSchema } from "./budget";
import { line } from "./strings";

/**
 * The couple's first-run flow at `/onboarding` (issue #14): names, date or season, city, guest count,
 * budget, style — each step skippable. One save fills the profile and the budget's header together.
 * A field left out is left as it is; null clears it.
 */

export const weddingSeasons = ["spring", "summer", "fall", "winter"] as const;
export type WeddingSeason = (typeof weddingSeasons)[number];
export const weddingSeasonLabels: Record<WeddingSeason, string> = {
  spring: "Spring",
  summer: "Summer",
  fall: "Fall",
  winter: "Winter",
};

/** The stored form of "fall 2027" (couple_profiles.wedding_season). */
export const weddingSeasonValue = z
  .string()
  .regex(/^(spring|summer|fall|winter)-\d{4}$/, "Choose a season and a year.");

/** "fall-2027" → "Fall 2027"; null for anything else. */
export function seasonLabel(value: string | null | undefined): string | null {
  const m = /^(spring|summer|fall|winter)-(\d{4})$/.exec(value ?? "");
  return m ? `${weddingSeasonLabels[m[1] as WeddingSeason]} ${m[2]}` : null;
}

/** The years a season can be in: this year and the next five. */
export function seasonYears(today = new Date()): number[] {
  const y = today.getFullYear();
  return Array.from({ length: 6 }, (_, i) => y + i);
}

export const onboardingStyles = [
  "Classic & elegant",
  "Rustic & barn",
  "Modern & minimal",
  "Garden & outdoor",
  "Boho & relaxed",
  "Glam & black tie",
] as const;

const name = line({ max: 80 });

export const onboardingInputSchema = z
  .object({
    partner1Name: name.optional(),
    partner2Name: name.optional(),
    weddingDate: z.iso.date("Enter a valid date, like 2027-09-18.").nullable().optional(),
    weddingSeason: weddingSeasonValue.nullable().optional(),
    cityId: z.enum(cityIds, { error: "Choose one of our four cities." }).nullable().optional(),
    guestCount: z
      .number({ error: "Enter a number of guests." })
      .int("Use a whole number of guests.")
      .min(1, "Enter at least 1 guest.")
      .max(BUDGET_LIMITS.maxGuests, `At most ${BUDGET_LIMITS.maxGuests.toLocaleString("en-US")} guests.`)
      .nullable()
      .optional(),
    budgetCents: centsSchema.nullable().optional(),
    weddingStyle: line({ max: 200 }).optional(),
  })
  .refine((v) => !(v.weddingDate && v.weddingSeason), {
    path: ["weddingSeason"],
    message: "Choose a date or a season, not both.",
  });
export type OnboardingInput = z.infer<typeof onboardingInputSchema>;

export const onboardingResultSchema = z.object({ saved: z.literal(true) });
export type OnboardingResult = z.infer<typeof onboardingResultSchema>;
