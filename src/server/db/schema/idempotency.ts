import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Idempotency keys of creating requests (issue #19, decision 021): who sent the key (a user id, or
 * `ip:<address>` signed out), on which route, a hash of the body, and the answer once there is one. A retry
 * with the same key gets the stored answer instead of creating again. Rows live 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    owner: text("owner").notNull(),
    route: text("route").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is running. */
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.route, t.key] })],
);
