import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchWords } from "../../db/schema/search-words";
import { openTestDatabase, type TestDatabase } from "../../testing/test-database";
import { chooseCorrections } from "./typo-correction";
import { forgetSearchVocabulary, vocabularyCandidates } from "./search-vocabulary";

/** The vocabulary in memory (decision 053): the same candidates as the rule, without a round trip. */
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  await t.database.db.insert(searchWords).values([
    { listingKind: "venue", word: "lakeview", listings: 3 },
    { listingKind: "venue", word: "garden", listings: 40 },
    { listingKind: "venue", word: "warden", listings: 1 },
    { listingKind: "venue", word: "glasshouse", listings: 2 },
    { listingKind: "vendor", word: "photography", listings: 12 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const correctionOf = async (term: string, kind: "venue" | "vendor" = "venue") => {
  const { found, unresolved } = await vocabularyCandidates(db(), kind, [term]);
  expect(unresolved).toEqual([]);
  return chooseCorrections(found).get(term) ?? null;
};

describe("the search vocabulary in memory", () => {
  it("corrects every kind of typo within the budget: swapped, missing, extra and wrong letters", async () => {
    expect(await correctionOf("lakeveiw")).toBe("lakeview"); // swapped neighbours
    expect(await correctionOf("lakevew")).toBe("lakeview"); // missing
    expect(await correctionOf("lakevieww")).toBe("lakeview"); // extra
    expect(await correctionOf("lakevixw")).toBe("lakeview"); // wrong
    expect(await correctionOf("glashuose")).toBe("glasshouse"); // two typos in a word of 8+ letters
    expect(await correctionOf("gardne")).toBe("garden");
    expect(await correctionOf("photgraphy", "vendor")).toBe("photography");
  });

  it("never corrects a known word, nor into a word past the budget or of the other kind", async () => {
    expect(await correctionOf("warden")).toBeNull(); // known, though "garden" is a typo away
    const { found } = await vocabularyCandidates(db(), "venue", ["warden"]);
    expect(found).toEqual([{ term: "warden", word: "warden", listings: 1 }]);
    expect(await correctionOf("gxrdxn")).toBeNull(); // two typos in 6 letters
    expect(await correctionOf("photgraphy")).toBeNull(); // a vendor word, not a venue one
    // Ties go to the word more listings have: "earden" is one letter from garden and warden.
    expect(await correctionOf("earden")).toBe("garden");
  });

  it("keeps what it loaded until the listings change, then reads the new words", async () => {
    await vocabularyCandidates(db(), "venue", ["zinnia"]);
    await db().insert(searchWords).values({ listingKind: "venue", word: "zinnia", listings: 1 });
    // Held: the new word is not known yet (a write through the API invalidates; this one did not).
    expect((await vocabularyCandidates(db(), "venue", ["zinnia"])).found).toEqual([]);
    forgetSearchVocabulary(db());
    expect(await correctionOf("zinina")).toBe("zinnia");
    // And at most 30 s without an invalidation (another process's write whose message was lost).
    await db().insert(searchWords).values({ listingKind: "venue", word: "peony", listings: 1 });
    const later = Date.now() + 31_000;
    expect((await vocabularyCandidates(db(), "venue", ["peony"], later)).found).toHaveLength(1);
  });
});
