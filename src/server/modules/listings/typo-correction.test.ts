import { describe, expect, it } from "vitest";
import {
  applyCorrections,
  chooseCorrections,
  correctableTerms,
  typoBudget,
  typoDistance,
  type Candidate,
} from "./typo-correction";

const candidates = (term: string, ...words: [string, number][]): Candidate[] =>
  words.map(([word, listings]) => ({ term, word, listings }));

describe("typo correction", () => {
  it("counts each kind of typo as one edit, a swap of neighbouring letters included", () => {
    expect(typoDistance("lakeveiw", "lakeview")).toBe(1); // transposition
    expect(typoDistance("lakevew", "lakeview")).toBe(1); // deletion
    expect(typoDistance("lakevieww", "lakeview")).toBe(1); // insertion
    expect(typoDistance("lakeviex", "lakeview")).toBe(1); // substitution
    expect(typoDistance("chandaliors", "chandeliers")).toBe(2);
    expect(typoDistance("garden", "garden")).toBe(0);
    expect(typoDistance("", "barn")).toBe(4);
    expect(typoDistance("abc", "ca")).toBe(3); // optimal string alignment: no edit of a swapped pair
  });

  it("allows one typo up to 7 letters and two from 8, none under 4", () => {
    expect([3, 4, 7, 8, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it("corrects only the words of 4 letters or more, lower-cased, once each", () => {
    expect(correctableTerms('"Rustc BARN" -dj or spa, rustc café')).toEqual(["rustc", "barn", "café"]);
    expect(correctableTerms("dj spa brn 150")).toEqual([]);
  });

  it("picks the nearest word, then the one more listings have, then byte order", () => {
    const chosen = chooseCorrections([
      ...candidates("gadren", ["garden", 24], ["gardens", 2], ["gallery", 1]),
      ...candidates("barm", ["barn", 16], ["bars", 3], ["farm", 16]),
      ...candidates("hause", ["haute", 2], ["house", 2]),
    ]);
    expect(Object.fromEntries(chosen)).toEqual({ gadren: "garden", barm: "barn", hause: "haute" });
  });

  it("never corrects a word the vocabulary has, nor into a word beyond the budget", () => {
    const chosen = chooseCorrections([
      ...candidates("carter", ["carter", 1], ["carver", 5]),
      ...candidates("florst", ["floors", 25], ["first", 18]), // both two typos away; 6 letters allow one
      ...candidates("xqzvwk"),
    ]);
    expect(chosen.size).toBe(0);
  });

  it("replaces corrected words in place and keeps the query's syntax", () => {
    const corrections = new Map([
      ["rustc", "rustic"],
      ["gadren", "garden"],
    ]);
    expect(applyCorrections('"Rustc barn" -Gadren or loft', corrections)).toBe(
      '"rustic barn" -garden or loft',
    );
    expect(applyCorrections("rooftop", new Map())).toBe("rooftop");
  });
});
