import { hashPassword } from "better-auth/crypto";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities as catalogCities, vendorCategories as catalogCategories } from "@shared/catalog";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { openTestDatabase } from "../../testing/test-database";
import { account, user } from "../schema/auth";
import { cities, vendorCategories } from "../schema/places";
import { businessProfiles, coupleProfiles } from "../schema/profiles";
import { DEMO_PASSWORD, demoAccounts } from "./demo-accounts";
import { seed } from "./seed";
import type { BudgetView } from "@shared/schemas/budget";
import type { GuestList } from "@shared/schemas/guests";
import { weddingBudgets } from "../schema/budgets";
import { overallRsvpStatus } from "@shared/rules/guest-rsvp";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // SEED_DEMO=true: buildApp has seeded once already
});
afterAll(async () => {
  await t?.close();
});

const demoIds = demoAccounts.map((d) => d.id);

async function counts() {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? -1;
  const db = t.db;
  return {
    cities: await n(db.select({ n: count() }).from(cities)),
    categories: await n(db.select({ n: count() }).from(vendorCategories)),
    users: await n(db.select({ n: count() }).from(user)),
    demoUsers: await n(db.select({ n: count() }).from(user).where(inArray(user.id, demoIds))),
    accounts: await n(db.select({ n: count() }).from(account)),
    couples: await n(db.select({ n: count() }).from(coupleProfiles)),
    businesses: await n(db.select({ n: count() }).from(businessProfiles)),
  };
}

