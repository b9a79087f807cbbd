import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HelpedWedding } from "@shared/schemas/collaboration";
import type { CouplePage } from "@shared/schemas/couple-pages";
import { coupleChatMessages, coupleContributors, threadReads } from "../../db/schema/collaboration";
import { inquiries } from "../../db/schema/inquiries";
import { vendors, venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { timelineTasks } from "../../db/schema/timeline";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

let t: TestApp;
type Person = { id: string; client: Client };
let ava: Person; // the couple with a profile
let bea: Person; // a couple without one (names fall back to the account name)
let helper: Person; // contributor of both
let otherHelper: Person; // contributor of Bea only
let revoked: Person; // Ava revoked them
let invited: Person; // invited by Ava, not accepted yet
let owner: Person; // venue owner: Ava's inquiry replied
let vendor: Person; // vendor: Ava's inquiry booked
let quietVendor: Person; // vendor: Ava's inquiry still new
let stranger: Person;
const venue = { id: "", slug: "", name: "" };
const vendorListing = { id: "", slug: "", name: "", category: "" };

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function grant(couple: Person, person: Person, status: "active" | "invited" | "revoked") {
  await t.db.insert(coupleContributors).values({
    coupleId: couple.id,
    userId: status === "invited" ? null : person.id,
    email: `${person.id}@helpers.test`,
    role: couple === ava ? "parent" : "planner",
    areas: couple === ava ? { guests: "edit", budget: "view" } : { vendors: "view" },
    status,
    acceptedAt: status === "invited" ? null : minutesAgo(60),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const person = async (kind: "couple" | "contributor" | "venue_owner" | "vendor", name: string) => {
    const u = await t.quickUser({ kind, name });
    return { id: u.id, client: u.client };
  };
  ava = await person("couple", "Ava Account");
  bea = await person("couple", "Bea Lindqvist");
  helper = await person("contributor", "Helen Helper");
  otherHelper = await person("contributor", "Otto Other");
  revoked = await person("contributor", "Rex Revoked");
  invited = await person("contributor", "Ivy Invited");
  owner = await person("venue_owner", "Olga Owner");
  vendor = await person("vendor", "Vic Vendor");
  quietVendor = await person("vendor", "Quinn Quiet");
  stranger = await person("couple", "Stan Stranger");
  await t.db.insert(coupleProfiles).values({
    id: ava.id,
    partner1Name: "Ava",
    partner2Name: "Noor",
    weddingDate: "2031-06-14",
    cityId: "nashville",
  });
  await grant(ava, helper, "active");
  await grant(bea, helper, "active");
  await grant(bea, otherHelper, "active");
  await grant(ava, revoked, "revoked");
  await grant(ava, invited, "invited");

  const [v] = await t.db
    .select({ id: venues.id, slug: venues.slug, name: venues.name })
    .from(venues)
    .where(eq(venues.isPublished, true))
    .orderBy(venues.slug)
    .limit(1);
  Object.assign(venue, v);
  await t.db.update(venues).set({ ownerId: owner.id }).where(eq(venues.id, venue.id));
  const [w, quiet] = await t.db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      name: vendors.businessName,
      category: vendors.categorySlug,
    })
    .from(vendors)
    .where(eq(vendors.isPublished, true))
    .orderBy(vendors.slug)
    .limit(2);
  Object.assign(vendorListing, w);
  await t.db.update(vendors).set({ ownerId: vendor.id }).where(eq(vendors.id, w!.id));
  await t.db.update(vendors).set({ ownerId: quietVendor.id }).where(eq(vendors.id, quiet!.id));
  await t.db.insert(inquiries).values([
    { coupleId: ava.id, venueId: venue.id, message: "Is June free?", status: "replied" },
    { coupleId: ava.id, vendorId: w!.id, message: "Photos please", status: "booked" },
    { coupleId: ava.id, vendorId: quiet!.id, message: "Hello?", status: "new" },
    // Another couple's booking never shows on Ava's page.
    { coupleId: bea.id, venueId: venue.id, message: "Bea's venue", status: "booked" },
  ]);

  // Ava's group chat: one message from before Helen joined (history), three after; Helen's own message
  // and the ones she has read do not count.
  await t.db.insert(coupleChatMessages).values([
    { coupleId: ava.id, authorId: ava.id, body: "Before you joined", createdAt: minutesAgo(90) },
    { coupleId: ava.id, authorId: ava.id, body: "Read already", createdAt: minutesAgo(40) },
    { coupleId: ava.id, authorId: helper.id, body: "Mine", createdAt: minutesAgo(20) },
    { coupleId: ava.id, authorId: ava.id, body: "New one", createdAt: minutesAgo(10) },
    { coupleId: ava.id, authorId: ava.id, body: "Newer one", createdAt: minutesAgo(5) },
    { coupleId: bea.id, authorId: bea.id, body: "Bea before Helen joined", createdAt: minutesAgo(90) },
    { coupleId: bea.id, authorId: otherHelper.id, body: "Otto after", createdAt: minutesAgo(3) },
  ]);
  await t.db.insert(threadReads).values({
    threadKey: `couple:${ava.id}`,
    userId: helper.id,
    lastReadAt: minutesAgo(30),
  });
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/contributor/weddings", () => {
  it("lists the couples the viewer actively helps, soonest wedding first, with grants and unread counts", async () => {
    const res = await helper.client.get("/api/contributor/weddings");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<HelpedWedding[]>()).toEqual([
      {
        coupleId: ava.id,
        coupleNames: "Ava & Noor",
        weddingDate: "2031-06-14",
        city: "Nashville, TN",
        role: "parent",
        areas: { guests: "edit", budget: "view" },
        unread: 2,
        tasks: [],
      },
      {
        coupleId: bea.id,
        coupleNames: "Bea Lindqvist",
        weddingDate: null,
        city: null,
        role: "planner",
        areas: { vendors: "view" },
        unread: 1,
        tasks: [],
      },
    ]);
  });

  it("lists the open tasks assigned to the viewer, only where they have timeline access", async () => {
    const rowOf = async (coupleId: string, userId: string) =>
      (
        await t.db
          .select({ id: coupleContributors.id })
          .from(coupleContributors)
          .where(and(eq(coupleContributors.coupleId, coupleId), eq(coupleContributors.userId, userId)))
      )[0]!.id;
    const helenAtAva = await rowOf(ava.id, helper.id);
    const helenAtBea = await rowOf(bea.id, helper.id);
    const ottoAtBea = await rowOf(bea.id, otherHelper.id);
    await t.db
      .update(coupleContributors)
      .set({ areas: { guests: "edit", budget: "view", timeline: "edit" } })
      .where(eq(coupleContributors.id, helenAtAva));
    // Ava's wedding is 2031-06-14: due dates are that minus the offset.
    await t.db.insert(timelineTasks).values([
      { coupleId: ava.id, title: "Order the flowers", offsetDays: 90, assigneeContributorId: helenAtAva },
      { coupleId: ava.id, title: "Book the band", offsetDays: 300, assigneeContributorId: helenAtAva },
      {
        coupleId: ava.id,
        title: "Done already",
        offsetDays: 400,
        assigneeContributorId: helenAtAva,
        status: "done",
      },
      { coupleId: ava.id, title: "The couple's own", offsetDays: 200 },
      // Bea shared no timeline with Helen: her task there stays hidden; Otto's is Otto's.
      { coupleId: bea.id, title: "Bea's task for Helen", offsetDays: 10, assigneeContributorId: helenAtBea },
      { coupleId: bea.id, title: "Otto's task", assigneeContributorId: ottoAtBea },
    ]);
    try {
      const res = await helper.client.get("/api/contributor/weddings");
      expect(res.statusCode, res.body).toBe(200);
      const [atAva, atBea] = res.json<HelpedWedding[]>();
      expect(atAva!.tasks.map(({ id: _id, ...glance }) => glance)).toEqual([
        { title: "Book the band", dueOn: "2030-08-18", overdue: false },
        { title: "Order the flowers", dueOn: "2031-03-16", overdue: false },
      ]);
      expect(atBea!.tasks).toEqual([]);
      expect(res.body).not.toContain("Otto's task");
    } finally {
      await t.db
        .update(coupleContributors)
        .set({ areas: { guests: "edit", budget: "view" } })
        .where(eq(coupleContributors.id, helenAtAva));
      await t.db.delete(timelineTasks);
    }
  });

  it("leaves out revoked and not yet accepted invitations, and is empty for anyone helping nobody", async () => {
    for (const who of [revoked, invited, stranger, owner, vendor, ava]) {
      const res = await who.client.get("/api/contributor/weddings");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it("asks a signed-out visitor to sign in", async () => {
    const res = await t.client().get("/api/contributor/weddings");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: "UNAUTHORIZED", message: "Sign in to continue." } });
  });
});

