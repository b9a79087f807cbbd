import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { venues } from "./marketplace";

/**
 * The spec's saved_venues: a couple's shortlist (compare takes up to 3 of these). Every row names its
 * couple (user id); services filter by the session's user, never by a client id.
 */
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
