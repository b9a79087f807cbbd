/**
 * Choosing corrections for the words of a search query (issue #11, decision 006 addendum): pure rules,
 * fed with the candidates the trigram index finds in the listings' vocabulary (query-correction.ts).
 *
 * - Only words of 4 letters or more are corrected (the vocabulary keeps no shorter ones): "dj", "bar" or
 *   "spa" have too many neighbours one typo away to guess which was meant.
 * - A word the vocabulary has is never corrected, even when another listing word is one letter away.
 * - Otherwise the nearest vocabulary word within the typo budget wins: one typo up to 7 letters, two from 8
 *   (the sizes common search engines use), where a typo is a letter left out, added, changed, or two
 *   neighbouring letters swapped. Ties go to the word more listings have, then to byte order.
 * - A word with no such neighbour stays as typed, so a nonsense word still finds nothing.
 */
import { editDistance } from "@shared/rules/edit-distance";

export const MIN_CORRECTED_LENGTH = 4;

/** A vocabulary word the index found for a query term, and how many visible listings have it. */
export type Candidate = { term: string; word: string; listings: number };

/** The distinct lower-cased words of a query that could be corrected. */
export function correctableTerms(q: string): string[] {
  const terms = q.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...new Set(terms.filter((t) => t.length >= MIN_CORRECTED_LENGTH))];
}

/** How many typos a word of this length may carry and still be corrected. */
export function typoBudget(length: number): number {
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length < 8 ? 1 : 2;
}

/** Edits between two words (shared/rules/edit-distance.ts: a swap of neighbouring letters counts one). */
export const typoDistance = (a: string, b: string): number => editDistance(a, b);

/** The correction of each term that needs one (terms the vocabulary has, or has nothing near, are left out). */
export function chooseCorrections(candidates: Candidate[]): Map<string, string> {
  const byTerm = new Map<string, Candidate[]>();
  for (const c of candidates) byTerm.set(c.term, [...(byTerm.get(c.term) ?? []), c]);
  const chosen = new Map<string, string>();
  for (const [term, found] of byTerm) {
    if (found.some((c) => c.word === term)) continue;
    const budget = typoBudget(term.length);
    let best: { word: string; distance: number; listings: number } | undefined;
    for (const c of found) {
      const distance = typoDistance(term, c.word);
      if (distance > budget) continue;
      const better =
        !best ||
        distance < best.distance ||
        (distance === best.distance &&
          (c.listings > best.listings || (c.listings === best.listings && c.word < best.word)));
      if (better) best = { word: c.word, distance, listings: c.listings };
    }
    if (best) chosen.set(term, best.word);
  }
  return chosen;
}

/** The query with each corrected word replaced in place; quotes, "-" and "or" keep their meaning. */
export function applyCorrections(q: string, corrections: Map<string, string>): string {
  if (corrections.size === 0) return q;
  return q.replace(/\p{L}+/gu, (word) => corrections.get(word.toLowerCase()) ?? word);
}
