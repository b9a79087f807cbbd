import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, VendorSummary, VenueSummary } from "@shared/schemas/marketplace";
import { vendors, venues } from "../../db/schema/marketplace";
import { searchWords } from "../../db/schema/search-words";
import { createVenueGenerator } from "../../db/seed/marketplace-venues";
import { createTestApp, getJson, type TestApp } from "../../testing/test-app";

/**
 * Typo tolerance for every searchable word (issue #11): misspelt words of names, styles and descriptions
 * are corrected against the listings' vocabulary, which follows the listings as they change.
 */
let t: TestApp;
const venueGen = createVenueGenerator("search-typos");
beforeAll(async () => {
  t = await createTestApp(); // the demo marketplace, plus two venues with words no demo listing has
  await t.db.insert(venues).values([
    {
      ...venueGen.next("cleveland"),
      slug: "marrowind-hall",
      name: "Marrowind Hall",
      styles: ["barn"],
      description: "A rustic barn with a walled garden and a cedar pergola.",
    },
    {
      ...venueGen.next("cleveland"),
      slug: "marrowand-hall",
      name: "Marrowand Hall",
      styles: ["ballroom"],
      description: "A ballroom under a copper dome, with a cider bar.",
    },
  ]);
  t.listingCache.invalidate();
});
afterAll(async () => {
  await t?.close();
});

const get = <T>(url: string): Promise<T> => getJson<T>(t.app, url);
const venueSearch = (q: string) =>
  get<Page<VenueSummary>>(`/api/venues?pageSize=48&q=${encodeURIComponent(q)}`);
const vendorSearch = (q: string) =>
  get<Page<VendorSummary>>(`/api/vendors?pageSize=48&q=${encodeURIComponent(q)}`);
const names = (page: Page<VenueSummary>) => page.items.map((v) => v.name);
const businessNames = (page: Page<VendorSummary>) => page.items.map((v) => v.businessName);

describe("typo tolerance in venue search", () => {
  it.each([
    ["transposition", "Lakeveiw"],
    ["deletion", "Lakevew"],
    ["insertion", "Lakevieuw"],
    ["substitution", "Lakeviex"],
    ["two typos in a long word", "Lakeview Glsashuose"],
  ])("finds Lakeview Glasshouse first for a name with a %s (%j)", async (_kind, q) => {
    const found = await venueSearch(q);
    expect(found.items[0]?.name).toBe("Lakeview Glasshouse");
  });

  it.each([
    ["transposition", "chandeleirs"],
    ["deletion", "chandelers"],
    ["insertion", "chandeliiers"],
    ["substitution", "chandeliars"],
    ["two typos in a long word", "chandaliors"],
  ])("finds the same venues for a description word with a %s (%j) as for the word", async (_kind, q) => {
    const expected = await venueSearch("chandeliers");
    expect(expected.total).toBeGreaterThan(0);
    const found = await venueSearch(q);
    expect(found.total).toBe(expected.total);
    expect(names(found)).toEqual(names(expected));
  });

  it('corrects style and other words: "rustc barn", "gardn", "gadren"', async () => {
    // The rustic barn first; the other barns follow through synonyms (issue #18).
    const rusticBarn = names(await venueSearch("rustic barn"));
    expect(rusticBarn[0]).toBe("Marrowind Hall");
    expect(names(await venueSearch("rustc barn"))).toEqual(rusticBarn);
    const garden = await venueSearch("garden");
    expect(garden.total).toBeGreaterThan(1);
    for (const q of ["gardn", "gadren", "Garedn"]) {
      const found = await venueSearch(q);
      expect(found.total, q).toBe(garden.total);
      expect(names(found), q).toEqual(names(garden));
    }
  });

  it("never corrects a word a listing has into another one a typo away", async () => {
    // "cedar" (Marrowind Hall) and "cider" (Marrowand Hall) are one letter apart, and both are listing words.
    const cedar = names(await venueSearch("cedar"));
    expect(cedar).toContain("Marrowind Hall");
    expect(cedar).not.toContain("Marrowand Hall");
    const cider = names(await venueSearch("cider"));
    expect(cider).toContain("Marrowand Hall");
    expect(cider).not.toContain("Marrowind Hall");
    // A misspelling goes to the nearest: "cedra" is one swap from "cedar", more from "cider".
    expect(names(await venueSearch("cedra"))).toEqual(cedar);
  });

  it("leaves words of 3 letters or fewer alone, and finds nothing for a nonsense word", async () => {
    expect((await venueSearch("barn")).total).toBeGreaterThan(0);
    expect(await venueSearch("brn")).toMatchObject({ total: 0, items: [] });
    expect(await venueSearch("xqzvwkj")).toMatchObject({ total: 0, items: [] });
    expect(await venueSearch("rustic xqzvwkj")).toMatchObject({ total: 0, items: [] });
  });
});

