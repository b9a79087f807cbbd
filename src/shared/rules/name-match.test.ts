import { editDistance } from "./edit-distance";
import { describe, expect, it } from "vitest";
import {
  isLastNameOf,
  nameMatchScore,
  namesMatch,
  nameTokens,
  normalizeName,
  tokenSimilarity,
} from "./name-match";

describe("normalizeName and nameTokens", () => {
  it("folds accents and letters NFD does not split, reads & as and, drops punctuation", () => {
    expect(normalizeName("Zoë & José O'Brien")).toBe("zoe and jose obrien");
    expect(normalizeName("Søren Łukasz Weiß")).toBe("soren lukasz weiss");
    expect(normalizeName("  Anne-Marie   DUPONT ")).toBe("anne marie dupont");
  });

  it("leaves out titles and household words", () => {
    expect(nameTokens("The Lee family")).toEqual(["lee"]);
    expect(nameTokens("Mr. & Mrs. Okafor")).toEqual(["okafor"]);
    expect(nameTokens("Chris and Sam Lee")).toEqual(["chris", "sam", "lee"]);
  });
});

describe("typoDistance", () => {
  it("counts each kind of typo as one edit", () => {
    expect(editDistance("chris", "chirs")).toBe(1); // transposed
    expect(editDistance("chris", "chrs")).toBe(1); // missing
    expect(editDistance("chris", "chriss")).toBe(1); // extra
    expect(editDistance("chris", "chrys")).toBe(1); // wrong
    expect(editDistance("chris", "chris")).toBe(0);
    expect(editDistance("elizabeth", "elizbaeht")).toBe(2);
  });
});

describe("tokenSimilarity", () => {
  it("ranks exact, nickname, typo, typo of a nickname, and nothing", () => {
    expect(tokenSimilarity("lee", "lee")).toBe(1);
    expect(tokenSimilarity("chris", "christopher")).toBe(0.9);
    expect(tokenSimilarity("okafro", "okafor")).toBe(0.8);
    expect(tokenSimilarity("chirs", "christopher")).toBe(0.7);
    expect(tokenSimilarity("tom", "tim")).toBe(0);
    expect(tokenSimilarity("lee", "li")).toBe(0);
  });
});

describe("namesMatch", () => {
  const nicknames: [string, string][] = [
    ["Chris Lee", "Christopher Lee"],
    ["Liz Bennet", "Elizabeth Bennet"],
    ["Bob Marley", "Robert Marley"],
    ["Bill Turner", "William Turner"],
    ["Kate Middleton", "Katherine Middleton"],
    ["Mike Ross", "Michael Ross"],
    ["Christopher Lee", "Chris Lee"],
    ["Jim Halpert", "James Halpert"],
    ["Peggy Olson", "Margaret Olson"],
  ];
  it.each(nicknames)("a nickname: %s finds %s", (typed, onList) => {
    expect(namesMatch(typed, onList)).toBe(true);
  });

  const typos: [string, string, string][] = [
    ["transposed letters", "Chirs Lee", "Chris Lee"],
    ["a missing letter", "Ada Okafr", "Ada Okafor"],
    ["an extra letter", "Chriss Lee", "Chris Lee"],
    ["a wrong letter", "Ada Okafer", "Ada Okafor"],
    ["a typo in a long name", "Katherin Middletno", "Katherine Middleton"],
    ["a typo of a nickname", "Chirs Lee", "Christopher Lee"],
  ];
  it.each(typos)("%s: %s finds %s", (_kind, typed, onList) => {
    expect(namesMatch(typed, onList)).toBe(true);
  });

  it("folds accents either way", () => {
    expect(namesMatch("Zoe Muller", "Zoë Müller")).toBe(true);
    expect(namesMatch("José Núñez", "Jose Nunez")).toBe(true);
  });

  it("finds a guest of an & household by either name, with & or and", () => {
    expect(namesMatch("Sam Lee", "Chris & Sam Lee")).toBe(true);
    expect(namesMatch("Chris and Sam Lee", "Chris & Sam Lee")).toBe(true);
    expect(namesMatch("Chris & Sam", "Chris and Sam Lee")).toBe(true);
  });

  it("takes the names in either order", () => {
    expect(namesMatch("Lee Chris", "Chris Lee")).toBe(true);
    expect(namesMatch("Lee, Christopher", "Chris Lee")).toBe(true);
  });

  it("matches across a household's own name and its guests' names", () => {
    expect(namesMatch("Chris Lee", ["The Lee family", "Chris", "Sam"])).toBe(true);
  });

  it("does not match other people", () => {
    expect(namesMatch("Chris Lee", "Chris Park")).toBe(false);
    expect(namesMatch("Tom Lee", "Tim Lee")).toBe(false);
    expect(namesMatch("Mary Smith", "Chris & Sam Lee")).toBe(false);
    expect(nameMatchScore("", "Chris Lee")).toBe(0);
    expect(nameMatchScore("the family", "The Lee family")).toBe(0);
  });

  it("needs a different word for each word typed", () => {
    expect(namesMatch("Lee Lee", "Chris Lee")).toBe(false);
  });

  it("scores an exact name above a nickname above a typo", () => {
    const exact = nameMatchScore("Chris Lee", "Chris Lee");
    const nick = nameMatchScore("Chris Lee", "Christopher Lee");
    const typo = nameMatchScore("Chris Lee", "Chros Lee");
    expect(exact).toBe(1);
    expect(nick).toBeLessThan(exact);
    expect(typo).toBeLessThan(nick);
  });
});

describe("isLastNameOf", () => {
  it("compares normalised, whole or the last part of a compound name", () => {
    expect(isLastNameOf("Okafor", "Ada Okafor")).toBe(true);
    expect(isLastNameOf(" okafor ", "Ada Okafor")).toBe(true);
    expect(isLastNameOf("OBrien-Smith", "Ann O'Brien-Smith")).toBe(true);
    expect(isLastNameOf("Smith", "Ann O'Brien-Smith")).toBe(true);
    expect(isLastNameOf("de la Cruz", "Ana de la Cruz")).toBe(true);
    expect(isLastNameOf("Muller", "Jonas Müller")).toBe(true);
  });

  it("never takes a first name or a near miss for a last name", () => {
    expect(isLastNameOf("Ada", "Ada Okafor")).toBe(false);
    expect(isLastNameOf("Okafo", "Ada Okafor")).toBe(false);
    expect(isLastNameOf("Ada", "Ada")).toBe(false);
    expect(isLastNameOf("", "Ada Okafor")).toBe(false);
  });
});
