import { describe, expect, it } from "vitest";
import { baseSlug, firstFreeSlug, slugify } from "./listing-slug";

describe("listing slugs", () => {
  it("joins the business name and the city, lower case, ASCII, hyphenated", () => {
    expect(baseSlug("Golden Hour Photography", "Columbus")).toBe("golden-hour-photography-columbus");
    expect(baseSlug("  Crème & Co.  ", "Nashville")).toBe("creme-and-co-nashville");
    expect(baseSlug("!!!", "")).toBe("vendor");
  });

  it("keeps slugs short and never ends one with a hyphen", () => {
    const long = slugify(`${"a".repeat(89)} bcd`);
    expect(long.length).toBeLessThanOrEqual(90);
    expect(long.endsWith("-")).toBe(false);
  });

  it("numbers a taken slug from 2", () => {
    expect(firstFreeSlug("x-columbus", [])).toBe("x-columbus");
    expect(firstFreeSlug("x-columbus", ["x-columbus"])).toBe("x-columbus-2");
    expect(firstFreeSlug("x-columbus", ["x-columbus", "x-columbus-2", "x-columbus-3"])).toBe("x-columbus-4");
  });
});
