import type { VendorCategorySlug } from "@shared/catalog";
import { editDistance } from "@shared/rules/edit-distance";

/**
 * Typo tolerance for the words the built-in engine listens for (issue #16): a vendor category typed with a
 * missing, extra, wrong or swapped letter ("photgrapher", "florsit", "caterrers") is still that category.
 * The site's typo distance (shared/rules/edit-distance.ts, decision 006): one edit in a word of 5–8 letters,
 * two from 9; the first letter must match and only words of 6+ letters are compared, so everyday words one
 * letter away from a short keyword ("planned", "takes", "stylish") are not read as categories.
 */

const CATEGORY_WORDS: [VendorCategorySlug, string[]][] = [
  ["videographers", ["videographer", "videography"]],
  ["photographers", ["photographer", "photography", "photos"]],
  ["weddingplanners", ["coordinator"]],
  ["hairmakeup", ["makeup", "hairstylist"]],
  ["djband", ["deejay", "musicians", "entertainment"]],
  ["florists", ["florist", "flowers", "floral", "bouquet", "bouquets", "centerpieces"]],
  ["bakers", ["bakery", "desserts"]],
  ["caterers", ["caterer", "catering"]],
  ["bartenders", ["bartender", "bartending", "mixologist"]],
  ["officiants", ["officiant", "minister"]],
  ["transportation", ["transportation", "limousine", "shuttle"]],
  ["decorators", ["decorator", "decorations"]],
];

/** The allowed typo distance for a word of this length (0 below 5 letters: too many short words collide). */
export function typoBudget(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** `typed` is `word` give or take a typo (and a plural s). */
export function nearWord(typed: string, word: string): boolean {
  if (typed === word || typed === `${word}s` || `${typed}s` === word) return true;
  const budget = typoBudget(Math.min(typed.length, word.length));
  if (budget === 0 || typed[0] !== word[0]) return false;
  const singular = typed.endsWith("s") && !word.endsWith("s") ? typed.slice(0, -1) : typed;
  return editDistance(singular, word, budget) <= budget || editDistance(typed, word, budget) <= budget;
}

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** A category named with a typo; undefined when no word is close to one. */
export function fuzzyCategory(text: string): VendorCategorySlug | undefined {
  for (const w of words(text)) {
    if (w.length < 6) continue;
    for (const [slug, list] of CATEGORY_WORDS) if (list.some((k) => nearWord(w, k))) return slug;
  }
  return undefined;
}
