import { describe, expect, it } from "vitest";
import { checkAnswers, formatAnswer, venueQuestionnaireTemplate } from "./venue-questionnaire";

const qs = [
  { key: "a", text: "Text?", kind: "text" as const },
  { key: "b", text: "Yes?", kind: "yes_no" as const },
  { key: "c", text: "How many?", kind: "number" as const },
  { key: "d", text: "How much?", kind: "money" as const },
];

describe("venue questionnaire answers", () => {
  it("has a template of unique keys", () => {
    const keys = venueQuestionnaireTemplate.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("accepts answers of each kind and leaves the rest unanswered", () => {
    expect(checkAnswers(qs, { a: "  Until 11 pm ", b: true, d: 125_000 })).toEqual({
      ok: true,
      answers: { a: "Until 11 pm", b: true, c: null, d: 125_000 },
    });
  });

  it("refuses answers of the wrong kind, out of bounds, or to unknown questions", () => {
    expect(checkAnswers(qs, { a: 5, b: "yes", c: 1.5, d: -1, e: "x" })).toEqual({
      ok: false,
      errors: {
        a: "Write the answer as text.",
        b: "Answer yes or no.",
        c: "Enter a whole number from 0 to 1,000,000.",
        d: "Enter an amount from $0 to $10,000,000.",
        e: "Not a question of this questionnaire.",
      },
    });
    expect(checkAnswers(qs, { c: 1_000_001 }).ok).toBe(false);
    expect(checkAnswers(qs, { d: 1_000_000_001 }).ok).toBe(false);
    expect(checkAnswers(qs, { a: "x".repeat(1001) }).ok).toBe(false);
  });

  it("formats answers for reading", () => {
    expect(formatAnswer("money", 125_050)).toBe("$1,250.50");
    expect(formatAnswer("yes_no", false)).toBe("No");
    expect(formatAnswer("number", 1200)).toBe("1,200");
    expect(formatAnswer("text", null)).toBe("—");
  });
});
