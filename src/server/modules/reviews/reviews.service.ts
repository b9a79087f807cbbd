import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import type { ListingKind } from "@shared/schemas/claims";
import {
  ratingOf,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewBasis,
  type ReviewEligibility,
  type ReviewInput,
  type ReviewsPage,
} from "@shared/schemas/reviews";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { user } from "../../db/schema/auth";
import { inquiries } from "../../db/schema/inquiries";
import { coupleProfiles } from "../../db/schema/profiles";
import { reviewReports, reviews } from "../../db/schema/reviews";
import { tourBookings, tourSlots } from "../../db/schema/tours";
import { AppError } from "../../errors";
import {
  adjustAggregates,
  findListing,
  listingColumn,
  readReview,
  reviewColumns,
  toReview,
  type ReviewListing,
  type Tx,
} from "./review-rows";

/**
 * Verified reviews (issue #13; docs/decisions/033-verified-reviews.md): who may write one, writing it,
 * the business's one reply, and reports. The admin's side is review-moderation.service.ts.
 */

export const ALREADY_REVIEWED =
  "You have already reviewed this listing. Each couple can review a listing once.";
export const NOT_ELIGIBLE =
  "Only couples who toured this venue or booked this business can review it. Reviews open once your tour has happened or the business marks your inquiry booked.";
const REVIEW_MISSING = "We couldn't find that review.";

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

/** A listing's published reviews, newest first, with the business's replies and the listing's rating. */
export async function listReviews(
  db: Db,
  kind: ListingKind,
  slug: string,
  page: number,
): Promise<ReviewsPage> {
  const listing = await findListing(db, kind, slug);
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.coupleId))
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, reviews.coupleId))
    .where(and(eq(listingColumn(kind), listing.id), eq(reviews.status, "published")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    items: rows.map(toReview),
    // The kept count is the published reviews' (every change adjusts it in the same transaction).
    total: listing.reviewCount,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    rating: ratingOf(listing.reviewCount, listing.ratingSum),
  };
}

// ── Eligibility ─────────────────────────────────────────────────────────────────────────────────

/**
 * What entitles the couple to review the listing, or null: an inquiry the business marked booked, or
 * (venues) a confirmed tour whose slot has ended. A cancelled or upcoming tour does not count.
 */
async function basisOf(db: Tx, coupleId: string, listing: ReviewListing): Promise<ReviewBasis | null> {
  const inquiryListing = listing.kind === "venue" ? inquiries.venueId : inquiries.vendorId;
  const [booked] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(eq(inquiries.coupleId, coupleId), eq(inquiryListing, listing.id), eq(inquiries.status, "booked")),
    )
    .limit(1);
  if (booked) return "booked";
  if (listing.kind !== "venue") return null;
  const [toured] = await db
    .select({ id: tourBookings.id })
    .from(tourBookings)
    .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
    .where(
      and(
        eq(tourBookings.coupleId, coupleId),
        eq(tourBookings.venueId, listing.id),
        eq(tourBookings.status, "confirmed"),
        sql`${tourSlots.startsAt} + make_interval(mins => ${tourSlots.durationMinutes}) <= now()`,
      ),
    )
    .limit(1);
  return toured ? "tour" : null;
}

async function hasReviewed(db: Tx, coupleId: string, listing: ReviewListing) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.coupleId, coupleId), eq(listingColumn(listing.kind), listing.id)))
    .limit(1);
  return row !== undefined;
}

/** Whether the viewer may review the listing (and why not), and whether it manages it (may reply). */
export async function getEligibility(
  db: Db,
  viewer: Viewer | null,
  kind: ListingKind,
  slug: string,
): Promise<ReviewEligibility> {
  const listing = await findListing(db, kind, slug);
  if (!viewer) return { canReview: false, reason: "signed_out", isOwner: false };
  const isOwner = listing.ownerId === viewer.id;
  if (viewer.kind !== "couple") return { canReview: false, reason: "account_kind", isOwner };
  if (await hasReviewed(db, viewer.id, listing))
    return { canReview: false, reason: "already_reviewed", isOwner };
  const basis = await basisOf(db, viewer.id, listing);
  return basis
    ? { canReview: true, reason: "eligible", isOwner }
    : { canReview: false, reason: "no_visit", isOwner };
}

