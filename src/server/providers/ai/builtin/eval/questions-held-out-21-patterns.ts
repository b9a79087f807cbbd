/**
 * Patterns held-out set #21 needs beyond questions-held-out-18-patterns.ts (whose money, count, range and
 * date patterns it reuses): a count said next to what it counts, and a dollar range as the guides write it.
 */

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** `n` as digits, or as a word up to ten ("2" or "two"), never part of a longer number. */
const digitsOrWord = (n: number) =>
  n <= 10 ? `(?:(?<![\\d.,])${n}(?![\\d])|\\b${NUMBER_WORDS[n]}\\b)` : `(?<![\\d.,])${n}(?![\\d]|,\\d)`;

/**
 * A count said beside its label, either way round and with no other number between ("Lamb: 2", "2 chose
 * lamb", "two lamb"): the label is a regex source, matched case-insensitively.
 */
export function countNear(label: string, n: number): RegExp {
  const num = digitsOrWord(n);
  return new RegExp(`(?:${label})[^\\d\\n]{0,40}${num}|${num}[^\\d\\n]{0,40}(?:${label})`, "i");
}

/** A dollar range as a reply may write it: "$50 to $150", "$50-$150", "50–150 dollars", "$2,000 to $6,000". */
export function usdRange(low: number, high: number): RegExp {
  const amount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",?");
  return new RegExp(
    `\\$?\\s?${amount(low)}\\s*(?:to|-|–|—|and)\\s*\\$?\\s?${amount(high)}(?![\\d,]*\\d)`,
    "i",
  );
}
