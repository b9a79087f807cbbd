import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import type { ListingKind } from "../../db/schema/listing-kinds";
import { expandSynonyms, synonymVocabulary } from "@shared/rules/search-synonyms";
import type { TextQuery } from "./listing-search";
import { applyCorrections, chooseCorrections, correctableTerms, type Candidate } from "./typo-correction";

/**
 * `search_word_candidates` (drizzle/0010_search_words_sync.sql): a word the vocabulary has comes back as
 * itself from the primary key; only the others are looked up among their trigram neighbours.
 */
const candidatesOf = preparedPerDatabase((db) =>
  db
    .select({ term: sql<string>`term`, word: sql<string>`word`, listings: sql<number>`listings` })
    .from(sql`search_word_candidates(${sql.placeholder("kind")}, ${sql.placeholder("terms")}::text[])`)
    .prepare("search_word_candidates"),
);

/**
 * Words recently found in each vocabulary, so a correctly spelt query does not pay a round trip to learn
 * it needs no correction (decision 006, typo tolerance). Only known words are remembered: a word new to
 * the vocabulary is simply looked up, and a word whose last listing went is trusted for at most
 * `KNOWN_WORD_MS` — it then finds nothing, as a word no listing has would.
 */
const KNOWN_WORD_MS = 60_000;
const KNOWN_WORDS_MAX = 20_000;
/** Per database handle (a test's closed database takes its words with it): "kind:word" → known until. */
const knownWordsByDb = new WeakMap<Db, Map<string, number>>();

function isKnown(known: Map<string, number>, key: string, now: number): boolean {
  const until = known.get(key);
  if (until === undefined) return false;
  if (until >= now) return true;
  known.delete(key);
  return false;
}

function remember(known: Map<string, number>, key: string, now: number) {
  known.delete(key); // re-inserted last: the oldest entry is the first to go
  known.set(key, now + KNOWN_WORD_MS);
  if (known.size > KNOWN_WORDS_MAX) known.delete(known.keys().next().value!);
}

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
  let known = knownWordsByDb.get(db);
  if (!known) knownWordsByDb.set(db, (known = new Map<string, number>()));
  const now = Date.now();
  const terms = correctableTerms(typed).filter(
    (term) => !synonymWords.has(term) && !isKnown(known, `${kind}:${term}`, now),
  );
  if (terms.length === 0) return withSynonyms(typed, typed);
  const found: Candidate[] = await candidatesOf(db).execute({ kind, terms });
  for (const c of found) if (c.word === c.term) remember(known, `${kind}:${c.term}`, now);
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
