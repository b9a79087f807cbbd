import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** The spec's wedding_budgets (read by June; the budget tracker issue builds on it). */
export const weddingBudgets = pgTable("wedding_budgets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  totalBudget: integer("total_budget").notNull().default(0),
  guestCount: integer("guest_count"),
  /** Category name → allocated USD; spent amounts arrive with the budget tracker. */
  categoryAllocations: jsonb("category_allocations").$type<Record<string, number>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
