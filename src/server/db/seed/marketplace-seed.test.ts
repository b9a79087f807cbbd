import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityIds, vendorCategorySlugs } from "@shared/catalog";
import { listingImagePaths, venueStyles } from "@shared/marketplace-catalog";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { vendors, venues } from "../schema/marketplace";
import { demoMarketplace, seedMarketplace } from "./marketplace-seed";
import { vendorCopy } from "./marketplace-vendor-copy";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // SEED_DEMO=true: buildApp has seeded once
});
afterAll(async () => {
  await t?.close();
});

const snapshot = async () => ({
  venues: await t.db
    .select({ slug: venues.slug, price: venues.priceFrom, ownerId: venues.ownerId })
    .from(venues)
    .orderBy(asc(venues.slug)),
  vendors: await t.db
    .select({ slug: vendors.slug, price: vendors.priceFrom, ownerId: vendors.ownerId })
    .from(vendors)
    .orderBy(asc(vendors.slug)),
});

describe("demo marketplace data", () => {
  const data = demoMarketplace();

  it("has 16 venues in each city and 5 vendors per category per city", async () => {
    for (const city of cityIds) expect(data.venues.filter((v) => v.cityId === city)).toHaveLength(16);
    for (const city of cityIds)
      for (const category of vendorCategorySlugs)
        expect(data.vendors.filter((v) => v.cityId === city && v.categorySlug === category)).toHaveLength(5);
    const [venueCount] = await t.db.select({ n: count() }).from(venues);
    const [vendorCount] = await t.db.select({ n: count() }).from(vendors);
    expect([venueCount?.n, vendorCount?.n]).toEqual([64, 240]);
    expect(new Set(data.venues.map((v) => v.name)).size).toBe(64);
    expect(new Set(data.vendors.map((v) => v.businessName)).size).toBe(240);
  });

  it("is the same on every run (a seeded PRNG, no clock)", () => {
    expect(demoMarketplace()).toEqual(data);
  });

  it("gives venues realistic, varied facts", () => {
    for (const v of data.venues) {
      expect(v.styles.length).toBeGreaterThanOrEqual(1);
      expect(v.styles.length).toBeLessThanOrEqual(3);
      expect(new Set(v.styles).size).toBe(v.styles.length);
      expect(v.capacitySeated).toBeGreaterThanOrEqual(40);
      expect(v.capacitySeated).toBeLessThanOrEqual(400);
      expect(v.capacityStanding).toBeGreaterThan(v.capacitySeated);
      expect(v.priceFrom).toBeGreaterThanOrEqual(2500);
      expect(v.priceFrom).toBeLessThanOrEqual(28_000);
      const paragraphs = v.description.split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      expect(v.description).toContain(v.name);
      expect(v.photos).toHaveLength(3);
      expect(new Set(v.photos.map((p) => p.src)).size).toBe(3);
      expect(v.photos[0]?.src).toMatch(new RegExp(`^/media/venues/${v.styles[0]}-[123]\\.svg$`));
      expect(v.amenities.length).toBeGreaterThanOrEqual(3);
      expect(v.contactEmail).toMatch(/@[a-z0-9]+\.test$/);
      expect(v.contactPhone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
    }
    for (const style of venueStyles) expect(data.venues.some((v) => v.styles[0] === style)).toBe(true);
    expect(new Set(data.venues.map((v) => v.description)).size).toBe(64);
  });

  it("keeps price tiers consistent with prices inside each city", () => {
    for (const city of cityIds) {
      const inCity = data.venues.filter((v) => v.cityId === city).sort((a, b) => a.priceFrom - b.priceFrom);
      for (let i = 1; i < inCity.length; i++)
        expect(inCity[i]!.priceTier).toBeGreaterThanOrEqual(inCity[i - 1]!.priceTier);
    }
  });

  it("puts lakeside venues mostly in Cleveland and vineyards mostly around Cincinnati and Columbus", () => {
    const lakeside = data.venues.filter((v) => v.styles.includes("lakeside"));
    expect(lakeside.filter((v) => v.cityId === "cleveland").length).toBeGreaterThan(lakeside.length / 2);
    const vineyards = data.venues.filter((v) => v.styles.includes("vineyard"));
    const ohioSouth = vineyards.filter((v) => v.cityId === "cincinnati" || v.cityId === "columbus");
    expect(ohioSouth.length).toBeGreaterThan(vineyards.length / 2);
  });

  it("claims a third of the listings and features exactly 6 venues", () => {
    for (const city of cityIds)
      expect(data.venues.filter((v) => v.cityId === city && v.isClaimed)).toHaveLength(5);
    expect(data.vendors.filter((v) => v.isClaimed)).toHaveLength(80);
    expect(data.venues.filter((v) => v.isFeatured)).toHaveLength(6);
  });

  it("prices vendor packages for their category, 2–3 each, from the cheapest", () => {
    for (const v of data.vendors) {
      expect(v.packages.length).toBeGreaterThanOrEqual(2);
      expect(v.packages.length).toBeLessThanOrEqual(3);
      expect(v.priceFrom).toBe(Math.min(...v.packages.map((p) => p.price)));
      const ranges = vendorCopy[v.categorySlug as keyof typeof vendorCopy].packages.map((p) => p.range);
      const lowest = ranges[0]![0] * 0.9;
      const highest = ranges[2]![1] * 1.15;
      for (const p of v.packages) {
        expect(p.price).toBeGreaterThanOrEqual(lowest);
        expect(p.price).toBeLessThanOrEqual(highest);
      }
      expect(v.photos.map((p) => p.src)).toEqual([
        listingImagePaths.vendor(v.categorySlug as "photographers", 1),
        listingImagePaths.vendor(v.categorySlug as "photographers", 2),
      ]);
      expect(v.tagline.length).toBeGreaterThan(10);
      expect(v.serviceArea.length).toBeGreaterThan(10);
    }
  });

  it("gives the demo venue owner and the demo vendor their own claimed listing", async () => {
    const [venue] = await t.db.select().from(venues).where(eq(venues.ownerId, "demo-venue-owner"));
    expect(venue).toMatchObject({ name: "Lakeview Glasshouse", cityId: "cleveland", isClaimed: true });
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.ownerId, "demo-vendor"));
    expect(vendor).toMatchObject({
      businessName: "Golden Hour Photography",
      cityId: "columbus",
      categorySlug: "photographers",
      isClaimed: true,
    });
    const owned = await t.db
      .select({ n: count() })
      .from(venues)
      .where(sql`${venues.ownerId} is not null`);
    expect(owned[0]?.n).toBe(1);
  });

  it("stores a weighted search document for every listing", async () => {
    const [row] = await t.db
      .select({ doc: sql<string>`${venues.search}::text` })
      .from(venues)
      .where(eq(venues.slug, "lakeview-glasshouse"));
    expect(row?.doc).toContain("'lakeview':1A");
    expect(row?.doc).toContain("'glasshous':2A");
    expect(row?.doc).toMatch(/'lakesid':\d+B/);
    const [vendor] = await t.db
      .select({ doc: sql<string>`${vendors.search}::text` })
      .from(vendors)
      .where(eq(vendors.slug, "golden-hour-photography-columbus"));
    expect(vendor?.doc).toMatch(/'photograph':\d+(,\d+)*B/);
  });
});

describe("seeding the marketplace", () => {
  it("does nothing when venues exist", async () => {
    const before = await snapshot();
    expect(await seedMarketplace(t.db)).toEqual({ seeded: false });
    expect(await snapshot()).toEqual(before);
  });

  it("loads identical slugs, prices and owners again into an emptied database", async () => {
    const before = await snapshot();
    expect(before.venues).toHaveLength(64);
    await t.db.delete(venues);
    await t.db.delete(vendors);
    expect(await seedMarketplace(t.db)).toEqual({ seeded: true });
    expect(await snapshot()).toEqual(before);
  });

  it("completes a partial load without doubling it", async () => {
    const before = await snapshot();
    await t.db.delete(venues);
    const firstVendors = before.vendors.slice(0, 100).map((v) => v.slug);
    await t.db.delete(vendors).where(sql`${vendors.slug} not in ${firstVendors}`);
    expect(await seedMarketplace(t.db)).toEqual({ seeded: true });
    expect(await snapshot()).toEqual(before);
  });
});
