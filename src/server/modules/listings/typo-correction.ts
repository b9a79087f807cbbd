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

/**
 * Edits between two words, a swap of neighbouring letters counting as one (optimal string alignment):
 * plain Levenshtein counts "lakeveiw" → "lakeview" as two and would spend a long word's whole budget on it.
 */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j]!;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  return at(rows - 1, cols - 1);
}

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
