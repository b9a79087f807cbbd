import { describe, expect, it } from "vitest";
import { countdownLine, coupleNames, GENERIC_WELCOME, personalisedWelcome } from "./june-welcome";

const today = "2026-06-01";

describe("coupleNames", () => {
  it("joins the names that are there", () => {
    expect(coupleNames("Ava", "Noah")).toBe("Ava & Noah");
    expect(coupleNames(" Ava ", "")).toBe("Ava");
    expect(coupleNames(null, "Noah")).toBe("Noah");
    expect(coupleNames("", "  ")).toBe("");
  });
});

describe("countdownLine", () => {
  it("uses the spec's moods at their thresholds", () => {
    expect(countdownLine("2026-11-29", today)).toContain("181 days away — plenty of time");
    expect(countdownLine("2026-11-28", today)).toContain("180 days away — this is getting exciting");
    expect(countdownLine("2026-08-31", today)).toContain("91 days away — this is getting exciting");
    expect(countdownLine("2026-08-30", today)).toContain("90 days away — you're in the final stretch");
    expect(countdownLine("2026-06-02", today)).toContain("1 day away — you're in the final stretch");
  });
  it("says nothing when the date is unknown, today or past", () => {
    expect(countdownLine(null, today)).toBeNull();
    expect(countdownLine("2026-06-01", today)).toBeNull();
    expect(countdownLine("2025-06-01", today)).toBeNull();
    expect(countdownLine("not a date", today)).toBeNull();
  });
  it("formats large counts", () => {
    expect(countdownLine("2029-06-01", today)).toContain("1,096 days away");
  });
});

describe("personalisedWelcome", () => {
  it("greets both partners with the countdown", () => {
    const text = personalisedWelcome({
      partner1Name: "Ava",
      partner2Name: "Noah",
      weddingDate: "2027-06-01",
      today,
    });
    expect(text).toBe(
      "Hi Ava & Noah! I'm June, your personal wedding planner ✨ Your wedding is 365 days away — plenty of time to plan it just the way you want. Ask me about venues, vendors, your budget or your timeline — I already know your plan.",
    );
  });
  it("leaves the countdown out for a past date", () => {
    const text = personalisedWelcome({
      partner1Name: "Ava",
      partner2Name: "",
      weddingDate: "2026-01-01",
      today,
    });
    expect(text).toMatch(/^Hi Ava! I'm June/);
    expect(text).not.toContain("days away");
  });
  it("works with a date but no names", () => {
    const text = personalisedWelcome({ weddingDate: "2026-07-01", today });
    expect(text).toMatch(/^Hi! I'm June, your personal wedding planner ✨ Your wedding is 30 days away/);
  });
  it("falls back to the generic welcome with nothing known", () => {
    expect(personalisedWelcome({ today })).toBe(GENERIC_WELCOME);
    expect(personalisedWelcome({ partner1Name: "", weddingDate: "2020-01-01", today })).toBe(GENERIC_WELCOME);
  });
});
