import { date, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { ListingKind } from "./listing-kinds";

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
