import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import type { ListingKind } from "../../db/schema/listing-kinds";
import { expandSynonyms, synonymVocabulary } from "@shared/rules/search-synonyms";
import type { TextQuery } from "./listing-search";
import { vocabularyCandidates } from "./search-vocabulary";
import { applyCorrections, chooseCorrections, correctableTerms, type Candidate } from "./typo-correction";

/**
 * `search_word_candidates` (drizzle/0010_search_words_sync.sql): a word the vocabulary has comes back as
 * itself from the primary key; only the others are looked up among their trigram neighbours. Used only
 * when the vocabulary is too large to scan in memory (search-vocabulary.ts).
 */
const candidatesOf = preparedPerDatabase((db) =>
  db
    .select({ term: sql<string>`term`, word: sql<string>`word`, listings: sql<number>`listings` })
    .from(sql`search_word_candidates(${sql.placeholder("kind")}, ${sql.placeholder("terms")}::text[])`)
    .prepare("search_word_candidates"),
);

/**
 * The search text of a query, as typed and with its misspelt words corrected against the vocabulary of
 * this kind of listing (db/schema/search-words.ts), or undefined when there is nothing to search for.
 */
export async function textQueryOf(
  db: Db,
  kind: ListingKind,
  q: string | undefined,
): Promise<TextQuery | undefined> {
  const typed = q?.trim();
  if (!typed) return undefined;
  const terms = correctableTerms(typed).filter((term) => !synonymWords.has(term));
  if (terms.length === 0) return withSynonyms(typed, typed);
  // The vocabulary in memory answers without a round trip (search-vocabulary.ts); the trigram index only
  // for what it could not (a vocabulary too large to scan).
  const { found, unresolved } = await vocabularyCandidates(db, kind, terms);
  if (unresolved.length > 0) found.push(...(await candidatesOf(db).execute({ kind, terms: unresolved })));
  return withSynonyms(
    typed,
    applyCorrections(typed, chooseCorrections([...found, ...synonymCandidates(terms)])),
  );
}

function withSynonyms(typed: string, corrected: string): TextQuery {
  const synonyms = expandSynonyms(corrected);
  return synonyms ? { typed, corrected, synonyms } : { typed, corrected };
}

/**
 * The synonym table's words are known words too (issue #18): "waterfornt" is corrected to "waterfront"
 * and then finds the lakeside venues even if no listing says "waterfront". They count as no listing's, so
 * a listing word at the same distance wins.
 */
const synonymWords = new Set(synonymVocabulary);

function synonymCandidates(terms: string[]): Candidate[] {
  return terms.flatMap((term) =>
    synonymVocabulary
      .filter((word) => Math.abs(word.length - term.length) <= 2)
      .map((word) => ({ term, word, listings: 0 })),
  );
}