describe("seed", () => {
  it("seeds the 4 cities, the 12 vendor categories and the 5 demo accounts (admin included outside production)", async () => {
    expect(await counts()).toEqual({
      cities: 4,
      categories: 12,
      users: 5,
      demoUsers: 5,
      accounts: 5,
      couples: 1,
      businesses: 2,
    });
    const rows = await t.db.select().from(vendorCategories).orderBy(vendorCategories.position);
    expect(rows.map((r) => r.slug)).toEqual(catalogCategories.map((c) => c.slug));
    expect((await t.db.select({ id: cities.id }).from(cities)).map((c) => c.id).sort()).toEqual(
      catalogCities.map((c) => c.id).sort(),
    );
  });

  it("is idempotent: seeding twice more changes no counts and keeps the demo password hash", async () => {
    const before = await counts();
    const [hashBefore] = await t.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, "demo-couple"));
    await seed(t.db, { demo: true, demoAdmin: true, hashPassword });
    await seed(t.db, { demo: true, demoAdmin: true, hashPassword });
    expect(await counts()).toEqual(before);
    const [hashAfter] = await t.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, "demo-couple"));
    expect(hashAfter?.password).toBe(hashBefore?.password);
  });

  it("restores edited reference data and leaves edited demo accounts alone", async () => {
    await t.db.update(cities).set({ displayName: "Edited" }).where(eq(cities.id, "cleveland"));
    await t.db.update(coupleProfiles).set({ guestCount: 7 }).where(eq(coupleProfiles.id, "demo-couple"));
    await seed(t.db, { demo: true, demoAdmin: true, hashPassword });
    const [city] = await t.db.select().from(cities).where(eq(cities.id, "cleveland"));
    expect(city?.displayName).toBe("Cleveland, OH");
    const [profile] = await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, "demo-couple"));
    expect(profile?.guestCount).toBe(7);
    await t.db.update(coupleProfiles).set({ guestCount: 120 }).where(eq(coupleProfiles.id, "demo-couple"));
  });

  it("lets the demo couple sign in with DEMO_PASSWORD and see the seeded profile", async () => {
    const { client, res } = await t.signIn("demo@couple.test", DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const me = await client.get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: {
        id: "demo-couple",
        email: "demo@couple.test",
        name: "Ava Martin",
        kind: "couple",
        isAdmin: false,
      },
      couple: {
        partner1Name: "Ava",
        partner2Name: "Noah",
        weddingDate: "2027-09-18",
        guestCount: 120,
        cityId: "cleveland",
      },
      business: null,
    });
  });

  it("gives the demo couple a guest list: 4 events, ~100 guests, answers spread over weeks, once", async () => {
    await seed(t.db, { demo: true, demoAdmin: true, hashPassword });
    const { client } = await t.signIn("demo@couple.test", DEMO_PASSWORD);
    const list = (await client.get("/api/guests")).json<GuestList>();
    expect(list.events.map((e) => [e.name, e.asksMeal])).toEqual([
      ["Welcome party", false],
      ["Ceremony", false],
      ["Reception", true],
      ["Sunday brunch", false],
    ]);
    expect(list.settings).toMatchObject({ rsvpDeadline: "2027-08-01", partner1: "Ava", partner2: "Noah" });
    expect(list.settings.mealOptions).toHaveLength(4);
    expect(list.counts.households).toBe(44);
    expect(list.counts.total).toBe(103);
    expect(list.counts.attending).toBeGreaterThan(40);
    expect(list.counts.declined).toBeGreaterThan(3);
    expect(list.counts.pending).toBeGreaterThan(20);
    // Every seeded status follows the one rule from its answers.
    for (const g of list.households.flatMap((h) => h.guests))
      expect(g.rsvpStatus, g.name).toBe(overallRsvpStatus(Object.values(g.answers)));
    const timeline = (await client.get("/api/guests/timeline")).json<unknown[]>();
    expect(timeline.length).toBeGreaterThan(10);
  });

  it("gives the demo couple a $35,000 budget: 14 categories, 30 lines, deposits paid, a payment due soon, once", async () => {
    await seed(t.db, { demo: true, demoAdmin: true, hashPassword });
    const { client } = await t.signIn("demo@couple.test", DEMO_PASSWORD);
    const view = (await client.get("/api/budget")).json<BudgetView>();
    expect(view.exists).toBe(true);
    expect(view.guestCount).toBe(120);
    expect(view.categories).toHaveLength(14);
    expect(view.categories.flatMap((c) => c.items)).toHaveLength(30);
    expect(view.totals).toMatchObject({
      totalCents: 3_500_000,
      allocatedCents: 3_500_000,
      committedCents: 3_375_000,
      paidCents: 714_000,
      dueCents: 2_661_000,
      remainingCents: 125_000,
    });
    // Catering is a little over; nothing else is.
    expect(view.warnings.map((w) => [w.kind, w.message])).toEqual([
      ["category_over", "Catering is over its allocation: its costs are above what you set aside for it."],
    ]);
    const catering = view.categories.find((c) => c.name === "Catering")!;
    expect(catering.remainingCents).toBe(-23_000);
    expect(view.dueSoon.map((d) => [d.itemName, d.label, d.amountCents, d.overdue])).toEqual([
      ["Dinner", "Second payment", 200_000, false],
    ]);
    const lines = view.categories.flatMap((c) => c.items);
    expect(lines.find((l) => l.vendorName === "Lakeview Glasshouse")?.listingPath).toMatch(/^\/venues\//);
    expect(lines.find((l) => l.vendorName === "Golden Hour Photography")?.listingPath).toMatch(/^\/vendor\//);
    expect(view.categories.find((c) => c.name === "Flowers & decor")?.payerName).toBe("Claire Martin");
    // June reads the same figures.
    const [header] = await t.db.select().from(weddingBudgets).where(eq(weddingBudgets.userId, "demo-couple"));
    expect(header).toMatchObject({ totalBudget: 35_000, guestCount: 120 });
    expect(header!.categoryAllocations).toMatchObject({ Venue: 7800, Catering: 10_200, Contingency: 1200 });
  });

  it("lets the demo vendor and venue owner sign in with their kinds", async () => {
    const vendor = await t.signIn("demo@vendor.test", DEMO_PASSWORD);
    expect((await vendor.client.get("/api/me")).json()).toMatchObject({
      user: { kind: "vendor" },
      business: { businessName: "Golden Hour Photography", categorySlug: "photographers" },
    });
    const owner = await t.signIn("demo@venue.test", DEMO_PASSWORD);
    expect((await owner.client.get("/api/me")).json()).toMatchObject({
      user: { kind: "venue_owner" },
      business: { businessName: "Lakeview Glasshouse", categorySlug: null },
    });
  });

  it("gives the demo contributor an active grant on the demo couple (guests view, budget view, timeline edit)", async () => {
    const { client } = await t.signIn("demo@contributor.test", DEMO_PASSWORD);
    expect((await client.get("/api/me")).json()).toMatchObject({
      user: { id: "demo-contributor", name: "Claire Martin", kind: "contributor" },
    });
    expect((await client.get("/api/contributor/weddings")).json()).toEqual([
      {
        coupleId: "demo-couple",
        coupleNames: "Ava & Noah",
        weddingDate: "2027-09-18",
        city: "Cleveland, OH",
        role: "parent",
        areas: { guests: "view", budget: "view", timeline: "edit" },
        unread: 0,
        // Timeline access, and nothing assigned to her yet (issue #15).
        tasks: [],
      },
    ]);
  });

  it("makes demo@admin.test an admin, and never seeds it when demoAdmin is off (production)", async () => {
    const admin = await t.signIn("demo@admin.test", DEMO_PASSWORD);
    expect((await admin.client.get("/api/me")).json()).toMatchObject({
      user: { id: "demo-admin", name: "Jordan Reyes", isAdmin: true },
    });
    const other = await openTestDatabase();
    try {
      await seed(other.database.db, { demo: true, demoAdmin: false, hashPassword });
      const rows = await other.database.db.select({ email: user.email, isAdmin: user.isAdmin }).from(user);
      expect(rows.map((r) => r.email).sort()).toEqual([
        "demo@contributor.test",
        "demo@couple.test",
        "demo@vendor.test",
        "demo@venue.test",
      ]);
      expect(rows.every((r) => !r.isAdmin)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("refuses the demo couple with a wrong password", async () => {
    expect((await t.signIn("demo@couple.test", `${DEMO_PASSWORD}x`)).res.statusCode).toBe(401);
  });
});
