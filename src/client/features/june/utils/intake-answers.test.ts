import { describe, expect, it } from "vitest";
import { parseCity, parseNames } from "./intake-answers";

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

describe("parseCity", () => {
  it("finds our four cities", () => {
    expect(parseCity("in Columbus, Ohio")).toBe("columbus");
    expect(parseCity("Nashville!")).toBe("nashville");
    expect(parseCity("cincy")).toBe("cincinnati");
    expect(parseCity("Chicago")).toBeNull();
  });
});
