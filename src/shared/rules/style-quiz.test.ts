import { describe, expect, it } from "vitest";
import { venueStyles } from "../marketplace-catalog";
import { STYLE_QUIZ_QUESTIONS, missingAnswers, scoreStyleQuiz, styleScores } from "./style-quiz";

const AT = "2026-11-26T10:00:00.000Z";
const RUSTIC = {
  place: "barn",
  backdrop: "vines",
  light: "string",
  tables: "wildflowers",
  dress: "boots",
  food: "family",
  music: "folk",
  season: "autumn",
  feeling: "homespun",
};

describe("the style quiz", () => {
  it("has nine questions, each with distinct choices that lean to real venue styles", () => {
    expect(STYLE_QUIZ_QUESTIONS).toHaveLength(9);
    for (const q of STYLE_QUIZ_QUESTIONS) {
      expect(new Set(q.choices.map((c) => c.id)).size).toBe(q.choices.length);
      for (const c of q.choices) for (const s of Object.keys(c.weights)) expect(venueStyles).toContain(s);
    }
  });

  it("settles on one clear style when the answers agree", () => {
    expect(scoreStyleQuiz(RUSTIC, AT)).toEqual({
      style: "barn",
      label: "Rustic romance",
      keywords: ["barn", "rustic", "string lights", "farm tables", "wildflowers"],
      description:
        "Timber beams, string lights and long farm tables: a warm, relaxed day full of handmade touches.",
      blendWith: null,
      takenAt: AT,
    });
  });

  it("names a blend when the runner-up is close, with the runner-up's first two keywords", () => {
    // garden 3 + 0 + 1 + 1 + 2 + 2 + 1 + 2 + 2 = 14; lakeside 0 + 3 + 2 + 2 + 1 + 2 + 1 + 0 + 2 = 13.
    const answers = {
      place: "garden",
      backdrop: "water",
      light: "sunset",
      tables: "hydrangeas",
      dress: "garden-party",
      food: "picnic",
      music: "jazz",
      season: "spring",
      feeling: "outdoorsy",
    };
    const scores = styleScores(answers);
    expect(scores.garden).toBe(14);
    expect(scores.lakeside).toBe(13);
    const result = scoreStyleQuiz(answers, AT);
    expect(result.style).toBe("garden");
    expect(result.blendWith).toBe("lakeside");
    expect(result.label).toBe("Garden romance with a waterside touch");
    expect(result.keywords).toEqual([
      "garden",
      "outdoor",
      "florals",
      "romantic",
      "spring",
      "lakeside",
      "waterfront",
    ]);
  });

  it("breaks an exact tie by the marketplace's order of styles", () => {
    const scores = { ...RUSTIC, feeling: "modern", music: "dj" };
    expect(scoreStyleQuiz(scores, AT).style).toBe("barn");
    // industrial and rooftop tie on their own: industrial comes later in the list, rooftop wins.
    const city = { place: "rooftop", backdrop: "brick", feeling: "modern" };
    expect(styleScores(city)).toMatchObject({ rooftop: 5, industrial: 5 });
    expect(scoreStyleQuiz(city, AT)).toMatchObject({ style: "rooftop", blendWith: "industrial" });
  });

  it("lists the questions left unanswered or answered with an unknown choice", () => {
    expect(missingAnswers(RUSTIC)).toEqual([]);
    expect(missingAnswers({ ...RUSTIC, place: "castle", season: undefined as unknown as string })).toEqual([
      "place",
      "season",
    ]);
  });
});
