import { describe, expect, it } from "vitest";
import { countPanelFilters, readVenueFilters, toVenueSearch } from "./venue-filters";

const read = (qs: string, pathCity?: "columbus") =>
  readVenueFilters(new URLSearchParams(qs), { pathCity, selectedCity: "cleveland" });

describe("readVenueFilters", () => {
  it("uses the visitor's city when the URL names none, and none for city=all", () => {
    expect(read("").city).toBe("cleveland");
    expect(read("city=nashville").city).toBe("nashville");
    expect(read("city=all").city).toBeNull();
    expect(read("city=atlantis").city).toBe("cleveland");
  });
  it("lets the path's city win", () => {
    expect(read("city=all", "columbus").city).toBe("columbus");
  });
  it("reads filters and ignores malformed values", () => {
    const f = read("q=+glass+house+&guests=150&maxPrice=abc&style=garden&setting=both&sort=name&page=2");
    expect(f).toMatchObject({ q: "glass house", guests: 150, style: "garden", sort: "name", page: 2 });
    expect(f.maxPrice).toBeUndefined();
    expect(f.setting).toBeUndefined();
    expect(countPanelFilters(f)).toBe(2);
  });
  it("defaults sort and page", () => {
    expect(read("sort=cheapest&page=0")).toMatchObject({ sort: "relevance", page: 1 });
  });
});

describe("toVenueSearch", () => {
  it("leaves out empty values", () => {
    expect(toVenueSearch(read("city=all"))).toEqual({
      q: undefined,
      city: undefined,
      guests: undefined,
      maxPrice: undefined,
      style: undefined,
      setting: undefined,
      sort: "relevance",
      page: 1,
      pageSize: 12,
    });
  });
});
