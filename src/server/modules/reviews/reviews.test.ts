import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VendorDetail, VenueDetail } from "@shared/schemas/marketplace";
import type { AdminReviewReport, Review, ReviewEligibility, ReviewsPage } from "@shared/schemas/reviews";
import type { AdminOverview } from "@shared/schemas/admin";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { inquiries } from "../../db/schema/inquiries";
import { vendors, venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { tourBookings, tourSlots } from "../../db/schema/tours";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";
import { ALREADY_REVIEWED, NOT_ELIGIBLE } from "./reviews.service";

let t: TestApp;
let admin: Client;
type Listing = { id: string; slug: string; name: string };
let venueList: Listing[] = [];
let vendorList: Listing[] = [];
let nextVenue = 0;
let nextVendor = 0;
const venue = () => venueList[nextVenue++]!;
const vendor = () => vendorList[nextVendor++]!;

const HOUR = 3_600_000;
const good = {
  rating: 5,
  title: "A glasshouse evening we will never forget",
  body: "The coordinator walked us through every corner, and the sunset light over the lake was magic.",
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("demo@admin.test", DEMO_PASSWORD)).client;
  venueList = await t.db
    .select({ id: venues.id, slug: venues.slug, name: venues.name })
    .from(venues)
    .where(
      and(
        inArray(venues.cityId, ["columbus", "nashville"]),
        eq(venues.isPublished, true),
        eq(venues.isHidden, false),
      ),
    )
    .orderBy(asc(venues.slug));
  vendorList = await t.db
    .select({ id: vendors.id, slug: vendors.slug, name: vendors.businessName })
    .from(vendors)
    .where(eq(vendors.cityId, "columbus"))
    .orderBy(asc(vendors.slug));
});
afterAll(async () => {
  await t?.close();
});

/** A couple ("Ava Lindqvist & Noah Park" on its profile) signed in. */
async function couple() {
  const c = await t.quickUser({ kind: "couple", name: "Ava Lindqvist" });
  await t.db
    .insert(coupleProfiles)
    .values({ id: c.id, partner1Name: "Ava Lindqvist", partner2Name: "Noah Park" });
  return c;
}

/** A tour of the venue by the couple, starting `offsetMs` from now (negative: in the past). */
async function tour(coupleId: string, venueId: string, offsetMs: number, status: "confirmed" | "cancelled") {
  const [slot] = await t.db
    .insert(tourSlots)
    .values({ venueId, startsAt: new Date(Date.now() + offsetMs), durationMinutes: 45 })
    .returning({ id: tourSlots.id });
  await t.db.insert(tourBookings).values({ venueId, slotId: slot!.id, coupleId, status });
}

