import { describe, expect, it } from "vitest";
import { getVenueSearchHref } from "./venue-search";

describe("getVenueSearchHref", () => {
  it("puts the trimmed query in q", () => {
    expect(getVenueSearchHref("  barn ")).toBe("/venues?q=barn");
    expect(getVenueSearchHref("barn & garden")).toBe("/venues?q=barn+%26+garden");
  });

  it("goes to the plain list when the search is empty", () => {
    expect(getVenueSearchHref("   ")).toBe("/venues");
  });
});
