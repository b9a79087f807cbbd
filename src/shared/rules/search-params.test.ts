import { describe, expect, it } from "vitest";
import { pageWindow, readOneOf, readPositiveInt, toQueryString, withChanges } from "./search-params";

describe("withChanges", () => {
  it("sets and removes keys and resets the page on a filter change", () => {
    const next = withChanges(new URLSearchParams("q=barn&page=3&style=garden"), { style: null, guests: 120 });
    expect(next.toString()).toBe("q=barn&guests=120");
  });
  it("keeps other filters on a page change and drops page=1", () => {
    expect(withChanges(new URLSearchParams("q=barn&page=3"), { page: 4 }).toString()).toBe("q=barn&page=4");
    expect(withChanges(new URLSearchParams("q=barn&page=3"), { page: 1 }).toString()).toBe("q=barn");
  });
});

describe("toQueryString", () => {
  it("orders keys and skips empty values", () => {
    expect(toQueryString({ sort: "name", city: "cleveland", q: "", page: 2, style: undefined })).toBe(
      "city=cleveland&page=2&sort=name",
    );
  });
});

describe("readers", () => {
  it("accept only well-formed values", () => {
    expect(readPositiveInt("120", 5000)).toBe(120);
    expect(readPositiveInt("0", 5000)).toBeUndefined();
    expect(readPositiveInt("12a", 5000)).toBeUndefined();
    expect(readPositiveInt("9000", 5000)).toBeUndefined();
    expect(readOneOf("barn", ["barn", "garden"] as const)).toBe("barn");
    expect(readOneOf("castle", ["barn", "garden"] as const)).toBeUndefined();
  });
});

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("elides far pages around a window", () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
  });
});