async function inquiry(coupleId: string, listing: { venueId?: string; vendorId?: string }, status: string) {
  await t.db.insert(inquiries).values({
    coupleId,
    ...listing,
    message: "Hello, we would love to know more about your availability next autumn.",
    status: status as "booked",
  });
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const errorOf = (res: { json: <T>() => T }) => res.json<ErrorBody>().error;

const eligibility = async (c: Client, kind: string, slug: string) => {
  const res = await c.get(`/api/reviews/${kind}/${slug}/eligibility`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReviewEligibility>();
};

const postReview = (c: Client, kind: string, slug: string, body: unknown = good) =>
  c.post(`/api/reviews/${kind}/${slug}`, body);

describe("who may review", () => {
  it("a couple whose tour has happened may review the venue; an upcoming or cancelled tour does not count", async () => {
    const past = await couple();
    const upcoming = await couple();
    const cancelled = await couple();
    const v = venue();
    await tour(past.id, v.id, -2 * HOUR, "confirmed");
    await tour(upcoming.id, v.id, 48 * HOUR, "confirmed");
    await tour(cancelled.id, v.id, -3 * HOUR, "cancelled");

    expect(await eligibility(past.client, "venue", v.slug)).toEqual({
      canReview: true,
      reason: "eligible",
      isOwner: false,
    });
    for (const c of [upcoming, cancelled]) {
      expect(await eligibility(c.client, "venue", v.slug)).toEqual({
        canReview: false,
        reason: "no_visit",
        isOwner: false,
      });
      const res = await postReview(c.client, "venue", v.slug);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: "FORBIDDEN", message: NOT_ELIGIBLE } });
    }

    const res = await postReview(past.client, "venue", v.slug);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Review>()).toMatchObject({
      rating: 5,
      title: good.title,
      body: good.body,
      author: "Ava & Noah",
      basis: "tour",
      reply: null,
    });
  });

  it("a tour still under way does not count until its slot has ended", async () => {
    const c = await couple();
    const v = venue();
    await tour(c.id, v.id, -10 * 60_000, "confirmed"); // started 10 minutes ago, 45 minutes long
    expect((await eligibility(c.client, "venue", v.slug)).reason).toBe("no_visit");
  });

  it("an inquiry the business marked booked lets the couple review a venue or a vendor; other statuses don't", async () => {
    const booked = await couple();
    const replied = await couple();
    const v = venue();
    const vd = vendor();
    await inquiry(booked.id, { venueId: v.id }, "booked");
    await inquiry(booked.id, { vendorId: vd.id }, "booked");
    await inquiry(replied.id, { vendorId: vd.id }, "replied");

    expect((await eligibility(booked.client, "vendor", vd.slug)).canReview).toBe(true);
    expect(await eligibility(replied.client, "vendor", vd.slug)).toMatchObject({ reason: "no_visit" });
    expect((await postReview(replied.client, "vendor", vd.slug)).statusCode).toBe(403);

    const onVendor = await postReview(booked.client, "vendor", vd.slug, { ...good, rating: 4 });
    expect(onVendor.statusCode, onVendor.body).toBe(201);
    expect(onVendor.json<Review>().basis).toBe("booked");
    const onVenue = await postReview(booked.client, "venue", v.slug);
    expect(onVenue.statusCode).toBe(201);
    // A booking of one listing is no ticket to review another.
    expect((await eligibility(booked.client, "venue", venue().slug)).reason).toBe("no_visit");
  });

  it("signed out, businesses and contributors are told why; signed out cannot post", async () => {
    const v = venue();
    expect(await eligibility(t.client(), "venue", v.slug)).toEqual({
      canReview: false,
      reason: "signed_out",
      isOwner: false,
    });
    const owner = await t.quickUser({ kind: "venue_owner" });
    await t.db.update(venues).set({ ownerId: owner.id }).where(eq(venues.id, v.id));
    expect(await eligibility(owner.client, "venue", v.slug)).toEqual({
      canReview: false,
      reason: "account_kind",
      isOwner: true,
    });
    const ownerPost = await postReview(owner.client, "venue", v.slug);
    expect(ownerPost.statusCode).toBe(403);
    expect(ownerPost.json()).toEqual({
      error: { code: "FORBIDDEN", message: "Reviews are written by couples.", reason: "account_kind" },
    });
    const contributor = await t.quickUser({ kind: "contributor" });
    expect((await eligibility(contributor.client, "venue", v.slug)).reason).toBe("account_kind");
    expect((await postReview(t.client(), "venue", v.slug)).statusCode).toBe(401);
  });
});

