import { describe, expect, it } from "vitest";
import { expandSynonyms, searchSynonymGroups, synonymVocabulary } from "./search-synonyms";

describe("expandSynonyms", () => {
  it("turns a known word into its group, and the rest of the query stays as typed", () => {
    expect(expandSynonyms("rustic")).toEqual({
      rest: "",
      groups: ["(rustic | barn | farm | farmhouse | ranch)"],
    });
    expect(expandSynonyms("garden with string lights, rustic")).toEqual({
      rest: "with string lights,",
      groups: [
        "(garden | botanical | greenhouse | conservatory | arboretum)",
        "(rustic | barn | farm | farmhouse | ranch)",
      ],
    });
  });

  it("reads a phrase as one, longest first, and keeps the phrase itself in the group", () => {
    expect(expandSynonyms("Lake View")).toEqual({
      rest: "",
      groups: ["(lake | lakeside | lakefront | lakeview | waterfront | (lake & view))"],
    });
    expect(expandSynonyms("industrial loft")?.groups).toEqual([
      "(industrial | warehouse | loft | factory | (industrial & loft))",
    ]);
    expect(expandSynonyms("grand hall")?.groups).toEqual([
      "(ballroom | banquet | grand <-> hall | (grand & hall))",
    ]);
  });

  it("finds a plural's group and reads words apart when something stands between them", () => {
    expect(expandSynonyms("wineries")?.groups).toEqual(["(vineyard | winery | wineries)"]);
    expect(expandSynonyms("barns")?.groups[0]).toContain("barn");
    // "lake, view": not the phrase; "lake" alone is still known, "view" stays a plain word.
    expect(expandSynonyms("lake, view")).toEqual({
      rest: ", view",
      groups: ["(lake | lakeside | lakefront | lakeview | waterfront)"],
    });
  });

  it("leaves a query without known words, or with web-search syntax, alone", () => {
    expect(expandSynonyms("chandeliers")).toBeUndefined();
    expect(expandSynonyms('"rustic barn"')).toBeUndefined();
    expect(expandSynonyms("barn -rustic")).toBeUndefined();
    expect(expandSynonyms("barn or garden")).toBeUndefined();
  });
});

describe("the synonym table", () => {
  it("says each word or phrase in one group only, in lower case letters", () => {
    const said = searchSynonymGroups.flatMap((g) => g.says);
    expect(new Set(said).size).toBe(said.length);
    for (const phrase of [...said, ...searchSynonymGroups.flatMap((g) => g.finds)])
      expect(phrase, phrase).toMatch(/^\p{Ll}+( \p{Ll}+)*$/u);
  });

  it("lists its words of 4 letters or more as vocabulary", () => {
    expect(synonymVocabulary).toContain("waterfront");
    expect(synonymVocabulary).toContain("botanical");
    expect(synonymVocabulary).not.toContain("al");
  });
});
