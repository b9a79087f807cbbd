import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, VenueDetail, VenueSummary } from "@shared/schemas/marketplace";
import { vendors, venues } from "../../db/schema/marketplace";
import { demoMarketplace } from "../../db/seed/marketplace-seed";
import { createTestApp, uniqueAddress, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // SEED_DEMO=true: the demo marketplace is loaded
});
afterAll(async () => {
  await t?.close();
});

const demo = demoMarketplace().venues;

async function get<T>(url: string, status = 200): Promise<T> {
  const res = await t.app.inject({ method: "GET", url, remoteAddress: uniqueAddress() });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}
const search = (query: string) => get<Page<VenueSummary>>(`/api/venues?${query}`);

/** Every page of a search, to check totals and order over the whole result. */
async function all(query: string): Promise<{ items: VenueSummary[]; totals: number[] }> {
  const items: VenueSummary[] = [];
  const totals: number[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await search(`${query}&pageSize=48&page=${page}`);
    totals.push(res.total);
    items.push(...res.items);
    if (res.items.length < 48) break;
  }
  return { items, totals };
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe("GET /api/venues", () => {
  it("lists every published venue, featured first then by name, 12 a page", async () => {
    const res = await search("");
    expect(res).toMatchObject({ total: 64, page: 1, pageSize: 12 });
    expect(res.items).toHaveLength(12);
    const featured = res.items.filter((v) => v.isFeatured);
    expect(featured).toHaveLength(6);
    expect(res.items.slice(0, 6).every((v) => v.isFeatured)).toBe(true);
    const names = res.items.slice(0, 6).map((v) => v.name.toLowerCase());
    expect(names).toEqual([...names].sort(byteOrder));
    // Only the contract's fields leave the server.
    expect(Object.keys(res.items[0]!).sort()).toEqual(
      [
        "id",
        "slug",
        "name",
        "cityId",
        "neighborhood",
        "capacitySeated",
        "capacityStanding",
        "priceFrom",
        "priceTier",
        "styles",
        "setting",
        "photo",
        "isClaimed",
        "isFeatured",
        "rating",
      ].sort(),
    );
  });

  it.each(["glashouse", "lakevew", "Lakeview Glasshouse", "lakeview glashouse"])(
    "finds Lakeview Glasshouse first for %j (typo-tolerant)",
    async (q) => {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.items[0]?.name).toBe("Lakeview Glasshouse");
      expect(res.total).toBe(res.items.length);
    },
  );

  it("matches full text in neighborhoods and descriptions, ranked, with the total of matches", async () => {
    const inOhioCity = demo.filter((v) => v.neighborhood === "Ohio City");
    expect(inOhioCity.length).toBeGreaterThan(0);
    const res = await search(`q=${encodeURIComponent("Ohio City")}`);
    expect(res.total).toBe(inOhioCity.length);
    expect(res.items.map((v) => v.slug).sort()).toEqual(inOhioCity.map((v) => v.slug).sort());

    // A word only descriptions carry ("chandeliers" appears in ballroom write-ups).
    const withWord = demo.filter((v) => /chandeliers/i.test(v.description));
    const chandeliers = await all("q=chandelier");
    expect(chandeliers.items.map((v) => v.slug).sort()).toEqual(withWord.map((v) => v.slug).sort());
  });

  it("finds nothing for a query that matches nothing, and survives odd input", async () => {
    expect(await search("q=zzzzqqqq")).toMatchObject({ total: 0, items: [] });
    expect((await search(`q=${encodeURIComponent('"barn" -or ) ( \' ;')}`)).total).toBeGreaterThanOrEqual(0);
    // Stop words only: no full-text lexemes left, names starting with "The" still match by trigram.
    const the = await search("q=the");
    expect(the.items.every((v) => v.name.toLowerCase().includes("the"))).toBe(true);
    expect((await search("q=%20%20")).total).toBe(64); // blank means no query
  });

  it.each([
    ["city=nashville", (v: (typeof demo)[number]) => v.cityId === "nashville"],
    ["guests=200", (v: (typeof demo)[number]) => v.capacitySeated >= 200],
    ["maxPrice=8000", (v: (typeof demo)[number]) => v.priceFrom <= 8000],
    ["style=lakeside", (v: (typeof demo)[number]) => v.styles.includes("lakeside")],
    ["setting=indoor", (v: (typeof demo)[number]) => v.setting === "indoor" || v.setting === "both"],
    ["setting=outdoor", (v: (typeof demo)[number]) => v.setting === "outdoor" || v.setting === "both"],
    [
      "city=cleveland&guests=100&maxPrice=16000&style=lakeside&setting=outdoor",
      (v: (typeof demo)[number]) =>
        v.cityId === "cleveland" &&
        v.capacitySeated >= 100 &&
        v.priceFrom <= 16000 &&
        v.styles.includes("lakeside") &&
        v.setting !== "indoor",
    ],
  ])("filters %s", async (query, keep) => {
    const expected = demo.filter(keep).map((v) => v.slug);
    expect(expected.length).toBeGreaterThan(0);
    const { items, totals } = await all(query);
    expect(items.map((v) => v.slug).sort()).toEqual([...expected].sort());
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  it("keeps a text search inside the filters", async () => {
    const res = await search("q=barn&city=nashville");
    expect(res.total).toBeGreaterThan(0);
    expect(res.items.every((v) => v.cityId === "nashville")).toBe(true);
  });

  it.each([
    ["price-asc", (a: VenueSummary, b: VenueSummary) => a.priceFrom - b.priceFrom],
    ["price-desc", (a: VenueSummary, b: VenueSummary) => b.priceFrom - a.priceFrom],
    ["capacity-desc", (a: VenueSummary, b: VenueSummary) => b.capacitySeated - a.capacitySeated],
    ["name", (a: VenueSummary, b: VenueSummary) => byteOrder(a.name.toLowerCase(), b.name.toLowerCase())],
  ])("sorts by %s (ties by name)", async (sort, compare) => {
    const { items } = await all(`sort=${sort}`);
    expect(items).toHaveLength(64);
    const tieByName = (a: VenueSummary, b: VenueSummary) =>
      compare(a, b) || byteOrder(a.name.toLowerCase(), b.name.toLowerCase());
    expect(items.map((v) => v.slug)).toEqual([...items].sort(tieByName).map((v) => v.slug));
  });

  it("pages through a result without gaps or repeats, and reports the total past the last page", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await search(`city=columbus&sort=price-asc&pageSize=5&page=${page}`);
      expect(res).toMatchObject({ total: 16, page, pageSize: 5 });
      expect(res.items).toHaveLength(page < 4 ? 5 : 1);
      seen.push(...res.items.map((v) => v.slug));
    }
    expect(new Set(seen).size).toBe(16);
    expect(await search("city=columbus&pageSize=5&page=9")).toMatchObject({ total: 16, items: [] });
    expect(await search("q=barn&pageSize=5&page=50")).toMatchObject({
      total: (await search("q=barn")).total,
      items: [],
    });
  });

  it.each([
    ["an unknown city", "city=atlantis", "city"],
    ["an unknown style", "style=castle", "style"],
    ["an unknown setting", "setting=underwater", "setting"],
    ["an unknown sort", "sort=random", "sort"],
    ["a page size over 48", "pageSize=49", "pageSize"],
    ["page 0", "page=0", "page"],
    ["a guest count that is not a number", "guests=lots", "guests"],
    ["a query over 100 characters", `q=${"a".repeat(101)}`, "q"],
  ])("refuses %s with 400 VALIDATION", async (_what, query, field) => {
    const body = await get<{ error: { code: string; message: string } }>(`/api/venues?${query}`, 400);
    expect(body.error.code).toBe("VALIDATION");
    expect(body.error.message.startsWith(`${field}:`)).toBe(true);
  });

  it("is public: answers without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/venues" });
    expect(res.statusCode).toBe(200);
    expect(t.routes.find((r) => r.url === "/api/venues" && r.method === "GET")?.isPublic).toBe(true);
    expect(t.routes.find((r) => r.url === "/api/venues/:slug" && r.method === "GET")?.isPublic).toBe(true);
  });
});

