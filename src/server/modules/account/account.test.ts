import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessProfile, CoupleProfile } from "@shared/schemas/account";
import { vendors, venues } from "../../db/schema/marketplace";
import { businessProfiles, coupleProfiles } from "../../db/schema/profiles";
import { createTestApp, type Client, type SignedInUser, type TestApp } from "../../testing/test-app";

let t: TestApp;
// One user per role, reused across tests (each test first saves what it relies on).
let coupleUser: SignedInUser;
let venueOwner: SignedInUser;
let vendor: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  coupleUser = await t.createUser({ kind: "couple" }); // the full sign-up path once
  venueOwner = await t.quickUser({ kind: "venue_owner" });
  vendor = await t.quickUser({ kind: "vendor" });
});
afterAll(async () => {
  await t?.close();
});

const couple: CoupleProfile = {
  partner1Name: "Ava",
  partner2Name: "Noah",
  weddingDate: "2027-09-18",
  guestCount: 120,
  cityId: "columbus",
};

const business: BusinessProfile = {
  businessName: "Golden Hour Photography",
  contactName: "Sam",
  contactEmail: "sam@goldenhour.test",
  contactPhone: "(614) 555-0123",
  cityId: "nashville",
  categorySlug: "photographers",
};

type Me = {
  user: { id: string; email: string; kind: string; isAdmin: boolean };
  couple: CoupleProfile | null;
  business: BusinessProfile | null;
};
const me = async (c: Client) => {
  const res = await c.get("/api/me");
  expect(res.statusCode).toBe(200);
  return res.json<Me>();
};

describe("couple profile", () => {
  it("starts empty, saves a valid profile and returns it from /api/me", async () => {
    const { client, email } = coupleUser;
    const before = await me(client);
    expect(before).toMatchObject({
      user: { email, kind: "couple", isAdmin: false },
      couple: null,
      business: null,
    });

    const res = await client.put("/api/me/couple-profile", { ...couple, partner1Name: "  Ava  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(couple);
    expect((await me(client)).couple).toEqual(couple);

    const [row] = await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, before.user.id));
    expect(row).toMatchObject(couple);
  });

  it("updates the profile on a second save, and accepts nulls", async () => {
    const { client } = coupleUser;
    expect((await client.put("/api/me/couple-profile", couple)).statusCode).toBe(200);
    const next = { ...couple, partner2Name: "", weddingDate: null, guestCount: null, cityId: null };
    expect((await client.put("/api/me/couple-profile", next)).statusCode).toBe(200);
    expect((await me(client)).couple).toEqual(next);
  });

  it.each([
    ["a negative guest count", { guestCount: -1 }, "guestCount"],
    ["a fractional guest count", { guestCount: 2.5 }, "guestCount"],
    ["a wedding date that is not a date", { weddingDate: "not-a-date" }, "weddingDate"],
    ["an unknown city", { cityId: "atlantis" }, "cityId"],
    ["an empty first partner name", { partner1Name: "   " }, "partner1Name"],
  ])("refuses %s with 400 VALIDATION and keeps the saved profile", async (_what, change, field) => {
    const { client } = coupleUser;
    expect((await client.put("/api/me/couple-profile", couple)).statusCode).toBe(200);
    const res = await client.put("/api/me/couple-profile", { ...couple, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe("VALIDATION");
    expect(body.error.message.startsWith(`${field}:`)).toBe(true);
    expect((await me(client)).couple).toEqual(couple);
  });

  it.each(["venue_owner", "vendor"] as const)("refuses a %s with 403", async (kind) => {
    const { client } = kind === "vendor" ? vendor : venueOwner;
    const res = await client.put("/api/me/couple-profile", couple);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: "FORBIDDEN",
        message: "Only couple accounts have a wedding profile.",
        reason: "account_kind",
      },
    });
    expect((await me(client)).couple).toBeNull();
  });
});

