import { describe, expect, it } from "vitest";
import { parseAmount, parseCity, parseDate, parseNames } from "./intake-answers";

describe("parseNames", () => {
  it.each([
    ["Ava and Noah", ["Ava", "Noah"]],
    ["ava & noah", ["Ava", "Noah"]],
    ["We're Maya, Jordan.", ["Maya", "Jordan"]],
    ["I'm Priya and my partner is Sam", ["Priya", "Sam"]],
    ["Mary-Kate", ["Mary-Kate", ""]],
  ])("%s", (text, expected) => {
    expect(parseNames(text)).toEqual(expected);
  });
  it("returns null for nothing", () => expect(parseNames("  . ")).toBeNull());
});

describe("parseDate", () => {
  const today = "2026-06-01";
  it.each([
    ["October 9th, 2027", "2027-10-09"],
    ["9 October 2027", "2027-10-09"],
    ["2027-10-09", "2027-10-09"],
    ["10/9/2027", "2027-10-09"],
    ["sept 12", "2026-09-12"],
    ["May 3rd", "2027-05-03"],
  ])("%s", (text, expected) => {
    expect(parseDate(text, today)).toBe(expected);
  });
  it("refuses impossible dates and noise", () => {
    expect(parseDate("February 30 2027", today)).toBeNull();
    expect(parseDate("sometime next year", today)).toBeNull();
  });
});

describe("parseCity", () => {
  it("finds our four cities", () => {
    expect(parseCity("in Columbus, Ohio")).toBe("columbus");
    expect(parseCity("Nashville!")).toBe("nashville");
    expect(parseCity("cincy")).toBe("cincinnati");
    expect(parseCity("Chicago")).toBeNull();
  });
});

describe("parseAmount", () => {
  it.each([
    ["150", 150],
    ["about 150 guests", 150],
    ["1,200", 1200],
    ["$35,000", 35000],
    ["35k", 35000],
    ["35 thousand dollars", 35000],
    ["42.5k", 42500],
    ["two hundred fifty", 250],
    ["forty thousand", 40000],
  ])("%s", (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
  it("returns null without a number", () => expect(parseAmount("not sure yet")).toBeNull());
});
