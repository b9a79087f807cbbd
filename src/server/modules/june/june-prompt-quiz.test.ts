import { describe, expect, it } from "vitest";
import { contextLines } from "./june-prompt";

describe("June's prompt and the style quiz (issue #15)", () => {
  it("puts the result in June's prompt as a fact", () => {
    const lines = contextLines(
      {
        profile: {
          partner1Name: "Ava",
          partner2Name: "Noah",
          weddingDate: null,
          guestCount: null,
          cityId: null,
          weddingStyle: "",
          styleQuiz: { style: "barn", label: "Rustic romance", keywords: ["barn", "rustic"] },
        },
        guestStats: { total: 0, attending: 0, pending: 0, declined: 0 },
        budget: null,
        savedVenues: [],
      },
      "2026-11-26",
    );
    expect(lines).toContain(
      "- Style quiz result: Rustic romance (venue style barn; keywords: barn, rustic). When they ask for venues or vendors to suit their style without naming one, use this.",
    );
  });
});