describe("typo tolerance in vendor search", () => {
  it.each([
    ["transposition", "florsit", "florist"],
    ["deletion", "photograper", "photographer"],
    ["insertion", "cateering", "catering"],
    ["substitution", "bakety", "bakery"],
  ])("finds the same vendors for a %s (%j) as for %j", async (_kind, q, word) => {
    const expected = await vendorSearch(word);
    expect(expected.total).toBeGreaterThan(0);
    const found = await vendorSearch(q);
    expect(found.total).toBe(expected.total);
    expect(businessNames(found)).toEqual(businessNames(expected));
  });

  it("finds Golden Hour Photography first with a swapped pair in its name", async () => {
    expect((await vendorSearch("Goldne Hour Photography")).items[0]?.businessName).toBe(
      "Golden Hour Photography",
    );
  });

  it("finds nothing for a nonsense word", async () => {
    expect(await vendorSearch("xqzvwkj")).toMatchObject({ total: 0, items: [] });
  });
});

describe("the search vocabulary", () => {
  const listingsWith = async (word: string) => {
    const [row] = await t.db
      .select({ listings: searchWords.listings })
      .from(searchWords)
      .where(and(eq(searchWords.listingKind, "venue"), eq(searchWords.word, word)));
    return row?.listings ?? 0;
  };
  /** The names a misspelling of the new word finds (the cache is cleared: these writes bypass the API). */
  const foundFor = async (q: string) => {
    t.listingCache.invalidate();
    return names(await venueSearch(q));
  };

  it("follows the listings: new words, edits, hiding and deletion", async () => {
    const [venue] = await t.db
      .insert(venues)
      .values({
        ...venueGen.next("columbus"),
        slug: "quillon-court",
        name: "Quillon Court",
        description: "A courtyard under zephyrine vines.",
      })
      .returning({ id: venues.id });
    const id = venue!.id;
    expect(await listingsWith("zephyrine")).toBe(1);
    expect(await foundFor("zephyrnie")).toEqual(["Quillon Court"]);

    await t.db.update(venues).set({ description: "A courtyard under ivy." }).where(eq(venues.id, id));
    expect(await listingsWith("zephyrine")).toBe(0);
    expect(await listingsWith("quillon")).toBe(1); // unchanged words stay
    expect(await foundFor("zephyrnie")).toEqual([]);

    await t.db.update(venues).set({ description: "Zephyrine vines again." }).where(eq(venues.id, id));
    expect(await listingsWith("zephyrine")).toBe(1);
    await t.db.update(venues).set({ isHidden: true }).where(eq(venues.id, id));
    expect(await listingsWith("zephyrine")).toBe(0); // only what public search can see
    await t.db.update(venues).set({ isHidden: false }).where(eq(venues.id, id));
    expect(await listingsWith("quillon")).toBe(1);

    await t.db.delete(venues).where(eq(venues.id, id));
    expect(await listingsWith("quillon")).toBe(0);
    expect(await foundFor("quilon")).toEqual([]);
  });

  it("counts the listings of each word and keeps only words of 4 letters or more without digits", async () => {
    const rows = await t.db.select().from(searchWords);
    expect(rows.length).toBeGreaterThan(500);
    expect(rows.every((r) => r.word.length >= 4 && /^\p{L}+$/u.test(r.word) && r.listings > 0)).toBe(true);
    const vendorCount = (
      await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.isPublished, true))
    ).length;
    const [photography] = rows.filter((r) => r.listingKind === "vendor" && r.word === "photography");
    expect(photography?.listings).toBeGreaterThan(0);
    expect(photography?.listings).toBeLessThanOrEqual(vendorCount);
  });
});
