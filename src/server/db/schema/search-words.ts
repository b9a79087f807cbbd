import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { ListingKind } from "./listing-kinds";

/**
 * The words public search can match, per kind of listing, with how many visible listings carry each
 * (decision 006, addendum on typo tolerance). A query word missing from it is corrected to a near word
 * found through the trigram index (modules/listings/query-correction.ts) — the word list pg_trgm's
 * documentation suggests for spelling suggestions.
 *
 * Kept current by statement triggers on venues and vendors (drizzle/0010_search_words_sync.sql; the venues' setting and amenities since 0013), which
 * read the same columns as the tables' `search` documents in schema/marketplace.ts: change both together.
 * Only words of 4 letters or more without digits or punctuation are kept: shorter ones are never corrected.
 */
export const searchWords = pgTable(
  "search_words",
  {
    listingKind: text("listing_kind").$type<ListingKind>().notNull(),
    word: text("word").notNull(),
    /** Visible listings whose search document has the word; the row goes when it reaches 0. */
    listings: integer("listings").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingKind, t.word] }),
    index("search_words_word_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
    check("search_words_listing_kind_check", sql`${t.listingKind} in ('venue', 'vendor')`),
  ],
);
