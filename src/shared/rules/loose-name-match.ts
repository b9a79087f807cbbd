/**
 * Forgiving name matching for things a couple names in a chat (issue #16): their budget categories
 * ("flowers" → "Flowers & decor"), their saved venues ("the willow barn" → "Willow Creek Barn"). Case,
 * accents, "&"/"and", plurals and typos (the search's budget: one up to 7 letters, two from 8) are
 * forgiven; a guess between two equally good candidates is not made. Pure.
 */
import { editDistance } from "./edit-distance";
import { foldLetters } from "./person-names";

/** Words that never name anything on their own. */
const STOP = new Set(["the", "our", "my", "a", "an", "and", "for", "of", "at", "in", "on", "to"]);

/** Lower case, accents folded, "&" read as "and", punctuation gone: "Flowers & Décor" → "flowers and decor". */
export function normalizeLoose(value: string): string {
  return foldLetters(value)
    .replace(/&|\+/g, " and ")
    .replace(/['’`.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** "Florists" → "florist", "Bakeries" → "bakery". */
export const singular = (w: string) =>
  w.length > 4 && w.endsWith("ies")
    ? `${w.slice(0, -3)}y`
    : w.length > 3 && w.endsWith("s") && !w.endsWith("ss")
      ? w.slice(0, -1)
      : w;

/** How many typos a word of this length may carry. */
export const typoBudget = (w: string) => (w.length < 4 ? 0 : w.length < 8 ? 1 : 2);

export type LooseOptions = {
  /** More words to ignore ("budget", "category"). */
  filler?: readonly string[];
  /** The thing a word names, so different words for one thing match ("florist" ~ "flowers"). */
  conceptOf?: (word: string) => string | undefined;
};

function wordsOf(value: string, filler: readonly string[] = []): string[] {
  return normalizeLoose(value)
    .split(" ")
    .filter((w) => w && !STOP.has(w) && !filler.includes(w));
}

/** How well one typed word matches one word of a name, 0 to 1. */
function wordScore(typed: string, word: string, opts: LooseOptions): number {
  if (typed === word || singular(typed) === singular(word)) return 1;
  const budget = Math.min(typoBudget(typed), typoBudget(word));
  if (budget > 0 && editDistance(typed, word, budget) <= budget) return 0.8;
  const concept = opts.conceptOf?.(typed);
  if (concept && concept === opts.conceptOf?.(word)) return 0.7;
  return 0;
}

/**
 * How well typed words name `name`, 0 to 1: every word typed must match a word of the name (the same, a
 * typo of it, or the same thing in other words); the score is their mean.
 */
export function looseNameScore(typed: string, name: string, opts: LooseOptions = {}): number {
  const query = wordsOf(typed, opts.filler);
  const pool = wordsOf(name, opts.filler);
  if (query.length === 0 || pool.length === 0) return 0;
  if (query.join(" ") === pool.join(" ")) return 1;
  let total = 0;
  for (const q of query) {
    const best = Math.max(0, ...pool.map((p) => wordScore(q, p, opts)));
    if (best === 0) return 0;
    total += best;
  }
  return total / query.length;
}

export type LooseMatch<C> = { kind: "one"; item: C } | { kind: "none" } | { kind: "ambiguous"; items: C[] };

/** The one item the words name: the best score wins; several with the best score are ambiguous. */
export function looseMatch<C extends { name: string }>(
  typed: string,
  items: readonly C[],
  opts: LooseOptions = {},
): LooseMatch<C> {
  const scored = items
    .map((item) => ({ item, score: looseNameScore(typed, item.name, opts) }))
    .filter((s) => s.score > 0);
  if (scored.length === 0) return { kind: "none" };
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best).map((s) => s.item);
  return top.length === 1 ? { kind: "one", item: top[0]! } : { kind: "ambiguous", items: top };
}
