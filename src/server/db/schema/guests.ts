import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** The spec's guests (only what June reads; the guest list issue adds the rest). */
export const guests = pgTable(
  "guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    rsvpStatus: text("rsvp_status")
      .$type<"pending" | "attending" | "declined">()
      .notNull()
      .default("pending"),
    guestType: text("guest_type").notNull().default("guest"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guests_couple_idx").on(t.coupleId, t.rsvpStatus),
    check("guests_rsvp_status_check", sql`${t.rsvpStatus} in ('pending', 'attending', 'declined')`),
  ],
);
