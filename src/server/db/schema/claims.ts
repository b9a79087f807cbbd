import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import type { ListingKind } from "./listing-kinds";

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
