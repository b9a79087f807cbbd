import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyFriendors, VendorRecommendations } from "@shared/schemas/friendors";
import { vendorRecommendations } from "../../db/schema/friendors";
import { vendors } from "../../db/schema/marketplace";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Seeded = { id: string; slug: string; businessName: string };
let slugCounter = 0;

/** A vendor account owning a listing written straight to the table (the listing API has its own tests). */
async function vendorWithListing(opts: { published?: boolean; city?: string } = {}) {
  const user = await t.quickUser({ kind: "vendor" });
  slugCounter += 1;
  const [listing] = await t.db
    .insert(vendors)
    .values({
      slug: `friendor-test-${slugCounter}-${user.id.slice(0, 8)}`,
      businessName: `Friendor Test ${slugCounter}`,
      categorySlug: "caterers",
      cityId: opts.city ?? "cleveland",
      serviceArea: "Northeast Ohio",
      description: "A test listing.",
      priceFrom: 1000,
      priceTier: 2,
      ownerId: user.id,
      isClaimed: true,
      isPublished: opts.published ?? true,
    })
    .returning({ id: vendors.id, slug: vendors.slug, businessName: vendors.businessName });
  return { ...user, listing: listing as Seeded };
}

/** A published seeded vendor nobody here owns. */
async function seededVendor(offset = 0): Promise<Seeded> {
  const [row] = await t.db
    .select({ id: vendors.id, slug: vendors.slug, businessName: vendors.businessName })
    .from(vendors)
    .where(
      and(eq(vendors.cityId, "cincinnati"), eq(vendors.categorySlug, "florists"), ne(vendors.isHidden, true)),
    )
    .orderBy(vendors.slug)
    .offset(offset)
    .limit(1);
  return row!;
}

