import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminApplications,
  AdminClaim,
  AdminListing,
  AdminListingsPage,
  AdminOverview,
} from "@shared/schemas/admin";
import type { MyClaim } from "@shared/schemas/claims";
import type { Page, VenueSummary } from "@shared/schemas/marketplace";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { user } from "../../db/schema/auth";
import { listingClaims } from "../../db/schema/claims";
import { foundingApplications } from "../../db/schema/founding";
import { vendors, venues } from "../../db/schema/marketplace";
import { createTestApp, uniqueAddress, type Client, type TestApp } from "../../testing/test-app";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("demo@admin.test", DEMO_PASSWORD)).client;
});
afterAll(async () => {
  await t?.close();
});

const PROOF = "Call the number on our website, or email the address on our domain; I manage the venue.";

const used = new Set<string>();
async function unclaimedVenue() {
  const rows = await t.db
    .select({ id: venues.id, slug: venues.slug, name: venues.name })
    .from(venues)
    .where(sql`not ${venues.isClaimed} and ${venues.isPublished} and not ${venues.isHidden}`)
    .orderBy(venues.slug);
  const row = rows.find((r) => !used.has(r.slug))!;
  used.add(row.slug);
  return row;
}

async function fileClaim(client: Client, slug: string, listingKind: "venue" | "vendor" = "venue") {
  const res = await client.post("/api/claims", {
    listingKind,
    slug,
    role: "Manager",
    phone: "614 555 0100",
    proof: PROOF,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<MyClaim>();
}

const concrete = (url: string) =>
  url
    .replace(":kind", "venue")
    .replace(":action", "hide")
    .replace(":decision", "accept")
    .replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000");

describe("the admin guard", () => {
  const adminRoutes = () => t.routes.filter((r) => r.url.startsWith("/api/admin/") && r.method !== "HEAD");

  it("covers every admin route, none of them public", () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        "GET /api/admin/overview",
        "GET /api/admin/claims",
        "POST /api/admin/claims/:id/approve",
        "POST /api/admin/claims/:id/reject",
        "GET /api/admin/listings",
        "POST /api/admin/listings/:kind/:id/:action",
        "GET /api/admin/founding-applications",
        "POST /api/admin/founding-applications/:id/:decision",
      ]),
    );
    expect(adminRoutes().every((r) => !r.isPublic)).toBe(true);
  });

  it("answers 404 NOT_FOUND on every admin route to signed-in non-admins of each kind, even with a bad body", async () => {
    const failures: string[] = [];
    for (const kind of ["couple", "venue_owner", "vendor"] as const) {
      const { client } = await t.quickUser({ kind });
      for (const route of adminRoutes()) {
        for (const payload of route.method === "GET" ? [undefined] : [{}, { note: "A valid note" }]) {
          const res = await client.request(route.method, concrete(route.url), {
            ...(payload === undefined ? {} : { body: payload }),
          });
          if (res.statusCode !== 404 || res.json<{ error: { code: string } }>().error.code !== "NOT_FOUND")
            failures.push(
              `${kind} ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 100)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 401 on every admin route without a session", async () => {
    for (const route of adminRoutes()) {
      const res = await t.app.inject({
        method: route.method as InjectOptions["method"],
        url: concrete(route.url),
        remoteAddress: uniqueAddress(),
        ...(route.method === "GET" ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("lets the admin in, and a user made admin later too (admin:grant writes the same flag)", async () => {
    expect((await admin.get("/api/admin/overview")).statusCode).toBe(200);
    const other = await t.insertUser({ kind: "couple" });
    await t.db.update(user).set({ isAdmin: true }).where(eq(user.id, other.id));
    const { client } = await t.signIn(other.email, other.password);
    expect((await client.get("/api/admin/overview")).statusCode).toBe(200);
  });
});

describe("GET /api/admin/overview", () => {
  it("counts queues, moderation, users by kind and listings by kind", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    await fileClaim(owner.client, (await unclaimedVenue()).slug);
    const res = await admin.get("/api/admin/overview");
    const o = res.json<AdminOverview>();
    expect(o.pendingClaims).toBeGreaterThanOrEqual(1);
    expect(o.listingsByKind).toEqual({ venue: 64, vendor: 240 });
    expect(o.usersByKind.admins).toBeGreaterThanOrEqual(1);
    expect(o.usersByKind.venue_owner).toBeGreaterThanOrEqual(2);
    expect(o.featuredListings).toBeGreaterThan(0);
    expect(typeof o.hiddenListings).toBe("number");
  });
});

describe("claims review", () => {
  it("lists pending claims with listing, claimant and business profile", async () => {
    const owner = await t.quickUser({ kind: "venue_owner", name: "Lena Park" });
    await owner.client.put("/api/me/business-profile", {
      businessName: "Park Events",
      contactName: "Lena Park",
      contactEmail: "lena@parkevents.test",
      contactPhone: "(216) 555-0199",
      cityId: "cleveland",
      categorySlug: null,
    });
    const venue = await unclaimedVenue();
    const claim = await fileClaim(owner.client, venue.slug);
    const list = (await admin.get("/api/admin/claims")).json<AdminClaim[]>();
    const found = list.find((c) => c.id === claim.id);
    expect(found).toMatchObject({
      status: "pending",
      role: "Manager",
      phone: "614 555 0100",
      proof: PROOF,
      listing: { kind: "venue", slug: venue.slug, name: venue.name, isClaimed: false },
      claimant: {
        name: "Lena Park",
        email: owner.email,
        kind: "venue_owner",
        // The account has no website of its own since issue #18 (one website, on the listing).
        business: { businessName: "Park Events" },
      },
    });
    expect(list.every((c) => c.status === "pending")).toBe(true);
    expect((await admin.get("/api/admin/claims?status=bogus")).statusCode).toBe(400);
  });

  it("approves: the claimant owns the listing, it shows claimed, competing claims are rejected, all are emailed", async () => {
    const winner = await t.quickUser({ kind: "venue_owner", name: "Win Ner" });
    const loser = await t.quickUser({ kind: "venue_owner", name: "Lou Ser" });
    const venue = await unclaimedVenue();
    const claim = await fileClaim(winner.client, venue.slug);
    const rival = await fileClaim(loser.client, venue.slug);

    // Before approval: untouched, and the claimant cannot act as the owner.
    const [before] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(before).toMatchObject({ ownerId: null, isClaimed: false });
    expect((await t.client().get(`/api/venues/${venue.slug}`)).json<VenueSummary>().isClaimed).toBe(false);

    const res = await admin.post(`/api/admin/claims/${claim.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminClaim>()).toMatchObject({
      status: "approved",
      reviewerName: "Jordan Reyes",
      listing: { isClaimed: true },
    });

    const [after] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(after).toMatchObject({ ownerId: winner.id, isClaimed: true });
    expect((await t.client().get(`/api/venues/${venue.slug}`)).json<VenueSummary>().isClaimed).toBe(true);

    const [rivalRow] = await t.db.select().from(listingClaims).where(eq(listingClaims.id, rival.id));
    expect(rivalRow).toMatchObject({
      status: "rejected",
      reviewNote: "Another claim for this listing was approved.",
    });
    expect((await loser.client.get("/api/claims")).json<MyClaim[]>()[0]).toMatchObject({
      status: "rejected",
      reviewNote: "Another claim for this listing was approved.",
    });

    const approvedMail = await t.latestMail(winner.email, {
      subject: `Your claim for ${venue.name} is approved`,
    });
    expect(approvedMail.text).toContain("/venue-owner-account");
    const rejectedMail = await t.latestMail(loser.email, { subject: `About your claim for ${venue.name}` });
    expect(rejectedMail.text).toContain("Another claim for this listing was approved.");

    // Deciding twice, or a third party claiming now: 409.
    expect((await admin.post(`/api/admin/claims/${claim.id}/approve`)).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/claims/${rival.id}/reject`, { note: "Nope" })).statusCode).toBe(409);
    const late = await t.quickUser({ kind: "venue_owner" });
    const lateRes = await late.client.post("/api/claims", {
      listingKind: "venue",
      slug: venue.slug,
      role: "Owner",
      phone: "614 555 0100",
      proof: PROOF,
    });
    expect(lateRes.statusCode).toBe(409);
  });

  it("answers 409 when the listing was claimed meanwhile, and changes nothing", async () => {
    const owner = await t.quickUser({ kind: "venue_owner" });
    const other = await t.quickUser({ kind: "venue_owner" });
    const venue = await unclaimedVenue();
    const claim = await fileClaim(owner.client, venue.slug);
    await t.db.update(venues).set({ isClaimed: true, ownerId: other.id }).where(eq(venues.id, venue.id));
    const res = await admin.post(`/api/admin/claims/${claim.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { message: string } }>().error.message).toContain("already been claimed");
    const [row] = await t.db.select().from(listingClaims).where(eq(listingClaims.id, claim.id));
    expect(row?.status).toBe("pending");
    const [listing] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(listing?.ownerId).toBe(other.id);
  });

  it("rejects with a note the claimant sees and receives; the listing stays unclaimed", async () => {
    const vendorUser = await t.quickUser({ kind: "vendor" });
    const [listing] = await t.db
      .select({ id: vendors.id, slug: vendors.slug, name: vendors.businessName })
      .from(vendors)
      .where(sql`not ${vendors.isClaimed}`)
      .limit(1);
    const claim = await fileClaim(vendorUser.client, listing!.slug, "vendor");
    const short = await admin.post(`/api/admin/claims/${claim.id}/reject`, { note: "x" });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { message: string } }>().error.message).toContain("note:");
    const res = await admin.post(`/api/admin/claims/${claim.id}/reject`, {
      note: "We could not reach you at the number given.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminClaim>()).toMatchObject({
      status: "rejected",
      reviewNote: "We could not reach you at the number given.",
    });
    const mine = (await vendorUser.client.get("/api/claims")).json<MyClaim[]>();
    expect(mine[0]).toMatchObject({
      status: "rejected",
      reviewNote: "We could not reach you at the number given.",
    });
    const mail = await t.latestMail(vendorUser.email, { subject: `About your claim for ${listing!.name}` });
    expect(mail.text).toContain("We could not reach you at the number given.");
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, listing!.id));
    expect(row).toMatchObject({ isClaimed: false, ownerId: null });
  });

  it("answers 404 for an unknown claim and 400 for a malformed id", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await admin.post(`/api/admin/claims/${missing}/approve`)).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/claims/${missing}/reject`, { note: "Nope nope" })).statusCode).toBe(
      404,
    );
    expect((await admin.post("/api/admin/claims/not-a-uuid/approve")).statusCode).toBe(400);
  });
});

describe("listing moderation", () => {
  it("pages venues and vendors together, filters by kind, name, hidden and featured", async () => {
    const all = (await admin.get("/api/admin/listings")).json<AdminListingsPage>();
    expect(all).toMatchObject({ total: 304, page: 1, pageSize: 20 });
    expect(all.items).toHaveLength(20);
    const venuesOnly = (await admin.get("/api/admin/listings?kind=venue&page=4")).json<AdminListingsPage>();
    expect(venuesOnly).toMatchObject({ total: 64, page: 4 });
    expect(venuesOnly.items).toHaveLength(4);
    expect(venuesOnly.items.every((l) => l.kind === "venue")).toBe(true);
    const featured = (await admin.get("/api/admin/listings?featured=true")).json<AdminListingsPage>();
    expect(featured.items.every((l) => l.isFeatured)).toBe(true);
    const [demoVenue] = await t.db.select().from(venues).where(eq(venues.ownerId, "demo-venue-owner"));
    const byName = (
      await admin.get(`/api/admin/listings?q=${encodeURIComponent(demoVenue!.name.slice(0, 8))}`)
    ).json<AdminListingsPage>();
    expect(byName.items.find((l) => l.id === demoVenue!.id)).toMatchObject({ ownerEmail: "demo@venue.test" });
    const past = (await admin.get("/api/admin/listings?kind=venue&page=50")).json<AdminListingsPage>();
    expect(past).toMatchObject({ items: [], total: 64 });
  });

  it("hide makes a venue 404 and drops it from search; unhide restores it", async () => {
    const venue = await unclaimedVenue();
    const hide = await admin.post(`/api/admin/listings/venue/${venue.id}/hide`);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json<AdminListing>()).toMatchObject({ id: venue.id, isHidden: true });
    expect((await t.client().get(`/api/venues/${venue.slug}`)).statusCode).toBe(404);
    const search = (await t.client().get(`/api/venues?q=${encodeURIComponent(venue.name)}&pageSize=48`)).json<
      Page<VenueSummary>
    >();
    expect(search.items.some((v) => v.id === venue.id)).toBe(false);
    const hidden = (await admin.get("/api/admin/listings?hidden=true")).json<AdminListingsPage>();
    expect(hidden.items.map((l) => l.id)).toContain(venue.id);
    expect(
      (await admin.get("/api/admin/overview")).json<AdminOverview>().hiddenListings,
    ).toBeGreaterThanOrEqual(1);

    expect((await admin.post(`/api/admin/listings/venue/${venue.id}/unhide`)).statusCode).toBe(200);
    expect((await t.client().get(`/api/venues/${venue.slug}`)).statusCode).toBe(200);
  });

  it("feature puts a listing first in default-sorted search; unfeature takes it back out", async () => {
    const [last] = await t.db
      .select({
        id: vendors.id,
        name: vendors.businessName,
        cityId: vendors.cityId,
        category: vendors.categorySlug,
      })
      .from(vendors)
      .where(sql`not ${vendors.isFeatured} and not ${vendors.isHidden}`)
      .orderBy(sql`lower(${vendors.businessName}) collate "C" desc`)
      .limit(1);
    const res = await admin.post(`/api/admin/listings/vendor/${last!.id}/feature`);
    expect(res.json<AdminListing>()).toMatchObject({ isFeatured: true });
    const page = (await t.client().get(`/api/vendors?city=${last!.cityId}&category=${last!.category}`)).json<
      Page<{ id: string }>
    >();
    const featuredCount = (
      await t.db
        .select({ id: vendors.id })
        .from(vendors)
        .where(
          sql`${vendors.isFeatured} and ${vendors.cityId} = ${last!.cityId} and ${vendors.categorySlug} = ${last!.category} and not ${vendors.isHidden}`,
        )
    ).length;
    expect(page.items.slice(0, featuredCount).map((v) => v.id)).toContain(last!.id);

    await admin.post(`/api/admin/listings/vendor/${last!.id}/unfeature`);
    const after = (await t.client().get(`/api/vendors?city=${last!.cityId}&category=${last!.category}`)).json<
      Page<{ id: string }>
    >();
    expect(after.items.slice(0, featuredCount - 1).map((v) => v.id)).not.toContain(last!.id);
  });

  it("answers 404 for an unknown listing and 400 for an unknown action", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await admin.post(`/api/admin/listings/venue/${missing}/hide`)).statusCode).toBe(404);
    const venue = await unclaimedVenue();
    expect((await admin.post(`/api/admin/listings/vendor/${venue.id}/hide`)).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/listings/venue/${venue.id}/delete`)).statusCode).toBe(400);
  });
});