describe("GET /api/venues/:slug", () => {
  it("answers the venue with its details and only the contract's fields", async () => {
    const venue = await get<VenueDetail>("/api/venues/lakeview-glasshouse");
    const seeded = demo.find((v) => v.slug === "lakeview-glasshouse")!;
    expect(venue).toMatchObject({
      slug: "lakeview-glasshouse",
      name: "Lakeview Glasshouse",
      cityId: "cleveland",
      isClaimed: true,
      address: seeded.address,
      description: seeded.description,
      amenities: seeded.amenities,
      photos: seeded.photos,
      contactEmail: "events@lakeview.test",
      contactPhone: "(216) 555-0188",
      priceFrom: seeded.priceFrom,
    });
    expect(venue.photo).toEqual(seeded.photos[0]);
    expect(venue.styles[0]).toBe("lakeside");
    for (const hidden of ["ownerId", "isHidden", "isPublished", "search", "createdAt", "total"])
      expect(venue).not.toHaveProperty(hidden);
  });

  it("lists up to 4 similar venues in the same city that share a style or the price tier, never itself", async () => {
    for (const slug of ["lakeview-glasshouse", ...demo.filter((_, i) => i % 9 === 4).map((v) => v.slug)]) {
      const venue = await get<VenueDetail>(`/api/venues/${slug}`);
      expect(venue.similar.length).toBeGreaterThan(0);
      expect(venue.similar.length).toBeLessThanOrEqual(4);
      for (const other of venue.similar) {
        expect(other.slug).not.toBe(slug);
        expect(other.cityId).toBe(venue.cityId);
        const sharesStyle = other.styles.some((s) => venue.styles.includes(s));
        expect(sharesStyle || other.priceTier === venue.priceTier).toBe(true);
      }
      // Sharing a style first, then the closest in price.
      const order = venue.similar.map((o) => [
        o.styles.some((s) => venue.styles.includes(s)) ? 0 : 1,
        Math.abs(o.priceFrom - venue.priceFrom),
      ]);
      expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    }
  });

  it("answers 404 NOT_FOUND for an unknown slug", async () => {
    const body = await get<{ error: { code: string } }>("/api/venues/no-such-venue", 404);
    expect(body.error.code).toBe("NOT_FOUND");
  });

  it.each([
    ["hidden by an admin", { isHidden: true }],
    ["unpublished by its owner", { isPublished: false }],
  ])("answers 404 for a venue %s, and leaves it out of search", async (_what, change) => {
    const other = demo.find((v) => v.cityId === "cleveland" && v.slug !== "lakeview-glasshouse")!;
    const slug = other.slug;
    expect((await get<VenueDetail>(`/api/venues/${slug}`)).slug).toBe(slug);
    await t.db.update(venues).set(change).where(eq(venues.slug, slug));
    t.listingCache.invalidate(); // a direct database write: the API's writes clear it themselves
    try {
      expect((await get<{ error: { code: string } }>(`/api/venues/${slug}`, 404)).error.code).toBe(
        "NOT_FOUND",
      );
      const found = await search(`q=${encodeURIComponent(other.name)}`);
      expect(found.items.some((v) => v.slug === slug)).toBe(false);
      expect((await search("")).total).toBe(63);
      const similar = await get<VenueDetail>("/api/venues/lakeview-glasshouse");
      expect(similar.similar.some((v) => v.slug === slug)).toBe(false);
    } finally {
      await t.db.update(venues).set({ isHidden: false, isPublished: true }).where(eq(venues.slug, slug));
      t.listingCache.invalidate(); // a direct database write: the API's writes clear it themselves
    }
  });
});

