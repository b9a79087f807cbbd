import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** 30-minute planning calls booked at /intake-scheduling; one confirmed booking per start time. */
export const planningCalls = pgTable(
  "planning_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(30),
    topic: text("topic").notNull().default(""),
    phone: text("phone").notNull().default(""),
    status: text("status").$type<"confirmed" | "cancelled">().notNull().default("confirmed"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("planning_calls_slot_idx")
      .on(t.startsAt)
      .where(sql`status = 'confirmed'`),
    index("planning_calls_couple_idx").on(t.coupleId, t.startsAt),
    check("planning_calls_status_check", sql`${t.status} in ('confirmed', 'cancelled')`),
  ],
);
