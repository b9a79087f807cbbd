import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, VendorSummary, VenueSummary } from "@shared/schemas/marketplace";
import { vendors, venues } from "../../db/schema/marketplace";
import { createVendorGenerator } from "../../db/seed/marketplace-vendors";
import { createVenueGenerator } from "../../db/seed/marketplace-venues";
import { coupleToolsFor } from "../../testing/june-ports";
import { createTestApp, getJson, type TestApp } from "../../testing/test-app";
import type { AnyTool, ToolIO } from "../../providers/ai/types";

/**
 * Search a couple would type (issue #18): styles, settings and amenities are searchable words with their
 * common synonyms, for venues and vendors, together with the typo correction of issue #11; and June's
 * venue search is the venues page's search. Through the real server and database, on the demo
 * marketplace plus a few listings with words chosen for these tests.
 */
let t: TestApp;
const venueGen = createVenueGenerator("search-synonyms");
const vendorGen = createVendorGenerator("search-synonyms");
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(venues).values([
    {
      // Says "rustic" in so many words; its style is a garden.
      ...venueGen.next("columbus"),
      slug: "thistledown-yard",
      name: "Thistledown Yard",
      styles: ["garden"],
      setting: "outdoor",
      amenities: ["Bridal suite"],
      description: "A rustic courtyard under old oaks.",
    },
    {
      // A lake and a view, in words; no lakeside style.
      ...venueGen.next("cleveland"),
      slug: "quarrystone-house",
      name: "Quarrystone House",
      styles: ["historic"],
      setting: "indoor",
      amenities: ["Bridal suite"],
      description: "A stone house with a view over the lake.",
    },
    {
      // Found only by its amenities and its setting.
      ...venueGen.next("nashville"),
      slug: "wrenfield-commons",
      name: "Wrenfield Commons",
      styles: ["ballroom"],
      setting: "both",
      amenities: ["Hammock grove", "Croquet lawn"],
      description: "A hall for two hundred.",
    },
  ]);
  await t.db.insert(vendors).values({
    ...vendorGen.next("nashville", "photographers"),
    slug: "juniper-lens",
    businessName: "Juniper Lens",
    tagline: "Weddings in barns and on farms",
    description: "Film and digital, from getting ready to the last dance.",
  });
  t.listingCache.invalidate();
});
afterAll(async () => {
  await t?.close();
});

const get = <T>(url: string): Promise<T> => getJson<T>(t.app, url);
const venueSearch = (q: string, extra = "") =>
  get<Page<VenueSummary>>(`/api/venues?pageSize=48&q=${encodeURIComponent(q)}${extra}`);
const vendorSearch = (q: string) =>
  get<Page<VendorSummary>>(`/api/vendors?pageSize=48&q=${encodeURIComponent(q)}`);
const slugs = (page: Page<{ slug: string }>) => page.items.map((v) => v.slug);
/** Every venue of a style (the style filter, no words). */
const venuesOfStyle = async (style: string) =>
  new Set(slugs(await get<Page<VenueSummary>>(`/api/venues?pageSize=48&style=${style}`)));

describe("styles, settings and amenities are searchable words with their synonyms", () => {
  it('"rustic" finds the barns, which never say rustic, after the venue that does', async () => {
    const found = await venueSearch("rustic");
    expect(found.items[0]?.slug).toBe("thistledown-yard"); // the exact word beats a synonym
    const barns = await venuesOfStyle("barn");
    expect(barns.size).toBeGreaterThan(3);
    for (const slug of barns) expect(slugs(found)).toContain(slug);
  });

  it('"rustic barn" finds every barn, and a rustic barn first', async () => {
    const found = await venueSearch("rustic barn");
    for (const slug of await venuesOfStyle("barn")) expect(slugs(found)).toContain(slug);
    expect(found.items[0]?.styles).toContain("barn");
  });

  it('"lake view" finds the venue with a lake and a view first, then the lakeside venues', async () => {
    const found = await venueSearch("lake view");
    expect(found.items[0]?.slug).toBe("quarrystone-house");
    const lakeside = await venuesOfStyle("lakeside");
    expect(lakeside.size).toBeGreaterThan(3);
    for (const slug of lakeside) expect(slugs(found)).toContain(slug);
    // The same group from any of its words: "waterfront" and "beach" (no demo listing says beach).
    for (const q of ["lakeside", "waterfront", "beach"]) {
      const other = slugs(await venueSearch(q));
      for (const slug of lakeside) expect(other, q).toContain(slug);
    }
  });

  it('"garden", "industrial loft", "vineyard" and "winery" find their styles', async () => {
    for (const [q, style] of [
      ["garden", "garden"],
      ["botanical", "garden"],
      ["industrial loft", "industrial"],
      ["warehouse", "industrial"],
      ["ballroom", "ballroom"],
      ["winery", "vineyard"],
      ["vineyards", "vineyard"],
    ] as const) {
      const found = slugs(await venueSearch(q));
      const ofStyle = await venuesOfStyle(style);
      expect(ofStyle.size, style).toBeGreaterThan(0);
      for (const slug of ofStyle) expect(found, q).toContain(slug);
    }
  });

  it("finds a venue by its amenities and its setting", async () => {
    expect(slugs(await venueSearch("hammock"))).toEqual(["wrenfield-commons"]);
    expect(slugs(await venueSearch("croquet lawn"))).toEqual(["wrenfield-commons"]);
    // "both" reads as indoor and outdoor.
    expect(slugs(await venueSearch("outdoor", "&city=nashville&style=ballroom"))).toContain(
      "wrenfield-commons",
    );
    expect(slugs(await venueSearch("indoor", "&city=nashville&style=ballroom"))).toContain(
      "wrenfield-commons",
    );
  });

  it("finds vendors through the same synonyms", async () => {
    expect(slugs(await vendorSearch("rustic"))).toContain("juniper-lens");
    const florists = (await get<Page<VendorSummary>>("/api/vendors?category=florists")).total;
    expect((await vendorSearch("bouquet")).total).toBeGreaterThanOrEqual(florists);
  });
});

