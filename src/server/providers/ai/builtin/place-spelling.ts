import { editDistance } from "@shared/rules/edit-distance";
import { typoBudget } from "./fuzzy-words";
import { PLACES } from "./coverage";

/**
 * Misspelt place names, corrected before anything reads the message (issue #16, fifth round; decision
 * 060): "clevland", "colombus", "cincinati", "nashvile" are our cities, so the search runs there — never in
 * the profile's city by default — and "atalnta", "pheonix", "chicgo" are places we don't serve, so June
 * says so. The site's typo distance (one missing, extra, wrong or swapped letter in 5–8 letters, two from
 * 9; the first letter must match). Our four cities are corrected anywhere; a place we don't serve only
 * after a word that introduces a place ("in", "near", "between", "and"…), so "for indian food" stays food.
 */

const OUR_CITIES = ["cleveland", "columbus", "cincinnati", "nashville"];
/** One-word places we don't serve, long enough to correct safely (6+ letters). */
const OTHER_PLACES = PLACES.filter((p) => /^[a-z]{6,}$/.test(p));
/** Everyday words a typo away from a place ("indian" → Indiana): never corrected. */
const NOT_PLACES = new Set([
  "indian",
  "frances",
  "denser",
  "orange",
  "buffet",
  "clever",
  "column",
  "columns",
]);
const PLACE_CUE =
  /\b(in|near|around|at|to|for|from|outside|between|and|or|vs|versus|cover|covers|serve|serves|move|moving)\s+(the\s+)?$/;

function nearPlace(word: string, places: string[]): string | undefined {
  if (word.length < 5 || NOT_PLACES.has(word)) return undefined;
  if (places.includes(word)) return undefined;
  return places.find((p) => {
    const budget = typoBudget(Math.min(word.length, p.length));
    return budget > 0 && word[0] === p[0] && editDistance(word, p, budget) <= budget;
  });
}

/** The message with misspelt city and place names written correctly; everything else as typed. */
export function correctPlaceNames(message: string): string {
  return message.replace(/[A-Za-z]+/g, (word, offset: number) => {
    const lower = word.toLowerCase();
    const before = message.slice(Math.max(0, offset - 20), offset).toLowerCase();
    const fixed =
      nearPlace(lower, OUR_CITIES) ?? (PLACE_CUE.test(before) ? nearPlace(lower, OTHER_PLACES) : undefined);
    if (!fixed) return word;
    return word === lower ? fixed : fixed.charAt(0).toUpperCase() + fixed.slice(1);
  });
}
