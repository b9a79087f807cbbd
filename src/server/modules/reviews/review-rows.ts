import { and, eq, sql } from "drizzle-orm";
import type { ListingKind } from "@shared/schemas/claims";
import type { Review, ReviewBasis } from "@shared/schemas/reviews";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { vendors, venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { reviews } from "../../db/schema/reviews";
import { AppError } from "../../errors";

/** The reviews module's shared pieces: the listing a review belongs to, the aggregates, the row → contract. */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export type ReviewListing = {
  kind: ListingKind;
  id: string;
  ownerId: string | null;
  reviewCount: number;
  ratingSum: number;
};

const listingMissing = (kind: ListingKind) =>
  new AppError(
    "NOT_FOUND",
    kind === "venue" ? "We couldn't find that venue." : "We couldn't find that vendor.",
  );

/** A published, non-hidden listing by slug; anything else answers 404 like the listing pages do. */
export async function findListing(db: Tx, kind: ListingKind, slug: string): Promise<ReviewListing> {
  const table = kind === "venue" ? venues : vendors;
  const [row] = await db
    .select({
      id: table.id,
      ownerId: table.ownerId,
      reviewCount: table.reviewCount,
      ratingSum: table.ratingSum,
    })
    .from(table)
    .where(and(eq(table.slug, slug), eq(table.isPublished, true), eq(table.isHidden, false)))
    .limit(1);
  if (!row) throw listingMissing(kind);
  return { kind, ...row };
}

/** The review's column naming its listing. */
export const listingColumn = (kind: ListingKind) => (kind === "venue" ? reviews.venueId : reviews.vendorId);

/**
 * Moves the listing's kept aggregates (review_count, rating_sum) by one published review, inside the
 * caller's transaction: every change of a published review goes through here, so they never drift.
 */
export async function adjustAggregates(
  tx: Tx,
  target: { venueId: string | null; vendorId: string | null },
  change: { count: 1 | -1; rating: number },
) {
  const delta = { count: change.count, sum: change.count * change.rating };
  if (target.venueId)
    await tx
      .update(venues)
      .set({
        reviewCount: sql`${venues.reviewCount} + ${delta.count}`,
        ratingSum: sql`${venues.ratingSum} + ${delta.sum}`,
      })
      .where(eq(venues.id, target.venueId));
  else if (target.vendorId)
    await tx
      .update(vendors)
      .set({
        reviewCount: sql`${vendors.reviewCount} + ${delta.count}`,
        ratingSum: sql`${vendors.ratingSum} + ${delta.sum}`,
      })
      .where(eq(vendors.id, target.vendorId));
}

/** "Ava & Noah": first names only, so a public review never shows a surname or an email. */
export function authorName(partner1: string | null, partner2: string | null, accountName: string | null) {
  const first = (name: string | null) => (name ?? "").trim().split(/\s+/)[0] ?? "";
  const names = [first(partner1), first(partner2)].filter(Boolean);
  if (names.length > 0) return names.join(" & ");
  return first(accountName) || "A couple";
}

/** The columns a public review is drawn from (join `user` and `couple_profiles` on the couple). */
export const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  basis: reviews.basis,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  partner1: coupleProfiles.partner1Name,
  partner2: coupleProfiles.partner2Name,
  accountName: user.name,
};

export type ReviewRow = {
  id: string;
  rating: number;
  title: string;
  body: string;
  basis: string;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
  partner1: string | null;
  partner2: string | null;
  accountName: string | null;
};

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: authorName(row.partner1, row.partner2, row.accountName),
    basis: row.basis as ReviewBasis,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.reply !== null && row.repliedAt !== null
        ? { body: row.reply, repliedAt: row.repliedAt.toISOString() }
        : null,
  };
}

/** A review with its author, for the answer of a write. */
export async function readReview(db: Tx, id: string): Promise<Review> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.coupleId))
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, reviews.coupleId))
    .where(eq(reviews.id, id));
  if (!row) throw new AppError("NOT_FOUND", "We couldn't find that review.");
  return toReview(row);
}
