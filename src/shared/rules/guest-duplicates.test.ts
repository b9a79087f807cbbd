import { editDistance } from "./edit-distance";
import { describe, expect, it } from "vitest";
import {
  createDuplicateIndex,
  foldName,
  isLikelySamePerson,
  isOneEditApart,
  isSameName,
  nameParts,
} from "./guest-duplicates";

describe("folding names", () => {
  it("drops accents, case, apostrophes and hyphens", () => {
    expect(foldName("  José  Müller-Lüdenscheidt ")).toBe("jose mullerludenscheidt");
    expect(foldName("Seán O'Brien")).toBe("sean obrien");
    expect(foldName("Søren Łukasz Straße")).toBe("soren lukasz strasse");
  });

  it("reads 'Family, Given' and ignores middle names", () => {
    expect(nameParts("Lee, Chris")).toEqual({ given: "chris", family: "lee" });
    expect(nameParts("Mary Ann Smith")).toEqual({ given: "mary", family: "smith" });
    expect(nameParts(" -- ")).toBeNull();
  });
});

describe("edit distance (Damerau-Levenshtein)", () => {
  it("counts a swap of two neighbours as one edit", () => {
    expect(editDistance("smith", "smiht")).toBe(1);
    expect(editDistance("smith", "smyth")).toBe(1);
    expect(editDistance("smith", "smit")).toBe(1);
    expect(editDistance("smith", "smitth")).toBe(1);
    expect(editDistance("smith", "jones")).toBe(5);
    expect(editDistance("smith", "jones", 1)).toBe(2);
  });
});

describe("one edit apart", () => {
  it("agrees with the edit distance on every kind of typo and on non-typos", () => {
    const pairs: [string, string][] = [
      ["smith", "smyth"],
      ["smith", "smiht"],
      ["smith", "smth"],
      ["smith", "smitth"],
      ["smith", "msith"],
      ["smith", "smithy"],
      ["smith", "asmith"],
      ["smith", "smith"],
      ["smith", "smyht"],
      ["smith", "jones"],
      ["smith", "sm"],
      ["ab", "ba"],
      ["", "a"],
    ];
    for (const [a, b] of pairs) {
      expect(isOneEditApart(a, b), `${a}/${b}`).toBe(editDistance(a, b) === 1);
      expect(isOneEditApart(b, a), `${b}/${a}`).toBe(editDistance(b, a) === 1);
    }
  });
});

describe("likely the same person", () => {
  const same: [string, string, string][] = [
    ["short form", "Chris Lee", "Christopher Lee"],
    ["short form both ways", "Robert Jones", "Bob Jones"],
    ["two short forms of one name", "Bob Jones", "Rob Jones"],
    ["accents", "José Álvarez", "Jose Alvarez"],
    ["case and spacing", "  anna   KOWALSKI ", "Anna Kowalski"],
    ["family name first", "Lee, Christopher", "Chris Lee"],
    ["wrong letter in the family name", "John Smith", "John Smyth"],
    ["swapped letters in the family name", "John Smith", "John Smiht"],
    ["missing letter in the family name", "Jane Thompson", "Jane Thomson"],
    ["extra letter in the family name", "Jane Thomson", "Jane Thompson"],
    ["wrong letter in the given name", "Katherine Wu", "Catherine Wu"],
    ["missing letter in the given name", "Catherine Wu", "Cathrine Wu"],
    ["extra letter in the given name", "Michael Ross", "Michaael Ross"],
    ["swapped letters in the given name", "Michael Ross", "Micheal Ross"],
    ["middle name", "Mary Ann Smith", "Mary Smith"],
    ["apostrophe", "Sean O'Brien", "Sean OBrien"],
  ];
  // The shared nickname table (person-names.ts) knows variant spellings: not typos, the same first name.
  it("takes a variant spelling of a first name as the same name", () => {
    expect(isSameName("Katherine Smith", "Catherine Smyth")).toBe(true);
  });

  it.each(same)("%s: %s ~ %s", (_what, a, b) => {
    expect(isSameName(a, b)).toBe(true);
    expect(isSameName(b, a)).toBe(true);
  });

  const different: [string, string, string][] = [
    ["short names differ by one letter", "Jon Smith", "Jan Smith"],
    ["short family names differ by one letter", "Anna Lee", "Anna Lea"],
    ["two typos", "Katherine Smith", "Kathreine Smyth"],
    ["two letters off", "Michael Ross", "Michelle Ross"],
    ["another family", "Chris Lee", "Chris Leeson"],
    ["another person of the family", "Sam Okafor", "Ada Okafor"],
    ["a short form of someone else", "Bob Jones", "Bill Jones"],
    ["no letters", "—", "—"],
  ];
  it.each(different)("%s: %s ≁ %s", (_what, a, b) => {
    expect(isSameName(a, b)).toBe(false);
  });

  it("counts the same email as the same person, whatever the names", () => {
    expect(
      isLikelySamePerson({ name: "A B", email: "X@Example.test " }, { name: "C D", email: "x@example.test" }),
    ).toBe(true);
    expect(isLikelySamePerson({ name: "A B", email: "" }, { name: "C D", email: "" })).toBe(false);
  });
});

describe("the duplicate index", () => {
  it("finds every kind of typo through its blocks, earliest entry first", () => {
    const index = createDuplicateIndex<number>();
    index.add({ name: "Christopher Lee", ref: 1 });
    index.add({ name: "John Smith", email: "john@example.test", ref: 2 });
    index.add({ name: "Jane Thompson", ref: 3 });
    index.add({ name: "Chris Lee", ref: 4 });
    expect(index.find({ name: "Chris Lee" })).toBe(1);
    expect(index.find({ name: "John Smyth" })).toBe(2); // wrong letter
    expect(index.find({ name: "John Smiht" })).toBe(2); // swapped
    expect(index.find({ name: "John Smth" })).toBe(2); // missing
    expect(index.find({ name: "John Smitth" })).toBe(2); // extra
    expect(index.find({ name: "Jane Thomson" })).toBe(3);
    expect(index.find({ name: "Somebody Else", email: "JOHN@example.test" })).toBe(2);
    expect(index.find({ name: "Jan Smyth" })).toBeNull(); // another short given name and a typo
    expect(index.find({ name: "Jon Smyth" })).toBe(2); // "Jon" is short for John, one typo
    expect(index.find({ name: "Ada Okafor" })).toBeNull();
    expect(index.find({ name: "" })).toBeNull();
  });

  it("stays fast at 5,000 × 5,000 names", () => {
    const index = createDuplicateIndex<number>();
    const families = [
      "smith",
      "johnson",
      "williams",
      "brown",
      "jones",
      "garcia",
      "miller",
      "davis",
      "lopez",
      "wilson",
    ];
    for (let i = 0; i < 5000; i++) index.add({ name: `Guest${i} ${families[i % 10]}${i % 97}`, ref: i });
    const started = performance.now();
    let found = 0;
    for (let i = 0; i < 5000; i++)
      if (index.find({ name: `Guest${i} ${families[i % 10]}${i % 97}` }) !== null) found++;
    expect(found).toBe(5000);
    expect(performance.now() - started).toBeLessThan(2000); // generous: a naive pairwise pass takes far longer
  });
});
