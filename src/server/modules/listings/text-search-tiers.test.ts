import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, VendorSummary, VenueSummary } from "@shared/schemas/marketplace";
import { vendors, venues } from "../../db/schema/marketplace";
import { createVendorGenerator } from "../../db/seed/marketplace-vendors";
import { createVenueGenerator } from "../../db/seed/marketplace-venues";
import { createTestApp, getJson, type TestApp } from "../../testing/test-app";
import { TOTAL_CAP } from "./listing-search";

/**
 * Text search in relevance tiers with a capped total (issue #21, docs/decisions/056), through the real
 * server and database: a word in 1,090 Cleveland venues — 30 names, 40 neighbourhoods, 1,020
 * descriptions — so the search takes the tier-by-tier path (more matches than TOTAL_CAP), and a word in
 * a few venues, which takes the all-at-once path. Every page is checked against the order the tiers
 * promise, across the tier boundaries, with nothing repeated or skipped.
 */
let t: TestApp;
const venueGen = createVenueGenerator("text-search-tiers");
const vendorGen = createVendorGenerator("text-search-tiers");
const names = Array.from({ length: 30 }, (_, i) => `Zephyrine Hall ${String(i).padStart(2, "0")}`);
const inNeighborhood = Array.from({ length: 40 }, (_, i) => `Arbor House ${String(i).padStart(2, "0")}`);
const inDescription = Array.from({ length: 1020 }, (_, i) => `Cedar Room ${String(i).padStart(4, "0")}`);

