import { z } from "zod";
import { cityIds } from "../catalog";
import { listingKindSchema } from "./claims";
import { requiredLine, requiredText, token } from "./strings";

/**
 * Verified reviews of venues and vendors (issue #13; docs/decisions/033-verified-reviews.md). Only a
 * couple whose tour of the venue has happened, or whose inquiry the business marked booked, may review a
 * listing, once; the business may reply once; anyone may report a review to the admin queue.
 * Listings are addressed like their pages: kind + slug (`/api/reviews/venue/{slug}`).
 */

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MIN = 30;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 1500;
export const REPORT_REASON_MAX = 500;
export const REVIEWS_PAGE_SIZE = 10;

// ── A listing's rating (cards and listing pages) ────────────────────────────────────────────────

/** The average of the published reviews and their count; null on a listing without reviews. */
export const listingRatingSchema = z.object({
  /** To one decimal (4.5). */
  average: z.number(),
  count: z.number().int(),
});
export type ListingRating = z.infer<typeof listingRatingSchema>;

/** From the listing row's kept aggregates (review_count, rating_sum): nothing when nobody reviewed it. */
export function ratingOf(count: number, sum: number): ListingRating | null {
  if (count <= 0) return null;
  return { average: Math.round((sum / count) * 10) / 10, count };
}

/** "4.5 out of 5 stars, 12 reviews": what a screen reader hears for the stars. */
export function ratingLabel(rating: ListingRating): string {
  const reviews = rating.count === 1 ? "1 review" : `${rating.count.toLocaleString("en-US")} reviews`;
  return `${rating.average.toFixed(1)} out of 5 stars, ${reviews}`;
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

export const reviewListingParamsSchema = z.object({ kind: listingKindSchema, slug: token(120) });
export const reviewIdParamsSchema = z.object({ id: z.uuid("Not a valid review id.") });

export const reviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** What made the couple eligible: a tour that happened, or an inquiry the business marked booked. */
export const reviewBasisSchema = z.enum(["tour", "booked"]);
export type ReviewBasis = z.infer<typeof reviewBasisSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  /** The couple's first names ("Ava & Noah"), never their surnames or account. */
  author: z.string(),
  basis: reviewBasisSchema,
  createdAt: z.string(),
  reply: z.object({ body: z.string(), repliedAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsPageSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  rating: listingRatingSchema.nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/**
 * Why the viewer may or may not review the listing:
 * - eligible: a couple with a tour that happened or a booked inquiry, no review yet;
 * - signed_out, account_kind (venue owners, vendors, contributors write no reviews);
 * - no_visit: no tour that happened and no booked inquiry (an upcoming tour included);
 * - already_reviewed: once per couple and listing.
 */
export const reviewEligibilityReasons = [
  "eligible",
  "signed_out",
  "account_kind",
  "no_visit",
  "already_reviewed",
] as const;
export type ReviewEligibilityReason = (typeof reviewEligibilityReasons)[number];

export const reviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  reason: z.enum(reviewEligibilityReasons),
  /** The viewer manages this listing: it may reply to reviews (once each). */
  isOwner: z.boolean(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

// ── Writing ─────────────────────────────────────────────────────────────────────────────────────

export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: "Choose a rating from 1 to 5 stars." })
    .int("Choose a rating from 1 to 5 stars.")
    .min(1, "Choose a rating from 1 to 5 stars.")
    .max(5, "Choose a rating from 1 to 5 stars."),
  title: requiredLine({ max: REVIEW_TITLE_MAX, missing: "Give your review a title." }),
  body: requiredText({
    max: REVIEW_BODY_MAX,
    min: REVIEW_BODY_MIN,
    missing: "Tell other couples about your experience.",
    tooShort: `Write at least ${REVIEW_BODY_MIN} characters so other couples learn something.`,
  }),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewReplyInputSchema = z.object({
  body: requiredText({ max: REVIEW_REPLY_MAX, missing: "Write your reply." }),
});
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;

export const reviewReportInputSchema = z.object({
  reason: requiredText({
    max: REPORT_REASON_MAX,
    min: 5,
    missing: "Tell us what is wrong with this review.",
    tooShort: "Tell us a little more (at least 5 characters).",
  }),
});
export type ReviewReportInput = z.infer<typeof reviewReportInputSchema>;

// ── The admin's queue ───────────────────────────────────────────────────────────────────────────

export const reviewReportStatusSchema = z.enum(["open", "upheld", "dismissed"]);
export type ReviewReportStatus = z.infer<typeof reviewReportStatusSchema>;

export const adminReviewReportsQuerySchema = z.object({
  status: z.enum(["open", "upheld", "dismissed", "all"]).default("open"),
});

export const reviewReportActionParamsSchema = z.object({
  id: z.uuid("Not a valid report id."),
  action: z.enum(["hide", "dismiss"]),
});
export type ReviewReportAction = z.infer<typeof reviewReportActionParamsSchema>["action"];

export const adminReviewReportSchema = z.object({
  id: z.string(),
  status: reviewReportStatusSchema,
  reason: z.string(),
  /** "Signed-out visitor" when the reporter had no account. */
  reporter: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  review: reviewSchema.extend({ status: z.enum(["published", "hidden"]) }),
  listing: z.object({
    kind: listingKindSchema,
    slug: z.string(),
    name: z.string(),
    cityId: z.enum(cityIds),
  }),
});
export type AdminReviewReport = z.infer<typeof adminReviewReportSchema>;
