import { juneToolPhrase } from "@shared/rules/june-tool-phrases";
import { describe, expect, it } from "vitest";
import { chatDelays, chatScript, samplePlan } from "./chat-script";
import { TYPING_DELAY_MAX_MS, TYPING_DELAY_MIN_MS } from "./demo-timing";

describe("sample chat script", () => {
  it("keeps every pause between 800 and 2000 ms (spec section 9)", () => {
    expect(TYPING_DELAY_MIN_MS).toBe(800);
    expect(TYPING_DELAY_MAX_MS).toBe(2000);
    for (const delay of chatDelays) {
      expect(delay).toBeGreaterThanOrEqual(TYPING_DELAY_MIN_MS);
      expect(delay).toBeLessThanOrEqual(TYPING_DELAY_MAX_MS);
    }
  });

  it("is a conversation: the couple asks first, then turns alternate", () => {
    expect(chatScript.map((l) => l.role)).toEqual(["couple", "june", "couple", "june"]);
    expect(chatScript[0]?.text).toMatch(/barn/i);
  });

  // Issue #18: the demo said the date was free and offered to book a tour; June can do neither.
  it("claims nothing the real June cannot do: no availability, no booking, no timeline", () => {
    const said = chatScript.map((l) => l.text).join(" ");
    expect(said).not.toMatch(/\b(is|are|it's) (free|open|available)\b|\bon your date\b/i);
    expect(said).not.toMatch(/\bbook(ed|ing)?\b|\breserve|\btimeline\b|\bcalendar\b/i);
  });

  it("shows under each reply what June did, in the real chat's words for her real tools", () => {
    const budget = samplePlan.budget;
    expect(chatScript.filter((l) => l.role === "june").map((l) => l.did)).toEqual([
      [
        juneToolPhrase("budget_summary", {}),
        juneToolPhrase("search_venues", {
          city: "columbus",
          style: "barn",
          guests: samplePlan.guests,
          maxPrice: 10_500,
          found: 3,
        }),
      ],
      [juneToolPhrase("save_venue", { venueName: "Willow Creek Barn" })],
    ]);
    // The reply's figures are the plan's and the search's.
    expect(chatScript[1]?.text).toContain(`$${budget.toLocaleString("en-US")}`);
    expect(chatScript[1]?.text).toContain("$10,500");
    expect(chatScript.filter((l) => l.role === "couple").every((l) => !l.did)).toBe(true);
  });
});
