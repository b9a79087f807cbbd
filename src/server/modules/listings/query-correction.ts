import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ListingKind } from "../../db/schema/listing-kinds";
import type { TextQuery } from "./listing-search";
import { applyCorrections, chooseCorrections, correctableTerms, type Candidate } from "./typo-correction";

/**
 * The search text of a query, as typed and with its misspelt words corrected against the vocabulary of
 * this kind of listing (db/schema/search-words.ts), or undefined when there is nothing to search for.
 * One round trip: `search_word_candidates` (drizzle/0008_search_words_sync.sql) answers a known word with
 * itself from the primary key and looks up trigram neighbours only for the others, so a correctly spelt
 * query costs one index probe per word.
 */
export async function textQueryOf(
  db: Db,
  kind: ListingKind,
  q: string | undefined,
): Promise<TextQuery | undefined> {
  const typed = q?.trim();
  if (!typed) return undefined;
  const terms = correctableTerms(typed);
  if (terms.length === 0) return { typed, corrected: typed };
  const found: Candidate[] = await db
    .select({ term: sql<string>`term`, word: sql<string>`word`, listings: sql<number>`listings` })
    .from(sql`search_word_candidates(${kind}, ${sql.param(terms)}::text[])`);
  const corrections = chooseCorrections(found);
  return { typed, corrected: applyCorrections(typed, corrections) };
}
