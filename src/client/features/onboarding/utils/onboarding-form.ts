import { z } from "zod";
import { localToday } from "@shared/rules/wedding-countdown";
import { BUDGET_LIMITS } from "@shared/schemas/budget";
import {
  onboardingInputSchema,
  weddingSeasons,
  type OnboardingInput,
  type WeddingSeason,
} from "@shared/schemas/onboarding";
import { line } from "@shared/schemas/strings";

/**
 * The onboarding form (issue #14): what the six steps edit, as strings, the rules each step's "Continue"
 * checks, and the one conversion to the API's input. Pure, so it is tested alone.
 */

export const stepIds = ["names", "when", "city", "guests", "budget", "style"] as const;
export type StepId = (typeof stepIds)[number];

export type OnboardingValues = {
  partner1Name: string;
  partner2Name: string;
  when: "date" | "season" | "unsure";
  weddingDate: string;
  season: "" | WeddingSeason;
  seasonYear: string;
  cityId: string;
  guestCount: string;
  budget: string;
  styleChoice: string;
  styleWords: string;
};

export const emptyValues: OnboardingValues = {
  partner1Name: "",
  partner2Name: "",
  when: "date",
  weddingDate: "",
  season: "",
  seasonYear: "",
  cityId: "",
  guestCount: "",
  budget: "",
  styleChoice: "",
  styleWords: "",
};

/** The fields each step edits (what its "Continue" checks). */
export const stepFields: Record<StepId, (keyof OnboardingValues)[]> = {
  names: ["partner1Name", "partner2Name"],
  when: ["when", "weddingDate", "season", "seasonYear"],
  city: ["cityId"],
  guests: ["guestCount"],
  budget: ["budget"],
  style: ["styleChoice", "styleWords"],
};

/** The step that holds a field of the API's input (to show a server error where it belongs). */
export const stepOfApiField: Record<string, { step: StepId; field: keyof OnboardingValues }> = {
  partner1Name: { step: "names", field: "partner1Name" },
  partner2Name: { step: "names", field: "partner2Name" },
  weddingDate: { step: "when", field: "weddingDate" },
  weddingSeason: { step: "when", field: "season" },
  cityId: { step: "city", field: "cityId" },
  guestCount: { step: "guests", field: "guestCount" },
  budgetCents: { step: "budget", field: "budget" },
  weddingStyle: { step: "style", field: "styleWords" },
};

const api = onboardingInputSchema.shape;

/** "$35,000", "35000", "42,500.50" → cents; null when it is not an amount in dollars. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, frac = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** "120" → 120; NaN for anything but a whole number written in digits. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function styleOf(v: Pick<OnboardingValues, "styleChoice" | "styleWords">): string {
  const words = v.styleWords.trim();
  if (!v.styleChoice) return words;
  return words ? `${v.styleChoice}; ${words}` : v.styleChoice;
}

export const onboardingFormSchema = z
  .object({
    partner1Name: line({ max: 80 }),
    partner2Name: line({ max: 80 }),
    when: z.enum(["date", "season", "unsure"]),
    weddingDate: z.string(),
    season: z.union([z.enum(weddingSeasons), z.literal("")]),
    seasonYear: z.string(),
    cityId: z.string(),
    guestCount: z.string(),
    budget: z.string(),
    styleChoice: z.string(),
    styleWords: line({ max: 160 }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: keyof OnboardingValues, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (!v.partner1Name.trim() && !v.partner2Name.trim())
      issue("partner1Name", "Enter at least one name, or skip this step.");
    if (v.when === "date") {
      if (!v.weddingDate) issue("weddingDate", "Choose your wedding date, or pick a season instead.");
      else if (!api.weddingDate.safeParse(v.weddingDate).success)
        issue("weddingDate", "Enter a valid date, like 2027-09-18.");
      else if (v.weddingDate <= localToday()) issue("weddingDate", "Choose a date in the future.");
    }
    if (v.when === "season") {
      if (!v.season) issue("season", "Choose a season.");
      if (!v.seasonYear) issue("seasonYear", "Choose a year.");
    }
    if (!v.cityId) issue("cityId", "Choose a city, or skip this step.");
    if (!v.guestCount.trim()) issue("guestCount", "Enter a number of guests, or skip this step.");
    else {
      const parsed = api.guestCount.safeParse(wholeNumber(v.guestCount));
      if (!parsed.success)
        issue(
          "guestCount",
          Number.isNaN(wholeNumber(v.guestCount))
            ? "Use a whole number of guests, like 120."
            : (parsed.error.issues[0]?.message ?? "Check the number of guests."),
        );
    }
    if (!v.budget.trim()) issue("budget", "Enter your total budget, or skip this step.");
    else {
      const cents = dollarsToCents(v.budget);
      if (cents === null) issue("budget", "Enter an amount in dollars, like 35,000.");
      else if (cents === 0) issue("budget", "Enter an amount above zero, or skip this step.");
      else if (cents > BUDGET_LIMITS.maxCents)
        issue("budget", "That amount is larger than any wedding budget; check the number.");
    }
    if (!styleOf(v)) issue("styleChoice", "Choose a style or describe it, or skip this step.");
  });

/** The API's input from the steps the couple completed; skipped steps are left out (nothing changes). */
export function toOnboardingInput(v: OnboardingValues, done: ReadonlySet<StepId>): OnboardingInput {
  const input: OnboardingInput = {};
  if (done.has("names")) {
    input.partner1Name = v.partner1Name.trim();
    input.partner2Name = v.partner2Name.trim();
  }
  if (done.has("when")) {
    if (v.when === "date") {
      input.weddingDate = v.weddingDate;
      input.weddingSeason = null;
    } else if (v.when === "season") {
      input.weddingDate = null;
      input.weddingSeason = `${v.season}-${v.seasonYear}`;
    } else {
      input.weddingDate = null;
      input.weddingSeason = null;
    }
  }
  if (done.has("city")) input.cityId = v.cityId as OnboardingInput["cityId"];
  if (done.has("guests")) input.guestCount = wholeNumber(v.guestCount);
  if (done.has("budget")) input.budgetCents = dollarsToCents(v.budget);
  if (done.has("style")) input.weddingStyle = styleOf(v);
  return input;
}
