import { describe, expect, it } from "vitest";
import { chatDelays, chatScript } from "./chat-script";
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
});