describe("GET /api/couples/:id", () => {
  const page = (who: Person, id = ava.id) => who.client.get(`/api/couples/${id}`);
  const expected = (viewer: CouplePage["viewer"]): CouplePage => ({
    coupleId: ava.id,
    coupleNames: "Ava & Noor",
    weddingDate: "2031-06-14",
    city: "Nashville, TN",
    viewer,
    booked: [
      {
        kind: "vendor",
        name: vendorListing.name,
        category: expect.any(String) as string,
        href: `/vendor/${vendorListing.slug}`,
      },
    ],
  });

  it("shows the couple its own page", async () => {
    const res = await page(ava);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expected("couple"));
  });

  it("shows it to an active contributor, whatever areas they were granted", async () => {
    expect((await page(helper)).json()).toEqual(expected("contributor"));
    const bea_ = await page(otherHelper, bea.id);
    expect(bea_.statusCode).toBe(200);
    expect(bea_.json<CouplePage>()).toMatchObject({
      coupleNames: "Bea Lindqvist",
      viewer: "contributor",
      booked: [{ kind: "venue", name: venue.name, category: "Venue", href: `/venues/${venue.slug}` }],
    });
  });

  it("shows it to the businesses the couple works with: replied or booked", async () => {
    expect((await page(owner)).json()).toEqual(expected("business"));
    expect((await page(vendor)).json()).toEqual(expected("business"));
  });

  it("names a booked vendor by its category, and a listing no longer public without a link", async () => {
    const booked = (await page(ava)).json<CouplePage>().booked[0]!;
    expect(booked.category).not.toBe("Vendor");
    await t.db.update(vendors).set({ isHidden: true }).where(eq(vendors.id, vendorListing.id));
    try {
      expect((await page(ava)).json<CouplePage>().booked[0]).toMatchObject({ href: null });
    } finally {
      await t.db.update(vendors).set({ isHidden: false }).where(eq(vendors.id, vendorListing.id));
    }
  });

  it("answers everyone else exactly like a couple that does not exist", async () => {
    const missing = await page(stranger, "no-such-couple-id");
    expect(missing.statusCode).toBe(404);
    const body = missing.json<unknown>();
    expect(body).toEqual({ error: { code: "NOT_FOUND", message: "We couldn't find this couple." } });
    const refused: [string, Person, string?][] = [
      ["a stranger couple", stranger],
      ["a revoked contributor", revoked],
      ["an invited, not accepted contributor", invited],
      ["a contributor of another couple", otherHelper],
      ["a vendor whose inquiry is still new", quietVendor],
      ["a contributor naming a business", helper, owner.id],
      ["a business naming itself", owner, owner.id],
      ["a contributor naming itself", helper, helper.id],
      ["a malformed id", ava, "..%2F..%2Fetc"],
      ["an id longer than any account id", ava, "a".repeat(90)],
    ];
    for (const [who, person, id] of refused) {
      const res = await page(person, id);
      expect(res.statusCode, who).toBe(404);
      expect(res.json(), who).toEqual(body);
      expect(res.body, who).not.toContain("Noor");
    }
  });

  it("asks a signed-out visitor to sign in, for any id", async () => {
    for (const id of [ava.id, "no-such-couple-id"]) {
      const res = await t.client().get(`/api/couples/${id}`);
      expect(res.statusCode).toBe(401);
    }
  });
});
