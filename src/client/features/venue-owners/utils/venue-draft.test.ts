import { describe, expect, it } from "vitest";
import { cleanNumbers, draftKey } from "./venue-draft";

describe("venue draft", () => {
  it("keys drafts by the venue being edited", () => {
    expect(draftKey(null)).toBe("june:venue-draft:new");
    expect(draftKey("abc")).toBe("june:venue-draft:abc");
  });
  it("drops numbers JSON turned into null", () => {
    const parsed = JSON.parse(JSON.stringify({ name: "A", capacitySeated: NaN, priceFrom: 5000 })) as Record<
      string,
      unknown
    >;
    expect(cleanNumbers(parsed)).toEqual({ name: "A", priceFrom: 5000 });
  });
});
