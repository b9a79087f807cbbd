import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoupleDashboard } from "@shared/schemas/couple-dashboard";
import { budgetCategories, budgetItems, budgetPayments, weddingBudgets } from "../../db/schema/budgets";
import { coupleChatMessages, coupleContributors, threadReads } from "../../db/schema/collaboration";
import { inquiries, inquiryReplies } from "../../db/schema/inquiries";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { timelineTasks } from "../../db/schema/timeline";
import { insertGuests } from "../../testing/guest-rows";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

let t: TestApp;
let couple: { id: string; client: Client };
let listed: { id: string; slug: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  listed = await t.db
    .select({ id: venues.id, slug: venues.slug, name: venues.name })
    .from(venues)
    .where(and(eq(venues.isPublished, true), eq(venues.isHidden, false)))
    .orderBy(asc(venues.slug))
    .limit(4);
  couple = await t.quickUser({ kind: "couple", name: "Mara Quill" });
  await seedCouple(couple.id, couple.client);
});
afterAll(async () => {
  await t?.close();
});

/** A couple with a profile, a budget of lines and payments, guests, saves and messages. */
async function seedCouple(coupleId: string, client: Client) {
  await t.db.insert(coupleProfiles).values({
    id: coupleId,
    partner1Name: "Mara",
    partner2Name: "Eli",
    weddingDate: "2027-10-09",
    guestCount: 100,
    cityId: "nashville",
    weddingStyle: "Garden & outdoor",
  });
  // The master timeline: due dates are the wedding (2027-10-09) minus the offset.
  await t.db.insert(timelineTasks).values([
    { coupleId, title: "Send invitations", offsetDays: 60, position: 0 },
    { coupleId, title: "Book the florist", offsetDays: 200, position: 1 },
    { coupleId, title: "Book the venue", offsetDays: 250, position: 2, status: "done" },
    { coupleId, title: "Final fittings", offsetDays: 30, position: 3 },
    { coupleId, title: "Order the cake", offsetDays: 100, position: 4 },
  ]);
  await t.db.insert(weddingBudgets).values({
    userId: coupleId,
    totalCents: 3_500_000,
    totalBudget: 35_000,
    guestCount: 100,
  });
  const [venue, catering, flowers] = await t.db
    .insert(budgetCategories)
    .values([
      { coupleId, name: "Venue", position: 0, allocatedCents: 1_500_000 },
      { coupleId, name: "Catering", position: 1, allocatedCents: 1_000_000 },
      { coupleId, name: "Flowers", position: 2, allocatedCents: 250_099 },
    ])
    .returning({ id: budgetCategories.id });
  const [rental, dinner, bouquets] = await t.db
    .insert(budgetItems)
    .values([
      // Contracted: the contract counts, not the estimate.
      {
        coupleId,
        categoryId: venue!.id,
        name: "Venue rental",
        estimateCents: 1_200_000,
        contractCents: 1_250_000,
      },
      // Per guest, no contract yet: $85.50 × 100 guests.
      { coupleId, categoryId: catering!.id, name: "Dinner", pricing: "per_guest", estimateCents: 8_550 },
      { coupleId, categoryId: flowers!.id, name: "Bouquets", estimateCents: 300_050 },
    ])
    .returning({ id: budgetItems.id });
  await t.db.insert(budgetPayments).values([
    {
      coupleId,
      itemId: rental!.id,
      label: "Deposit",
      amountCents: 500_000,
      dueOn: "2026-01-10",
      paidOn: "2026-01-08",
    },
    { coupleId, itemId: rental!.id, label: "Balance", amountCents: 750_000, dueOn: "2027-09-01" },
    { coupleId, itemId: dinner!.id, label: "Catering deposit", amountCents: 100_000, dueOn: "2027-03-01" },
    { coupleId, itemId: bouquets!.id, label: "Retainer", amountCents: 12_345, paidOn: "2026-02-02" },
    // No due date: never "next".
    { coupleId, itemId: bouquets!.id, label: "Someday", amountCents: 5_000 },
  ]);

  const g = (name: string, rsvpStatus: "attending" | "pending" | "declined") => ({
    coupleId,
    name,
    rsvpStatus,
  });
  await insertGuests(t.db, [
    g("Ada One", "attending"),
    g("Ben Two", "attending"),
    g("Cy Three", "attending"),
    g("Di Four", "declined"),
    g("Ed Five", "pending"),
  ]);

  for (const v of listed.slice(0, 4))
    expect((await client.put(`/api/saved-venues/${v.id}`, {})).statusCode).toBe(200);

  // A venue's reply to the couple's inquiry (read), then a helper's message in the group chat (unread).
  const owner = await t.quickUser({ kind: "venue_owner", name: "Olive Owner" });
  const [inq] = await t.db
    .insert(inquiries)
    .values({ coupleId, venueId: listed[0]!.id, message: "Is October free?" })
    .returning({ id: inquiries.id });
  await t.db.insert(inquiryReplies).values({
    inquiryId: inq!.id,
    authorId: owner.id,
    body: "Yes — October 9 is open.",
    createdAt: new Date("2026-05-01T10:00:00Z"),
  });
  await t.db.insert(threadReads).values({
    threadKey: `inquiry:${inq!.id}`,
    userId: coupleId,
    lastReadAt: new Date("2026-05-02T10:00:00Z"),
  });
  const mom = await t.quickUser({ kind: "contributor", name: "June Mother" });
  await t.db.insert(coupleContributors).values({
    coupleId,
    userId: mom.id,
    email: mom.email,
    name: "Mom",
    role: "parent",
    areas: { budget: "edit", guests: "edit", vendors: "edit", timeline: "edit", designs: "edit" },
    status: "active",
    acceptedAt: new Date(),
  });
  await t.db.insert(coupleChatMessages).values({
    coupleId,
    authorId: mom.id,
    body: "I found the perfect florist!",
    createdAt: new Date("2026-06-01T10:00:00Z"),
  });
  // The couple's own message is not news to them.
  await t.db.insert(coupleChatMessages).values({
    coupleId,
    authorId: coupleId,
    body: "Thanks Mom",
    createdAt: new Date("2026-06-02T10:00:00Z"),
  });
  return { inquiryId: inq!.id, mom };
}

