import { describe, expect, it } from "vitest";
import {
  dollarsToCents,
  emptyValues,
  onboardingFormSchema,
  stepFields,
  toOnboardingInput,
  type OnboardingValues,
  type StepId,
} from "./onboarding-form";

const values = (v: Partial<OnboardingValues>): OnboardingValues => ({ ...emptyValues, ...v });
/** The messages a step's "Continue" shows. */
function errorsOf(v: OnboardingValues, step: StepId): Record<string, string> {
  const r = onboardingFormSchema.safeParse(v);
  if (r.success) return {};
  const fields = new Set<string>(stepFields[step]);
  return Object.fromEntries(
    r.error.issues.filter((i) => fields.has(String(i.path[0]))).map((i) => [String(i.path[0]), i.message]),
  );
}

describe("dollarsToCents", () => {
  it("reads dollars as people type them, to the cent", () => {
    expect(dollarsToCents("$35,000")).toBe(3_500_000);
    expect(dollarsToCents(" 42500.5 ")).toBe(4_250_050);
    expect(dollarsToCents("19.99")).toBe(1_999);
    expect(dollarsToCents("35k")).toBeNull();
    expect(dollarsToCents("-100")).toBeNull();
    expect(dollarsToCents("1.234")).toBeNull();
  });
});

describe("the steps' checks", () => {
  it("asks for something on Continue, pointing at Skip", () => {
    const blank = values({});
    expect(errorsOf(blank, "names")).toEqual({ partner1Name: "Enter at least one name, or skip this step." });
    expect(errorsOf(blank, "when")).toEqual({
      weddingDate: "Choose your wedding date, or pick a season instead.",
    });
    expect(errorsOf(values({ when: "season" }), "when")).toEqual({
      season: "Choose a season.",
      seasonYear: "Choose a year.",
    });
    expect(errorsOf(values({ when: "unsure" }), "when")).toEqual({});
    expect(errorsOf(blank, "city")).toEqual({ cityId: "Choose a city, or skip this step." });
    expect(errorsOf(blank, "style")).toEqual({
      styleChoice: "Choose a style or describe it, or skip this step.",
    });
  });

  it("refuses dates in the past and odd numbers with clear messages", () => {
    expect(errorsOf(values({ weddingDate: "2001-05-05" }), "when")).toEqual({
      weddingDate: "Choose a date in the future.",
    });
    expect(errorsOf(values({ guestCount: "12.5" }), "guests")).toEqual({
      guestCount: "Use a whole number of guests, like 120.",
    });
    expect(errorsOf(values({ guestCount: "0" }), "guests")).toEqual({
      guestCount: "Enter at least 1 guest.",
    });
    expect(errorsOf(values({ guestCount: "5000" }), "guests")).toEqual({
      guestCount: "At most 2,000 guests.",
    });
    expect(errorsOf(values({ budget: "lots" }), "budget")).toEqual({
      budget: "Enter an amount in dollars, like 35,000.",
    });
    expect(errorsOf(values({ budget: "99,000,000" }), "budget")).toEqual({
      budget: "That amount is larger than any wedding budget; check the number.",
    });
  });
});

describe("toOnboardingInput", () => {
  const filled = values({
    partner1Name: " Iris ",
    partner2Name: "Theo",
    when: "season",
    season: "fall",
    seasonYear: "2027",
    cityId: "columbus",
    guestCount: "140",
    budget: "$42,500.50",
    styleChoice: "Rustic & barn",
    styleWords: "candles everywhere",
  });

  it("sends only the steps the couple completed", () => {
    expect(toOnboardingInput(filled, new Set<StepId>(["names", "budget"]))).toEqual({
      partner1Name: "Iris",
      partner2Name: "Theo",
      budgetCents: 4_250_050,
    });
    expect(toOnboardingInput(filled, new Set<StepId>())).toEqual({});
  });

  it("turns every answer into the API's shape", () => {
    expect(
      toOnboardingInput(filled, new Set<StepId>(["names", "when", "city", "guests", "budget", "style"])),
    ).toEqual({
      partner1Name: "Iris",
      partner2Name: "Theo",
      weddingDate: null,
      weddingSeason: "fall-2027",
      cityId: "columbus",
      guestCount: 140,
      budgetCents: 4_250_050,
      weddingStyle: "Rustic & barn; candles everywhere",
    });
    expect(
      toOnboardingInput(values({ when: "date", weddingDate: "2028-05-20" }), new Set<StepId>(["when"])),
    ).toEqual({ weddingDate: "2028-05-20", weddingSeason: null });
  });
});
