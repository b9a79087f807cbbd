import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { venues } from "./marketplace";

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
