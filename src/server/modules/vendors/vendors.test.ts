import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityIds, vendorCategorySlugs } from "@shared/catalog";
import type { Page, VendorDetail, VendorSummary } from "@shared/schemas/marketplace";
import { vendors } from "../../db/schema/marketplace";
import { demoMarketplace } from "../../db/seed/marketplace-seed";
import { createTestApp, uniqueAddress, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const demo = demoMarketplace().vendors;
type Seeded = (typeof demo)[number];

async function get<T>(url: string, status = 200): Promise<T> {
  const res = await t.app.inject({ method: "GET", url, remoteAddress: uniqueAddress() });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}
const search = (query: string) => get<Page<VendorSummary>>(`/api/vendors?${query}`);

async function all(query: string): Promise<{ items: VendorSummary[]; totals: number[] }> {
  const items: VendorSummary[] = [];
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

describe("GET /api/vendors", () => {
  it("lists every published vendor by name, 12 a page, with only the contract's fields", async () => {
    const res = await search("");
    expect(res).toMatchObject({ total: 240, page: 1, pageSize: 12 });
    const names = res.items.map((v) => v.businessName.toLowerCase());
    expect(names).toEqual([...names].sort(byteOrder));
    expect(Object.keys(res.items[0]!).sort()).toEqual(
      [
        "id",
        "slug",
        "businessName",
        "categorySlug",
        "cityId",
        "serviceArea",
        "priceFrom",
        "priceTier",
        "tagline",
        "photo",
        "isClaimed",
        "rating",
      ].sort(),
    );
  });

  it.each(vendorCategorySlugs)("filters the %s category: 5 in each city", async (category) => {
    const res = await all(`category=${category}`);
    expect(res.items).toHaveLength(20);
    expect(res.items.every((v) => v.categorySlug === category)).toBe(true);
    for (const city of cityIds) expect(res.items.filter((v) => v.cityId === city)).toHaveLength(5);
    expect((await search(`category=${category}&city=nashville`)).total).toBe(5);
  });

  it.each([
    ["city=cincinnati", (v: Seeded) => v.cityId === "cincinnati"],
    ["maxPrice=500", (v: Seeded) => v.priceFrom <= 500],
    [
      "city=columbus&category=florists&maxPrice=2000",
      (v: Seeded) => v.cityId === "columbus" && v.categorySlug === "florists" && v.priceFrom <= 2000,
    ],
  ])("filters %s", async (query, keep) => {
    const expected = demo.filter(keep).map((v) => v.slug);
    expect(expected.length).toBeGreaterThan(0);
    const { items, totals } = await all(query);
    expect(items.map((v) => v.slug).sort()).toEqual([...expected].sort());
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  it.each(["golden hour", "goldn hour", "Golden Hour Photography"])(
    "finds Golden Hour Photography first for %j",
    async (q) => {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.items[0]?.businessName).toBe("Golden Hour Photography");
    },
  );

  it('matches category words a couple types ("dj", "florist") through the search document', async () => {
    const dj = await all("q=dj");
    expect(dj.items.length).toBeGreaterThanOrEqual(20);
    expect(dj.items.filter((v) => v.categorySlug === "djband")).toHaveLength(20);
    const florist = await all("q=florist&city=cleveland");
    expect(florist.items.filter((v) => v.categorySlug === "florists")).toHaveLength(5);
    expect(florist.items.every((v) => v.cityId === "cleveland")).toBe(true);
  });

  it.each([
    ["price-asc", (a: VendorSummary, b: VendorSummary) => a.priceFrom - b.priceFrom],
    ["price-desc", (a: VendorSummary, b: VendorSummary) => b.priceFrom - a.priceFrom],
    ["name", () => 0],
  ])("sorts by %s (ties by name)", async (sort, compare) => {
    const { items } = await all(`sort=${sort}&category=caterers`);
    expect(items).toHaveLength(20);
    const order = (a: VendorSummary, b: VendorSummary) =>
      compare(a, b) || byteOrder(a.businessName.toLowerCase(), b.businessName.toLowerCase());
    expect(items.map((v) => v.slug)).toEqual([...items].sort(order).map((v) => v.slug));
  });

  it("pages with a stable total", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => search(`city=nashville&pageSize=25&page=${page}`)),
    );
    expect(pages.map((p) => p.total)).toEqual([60, 60, 60]);
    expect(pages.map((p) => p.items.length)).toEqual([25, 25, 10]);
    expect(new Set(pages.flatMap((p) => p.items.map((v) => v.slug))).size).toBe(60);
  });

  it.each([
    ["an unknown category", "category=jugglers", "category"],
    ["an unknown city", "city=atlantis", "city"],
    ["a capacity sort (venues only)", "sort=capacity-desc", "sort"],
    ["a negative budget", "maxPrice=-1", "maxPrice"],
  ])("refuses %s with 400 VALIDATION", async (_what, query, field) => {
    const body = await get<{ error: { code: string; message: string } }>(`/api/vendors?${query}`, 400);
    expect(body.error.code).toBe("VALIDATION");
    expect(body.error.message.startsWith(`${field}:`)).toBe(true);
  });
});

describe("GET /api/vendors/:slug", () => {
  it("answers the vendor with packages, photos and contact, and only the contract's fields", async () => {
    const vendor = await get<VendorDetail>("/api/vendors/golden-hour-photography-columbus");
    const seeded = demo.find((v) => v.slug === "golden-hour-photography-columbus")!;
    expect(vendor).toMatchObject({
      businessName: "Golden Hour Photography",
      categorySlug: "photographers",
      cityId: "columbus",
      isClaimed: true,
      contactEmail: "hello@goldenhour.test",
      contactPhone: "(614) 555-0123",
      packages: seeded.packages,
      photos: seeded.photos,
      priceFrom: Math.min(...seeded.packages.map((p) => p.price)),
    });
    expect(vendor.photos).toHaveLength(2);
    for (const hidden of ["ownerId", "isHidden", "isFeatured", "search"])
      expect(vendor).not.toHaveProperty(hidden);
  });

  it("lists up to 4 similar vendors of the same category and city, never itself", async () => {
    for (const seeded of demo.filter((_, i) => i % 17 === 3)) {
      const vendor = await get<VendorDetail>(`/api/vendors/${seeded.slug}`);
      expect(vendor.similar).toHaveLength(4); // 5 per category per city
      for (const other of vendor.similar) {
        expect(other.slug).not.toBe(seeded.slug);
        expect(other.cityId).toBe(seeded.cityId);
        expect(other.categorySlug).toBe(seeded.categorySlug);
      }
      // Closest in starting price first.
      const distances = vendor.similar.map((o) => Math.abs(o.priceFrom - vendor.priceFrom));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it("answers 404 for an unknown or hidden vendor", async () => {
    expect((await get<{ error: { code: string } }>("/api/vendors/nobody", 404)).error.code).toBe("NOT_FOUND");
    const slug = demo[7]!.slug;
    await t.db.update(vendors).set({ isHidden: true }).where(eq(vendors.slug, slug));
    t.listingCache.invalidate(); // a direct database write: the API's writes clear it themselves
    try {
      await get(`/api/vendors/${slug}`, 404);
      expect((await search("")).total).toBe(239);
    } finally {
      await t.db.update(vendors).set({ isHidden: false }).where(eq(vendors.slug, slug));
      t.listingCache.invalidate(); // a direct database write: the API's writes clear it themselves
    }
  });
});