describe("business profile", () => {
  it("saves a vendor's profile with its category", async () => {
    const { client } = vendor;
    const res = await client.put("/api/me/business-profile", business);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(business);
    expect(await me(client)).toMatchObject({ user: { kind: "vendor" }, couple: null, business });
  });

  it("refuses a vendor's profile without a category", async () => {
    const { client } = vendor;
    expect((await client.put("/api/me/business-profile", business)).statusCode).toBe(200);
    const res = await client.put("/api/me/business-profile", {
      ...business,
      businessName: "Changed",
      categorySlug: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: "VALIDATION", message: "categorySlug: Choose the category you work in." },
    });
    expect((await me(client)).business).toEqual(business);

    const missing: Partial<BusinessProfile> = { ...business };
    delete missing.categorySlug;
    const res2 = await client.put("/api/me/business-profile", missing);
    expect(res2.statusCode).toBe(400);
    expect(res2.json()).toMatchObject({ error: { code: "VALIDATION" } });
  });

  it("stores no category for a venue owner even when one is sent", async () => {
    const { client } = venueOwner;
    const res = await client.put("/api/me/business-profile", business);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...business, categorySlug: null });
    const mine = await me(client);
    expect(mine.business).toEqual({ ...business, categorySlug: null });
    const [row] = await t.db.select().from(businessProfiles).where(eq(businessProfiles.id, mine.user.id));
    expect(row?.categorySlug).toBeNull();
  });

  it.each([
    ["a bad contact email", { contactEmail: "not-an-email" }],
    ["letters in the phone", { contactPhone: "call me" }],
    ["an unknown category", { categorySlug: "jugglers" }],
  ])("refuses %s", async (_what, change) => {
    const { client } = vendor;
    const res = await client.put("/api/me/business-profile", { ...business, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "VALIDATION" } });
  });

  it("refuses a couple with 403", async () => {
    const { client } = coupleUser;
    const res = await client.put("/api/me/business-profile", business);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
  });
});

describe("isolation between users", () => {
  it("answers /api/me with the caller's own data only", async () => {
    const a = await t.quickUser({ kind: "couple" });
    const b = await t.quickUser({ kind: "couple" });
    const aProfile = { ...couple, partner1Name: "Alice" };
    const bProfile = { ...couple, partner1Name: "Bea", cityId: "cincinnati" as const };
    expect((await a.client.put("/api/me/couple-profile", aProfile)).statusCode).toBe(200);
    expect((await b.client.put("/api/me/couple-profile", bProfile)).statusCode).toBe(200);

    const aMe = await me(a.client);
    const bMe = await me(b.client);
    expect(aMe.user.email).toBe(a.email);
    expect(bMe.user.email).toBe(b.email);
    expect(aMe.user.id).not.toBe(bMe.user.id);
    expect(aMe.couple).toEqual(aProfile);
    expect(bMe.couple).toEqual(bProfile);

    // No parameter picks another user: a query string or an id in the body is ignored.
    const viaQuery = await a.client.get(`/api/me?id=${bMe.user.id}&userId=${bMe.user.id}`);
    expect(viaQuery.json<Me>().user.id).toBe(aMe.user.id);
    const sneaky = await a.client.put("/api/me/couple-profile", {
      ...aProfile,
      partner1Name: "Mallory",
      id: bMe.user.id,
    });
    expect(sneaky.statusCode).toBe(200);
    expect((await me(b.client)).couple).toEqual(bProfile);
    expect((await me(a.client)).couple?.partner1Name).toBe("Mallory");
  });
});

describe("one website, on the listing (issue #18)", () => {
  it("the account form has no website; the migration moves an account's website onto its listings that lack one", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    const put = await owner.client.put("/api/me/business-profile", {
      ...business,
      categorySlug: null,
      website: "https://ignored.test",
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).not.toHaveProperty("website");
    expect((await me(owner.client)).business).not.toHaveProperty("website");

    // As before issue #18: a website typed on the account, and listings with and without their own.
    await t.db
      .update(businessProfiles)
      .set({ website: "https://account.test" })
      .where(eq(businessProfiles.id, owner.id));
    const [bare, own] = await t.db
      .select({ id: venues.id })
      .from(venues)
      .where(sql`${venues.ownerId} is null`)
      .limit(2);
    await t.db.update(venues).set({ ownerId: owner.id, website: "" }).where(eq(venues.id, bare!.id));
    await t.db
      .update(venues)
      .set({ ownerId: owner.id, website: "https://venue.test" })
      .where(eq(venues.id, own!.id));
    const [vendorRow] = await t.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(sql`${vendors.ownerId} is null`)
      .limit(1);
    const seller = await t.quickUser({ kind: "vendor" });
    await t.db
      .insert(businessProfiles)
      .values({ id: seller.id, businessName: "V", website: "https://vendor.test" });
    await t.db.update(vendors).set({ ownerId: seller.id, website: "" }).where(eq(vendors.id, vendorRow!.id));

    const migration = readFileSync(
      new URL("../../../../drizzle/0015_website_on_listings.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint"))
      await t.db.execute(sql.raw(statement));

    const site = async (t2: typeof venues | typeof vendors, id: string) =>
      (await t.db.select({ website: t2.website }).from(t2).where(eq(t2.id, id)))[0]?.website;
    expect(await site(venues, bare!.id)).toBe("https://account.test");
    expect(await site(venues, own!.id)).toBe("https://venue.test");
    expect(await site(vendors, vendorRow!.id)).toBe("https://vendor.test");
  });
});
