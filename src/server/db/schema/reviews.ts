import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { vendors, venues } from "./marketplace";

export const reviewStatuses = ["published", "hidden"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * A couple's review of a venue or vendor (issue #13): only after a tour that happened or an inquiry the
 * business marked booked, once per couple and listing; the business may reply once. Exactly one of
 * venue_id / vendor_id is set. An admin may hide a reported review.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    venueId: uuid("venue_id").references(() => venues.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id").references(() => vendors.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull().default(""),
    body: text("body").notNull(),
    /** What made the couple eligible: "tour" or "booked". */
    basis: text("basis").notNull(),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    status: text("status").$type<ReviewStatus>().notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_couple_venue_idx")
      .on(t.coupleId, t.venueId)
      .where(sql`venue_id is not null`),
    uniqueIndex("reviews_couple_vendor_idx")
      .on(t.coupleId, t.vendorId)
      .where(sql`vendor_id is not null`),
    index("reviews_venue_idx").on(t.venueId, t.createdAt),
    index("reviews_vendor_idx").on(t.vendorId, t.createdAt),
    check("reviews_one_listing_check", sql`(${t.venueId} is null) <> (${t.vendorId} is null)`),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_basis_check", sql`${t.basis} in ('tour', 'booked')`),
    check("reviews_status_check", sql`${t.status} in ('published', 'hidden')`),
  ],
);

/** Anyone's report of a review, for the admin queue; one open report per reporter and review. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    /** Null for a signed-out reporter (then only the per-address rate limit bounds repeats). */
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("open"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("review_reports_status_idx").on(t.status, t.createdAt),
    check("review_reports_status_check", sql`${t.status} in ('open', 'upheld', 'dismissed')`),
  ],
);
