import { describe, expect, it } from "vitest";
import { parseCompareSlugs } from "@shared/schemas/saved-venues";
import {
  amenityUnion,
  compareHref,
  largestCapacityIds,
  lowestPriceIds,
  toggleCompareSelection,
} from "./compare-venues";

const v = (venueId: string, priceFrom: number, capacitySeated = 100, capacityStanding = 150) => ({
  venueId,
  priceFrom,
  capacitySeated,
  capacityStanding,
});

describe("highlights", () => {
  it("marks the lowest price, ties included", () => {
    expect([...lowestPriceIds([v("a", 9000), v("b", 6000), v("c", 6000)])]).toEqual(["b", "c"]);
  });

  it("marks the largest seated capacity, standing breaking a tie", () => {
    expect([...largestCapacityIds([v("a", 1, 200, 250), v("b", 1, 200, 300), v("c", 1, 150, 400)])]).toEqual([
      "b",
    ]);
    expect([...largestCapacityIds([v("a", 1, 200, 300), v("b", 1, 200, 300)])]).toEqual(["a", "b"]);
  });

  it("highlights nothing for a single venue", () => {
    expect(lowestPriceIds([v("a", 5000)]).size).toBe(0);
    expect(largestCapacityIds([v("a", 5000)]).size).toBe(0);
  });
});

describe("amenityUnion", () => {
  it("lists shared amenities first, then A–Z, each once", () => {
    expect(
      amenityUnion([
        { amenities: ["Parking", "Bridal suite", "Parking"] },
        { amenities: ["Catering", "Parking"] },
        { amenities: ["Bar"] },
      ]),
    ).toEqual(["Parking", "Bar", "Bridal suite", "Catering"]);
    expect(amenityUnion([])).toEqual([]);
  });
});

describe("toggleCompareSelection", () => {
  it("adds up to three and refuses a fourth without changing the selection", () => {
    let r = toggleCompareSelection([], "a");
    r = toggleCompareSelection(r.selected, "b");
    r = toggleCompareSelection(r.selected, "c");
    expect(r).toEqual({ selected: ["a", "b", "c"], isRefused: false });
    expect(toggleCompareSelection(r.selected, "d")).toEqual({ selected: ["a", "b", "c"], isRefused: true });
  });

  it("removes a ticked venue even at the maximum", () => {
    expect(toggleCompareSelection(["a", "b", "c"], "b")).toEqual({ selected: ["a", "c"], isRefused: false });
  });
});

describe("compare URLs", () => {
  it("round-trips slugs through the URL, trimming, lower-casing and dropping repeats", () => {
    expect(compareHref(["a-1", "b-2"])).toBe("/compare-venues?venues=a-1,b-2");
    expect(parseCompareSlugs(" A-1, b-2,,a-1 ")).toEqual(["a-1", "b-2"]);
    expect(parseCompareSlugs(null)).toEqual([]);
  });
});
