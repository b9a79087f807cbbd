import { describe, expect, it } from "vitest";
import { vendorCategorySlugs } from "../catalog";
import {
  budgetFeel,
  questionBank,
  seasonOf,
  selectQuestions,
  type QuestionSituation,
} from "./smart-questions";

const nothing: QuestionSituation = {
  guestCount: null,
  weddingDate: null,
  venueStyles: [],
  outdoor: false,
  budgetCents: null,
  cityId: null,
};

describe("smart questions", () => {
  it("has a bank for the 12 vendor categories and venues, with unique keys", () => {
    expect(Object.keys(questionBank).sort()).toEqual([...vendorCategorySlugs, "venues"].sort());
    const keys = Object.values(questionBank).flatMap((qs) => qs.map((q) => q.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("tells the season from the date", () => {
    expect(seasonOf("2027-01-15")).toBe("winter");
    expect(seasonOf("2027-12-01")).toBe("winter");
    expect(seasonOf("2027-04-30")).toBe("spring");
    expect(seasonOf("2027-08-31")).toBe("summer");
    expect(seasonOf("2027-10-10")).toBe("fall");
    expect(seasonOf("2027-13-10")).toBeNull();
    expect(seasonOf(null)).toBeNull();
  });

  it("calls a budget tight under $250 a guest and generous from $500", () => {
    expect(budgetFeel(2_000_000, 100)).toBe("tight");
    expect(budgetFeel(2_500_000, 100)).toBeNull();
    expect(budgetFeel(5_000_000, 100)).toBe("generous");
    expect(budgetFeel(null, 100)).toBeNull();
    expect(budgetFeel(5_000_000, 0)).toBeNull();
  });

  it("asks only the always-questions when nothing is known", () => {
    const qs = selectQuestions("photographers", nothing);
    expect(qs.map((q) => q.key)).toEqual([
      "photo-galleries",
      "photo-coverage",
      "photo-who",
      "photo-delivery",
      "photo-backup",
    ]);
    expect(qs.every((q) => q.always && q.why === null)).toBe(true);
  });

  it("adds the questions the couple's situation calls for, with why-lines, most telling first", () => {
    const qs = selectQuestions("caterers", {
      ...nothing,
      guestCount: 180,
      weddingDate: "2027-07-10",
      budgetCents: 3_600_000,
      outdoor: true,
    });
    expect(qs.filter((q) => !q.always).map((q) => [q.key, q.why])).toEqual([
      ["cater-service-charge", "Your budget is about $200 a guest: the service charge can add 20% or more"],
      ["cater-buffet", "Your budget is about $200 a guest: the serving style changes the price"],
      [
        "cater-outdoor-kitchen",
        "Your saved venues include outdoor space: the caterer may need a field kitchen",
      ],
      ["cater-staff-ratio", "You have 180 guests: ask about staff ratios"],
      [
        "cater-seasonal-menu",
        "Your wedding is in summer: a seasonal menu tastes better and often costs less",
      ],
      ["cater-leftovers", "You have 180 guests: there will be leftovers to plan for"],
    ]);
    expect(qs.slice(6).every((q) => q.always)).toBe(true);
  });

  it("needs every condition of a question, and matches styles and cities", () => {
    const summerIndoor = selectQuestions("florists", { ...nothing, weddingDate: "2027-07-10" });
    expect(summerIndoor.map((q) => q.key)).not.toContain("flowers-heat");
    const summerOut = selectQuestions("florists", { ...nothing, weddingDate: "2027-07-10", outdoor: true });
    expect(summerOut[0]).toEqual({
      key: "flowers-heat",
      text: "How will the flowers hold up in the heat?",
      why: "Your wedding is in summer and outdoors: ask which flowers wilt",
      always: false,
    });
    const rooftop = selectQuestions("venues", { ...nothing, venueStyles: ["rooftop"] });
    expect(rooftop[0]?.why).toBe("You saved rooftop venues: rooftops have building rules");
    const nashville = selectQuestions("officiants", { ...nothing, cityId: "nashville" });
    expect(nashville[0]?.key).toBe("officiant-local-rules");
    expect(
      selectQuestions("officiants", { ...nothing, cityId: "cleveland" }).map((q) => q.key),
    ).not.toContain("officiant-local-rules");
  });

  it("uses the season the couple picked when there is no date", () => {
    const qs = selectQuestions("transportation", { ...nothing, season: "winter" });
    expect(qs[0]?.why).toBe("Your wedding is in winter: plan for icy roads");
  });

  it("is deterministic", () => {
    const s = { ...nothing, guestCount: 200, weddingDate: "2027-12-12", budgetCents: 20_000_000 };
    expect(selectQuestions("venues", s)).toEqual(selectQuestions("venues", s));
  });
});