describe("misspelt words, phrases and synonyms", () => {
  it.each([
    ["transposed", "rusitc"],
    ["missing", "rustc"],
    ["extra", "rustiic"],
    ["wrong", "rustik"],
  ])('a %s letter in "rustic" (%j) finds what "rustic" finds', async (_kind, q) => {
    const expected = await venueSearch("rustic");
    const found = await venueSearch(q);
    expect(found.total).toBe(expected.total);
    expect(slugs(found)).toEqual(slugs(expected));
  });

  it.each([
    ["transposed", "lake veiw", "lake view"],
    ["missing", "lakesde", "lakeside"],
    ["extra", "lake vieww", "lake view"],
    ["wrong", "lake viex", "lake view"],
    ["transposed (a synonym no listing has)", "waterfornt", "waterfront"],
    ["missing (in a phrase)", "industral loft", "industrial loft"],
    ["wrong", "vineyarf", "vineyard"],
  ])("a letter %s (%j) finds what %j finds", async (_kind, q, right) => {
    const expected = await venueSearch(right);
    expect(expected.total).toBeGreaterThan(0);
    const found = await venueSearch(q);
    expect(found.total, q).toBe(expected.total);
    expect(slugs(found), q).toEqual(slugs(expected));
  });

  it("keeps web-search syntax literal and still finds nothing for nonsense", async () => {
    expect(slugs(await venueSearch('"rustic courtyard"'))).toEqual(["thistledown-yard"]);
    expect(slugs(await venueSearch("rustic -courtyard"))).not.toContain("thistledown-yard");
    expect(await venueSearch("rustic xqzvwkj")).toMatchObject({ total: 0, items: [] });
  });
});

describe("June's venue search is the venues page's search", () => {
  const signal = new AbortController().signal;
  const searchVenuesTool = () =>
    coupleToolsFor(t.db, "nobody").find((x: AnyTool) => x.name === "search_venues")!;
  const june = async (input: ToolIO["search_venues"]["input"]) => {
    const tool = searchVenuesTool();
    return (await tool.run(tool.input.parse(input), { signal })) as ToolIO["search_venues"]["output"];
  };

  it.each([
    [{ query: "rustic" }, "q=rustic"],
    [{ query: "lake view", city: "Cleveland" }, "q=lake+view&city=cleveland"],
    [{ query: "garden" }, "q=garden"],
    [{ query: "industrial loft", guests: 100 }, "q=industrial+loft&guests=100"],
    [{ query: "Lakeveiw" }, "q=Lakeveiw"],
    [{ style: "barn", city: "Nashville" }, "q=barn&city=nashville"],
    [{ style: "lakeside", setting: "outdoor" }, "q=lakeside&setting=outdoor"],
    [{ query: "string lights", style: "rooftop", maxPrice: 15000 }, "q=string+lights+rooftop&maxPrice=15000"],
  ] as const)("%j: the same venues as /api/venues?%s", async (input, query) => {
    const found = await june(input);
    const page = await get<Page<VenueSummary>>(`/api/venues?${query}&pageSize=5`);
    expect(page.total).toBeGreaterThan(0);
    expect(found.total).toBe(page.total);
    expect(found.results.map((v) => v.slug)).toEqual(slugs(page));
  });
});
