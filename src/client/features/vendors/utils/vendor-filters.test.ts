import { describe, expect, it } from "vitest";
import { readVendorFilters, toVendorSearch, vendorListPath } from "./vendor-filters";

describe("readVendorFilters", () => {
  it("prefers the path's city and category", () => {
    const f = readVendorFilters(new URLSearchParams("city=all&category=bakers"), {
      pathCity: "nashville",
      pathCategory: "florists",
      selectedCity: "cleveland",
    });
    expect(f).toMatchObject({ city: "nashville", category: "florists" });
  });
  it("falls back to the query, then the visitor's city; city=all means every city", () => {
    const read = (qs: string) => readVendorFilters(new URLSearchParams(qs), { selectedCity: "columbus" });
    expect(read("")).toMatchObject({ city: "columbus", category: undefined, sort: "relevance", page: 1 });
    expect(read("city=all&category=bakers").city).toBeNull();
    expect(read("city=all&category=bakers").category).toBe("bakers");
    expect(read("category=wizards&maxPrice=2500&sort=price-asc&page=3")).toMatchObject({
      category: undefined,
      maxPrice: 2500,
      sort: "price-asc",
      page: 3,
    });
  });
  it("maps to the API query", () => {
    const f = readVendorFilters(new URLSearchParams("q=film"), { selectedCity: "cleveland" });
    expect(toVendorSearch(f)).toMatchObject({ q: "film", city: "cleveland", page: 1, pageSize: 12 });
  });
});

describe("vendorListPath", () => {
  it("builds the four list paths", () => {
    expect(vendorListPath({})).toBe("/vendors");
    expect(vendorListPath({ category: "bakers" })).toBe("/vendors/bakers");
    expect(vendorListPath({ city: "nashville" })).toBe("/nashville/vendors");
    expect(vendorListPath({ city: "nashville", category: "bakers" })).toBe("/nashville/vendors/bakers");
  });
});
