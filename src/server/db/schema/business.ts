import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { cities, vendorCategories } from "./places";
import { vendors } from "./marketplace";

/** Which kind of listing a row is about; listing_id then points into venues or vendors. */
export const listingKinds = ["venue", "vendor"] as const;
export type ListingKind = (typeof listingKinds)[number];

/**
 * Images uploaded by a signed-in user (issue #3): checked by magic bytes, re-encoded to WebP by sharp
 * (metadata stripped), stored under DATA_DIR/uploads/{id}.webp and served at /uploads/{id}.webp.
 * The row records who uploaded it, so only its owner can attach it to a listing.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId, t.createdAt)],
);

export const claimStatuses = ["pending", "approved", "rejected"] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** A business asks to take over an unclaimed listing; nothing changes until an admin approves. */
export const listingClaims = pgTable(
  "listing_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingKind: text("listing_kind").$type<ListingKind>().notNull(),
    listingId: uuid("listing_id").notNull(),
    claimantId: text("claimant_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** What proves the claimant runs the business (business email domain, licence, website admin…). */
    proof: text("proof").notNull(),
    status: text("status").$type<ClaimStatus>().notNull().default("pending"),
    reviewerId: text("reviewer_id").references(() => user.id, { onDelete: "set null" }),
    reviewNote: text("review_note").notNull().default(""),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("listing_claims_status_idx").on(t.status, t.createdAt),
    index("listing_claims_claimant_idx").on(t.claimantId, t.createdAt),
    // One open claim per claimant and listing.
    uniqueIndex("listing_claims_open_idx")
      .on(t.listingKind, t.listingId, t.claimantId)
      .where(sql`status = 'pending'`),
    check("listing_claims_kind_check", sql`${t.listingKind} in ('venue', 'vendor')`),
    check("listing_claims_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const applicationStatuses = ["pending", "accepted", "declined"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Founding 50 programme applications (issue #3), reviewed by the operator at /admin. */
export const foundingApplications = pgTable(
  "founding_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    businessName: text("business_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    website: text("website").notNull().default(""),
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => vendorCategories.slug),
    yearsInBusiness: integer("years_in_business").notNull().default(0),
    weddingsPerYear: integer("weddings_per_year").notNull().default(0),
    why: text("why").notNull(),
    status: text("status").$type<ApplicationStatus>().notNull().default("pending"),
    reviewerId: text("reviewer_id").references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("founding_applications_status_idx").on(t.status, t.createdAt),
    check("founding_applications_status_check", sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);

/** Friendors: a vendor recommends another vendor they work with; shown on the recommended profile. */
export const vendorRecommendations = pgTable(
  "vendor_recommendations",
  {
    recommenderId: uuid("recommender_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    recommendedId: uuid("recommended_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recommenderId, t.recommendedId] }),
    index("vendor_recommendations_recommended_idx").on(t.recommendedId),
    check("vendor_recommendations_not_self_check", sql`${t.recommenderId} <> ${t.recommendedId}`),
  ],
);

/**
 * Listing page views per day, for owners' stats. Detail reads count in memory and flush in batches,
 * so a read never waits on a write.
 */
export const listingDailyViews = pgTable(
  "listing_daily_views",
  {
    listingKind: text("listing_kind").$type<ListingKind>().notNull(),
    listingId: uuid("listing_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingKind, t.listingId, t.day] })],
);
