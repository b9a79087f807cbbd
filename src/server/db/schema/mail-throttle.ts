import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Account mails sent per address and kind in the current window (reset and verification links; issue #19,
 * decision 021). One row per (kind, address), rewritten in place by an atomic upsert, so every server
 * process shares the count.
 */
export const mailThrottle = pgTable(
  "mail_throttle",
  {
    kind: text("kind").notNull(),
    address: text("address").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    count: integer("count").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.kind, t.address] })],
);
