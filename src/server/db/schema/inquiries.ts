import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ChatAttachment } from "@shared/schemas/collaboration";
import { user } from "./auth";
import { vendors, venues } from "./marketplace";

export const inquiryStatuses = ["new", "replied", "booked", "closed"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** A couple's message to one venue or one vendor (exactly one of venue_id / vendor_id is set). */
export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    venueId: uuid("venue_id").references(() => venues.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id").references(() => vendors.id, { onDelete: "cascade" }),
    weddingDate: date("wedding_date", { mode: "string" }),
    guestCount: integer("guest_count"),
    message: text("message").notNull(),
    status: text("status").$type<InquiryStatus>().notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inquiries_couple_idx").on(t.coupleId, t.createdAt),
    index("inquiries_venue_idx").on(t.venueId, t.createdAt),
    index("inquiries_vendor_idx").on(t.vendorId, t.createdAt),
    check("inquiries_one_listing_check", sql`(${t.venueId} is null) <> (${t.vendorId} is null)`),
    check("inquiries_status_check", sql`${t.status} in ('new', 'replied', 'booked', 'closed')`),
  ],
);

/** Replies in an inquiry's thread, from the listing's owner or the couple; each is also emailed. */
export const inquiryReplies = pgTable(
  "inquiry_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** Images and PDFs from the uploads module (issue #13). */
    attachments: jsonb("attachments").$type<ChatAttachment[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiry_replies_inquiry_idx").on(t.inquiryId, t.createdAt)],
);