describe("recommending a vendor", () => {
  it("recommends (201), updates the note on a repeat (200), lists both directions, and withdraws", async () => {
    const a = await vendorWithListing();
    const b = await vendorWithListing();
    const first = await a.client.post("/api/friendors", {
      vendorSlug: b.listing.slug,
      note: "  Calm under pressure.  ",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      vendor: { slug: b.listing.slug, businessName: b.listing.businessName, categorySlug: "caterers" },
      note: "Calm under pressure.",
      isVisible: true,
    });
    const again = await a.client.post("/api/friendors", {
      vendorSlug: b.listing.slug,
      note: "Calm and kind.",
    });
    expect(again.statusCode).toBe(200);

    const mine = (await a.client.get("/api/friendors")).json<MyFriendors>();
    expect(mine.listing.slug).toBe(a.listing.slug);
    expect(mine.recommending).toHaveLength(1);
    expect(mine.recommending[0]).toMatchObject({ vendor: { slug: b.listing.slug }, note: "Calm and kind." });
    expect(mine.recommendedBy).toEqual([]);

    const theirs = (await b.client.get("/api/friendors")).json<MyFriendors>();
    expect(theirs.recommendedBy).toHaveLength(1);
    expect(theirs.recommendedBy[0]).toMatchObject({
      vendor: { slug: a.listing.slug },
      note: "Calm and kind.",
    });

    const del = await a.client.request("DELETE", `/api/friendors/${b.listing.slug}`);
    expect(del.statusCode).toBe(200);
    expect((await a.client.get("/api/friendors")).json<MyFriendors>().recommending).toEqual([]);
    // Withdrawing twice: nothing to withdraw.
    expect((await a.client.request("DELETE", `/api/friendors/${b.listing.slug}`)).statusCode).toBe(404);
  });

  it("refuses to recommend yourself (400)", async () => {
    const a = await vendorWithListing();
    const res = await a.client.post("/api/friendors", { vendorSlug: a.listing.slug, note: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });

  it("answers 404 for unknown, unpublished and hidden vendors", async () => {
    const a = await vendorWithListing();
    const unpublished = await vendorWithListing({ published: false });
    const hidden = await seededVendor(1);
    await t.db.update(vendors).set({ isHidden: true }).where(eq(vendors.id, hidden.id));
    for (const slug of ["no-such-vendor", unpublished.listing.slug, hidden.slug]) {
      const res = await a.client.post("/api/friendors", { vendorSlug: slug, note: "" });
      expect(res.statusCode).toBe(404);
    }
    await t.db.update(vendors).set({ isHidden: false }).where(eq(vendors.id, hidden.id));
  });

  it("refuses a note over 280 characters", async () => {
    const a = await vendorWithListing();
    const b = await seededVendor();
    const res = await a.client.post("/api/friendors", { vendorSlug: b.slug, note: "x".repeat(281) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "VALIDATION" } });
  });

  it("withdrawing only touches your own recommendations", async () => {
    const a = await vendorWithListing();
    const c = await vendorWithListing();
    const target = await seededVendor(2);
    await a.client.post("/api/friendors", { vendorSlug: target.slug, note: "Yes" });
    // c never recommended the target: 404, and a's recommendation stays.
    expect((await c.client.request("DELETE", `/api/friendors/${target.slug}`)).statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(vendorRecommendations)
      .where(eq(vendorRecommendations.recommendedId, target.id));
    expect(rows.some((r) => r.recommenderId === a.listing.id)).toBe(true);
  });

  it("is for vendors with a listing: 403 to other kinds and to vendors without one, 401 signed out", async () => {
    const target = await seededVendor();
    const noListing = await t.quickUser({ kind: "vendor" });
    const couple = await t.quickUser({ kind: "couple" });
    const owner = await t.quickUser({ kind: "venue_owner" });
    for (const u of [noListing, couple, owner]) {
      expect((await u.client.get("/api/friendors")).statusCode).toBe(403);
      expect((await u.client.post("/api/friendors", { vendorSlug: target.slug, note: "" })).statusCode).toBe(
        403,
      );
      expect((await u.client.request("DELETE", `/api/friendors/${target.slug}`)).statusCode).toBe(403);
    }
    const anon = t.client();
    expect((await anon.get("/api/friendors")).statusCode).toBe(401);
    expect((await anon.post("/api/friendors", { vendorSlug: target.slug, note: "" })).statusCode).toBe(401);
    expect((await anon.request("DELETE", `/api/friendors/${target.slug}`)).statusCode).toBe(401);
  });
});

describe("GET /api/vendors/:slug/recommendations (public)", () => {
  it("lists published recommenders with their notes, newest first; hides unpublished ones", async () => {
    const target = await vendorWithListing();
    const a = await vendorWithListing({ city: "columbus" });
    const b = await vendorWithListing();
    const quiet = await vendorWithListing();
    await a.client.post("/api/friendors", { vendorSlug: target.listing.slug, note: "First" });
    await b.client.post("/api/friendors", { vendorSlug: target.listing.slug, note: "Second" });
    await quiet.client.post("/api/friendors", { vendorSlug: target.listing.slug, note: "Not shown" });
    await t.db.update(vendors).set({ isPublished: false }).where(eq(vendors.id, quiet.listing.id));

    const res = await t.client().get(`/api/vendors/${target.listing.slug}/recommendations`);
    expect(res.statusCode).toBe(200);
    const body = res.json<VendorRecommendations>();
    expect(body.items.map((i) => i.note)).toEqual(["Second", "First"]);
    expect(body.items[1]).toMatchObject({
      slug: a.listing.slug,
      businessName: a.listing.businessName,
      categorySlug: "caterers",
      cityId: "columbus",
      photo: { src: "/media/vendors/caterers-1.svg" },
    });

    // The quiet vendor sees its recommendation is not visible.
    const quietView = (await quiet.client.get("/api/friendors")).json<MyFriendors>();
    expect(quietView.recommending[0]?.isVisible).toBe(false);
  });

  it("answers an empty list for a vendor nobody recommends, 404 for an unknown or hidden one", async () => {
    const lonely = await vendorWithListing();
    expect((await t.client().get(`/api/vendors/${lonely.listing.slug}/recommendations`)).json()).toEqual({
      items: [],
    });
    expect((await t.client().get("/api/vendors/no-such-vendor/recommendations")).statusCode).toBe(404);
    await t.db.update(vendors).set({ isHidden: true }).where(eq(vendors.id, lonely.listing.id));
    expect((await t.client().get(`/api/vendors/${lonely.listing.slug}/recommendations`)).statusCode).toBe(
      404,
    );
  });

  it("shows the seeded demo recommendations on the demo vendor's profile", async () => {
    const [demo] = await t.db
      .select({ slug: vendors.slug })
      .from(vendors)
      .where(eq(vendors.ownerId, "demo-vendor"));
    const body = (
      await t.client().get(`/api/vendors/${demo!.slug}/recommendations`)
    ).json<VendorRecommendations>();
    expect(body.items.length).toBeGreaterThanOrEqual(3);
    expect(body.items.every((i) => i.cityId === "columbus" && i.note.length > 0)).toBe(true);
  });
});
