import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimableListing, MyClaim } from "@shared/schemas/claims";
import { listingClaims } from "../../db/schema/claims";
import { vendors, venues } from "../../db/schema/marketplace";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PROOF = "I run the business: our website's admin email is on the same domain as my address.";

/** A published, unclaimed listing no other test in this file has used. */
const used = new Set<string>();
async function unclaimed(kind: "venue" | "vendor") {
  const rows =
    kind === "venue"
      ? await t.db
          .select({ id: venues.id, slug: venues.slug, name: venues.name })
          .from(venues)
          .where(sql`not ${venues.isClaimed} and ${venues.isPublished} and not ${venues.isHidden}`)
          .orderBy(venues.slug)
      : await t.db
          .select({ id: vendors.id, slug: vendors.slug, name: vendors.businessName })
          .from(vendors)
          .where(sql`not ${vendors.isClaimed} and ${vendors.isPublished} and not ${vendors.isHidden}`)
          .orderBy(vendors.slug);
  const row = rows.find((r) => !used.has(r.slug));
  if (!row) throw new Error("no unclaimed listing left");
  used.add(row.slug);
  return row;
}

const claimBody = (listingKind: "venue" | "vendor", slug: string) => ({
  listingKind,
  slug,
  role: "Owner",
  phone: "(216) 555-0101",
  proof: PROOF,
});

describe("POST /api/claims", () => {
  it("files a venue claim for a venue owner, mails the operator and a receipt, and changes nothing yet", async () => {
    const owner = await t.quickUser({ kind: "venue_owner", name: "Maya Chen" });
    const venue = await unclaimed("venue");
    const res = await owner.client.post("/api/claims", claimBody("venue", venue.slug));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<MyClaim>()).toMatchObject({
      listingKind: "venue",
      listingSlug: venue.slug,
      listingName: venue.name,
      role: "Owner",
      status: "pending",
      reviewNote: "",
      reviewedAt: null,
    });

    const operator = await t.latestMail(t.config.OPERATOR_EMAIL, {
      subject: `New listing claim: ${venue.name}`,
    });
    expect(operator.text).toContain("Maya Chen");
    expect(operator.text).toContain(PROOF);
    expect(operator.text).toContain(`${t.config.publicUrl}/admin/claims`);
    const receipt = await t.latestMail(owner.email, { subject: `We received your claim for ${venue.name}` });
    expect(receipt.text).toContain("2 business days");

    // Before approval the listing is untouched.
    const [row] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(row).toMatchObject({ ownerId: null, isClaimed: false });

    const mine = await owner.client.get("/api/claims");
    expect(mine.statusCode).toBe(200);
    expect(mine.json<MyClaim[]>().map((c) => c.listingSlug)).toEqual([venue.slug]);
  });

  it("files a vendor claim for a vendor account", async () => {
    const vendor = await t.quickUser({ kind: "vendor" });
    const listing = await unclaimed("vendor");
    const res = await vendor.client.post("/api/claims", claimBody("vendor", listing.slug));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<MyClaim>()).toMatchObject({ listingKind: "vendor", listingName: listing.name });
  });

  it("refuses the wrong kind of account with 403 naming the account type needed", async () => {
    const venue = await unclaimed("venue");
    const vendorListing = await unclaimed("vendor");
    const couple = await t.quickUser({ kind: "couple" });
    const vendor = await t.quickUser({ kind: "vendor" });
    const owner = await t.quickUser({ kind: "venue_owner" });
    for (const [client, body, words] of [
      [couple.client, claimBody("venue", venue.slug), "venue owner account"],
      [vendor.client, claimBody("venue", venue.slug), "venue owner account"],
      [couple.client, claimBody("vendor", vendorListing.slug), "vendor account"],
      [owner.client, claimBody("vendor", vendorListing.slug), "vendor account"],
    ] as const) {
      const res = await client.post("/api/claims", body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
      expect(res.json<{ error: { message: string } }>().error.message).toContain(words);
    }
    expect(await t.db.select().from(listingClaims).where(eq(listingClaims.listingId, venue.id))).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    const res = await t.client().post("/api/claims", claimBody("venue", "anything"));
    expect(res.statusCode).toBe(401);
    expect((await t.client().get("/api/claims")).statusCode).toBe(401);
  });

  it("answers 404 for an unknown or hidden listing", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    const missing = await owner.client.post("/api/claims", claimBody("venue", "no-such-venue"));
    expect(missing.statusCode).toBe(404);
    const venue = await unclaimed("venue");
    await t.db.update(venues).set({ isHidden: true }).where(eq(venues.id, venue.id));
    try {
      const hidden = await owner.client.post("/api/claims", claimBody("venue", venue.slug));
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    } finally {
      await t.db.update(venues).set({ isHidden: false }).where(eq(venues.id, venue.id));
    }
  });

  it("answers 409 for a listing that is already claimed", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    const [claimed] = await t.db
      .select({ slug: venues.slug })
      .from(venues)
      .where(and(eq(venues.isClaimed, true), eq(venues.isHidden, false)))
      .limit(1);
    const res = await owner.client.post("/api/claims", claimBody("venue", claimed!.slug));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: "CONFLICT",
        message: "This listing has already been claimed. If you think that's a mistake, contact us.",
        reason: "already_claimed",
      },
    });
  });

  it("answers 409 for the same claimant's second pending claim, but lets another business claim too", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    const rival = await t.quickUser({ kind: "venue_owner" });
    const venue = await unclaimed("venue");
    expect((await owner.client.post("/api/claims", claimBody("venue", venue.slug))).statusCode).toBe(201);
    const again = await owner.client.post("/api/claims", claimBody("venue", venue.slug));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toContain("already have a claim");
    expect((await rival.client.post("/api/claims", claimBody("venue", venue.slug))).statusCode).toBe(201);
  });

  it("validates role, phone and proof with field messages", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    const venue = await unclaimed("venue");
    for (const [field, value, words] of [
      ["role", "O", "role: Tell us your role"],
      ["role", "x".repeat(61), "role: Use at most 60"],
      ["phone", "12", "phone: Enter a phone number"],
      ["phone", "call me maybe", "phone:"],
      ["proof", "too short", "proof: Tell us a little more"],
      ["proof", "x".repeat(2001), "proof: Use at most 2,000"],
    ] as const) {
      const res = await owner.client.post("/api/claims", {
        ...claimBody("venue", venue.slug),
        [field]: value,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
        code: "VALIDATION",
        message: expect.stringContaining(words) as string,
      });
    }
    const badKind = await owner.client.post("/api/claims", {
      ...claimBody("venue", venue.slug),
      listingKind: "hall",
    });
    expect(badKind.statusCode).toBe(400);
  });

  it("lists only the signed-in claimant's own claims", async () => {
    const a = await t.quickUser({ kind: "vendor" });
    const b = await t.quickUser({ kind: "vendor" });
    const listing = await unclaimed("vendor");
    expect((await a.client.post("/api/claims", claimBody("vendor", listing.slug))).statusCode).toBe(201);
    expect((await b.client.get("/api/claims")).json()).toEqual([]);
    expect((await a.client.get("/api/claims")).json<MyClaim[]>()).toHaveLength(1);
  });
});

