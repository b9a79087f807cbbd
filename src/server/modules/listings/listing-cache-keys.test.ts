import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, VenueSummary } from "@shared/schemas/marketplace";
import { venues } from "../../db/schema/marketplace";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { createTestApp, uniqueAddress, type TestApp } from "../../testing/test-app";

/** The public listing cache keys on the parsed, known parameters, not the raw URL (issue #19). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  const res = await t.app.inject({ method: "GET", url, remoteAddress: uniqueAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe("the listing cache through the API", () => {
  it("answers URLs that differ only in junk parameters, their order or spelt-out defaults from one entry", async () => {
    t.listingCache.invalidate();
    const before = t.listingCache.stats();
    const first = await get("/api/venues?city=cleveland&junk=1");
    for (const url of [
      "/api/venues?junk=2&city=cleveland",
      "/api/venues?city=cleveland&page=1&pageSize=12&sort=relevance",
      "/api/venues?utm_source=x&city=cleveland&fbclid=abc&q=",
    ])
      expect((await get(url)).body, url).toBe(first.body);
    const after = t.listingCache.stats();
    expect(after.entries).toBe(1);
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(3);

    await get("/api/venues/lakeview-glasshouse?junk=1");
    await get("/api/venues/lakeview-glasshouse?other=2");
    expect(t.listingCache.stats().entries).toBe(2);
  });

  it("keeps one entry for 10,000 distinct junk URLs", async () => {
    t.listingCache.invalidate();
    for (let i = 0; i < 10_000; i++) await get(`/api/vendors?category=florists&junk${i}=${i}`);
    expect(t.listingCache.stats()).toMatchObject({ entries: 1 });
  });

  it("is still cleared by a write to a listing", async () => {
    const admin = (await t.signIn("demo@admin.test", DEMO_PASSWORD)).client;
    const [venue] = await t.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.slug, "lakeview-glasshouse"));
    const listed = async (url: string) =>
      (await get(url)).json<Page<VenueSummary>>().items.some((v) => v.slug === "lakeview-glasshouse");
    expect(await listed("/api/venues?q=lakeview&junk=1")).toBe(true);
    const hide = await admin.post(`/api/admin/listings/venue/${venue!.id}/hide`);
    expect(hide.statusCode, hide.body).toBe(200);
    try {
      expect(await listed("/api/venues?junk=2&q=lakeview")).toBe(false);
    } finally {
      const unhide = await admin.post(`/api/admin/listings/venue/${venue!.id}/unhide`);
      expect(unhide.statusCode, unhide.body).toBe(200);
    }
    expect(await listed("/api/venues?q=lakeview")).toBe(true);
  });
});
