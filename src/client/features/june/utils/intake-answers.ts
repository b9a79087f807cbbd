import { cities, type CityId } from "@shared/catalog";

/**
 * Turns what a couple says (or types) in June's intake interview into profile values. Pure and forgiving:
 * speech recognition writes "150", "a hundred and fifty" rarely; "$35,000", "35k" and "35 thousand" often.
 * Each returns null when it can't tell — the interview then asks again or leaves the field to the review card.
 * Dates and amounts are the shared rules (`@shared/rules/parse-date`, `parse-amount`), which the built-in
 * engine reads messages with too.
 */

/** "Ava and Noah", "Ava & Noah", "Ava, Noah", "I'm Ava and my partner is Noah" → ["Ava", "Noah"]. */
export function parseNames(text: string): [string, string] | null {
  const cleaned = text
    .replace(
      /\b(we are|we're|our names are|i am|i'm|my name is|my partner is|my fianc[eé]e? is|my partner)\b/gi,
      " ",
    )
    .replace(/[.!?]/g, " ")
    .trim();
  const parts = cleaned
    .split(/\s*(?:&|\+|,|\band\b)\s*/i)
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean)
    .map(capitalize);
  if (parts.length === 0) return null;
  return [parts[0]!.slice(0, 80), (parts[1] ?? "").slice(0, 80)];
}

const capitalize = (s: string) =>
  s.replace(/(^|[\s-])(\p{Ll})/gu, (_, pre: string, c: string) => pre + c.toUpperCase());

/** "Nashville", "in Columbus, Ohio", "cincy" → the city's id. */
export function parseCity(text: string): CityId | null {
  const t = text.toLowerCase();
  if (/\bcincy\b/.test(t)) return "cincinnati";
  return cities.find((c) => t.includes(c.name.toLowerCase()))?.id ?? null;
}