describe("GET /api/claims/listings", () => {
  it("finds unclaimed published listings by name without a session, typos included", async () => {
    const venue = await unclaimed("venue");
    const res = await t.client().get(`/api/claims/listings?kind=venue&q=${encodeURIComponent(venue.name)}`);
    expect(res.statusCode).toBe(200);
    const items = res.json<ClaimableListing[]>();
    expect(items[0]).toMatchObject({ kind: "venue", slug: venue.slug, name: venue.name, isClaimed: false });
    expect(items.length).toBeLessThanOrEqual(8);

    const typo = venue.name.slice(0, -1);
    const fuzzy = (
      await t.client().get(`/api/claims/listings?kind=venue&q=${encodeURIComponent(typo)}`)
    ).json<ClaimableListing[]>();
    expect(fuzzy.some((l) => l.slug === venue.slug)).toBe(true);
  });

  it("leaves claimed and hidden listings out", async () => {
    const all = (await t.client().get("/api/claims/listings?kind=vendor")).json<ClaimableListing[]>();
    expect(all.length).toBe(8);
    expect(all.every((l) => !l.isClaimed)).toBe(true);
    const [claimed] = await t.db
      .select({ name: vendors.businessName })
      .from(vendors)
      .where(eq(vendors.isClaimed, true))
      .limit(1);
    const found = (
      await t.client().get(`/api/claims/listings?kind=vendor&q=${encodeURIComponent(claimed!.name)}`)
    ).json<ClaimableListing[]>();
    expect(found.some((l) => l.name === claimed!.name)).toBe(false);
  });

  it("answers one listing by slug with whether it is claimed, and 404 for unknown", async () => {
    const venue = await unclaimed("venue");
    const one = await t.client().get(`/api/claims/listings/venue/${venue.slug}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ slug: venue.slug, isClaimed: false });
    expect((await t.client().get("/api/claims/listings/venue/nope-nope")).statusCode).toBe(404);
    expect((await t.client().get("/api/claims/listings/hall/x")).statusCode).toBe(400);
  });
});
