import { eq } from "drizzle-orm";
import { editDistance } from "@shared/rules/edit-distance";
import type { Db } from "../../db/client";
import type { ListingKind } from "../../db/schema/listing-kinds";
import { searchWords } from "../../db/schema/search-words";
import { typoBudget, type Candidate } from "./typo-correction";

/**
 * The search vocabulary of each kind of listing (`search_words`, decision 006) held in memory, so that
 * correcting a query's words costs no round trip (decision 053): at 100,000 listings the venues have
 * 1,706 words, and the trigram look-up it replaces cost PostgreSQL 3–38 ms per misspelt query.
 *
 * - Loaded on first use per database handle and kind (concurrent searches share one load), kept at most
 *   `TTL_MS`, and dropped at once when the listing answers are invalidated (a write through the API, on
 *   this process or another: listing-cache-sync.ts), so a word a new listing brings is known to the next
 *   search, as it was when every unknown word was looked up.
 * - A term the vocabulary has is returned as itself (never corrected); the others get every word within
 *   their typo budget as a candidate, found by scanning the words of a near length — the exact rule of
 *   typo-correction.ts, with no trigram pre-filter that could miss a near word.
 * - Past `SCAN_MAX` words a scan would cost more than the look-up: `candidates` answers undefined for the
 *   unknown terms' part and the caller asks the trigram index (query-correction.ts). Past `LOAD_MAX` words
 *   nothing is kept at all.
 */
const TTL_MS = 30_000;
const SCAN_MAX = 20_000;
const LOAD_MAX = 200_000;

type Vocabulary = {
  words: Map<string, number>;
  /** Words by length: a word within 2 typos of a term is at most 2 letters longer or shorter. */
  byLength: Map<number, string[]>;
};

/** null: too large to hold. `until`: when the load was started plus TTL_MS. */
type Held = { loading: Promise<Vocabulary | null>; until: number };
const byDb = new WeakMap<Db, Map<ListingKind, Held>>();

/** Forget every kind's vocabulary of this database (the listings changed). */
export function forgetSearchVocabulary(db: Db): void {
  byDb.delete(db);
}

async function load(db: Db, kind: ListingKind): Promise<Vocabulary | null> {
  const rows = await db
    .select({ word: searchWords.word, listings: searchWords.listings })
    .from(searchWords)
    .where(eq(searchWords.listingKind, kind))
    .limit(LOAD_MAX + 1);
  if (rows.length > LOAD_MAX) return null;
  const words = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  for (const { word, listings } of rows) {
    words.set(word, listings);
    const same = byLength.get(word.length);
    if (same) same.push(word);
    else byLength.set(word.length, [word]);
  }
  return { words, byLength };
}

function vocabularyOf(db: Db, kind: ListingKind, now: number): Promise<Vocabulary | null> {
  let kinds = byDb.get(db);
  if (!kinds) byDb.set(db, (kinds = new Map<ListingKind, Held>()));
  const held = kinds.get(kind);
  if (held && held.until >= now) return held.loading;
  const loading = load(db, kind);
  kinds.set(kind, { loading, until: now + TTL_MS });
  // A failed load is not kept: the next search tries again.
  loading.catch(() => kinds.get(kind)?.loading === loading && kinds.delete(kind));
  return loading;
}

/**
 * The correction candidates of `terms` (lower-cased words of 4 letters or more), as the trigram look-up
 * returns them: `known` holds those of the terms the vocabulary has, and the near words of the others;
 * `unresolved` lists the terms that must still be looked up (a vocabulary too large to scan or hold).
 */
export async function vocabularyCandidates(
  db: Db,
  kind: ListingKind,
  terms: string[],
  now = Date.now(),
): Promise<{ found: Candidate[]; unresolved: string[] }> {
  const vocabulary = await vocabularyOf(db, kind, now);
  if (!vocabulary) return { found: [], unresolved: terms };
  const found: Candidate[] = [];
  const unresolved: string[] = [];
  const scannable = vocabulary.words.size <= SCAN_MAX;
  for (const term of terms) {
    const listings = vocabulary.words.get(term);
    if (listings !== undefined) {
      found.push({ term, word: term, listings });
      continue;
    }
    if (!scannable) {
      unresolved.push(term);
      continue;
    }
    const budget = typoBudget(term.length);
    for (let length = term.length - budget; length <= term.length + budget; length++)
      for (const word of vocabulary.byLength.get(length) ?? [])
        if (editDistance(term, word, budget) <= budget)
          found.push({ term, word, listings: vocabulary.words.get(word)! });
  }
  return { found, unresolved };
}
