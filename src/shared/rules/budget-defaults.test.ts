import { describe, expect, it } from "vitest";
import { DEFAULT_CATEGORIES, defaultCategories, guestFactor, largestRemainder } from "./budget-defaults";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe("largestRemainder", () => {
  it("splits to the cent, the leftover cents going to the largest remainders", () => {
    // 100 cents in thirds: 33.33 each, one cent left → the first (ties go to the earlier part).
    expect(largestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 101 cents 1:2 → 33.67, 67.33: the first has the larger remainder.
    expect(largestRemainder(101, [1, 2])).toEqual([34, 67]);
    expect(largestRemainder(1, [1, 1, 1, 1])).toEqual([1, 0, 0, 0]);
    expect(largestRemainder(0, [3, 2])).toEqual([0, 0]);
  });

  it("always sums to the total, with odd totals and awkward weights", () => {
    for (const total of [1, 7, 99, 3_500_001, 999_999_999, 1_000_000_000])
      for (const weights of [
        [1, 1, 1],
        [22, 24, 10, 5, 8, 5, 7, 2, 2, 1, 2, 3, 2, 3, 4],
        [0.1, 0.2, 0.7],
        [5, 0, 5],
      ]) {
        const parts = largestRemainder(total, weights);
        expect(sum(parts)).toBe(total);
        expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
      }
  });

  it("gives a zero weight nothing and refuses nonsense", () => {
    expect(largestRemainder(10, [0, 1])).toEqual([0, 10]);
    expect(() => largestRemainder(-1, [1])).toThrow(RangeError);
    expect(() => largestRemainder(1.5, [1])).toThrow(RangeError);
    expect(() => largestRemainder(10, [0, 0])).toThrow(RangeError);
  });
});

describe("defaultCategories", () => {
  it("has the fifteen categories, base shares summing to 100 %", () => {
    expect(DEFAULT_CATEGORIES.map((c) => c.name)).toEqual([
      "Venue",
      "Catering",
      "Photography",
      "Videography",
      "Flowers & decor",
      "Music",
      "Attire & beauty",
      "Cake",
      "Stationery",
      "Officiant",
      "Transportation",
      "Rings",
      "Favors & gifts",
      "Planner",
      "Contingency",
    ]);
    expect(sum(DEFAULT_CATEGORIES.map((c) => c.percent))).toBe(100);
  });

  it("uses the base shares exactly for 120 guests and no city", () => {
    const cats = defaultCategories(3_500_000, null, 120);
    expect(cats.map((c) => c.allocatedCents)).toEqual([
      770_000, 840_000, 350_000, 175_000, 280_000, 175_000, 245_000, 70_000, 70_000, 35_000, 70_000, 105_000,
      70_000, 105_000, 140_000,
    ]);
  });

  it("sums exactly to odd totals for every city and guest count", () => {
    for (const city of [null, "cleveland", "columbus", "cincinnati", "nashville", "atlantis"])
      for (const guests of [null, 0, 1, 40, 120, 300, 2000])
        for (const total of [1, 12_345, 3_500_001, 999_999_999]) {
          const cats = defaultCategories(total, city, guests);
          expect(sum(cats.map((c) => c.allocatedCents))).toBe(total);
        }
  });

  it("splits $35,000.01 to the cent: the extra cent goes to the largest remainder", () => {
    const cats = defaultCategories(3_500_001, null, 120);
    // Every share of 3,500,001 has a remainder; venue (22 %) has .22, catering .24, … contingency .04:
    // catering's .24 is the largest, so catering gets the cent.
    expect(cats.find((c) => c.key === "catering")!.allocatedCents).toBe(840_001);
    expect(cats.find((c) => c.key === "venue")!.allocatedCents).toBe(770_000);
  });

  it("adjusts for the city: Nashville spends more on music and venue, Cleveland more on cake", () => {
    const base = defaultCategories(3_500_000, null, 120);
    const of = (cats: ReturnType<typeof defaultCategories>, key: string) =>
      cats.find((c) => c.key === key)!.allocatedCents;
    const nashville = defaultCategories(3_500_000, "nashville", 120);
    expect(of(nashville, "music")).toBeGreaterThan(of(base, "music"));
    expect(of(nashville, "venue")).toBeGreaterThan(of(base, "venue"));
    expect(of(nashville, "rings")).toBeLessThan(of(base, "rings"));
    const cleveland = defaultCategories(3_500_000, "cleveland", 120);
    expect(of(cleveland, "cake")).toBeGreaterThan(of(base, "cake"));
    expect(of(cleveland, "venue")).toBeLessThan(of(base, "venue"));
    expect(defaultCategories(3_500_000, "atlantis", 120)).toEqual(base);
  });

  it("grows per-guest categories with the guest count, fixed ones shrink", () => {
    const of = (guests: number, key: string) =>
      defaultCategories(3_500_000, null, guests).find((c) => c.key === key)!.allocatedCents;
    expect(of(200, "catering")).toBeGreaterThan(of(120, "catering"));
    expect(of(200, "photography")).toBeLessThan(of(120, "photography"));
    expect(of(60, "catering")).toBeLessThan(of(120, "catering"));
    expect(guestFactor(240, 1)).toBe(2);
    expect(guestFactor(240, 0)).toBe(1);
    expect(guestFactor(null, 1)).toBe(1);
    expect(guestFactor(100_000, 1)).toBe(4);
  });
});