beforeAll(async () => {
  t = await createTestApp();
  const venue = (name: string, over: Partial<typeof venues.$inferInsert>) => ({
    ...venueGen.next("cleveland"),
    slug: name.toLowerCase().replace(/ /g, "-"),
    name,
    description: "A plain room.",
    neighborhood: "Midtown",
    ...over,
  });
  await t.db.insert(venues).values([
    ...names.map((n, i) => venue(n, { isFeatured: i === 7 })),
    ...inNeighborhood.map((n) => venue(n, { neighborhood: "Zephyrine Park" })),
    ...inDescription.map((n, i) =>
      venue(n, { description: "Under zephyrine vines.", priceFrom: 3000 + i, isFeatured: i === 500 }),
    ),
    // Only in another city: never counted for Cleveland.
    venue("Quiet Zephyrine Loft", { cityId: "nashville" }),
    // Hidden: never found.
    venue("Hidden Zephyrine Barn", { isHidden: true }),
    // An exact name after a featured one that has its words and sorts before it.
    venue("A Velloria Terrace", { isFeatured: true }),
    venue("Velloria Terrace", {}),
    // A rarer word: 3 venues, one per tier.
    venue("Marigold Zumbrota", {}),
    venue("Birch Court", { neighborhood: "Zumbrota Flats" }),
    venue("Alder Court", { description: "A zumbrota courtyard." }),
    // A phrase (a hyphenated word): in a name, a neighbourhood, a description; and its words apart.
    venue("Kestrel-Ridge Manor", {}),
    venue("Fern Court", { neighborhood: "Kestrel-Ridge" }),
    venue("Elm Court", { description: "Trails of kestrel-ridge." }),
    venue("Oak Court", { description: "A kestrel over the ridge." }),
  ]);
  await t.db.insert(vendors).values([
    { ...vendorGen.next("cleveland", "florists"), slug: "zumbrota-blooms", businessName: "Zumbrota Blooms" },
    {
      ...vendorGen.next("cleveland", "florists"),
      slug: "aster-stems",
      businessName: "Aster Stems",
      serviceArea: "Zumbrota and around",
    },
    {
      ...vendorGen.next("cleveland", "florists"),
      slug: "briar-florals",
      businessName: "Briar Florals",
      description: "Zumbrota peonies in season.",
    },
  ]);
  t.listingCache.invalidate();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = <T>(url: string): Promise<T> => getJson<T>(t.app, url);

/** Featured first, then name (byte order of the lower case, as the server sorts). */
const defaultOrder = (list: string[], featured: string[] = []) =>
  [...list].sort((a, b) => {
    const f = Number(featured.includes(b)) - Number(featured.includes(a));
    if (f !== 0) return f;
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  });

describe("text search in relevance tiers", () => {
  it("counts up to 1,000 and says the total is a lower bound past it", async () => {
    const page = await get<Page<VenueSummary>>("/api/venues?q=zephyrine&city=cleveland");
    expect(page.total).toBe(TOTAL_CAP);
    expect(page.totalIsLowerBound).toBe(true);
    expect(page.items).toHaveLength(12);
  });

  it("lists names, then neighbourhoods, then descriptions, each featured first then by name, page after page", async () => {
    const expected = [
      ...defaultOrder(names, [names[7]!]),
      ...defaultOrder(inNeighborhood),
      ...defaultOrder(inDescription, [inDescription[500]!]),
    ];
    const seen: string[] = [];
    // 48 a page: pages 1–3 cross the name/neighbourhood boundary (30) and the neighbourhood/description one (70).
    for (let page = 1; page <= 4; page++) {
      const res = await get<Page<VenueSummary>>(
        `/api/venues?q=zephyrine&city=cleveland&pageSize=48&page=${page}`,
      );
      seen.push(...res.items.map((v) => v.name));
    }
    expect(seen).toEqual(expected.slice(0, 192));
    // A deep page, read without the ones before it.
    const deep = await get<Page<VenueSummary>>("/api/venues?q=zephyrine&city=cleveland&pageSize=12&page=60");
    expect(deep.items.map((v) => v.name)).toEqual(expected.slice(708, 720));
  });

  it("sorts every match by price when asked, and still caps the total", async () => {
    const res = await get<Page<VenueSummary>>(
      "/api/venues?q=zephyrine&city=cleveland&sort=price-asc&pageSize=48",
    );
    const prices = res.items.map((v) => v.priceFrom);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(res.totalIsLowerBound).toBe(true);
  });

  it("orders a few matches by tier at once, with the exact total", async () => {
    const res = await get<Page<VenueSummary>>("/api/venues?q=zumbrota");
    expect(res.items.map((v) => v.name)).toEqual(["Marigold Zumbrota", "Birch Court", "Alder Court"]);
    expect(res.total).toBe(3);
    expect(res.totalIsLowerBound).toBeUndefined();
    const vendorsFound = await get<Page<VendorSummary>>("/api/vendors?q=zumbrota&city=cleveland");
    expect(vendorsFound.items.map((v) => v.businessName)).toEqual([
      "Zumbrota Blooms",
      "Aster Stems",
      "Briar Florals",
    ]);
    expect(vendorsFound.total).toBe(3);
  });

  it("pages a few matches in the one ranked statement, and keeps the total past the last page", async () => {
    const second = await get<Page<VenueSummary>>("/api/venues?q=zumbrota&pageSize=2&page=2");
    expect(second.items.map((v) => v.name)).toEqual(["Alder Court"]);
    expect(second.total).toBe(3);
    const past = await get<Page<VenueSummary>>("/api/venues?q=zumbrota&pageSize=2&page=5");
    expect(past.items).toEqual([]);
    expect(past.total).toBe(3);
    const vendorsPast = await get<Page<VendorSummary>>("/api/vendors?q=zumbrota&city=cleveland&page=3");
    expect(vendorsPast.items).toEqual([]);
    expect(vendorsPast.total).toBe(3);
  });

  it("lists a name typed exactly first, before a featured name with the same words", async () => {
    const res = await get<Page<VenueSummary>>("/api/venues?q=Velloria+Terrace");
    expect(res.items.map((v) => v.name)).toEqual(["Velloria Terrace", "A Velloria Terrace"]);
    const typo = await get<Page<VenueSummary>>("/api/venues?q=velloria+terace");
    expect(typo.items[0]?.name).toBe("Velloria Terrace");
  });

  it("counts only the city asked for and never a hidden venue", async () => {
    const nashville = await get<Page<VenueSummary>>("/api/venues?q=zephyrine&city=nashville");
    expect(nashville.items.map((v) => v.name)).toEqual(["Quiet Zephyrine Loft"]);
    expect(nashville.total).toBe(1);
    const everywhere = await get<Page<VenueSummary>>("/api/venues?q=zephyrine+barn");
    expect(everywhere.items.map((v) => v.name)).not.toContain("Hidden Zephyrine Barn");
  });

  it("finds a phrase in names, facets and descriptions alike, never its words apart", async () => {
    // The title is asked before the document out of the row (decision 068): the description's match stays.
    for (const q of ["kestrel-ridge", '"kestrel ridge"']) {
      const res = await get<Page<VenueSummary>>(`/api/venues?q=${encodeURIComponent(q)}&city=cleveland`);
      expect(res.items.map((v) => v.name)).toEqual(["Kestrel-Ridge Manor", "Fern Court", "Elm Court"]);
      expect(res.total).toBe(3);
    }
  });

  it("counts a list without words up to 1,000 too, on a page and past the last one", async () => {
    // Over 1,100 visible Cleveland venues here; a narrower list keeps its exact total (decision 068).
    for (const url of ["/api/venues?city=cleveland", "/api/venues?city=cleveland&page=200"]) {
      const res = await get<Page<VenueSummary>>(url);
      expect(res.total).toBe(TOTAL_CAP);
      expect(res.totalIsLowerBound).toBe(true);
    }
    // Nashville has the demo's venues and one of this file's; Cleveland's florists are a few.
    const few = await get<Page<VenueSummary>>("/api/venues?city=nashville&pageSize=48");
    expect(few.total).toBe(few.items.length);
    expect(few.totalIsLowerBound).toBeUndefined();
    const florists = await get<Page<VendorSummary>>(
      "/api/vendors?city=cleveland&category=florists&pageSize=48",
    );
    expect(florists.total).toBe(florists.items.length);
    expect(florists.totalIsLowerBound).toBeUndefined();
  });

  it("keeps a negated word out of every tier", async () => {
    const res = await get<Page<VenueSummary>>(`/api/venues?q=${encodeURIComponent("zumbrota -courtyard")}`);
    expect(res.items.map((v) => v.name)).toEqual(["Marigold Zumbrota", "Birch Court"]);
    expect(res.total).toBe(2);
  });
});
