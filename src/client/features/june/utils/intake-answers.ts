import { cities, type CityId } from "@shared/catalog";

/**
 * Turns what a couple says (or types) in June's intake interview into profile values. Pure and forgiving:
 * speech recognition writes "150", "a hundred and fifty" rarely; "$35,000", "35k" and "35 thousand" often.
 * Each returns null when it can't tell — the interview then asks again or leaves the field to the review card.
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

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

const pad = (n: number) => String(n).padStart(2, "0");

function validDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * "October 9th, 2027", "9 October 2027", "2027-10-09", "10/9/2027" → "2027-10-09". Without a year, the
 * next such date after `today` (YYYY-MM-DD).
 */
export function parseDate(text: string, today: string): string | null {
  const t = text
    .toLowerCase()
    .replace(/(\d+)(st|nd|rd|th)\b/g, "$1")
    .replace(/,/g, " ");
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(t);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /\b(\d{1,2})\/(\d{1,2})\/(\d{2,4})\b/.exec(t);
  if (us) {
    const y = Number(us[3]);
    return validDate(y < 100 ? 2000 + y : y, Number(us[1]), Number(us[2]));
  }
  const monthIndex = MONTHS.findIndex((m) => new RegExp(`\\b${m.slice(0, 3)}[a-z]*\\b`).test(t));
  if (monthIndex < 0) return null;
  const month = monthIndex + 1;
  const withoutMonth = t.replace(new RegExp(`\\b${MONTHS[monthIndex]!.slice(0, 3)}[a-z]*\\b`), " ");
  const year = /\b(20\d{2})\b/.exec(withoutMonth);
  const day = /\b(\d{1,2})\b/.exec(withoutMonth.replace(/\b20\d{2}\b/, " "));
  if (!day) return null;
  if (year) return validDate(Number(year[1]), month, Number(day[1]));
  const thisYear = Number(today.slice(0, 4));
  const candidate = validDate(thisYear, month, Number(day[1]));
  if (candidate && candidate > today) return candidate;
  return validDate(thisYear + 1, month, Number(day[1]));
}

/** "Nashville", "in Columbus, Ohio", "cincy" → the city's id. */
export function parseCity(text: string): CityId | null {
  const t = text.toLowerCase();
  if (/\bcincy\b/.test(t)) return "cincinnati";
  return cities.find((c) => t.includes(c.name.toLowerCase()))?.id ?? null;
}

const SMALL: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** "150", "about 150 guests", "1,200", "35k", "$35,000", "35 thousand", "two hundred" → a whole number. */
export function parseAmount(text: string): number | null {
  const t = text.toLowerCase().replace(/,(?=\d{3}\b)/g, "");
  const num = /(\d+(?:\.\d+)?)\s*(k|thousand|grand|m|million)?\b/.exec(t);
  if (num) {
    const value = Number(num[1]);
    const unit = num[2];
    const factor =
      unit === "k" || unit === "thousand" || unit === "grand"
        ? 1000
        : unit === "m" || unit === "million"
          ? 1_000_000
          : 1;
    return Math.round(value * factor);
  }
  // Spelled-out numbers: "two hundred fifty", "forty thousand".
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of t.split(/[\s-]+/)) {
    if (word in SMALL) {
      current += SMALL[word]!;
      seen = true;
    } else if (word === "hundred") current = (current || 1) * 100;
    else if (word === "thousand" || word === "grand") {
      total += (current || 1) * 1000;
      current = 0;
    }
  }
  return seen ? total + current : null;
}