// ── Writing ─────────────────────────────────────────────────────────────────────────────────────

/** A couple's review: checked for eligibility and once-only, stored with the listing's aggregates. */
export async function createReview(
  db: Db,
  viewer: Viewer,
  kind: ListingKind,
  slug: string,
  input: ReviewInput,
): Promise<Review> {
  if (viewer.kind !== "couple")
    throw new AppError("FORBIDDEN", "Reviews are written by couples.", { reason: "account_kind" });
  try {
    const id = await db.transaction(async (tx) => {
      const listing = await findListing(tx, kind, slug);
      if (await hasReviewed(tx, viewer.id, listing))
        throw new AppError("CONFLICT", ALREADY_REVIEWED, { reason: "already_exists" });
      const basis = await basisOf(tx, viewer.id, listing);
      if (!basis) throw new AppError("FORBIDDEN", NOT_ELIGIBLE);
      const [row] = await tx
        .insert(reviews)
        .values({
          coupleId: viewer.id,
          venueId: kind === "venue" ? listing.id : null,
          vendorId: kind === "vendor" ? listing.id : null,
          rating: input.rating,
          title: input.title,
          body: input.body,
          basis,
        })
        .returning({ id: reviews.id, venueId: reviews.venueId, vendorId: reviews.vendorId });
      if (!row) throw new Error("review insert returned no row");
      await adjustAggregates(tx, row, { count: 1, rating: input.rating });
      return row.id;
    });
    return await readReview(db, id);
  } catch (err) {
    // Two tabs submitting at once: the unique index decides, the loser hears the same as a second try.
    if (isUniqueViolation(err))
      throw new AppError("CONFLICT", ALREADY_REVIEWED, { reason: "already_exists" });
    throw err;
  }
}

/** The business's one public reply: only the listing's owner, only once, only to a published review. */
export async function replyToReview(db: Db, viewer: Viewer, reviewId: string, body: string): Promise<Review> {
  const [target] = await db
    .select({
      status: reviews.status,
      reply: reviews.reply,
      venueOwner: sql<string | null>`(select owner_id from venues where id = ${reviews.venueId})`,
      vendorOwner: sql<string | null>`(select owner_id from vendors where id = ${reviews.vendorId})`,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!target || target.status !== "published") throw new AppError("NOT_FOUND", REVIEW_MISSING);
  if ((target.venueOwner ?? target.vendorOwner) !== viewer.id)
    throw new AppError("FORBIDDEN", "Only the business that manages this listing can reply to its reviews.");
  const [updated] = await db
    .update(reviews)
    .set({ reply: body, repliedAt: sql`now()` })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!updated)
    throw new AppError("CONFLICT", "This review already has your reply. A business can reply once.", {
      reason: "already_decided",
    });
  return readReview(db, reviewId);
}

/** Anyone's report of a published review, for the admin queue; a signed-in reporter once while open. */
export async function reportReview(
  db: Db,
  viewer: Viewer | null,
  reviewId: string,
  reason: string,
): Promise<{ id: string }> {
  const [target] = await db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, reviewId));
  if (!target || target.status !== "published") throw new AppError("NOT_FOUND", REVIEW_MISSING);
  if (viewer) {
    const [open] = await db
      .select({ id: reviewReports.id })
      .from(reviewReports)
      .where(
        and(
          eq(reviewReports.reviewId, reviewId),
          eq(reviewReports.reporterId, viewer.id),
          eq(reviewReports.status, "open"),
        ),
      )
      .limit(1);
    if (open)
      throw new AppError("CONFLICT", "You have already reported this review. Our team will look at it.", {
        reason: "already_exists",
      });
  }
  const [row] = await db
    .insert(reviewReports)
    .values({ reviewId, reporterId: viewer?.id ?? null, reason })
    .returning({ id: reviewReports.id });
  if (!row) throw new Error("report insert returned no row");
  return { id: row.id };
}