describe("GET /api/couple-dashboard", () => {
  it("answers the couple's numbers from their data, to the cent", async () => {
    const res = await couple.client.get("/api/couple-dashboard");
    expect(res.statusCode).toBe(200);
    const body = res.json<CoupleDashboard>();
    expect(body.profile).toEqual({
      partner1Name: "Mara",
      partner2Name: "Eli",
      weddingDate: "2027-10-09",
      weddingSeason: null,
      cityId: "nashville",
      guestCount: 100,
      weddingStyle: "Garden & outdoor",
    });
    expect(body.budget).toEqual({
      totalCents: 3_500_000,
      allocatedCents: 2_750_099,
      // 1,250,000 contract + 8,550 × 100 per guest + 300,050 estimate.
      committedCents: 2_405_050,
      paidCents: 512_345,
      nextPayment: {
        label: "Catering deposit",
        itemName: "Dinner",
        amountCents: 100_000,
        dueOn: "2027-03-01",
      },
    });
    expect(body.rsvp).toEqual({ total: 5, attending: 3, pending: 1, declined: 1, households: 5 });
    expect(body.savedVenues.count).toBe(4);
    expect(body.savedVenues.recent.map((v) => v.slug)).toEqual(
      listed
        .slice(1, 4)
        .reverse()
        .map((v) => v.slug),
    );
    expect(body.messages.unread).toBe(1);
    expect(body.messages.recent).toEqual([
      {
        thread: `couple:${couple.id}`,
        title: "Group chat",
        authorName: "June Mother",
        preview: "I found the perfect florist!",
        createdAt: "2026-06-01T10:00:00.000Z",
        isUnread: true,
      },
      expect.objectContaining({
        title: listed[0]!.name,
        authorName: "Olive Owner",
        preview: "Yes — October 9 is open.",
        isUnread: false,
      }),
    ]);
    // The next three open tasks, soonest first; the done one is left out.
    expect(body.tasks.map(({ id: _id, ...glance }) => glance)).toEqual([
      { title: "Book the florist", dueOn: "2027-03-23", overdue: false },
      { title: "Order the cake", dueOn: "2027-07-01", overdue: false },
      { title: "Send invitations", dueOn: "2027-08-10", overdue: false },
    ]);
  });

  it("follows the guest count into per-guest lines", async () => {
    await t.db.update(weddingBudgets).set({ guestCount: 80 }).where(eq(weddingBudgets.userId, couple.id));
    const body = (await couple.client.get("/api/couple-dashboard")).json<CoupleDashboard>();
    expect(body.budget?.committedCents).toBe(1_250_000 + 8_550 * 80 + 300_050);
    await t.db.update(weddingBudgets).set({ guestCount: 100 }).where(eq(weddingBudgets.userId, couple.id));
  });

  it("answers a new couple with empty parts, not errors", async () => {
    const fresh = await t.quickUser({ kind: "couple" });
    const res = await fresh.client.get("/api/couple-dashboard");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profile: null,
      budget: null,
      rsvp: { total: 0, attending: 0, pending: 0, declined: 0, households: 0 },
      savedVenues: { count: 0, recent: [] },
      messages: { unread: 0, recent: [] },
      tasks: [],
    });
  });

  it("is the couple's alone: a helper acting for them 404, a business 403, signed out 401", async () => {
    const mom = await t.db
      .select({ userId: coupleContributors.userId, email: coupleContributors.email })
      .from(coupleContributors)
      .where(eq(coupleContributors.coupleId, couple.id));
    const { client: helper } = await t.signIn(mom[0]!.email);
    const asHelper = await helper.get("/api/couple-dashboard", { headers: { "x-couple-id": couple.id } });
    expect(asHelper.statusCode).toBe(404);
    expect(asHelper.body).not.toContain("Mara");

    const ownHome = await helper.get("/api/couple-dashboard");
    expect(ownHome.statusCode).toBe(403);

    const vendor = await t.quickUser({ kind: "vendor" });
    const asVendor = await vendor.client.get("/api/couple-dashboard");
    expect(asVendor.statusCode).toBe(403);
    expect(asVendor.json()).toEqual({
      error: {
        code: "FORBIDDEN",
        message: "The dashboard is for couple accounts. Sign in as a couple to see yours.",
        reason: "account_kind",
      },
    });

    const stranger = await t.quickUser({ kind: "couple" });
    const other = await stranger.client.get("/api/couple-dashboard", {
      headers: { "x-couple-id": couple.id },
    });
    expect(other.statusCode).toBe(404);

    const signedOut = await t.client().get("/api/couple-dashboard");
    expect(signedOut.statusCode).toBe(401);
  });
});