describe("once only", () => {
  it("a second review of the same listing answers 409 and the eligibility says already reviewed", async () => {
    const c = await couple();
    const v = venue();
    await inquiry(c.id, { venueId: v.id }, "booked");
    expect((await postReview(c.client, "venue", v.slug)).statusCode).toBe(201);
    const again = await postReview(c.client, "venue", v.slug, { ...good, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: "CONFLICT", message: ALREADY_REVIEWED, reason: "already_exists" },
    });
    expect(await eligibility(c.client, "venue", v.slug)).toMatchObject({
      canReview: false,
      reason: "already_reviewed",
    });
    const page = (await t.client().get(`/api/reviews/venue/${v.slug}`)).json<ReviewsPage>();
    expect(page.total).toBe(1);
    expect(page.rating).toEqual({ average: 5, count: 1 });
  });

  it("two submissions at once store one review", async () => {
    const c = await couple();
    const v = venue();
    await inquiry(c.id, { venueId: v.id }, "booked");
    const answers = await Promise.all([
      postReview(c.client, "venue", v.slug),
      postReview(c.client, "venue", v.slug),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [row] = await t.db.select({ n: venues.reviewCount }).from(venues).where(eq(venues.id, v.id));
    expect(row!.n).toBe(1);
  });
});

describe("ratings on listings", () => {
  it("the venue answer and its search card carry the average to one decimal and the count; none without reviews", async () => {
    const v = venue();
    const before = (await t.client().get(`/api/venues/${v.slug}`)).json<VenueDetail>();
    expect(before.rating).toBeNull();
    for (const rating of [5, 4]) {
      const c = await couple();
      await tour(c.id, v.id, -HOUR * 5, "confirmed");
      expect((await postReview(c.client, "venue", v.slug, { ...good, rating })).statusCode).toBe(201);
    }
    // The cached answer was cleared by the writes.
    const after = (await t.client().get(`/api/venues/${v.slug}`)).json<VenueDetail>();
    expect(after.rating).toEqual({ average: 4.5, count: 2 });
    const search = (await t.client().get(`/api/venues?q=${encodeURIComponent(v.name)}&pageSize=48`)).json<{
      items: { slug: string; rating: unknown }[];
    }>();
    expect(search.items.find((i) => i.slug === v.slug)?.rating).toEqual({ average: 4.5, count: 2 });
  });

  it("the vendor answer carries its rating too", async () => {
    const vd = vendor();
    const c = await couple();
    await inquiry(c.id, { vendorId: vd.id }, "booked");
    expect((await postReview(c.client, "vendor", vd.slug, { ...good, rating: 3 })).statusCode).toBe(201);
    const detail = (await t.client().get(`/api/vendors/${vd.slug}`)).json<VendorDetail>();
    expect(detail.rating).toEqual({ average: 3, count: 1 });
  });
});

describe("reading reviews", () => {
  it("lists published reviews newest first, with a page size of 10", async () => {
    const v = venue();
    for (let i = 0; i < 11; i++) {
      const c = await couple();
      await inquiry(c.id, { venueId: v.id }, "booked");
      const res = await postReview(c.client, "venue", v.slug, { ...good, title: `Review number ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const first = (await t.client().get(`/api/reviews/venue/${v.slug}`)).json<ReviewsPage>();
    expect(first.total).toBe(11);
    expect(first.pageSize).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.title).toBe("Review number 10");
    const second = (await t.client().get(`/api/reviews/venue/${v.slug}?page=2`)).json<ReviewsPage>();
    expect(second.items.map((r) => r.title)).toEqual(["Review number 0"]);
  });

  it("answers 404 for an unknown or hidden listing and 400 for a bad kind or page", async () => {
    const missing = await t.client().get("/api/reviews/venue/no-such-venue");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "We couldn't find that venue." } });
    const v = venue();
    await t.db.update(venues).set({ isHidden: true }).where(eq(venues.id, v.id));
    expect((await t.client().get(`/api/reviews/venue/${v.slug}`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/reviews/hotel/${v.slug}`)).statusCode).toBe(400);
    expect((await t.client().get(`/api/reviews/venue/${venue().slug}?page=0`)).statusCode).toBe(400);
  });
});

describe("bad input", () => {
  it("refuses a rating outside 1–5, a missing title, a short or long body, with field messages", async () => {
    const c = await couple();
    const v = venue();
    await inquiry(c.id, { venueId: v.id }, "booked");
    const cases: [unknown, string, string][] = [
      [{ ...good, rating: 0 }, "rating", "Choose a rating from 1 to 5 stars."],
      [{ ...good, rating: 6 }, "rating", "Choose a rating from 1 to 5 stars."],
      [{ ...good, rating: 4.5 }, "rating", "Choose a rating from 1 to 5 stars."],
      [{ ...good, title: "  " }, "title", "Give your review a title."],
      [{ ...good, title: "x".repeat(101) }, "title", "Use at most 100 characters."],
      [
        { ...good, body: "Lovely." },
        "body",
        "Write at least 30 characters so other couples learn something.",
      ],
      [{ ...good, body: "y".repeat(2001) }, "body", "Use at most 2,000 characters."],
      [
        { ...good, body: `${"z".repeat(40)}\u0000` },
        "body",
        "Remove the invisible control characters from this text.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await postReview(c.client, "venue", v.slug, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(errorOf(res).fields?.[field] ?? errorOf(res).message).toBe(message);
    }
    expect((await t.client().get(`/api/reviews/venue/${v.slug}`)).json<ReviewsPage>().total).toBe(0);
  });
});

/** A published review of a fresh venue owned by a fresh owner. */
async function reviewedVenue(rating = 5) {
  const v = venue();
  const owner = await t.quickUser({ kind: "venue_owner" });
  await t.db.update(venues).set({ ownerId: owner.id }).where(eq(venues.id, v.id));
  const c = await couple();
  await inquiry(c.id, { venueId: v.id }, "booked");
  const res = await postReview(c.client, "venue", v.slug, { ...good, rating });
  expect(res.statusCode).toBe(201);
  return { venue: v, owner, couple: c, review: res.json<Review>() };
}

describe("the business's reply", () => {
  it("the owner replies once; a second reply answers 409; others get 403; unknown review 404", async () => {
    const { venue: v, owner, couple: c, review } = await reviewedVenue();
    const reply =
      "Thank you both! It was a joy to host you, and we hope to see you back for your anniversary.";

    const stranger = await t.quickUser({ kind: "venue_owner" });
    for (const who of [stranger.client, c.client]) {
      const res = await who.post(`/api/review-replies/${review.id}`, { body: reply });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(
        "Only the business that manages this listing can reply to its reviews.",
      );
    }
    expect((await t.client().post(`/api/review-replies/${review.id}`, { body: reply })).statusCode).toBe(401);

    const res = await owner.client.post(`/api/review-replies/${review.id}`, { body: reply });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Review>().reply?.body).toBe(reply);
    const again = await owner.client.post(`/api/review-replies/${review.id}`, { body: "Changed my mind." });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: "CONFLICT",
        message: "This review already has your reply. A business can reply once.",
        reason: "already_decided",
      },
    });
    const page = (await t.client().get(`/api/reviews/venue/${v.slug}`)).json<ReviewsPage>();
    expect(page.items[0]!.reply?.body).toBe(reply);

    const unknown = await owner.client.post("/api/review-replies/00000000-0000-4000-8000-000000000000", {
      body: reply,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await owner.client.post("/api/review-replies/not-a-uuid", { body: reply })).statusCode).toBe(400);
    expect((await owner.client.post(`/api/review-replies/${review.id}`, { body: "" })).statusCode).toBe(400);
  });
});

