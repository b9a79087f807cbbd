import { jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { WebsiteSections, WebsiteTheme } from "@shared/schemas/wedding-websites";
import { user } from "./auth";

/**
 * A couple's wedding website (issue #12): one per couple, private until published, served at `/w/{slug}`
 * and rendered on the server. The sections are one JSON document (shared/schemas/wedding-websites.ts)
 * because they are always read and written whole.
 */
export const weddingWebsites = pgTable(
  "wedding_websites",
  {
    coupleId: text("couple_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    theme: text("theme").$type<WebsiteTheme>().notNull().default("garden"),
    title: text("title").notNull().default(""),
    sections: jsonb("sections").$type<WebsiteSections>().notNull(),
    /** scrypt hash (lib/secret-hash or node:crypto) of the optional visitor password; null = open once published. */
    passwordHash: text("password_hash"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("wedding_websites_slug_idx").on(t.slug)],
);