describe("venue and vendor pages (share previews)", () => {
  let spa: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "spa-listing-"));
    writeFileSync(
      path.join(clientDir, "index.html"),
      '<!doctype html><html><head><title>x</title><meta name="description" content="y" /></head><body><div id="root"></div></body></html>',
    );
    spa = await createTestApp({}, { database: t.testDatabase, clientDir });
  });
  afterAll(async () => {
    await spa?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });
  const page = (url: string) => spa.app.inject({ method: "GET", url });

  it("fills a venue page with the venue's name, description and first photo as og:image", async () => {
    const res = await page("/venues/lakeview-glasshouse");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toMatch(
      /<title>Lakeview Glasshouse — wedding venue in [^<]+, Cleveland, OH · June Weddings<\/title>/,
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/venues/lakeside-1.svg" />',
    );
    expect(res.body).toContain(
      '<meta property="og:url" content="http://localhost:3000/venues/lakeview-glasshouse" />',
    );
    // The cover photo (the page's largest paint) is preloaded.
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/media/venues/lakeside-1.svg" fetchpriority="high" />',
    );
    const description = /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1] ?? "";
    expect(description).toContain("Lakeview Glasshouse");
    expect(description.length).toBeLessThanOrEqual(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("answers a venue owner's public page with their name, and an unknown owner with 404", async () => {
    const res = await page("/venue-profile/demo-venue-owner");
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>[^<]+ — wedding venues · June Weddings<\/title>/);
    expect(res.body).toContain("Lakeview Glasshouse");
    for (const unknown of ["/venue-profile/no-such-owner", "/venue-profile/demo-couple"]) {
      const missing = await page(unknown);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain("<title>Page Not Found · June Weddings</title>");
    }
  });

  it("fills a vendor page the same way", async () => {
    const res = await page("/vendor/golden-hour-photography-columbus");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      "<title>Golden Hour Photography — Photographers in Columbus, OH · June Weddings</title>",
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/vendors/photographers-1.svg" />',
    );
  });

  it.each(["/venues/no-such-venue", "/vendor/no-such-vendor", `/venues/${"x".repeat(130)}`])(
    "answers %s with 404 and the Page Not Found document",
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain("<title>Page Not Found · June Weddings</title>");
    },
  );

  /** The API answers embedded in the page, by GET path (`<script id="page-data">`). */
  const pageData = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? "null",
    ) as Record<string, unknown> | null;

  it("embeds a venue page's API answer, exactly as GET /api/venues/:slug gives it", async () => {
    const html = (await page("/venues/lakeview-glasshouse")).body;
    const api = await spa.app.inject({ method: "GET", url: "/api/venues/lakeview-glasshouse" });
    expect(pageData(html)).toEqual({ "/api/venues/lakeview-glasshouse": api.json<unknown>() });
  });

  it("embeds a vendor page's answers: the vendor and the pros who recommend it, as the API gives them", async () => {
    const [vendor] = await t.db.select({ slug: vendors.slug }).from(vendors).limit(1);
    const api = `/api/vendors/${vendor!.slug}`;
    const data = pageData((await page(`/vendor/${vendor!.slug}`)).body);
    expect(data).toEqual({
      [api]: (await spa.app.inject({ method: "GET", url: api })).json<unknown>(),
      [`${api}/recommendations`]: (
        await spa.app.inject({ method: "GET", url: `${api}/recommendations` })
      ).json<unknown>(),
    });
    expect(pageData((await page("/vendor/no-such-vendor")).body)).toBeNull();
  });

  it("embeds the search a venue list page will make first, keyed as the client builds it", async () => {
    // /venues for a visitor whose city is Nashville (cookie mirrored from localStorage), with filters.
    const res = await spa.app.inject({
      method: "GET",
      url: "/venues?style=barn&guests=80&junk=1",
      cookies: { selectedCity: "nashville" },
    });
    const data = pageData(res.body)!;
    const key = "/api/venues?city=nashville&guests=80&page=1&pageSize=12&sort=relevance&style=barn";
    expect(Object.keys(data)).toEqual([key]);
    expect(data[key]).toEqual((await spa.app.inject({ method: "GET", url: key })).json());
    const first = (data[key] as { items: { photo: { src: string } }[] }).items[0]!;
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${first.photo.src}" fetchpriority="high" />`,
    );

    // A city page searches its own city; no cookie means the default city; `city=all` every city.
    expect(Object.keys(pageData((await page("/venues/columbus?q=garden")).body)!)).toEqual([
      "/api/venues?city=columbus&page=1&pageSize=12&q=garden&sort=relevance",
    ]);
    expect(Object.keys(pageData((await page("/venues")).body)!)).toEqual([
      "/api/venues?city=cleveland&page=1&pageSize=12&sort=relevance",
    ]);
    expect(Object.keys(pageData((await page("/venues?city=all")).body)!)).toEqual([
      "/api/venues?page=1&pageSize=12&sort=relevance",
    ]);
    // The landing page is rendered on the server with nothing to embed (issue #21, first load).
    expect(pageData((await page("/")).body)).toEqual({});
    // Other pages and unknown venues embed nothing.
    expect(pageData((await page("/vendors")).body)).toBeNull();
    expect(pageData((await page("/venues/no-such-venue")).body)).toBeNull();
  });

  it("keeps listing text from closing the embedded script", async () => {
    const [venue] = await t.db.select({ slug: venues.slug, name: venues.name }).from(venues).limit(1);
    await t.db
      .update(venues)
      .set({ name: "Evil </script><script>alert(1)</script>" })
      .where(eq(venues.slug, venue!.slug));
    try {
      const html = (await page(`/venues/${venue!.slug}`)).body;
      expect(html).not.toContain("</script><script>alert(1)");
      const detail = pageData(html)![`/api/venues/${venue!.slug}`] as { name: string };
      expect(detail.name).toBe("Evil </script><script>alert(1)</script>");
    } finally {
      await t.db.update(venues).set({ name: venue!.name }).where(eq(venues.slug, venue!.slug));
      t.listingCache.invalidate(); // a direct database write: the API's writes clear it themselves
    }
  });

  it("keeps city pages on the static table", async () => {
    const res = await page("/venues/cleveland");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Wedding venues in Cleveland, OH · June Weddings</title>");
  });

  it("answers a hidden venue's page with 404", async () => {
    await t.db.update(venues).set({ isHidden: true }).where(eq(venues.slug, "lakeview-glasshouse"));
    t.listingCache.invalidate(); // a direct database write: the API's writes clear it themselves
    try {
      expect((await page("/venues/lakeview-glasshouse")).statusCode).toBe(404);
    } finally {
      await t.db.update(venues).set({ isHidden: false }).where(eq(venues.slug, "lakeview-glasshouse"));
      t.listingCache.invalidate(); // a direct database write: the API's writes clear it themselves
    }
  });
});
