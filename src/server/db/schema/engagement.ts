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
import { vendors, venues } from "./marketplace";

/**
 * What couples do with listings (issue #3): save venues, send inquiries, book tours.
 * Every row names its couple (user id); services filter by the session's user, never by a client id.
 */

/** The spec's saved_venues: a couple's shortlist (compare takes up to 3 of these). */
export const savedVenues = pgTable(
  "saved_venues",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.venueId] }),
    // Owners' "saves" stat counts by venue.
    index("saved_venues_venue_idx").on(t.venueId),
  ],
);

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiry_replies_inquiry_idx").on(t.inquiryId, t.createdAt)],
);

/** A tour time a venue offers; one confirmed booking at most (tour_bookings' partial unique index). */
export const tourSlots = pgTable(
  "tour_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(45),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tour_slots_venue_start_idx").on(t.venueId, t.startsAt),
    check("tour_slots_duration_check", sql`${t.durationMinutes} between 15 and 240`),
  ],
);

export const tourStatuses = ["confirmed", "cancelled"] as const;
export type TourStatus = (typeof tourStatuses)[number];

/** A couple's booked tour. Rescheduling moves slot_id; cancelling frees the slot. */
export const tourBookings = pgTable(
  "tour_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    venueId: uuid("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => tourSlots.id, { onDelete: "cascade" }),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    partySize: integer("party_size").notNull().default(2),
    phone: text("phone").notNull().default(""),
    note: text("note").notNull().default(""),
    status: text("status").$type<TourStatus>().notNull().default("confirmed"),
    /** Bumped on every change, so calendar apps replace the event (.ics SEQUENCE). */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tour_bookings_slot_confirmed_idx")
      .on(t.slotId)
      .where(sql`status = 'confirmed'`),
    index("tour_bookings_couple_idx").on(t.coupleId, t.createdAt),
    index("tour_bookings_venue_idx").on(t.venueId, t.createdAt),
    check("tour_bookings_status_check", sql`${t.status} in ('confirmed', 'cancelled')`),
    check("tour_bookings_party_check", sql`${t.partySize} between 1 and 20`),
  ],
);