describe("Founding 50 applications", () => {
  async function insertApplication(name: string, status: "pending" | "accepted" = "pending") {
    const [row] = await t.db
      .insert(foundingApplications)
      .values({
        businessName: name,
        contactName: "Priya Shah",
        email: `${name.toLowerCase().replace(/\W+/g, "-")}@example.test`,
        cityId: "columbus",
        categorySlug: "florists",
        yearsInBusiness: 6,
        weddingsPerYear: 40,
        why: "We love small weddings and want to help shape the product.",
        status,
      })
      .returning();
    return row!;
  }

  it("lists pending applications with the accepted count, accepts and declines with an email", async () => {
    const a = await insertApplication("Bloom Theory");
    const b = await insertApplication("Petal Press");
    const list = (await admin.get("/api/admin/founding-applications")).json<AdminApplications>();
    expect(list.spots).toBe(50);
    expect(list.items.map((i) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const acceptedBefore = list.accepted;

    const accept = await admin.post(`/api/admin/founding-applications/${a.id}/accept`);
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json()).toMatchObject({ status: "accepted", businessName: "Bloom Theory" });
    const acceptedMail = await t.latestMail(a.email, { subject: "Bloom Theory is one of the Founding 50" });
    expect(acceptedMail.text).toContain("Priya Shah");

    const decline = await admin.post(`/api/admin/founding-applications/${b.id}/decline`);
    expect(decline.json()).toMatchObject({ status: "declined" });
    await t.latestMail(b.email, { subject: "Your Founding 50 application for Petal Press" });

    const after = (await admin.get("/api/admin/founding-applications?status=all")).json<AdminApplications>();
    expect(after.accepted).toBe(acceptedBefore + 1);
    expect((await admin.post(`/api/admin/founding-applications/${a.id}/decline`)).statusCode).toBe(409);
    expect(
      (await admin.post("/api/admin/founding-applications/00000000-0000-4000-8000-000000000000/accept"))
        .statusCode,
    ).toBe(404);
  });

  it("stops accepting at 50", async () => {
    const accepted = (await admin.get("/api/admin/founding-applications")).json<AdminApplications>().accepted;
    for (let i = accepted; i < 50; i++) await insertApplication(`Filled Spot ${i}`, "accepted");
    const extra = await insertApplication("One Too Many");
    const res = await admin.post(`/api/admin/founding-applications/${extra.id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { message: string } }>().error.message).toBe("All 50 founding spots are taken.");
    expect((await admin.post(`/api/admin/founding-applications/${extra.id}/decline`)).statusCode).toBe(200);
  });
});