describe("reports and the admin queue", () => {
  it("anyone reports; the admin hides the review, which leaves the page and the rating", async () => {
    const { venue: v, review } = await reviewedVenue(1);
    const c2 = await couple();
    await inquiry(c2.id, { venueId: v.id }, "booked");
    expect((await postReview(c2.client, "venue", v.slug, { ...good, rating: 5 })).statusCode).toBe(201);
    expect((await t.client().get(`/api/venues/${v.slug}`)).json<VenueDetail>().rating).toEqual({
      average: 3,
      count: 2,
    });

    const visitor = t.client();
    const reported = await visitor.post(`/api/review-reports/${review.id}`, {
      reason: "This reads like it was written by a competitor.",
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const member = await couple();
    const reason = "It names a staff member and insults them.";
    expect((await member.client.post(`/api/review-reports/${review.id}`, { reason })).statusCode).toBe(201);
    const twice = await member.client.post(`/api/review-reports/${review.id}`, { reason });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe("You have already reported this review. Our team will look at it.");

    const queue = (await admin.get("/api/admin/review-reports")).json<AdminReviewReport[]>();
    const mine = queue.filter((r) => r.review.id === review.id);
    expect(mine.map((r) => r.reporter)).toEqual(["Signed-out visitor", `Ava Lindqvist (${member.email})`]);
    expect(mine[0]).toMatchObject({
      status: "open",
      reason: "This reads like it was written by a competitor.",
      review: { id: review.id, status: "published", rating: 1 },
      listing: { kind: "venue", slug: v.slug },
    });
    const overview = (await admin.get("/api/admin/overview")).json<AdminOverview>();
    expect(overview.openReviewReports).toBeGreaterThanOrEqual(2);

    const hide = await admin.post(`/api/admin/review-reports/${mine[0]!.id}/hide`);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json<AdminReviewReport>()).toMatchObject({ status: "upheld", review: { status: "hidden" } });
    // Every open report of the hidden review is settled with it.
    const upheld = (await admin.get("/api/admin/review-reports?status=upheld")).json<AdminReviewReport[]>();
    expect(upheld.filter((r) => r.review.id === review.id)).toHaveLength(2);
    const again = await admin.post(`/api/admin/review-reports/${mine[1]!.id}/dismiss`);
    expect(again.statusCode).toBe(409);

    const page = (await t.client().get(`/api/reviews/venue/${v.slug}`)).json<ReviewsPage>();
    expect(page.items.map((r) => r.id)).not.toContain(review.id);
    expect(page).toMatchObject({ total: 1, rating: { average: 5, count: 1 } });
    expect((await t.client().get(`/api/venues/${v.slug}`)).json<VenueDetail>().rating).toEqual({
      average: 5,
      count: 1,
    });
    const [row] = await t.db
      .select({ count: venues.reviewCount, sum: venues.ratingSum })
      .from(venues)
      .where(eq(venues.id, v.id));
    expect(row).toEqual({ count: 1, sum: 5 });

    // A hidden review can no longer be reported or replied to.
    expect((await t.client().post(`/api/review-reports/${review.id}`, { reason })).statusCode).toBe(404);
  });

  it("dismissing a report keeps the review and its rating", async () => {
    const { venue: v, review } = await reviewedVenue(4);
    const res = await t
      .client()
      .post(`/api/review-reports/${review.id}`, { reason: "I just disagree with it." });
    const id = res.json<{ id: string }>().id;
    const dismissed = await admin.post(`/api/admin/review-reports/${id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<AdminReviewReport>()).toMatchObject({
      status: "dismissed",
      review: { status: "published" },
    });
    expect((await t.client().get(`/api/venues/${v.slug}`)).json<VenueDetail>().rating).toEqual({
      average: 4,
      count: 1,
    });
  });

  it("refuses bad reports, unknown reviews, and non-admins in the queue", async () => {
    const { review } = await reviewedVenue();
    const empty = await t.client().post(`/api/review-reports/${review.id}`, { reason: "" });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.reason).toBe("Tell us what is wrong with this review.");
    const long = await t.client().post(`/api/review-reports/${review.id}`, { reason: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    const unknown = await t
      .client()
      .post("/api/review-reports/00000000-0000-4000-8000-000000000000", { reason: "Spam, clearly." });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe("We couldn't find that review.");

    const c = await couple();
    expect((await c.client.get("/api/admin/review-reports")).statusCode).toBe(404);
    expect((await c.client.post(`/api/admin/review-reports/${review.id}/hide`)).statusCode).toBe(404);
    expect((await t.client().get("/api/admin/review-reports")).statusCode).toBe(401);
    expect(
      (await admin.post("/api/admin/review-reports/00000000-0000-4000-8000-000000000000/hide")).statusCode,
    ).toBe(404);
    expect((await admin.post(`/api/admin/review-reports/${review.id}/delete`)).statusCode).toBe(400);
  });

  it("reports are rate-limited per address", async () => {
    const { review } = await reviewedVenue();
    const visitor = t.client();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await visitor.post(`/api/review-reports/${review.id}`, { reason: `Report number ${i}` })).statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
