import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { vendors } from "./marketplace";

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
