import { localToday } from "@shared/rules/wedding-countdown";
import type { EvalCase } from "./questions";

/** A case of held-out set #18: the evaluation's own format, nothing added. */
export type HeldOut18Case = EvalCase;

const withCommas = (whole: number) => {
  const digits = String(whole);
  // "6500" → "6,?500": the couple's figure with or without the thousands separator.
  return digits.length > 3 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",?") : digits;
};

/**
 * A dollar amount as a reply may write it: "$6,500", "$6500", "$6,500.00", and for round hundreds of
 * dollars from $1,000 up also "$6.5k"/"6.5k". Never a longer number that merely starts with the same digits.
 */
export function usd(amount: number): RegExp {
  const [whole, cents] = amount.toFixed(2).split(".") as [string, string];
  const body = `\\$\\s?${withCommas(Number(whole))}${cents === "00" ? "(?:\\.00)?" : `\\.${cents}`}(?![\\d,]*\\d)`;
  const k =
    amount >= 1000 && amount % 100 === 0 ? `|\\$?${String(amount / 1000).replace(".", "\\.")}\\s?k\\b` : "";
  return new RegExp(`(?:${body}${k})`, "i");
}

/** A bare count ("64", "1,200"), not part of a longer number. */
export function count(n: number): RegExp {
  return new RegExp(`(?<![\\d.,])${withCommas(n)}(?![\\d]|,\\d)`);
}

/** A range as the guides write it and a reply may retell it: "six to eight", "6-8", "6–8", "6 to 8". */
export function range(lowWord: string, low: number, highWord: string, high: number, unit = ""): RegExp {
  const lo = `(?:${lowWord}|${low})`;
  const hi = `(?:${highWord}|${high})`;
  return new RegExp(`${lo}\\s*(?:%|percent)?\\s*(?:to|-|–|—|and)\\s*${hi}${unit ? `\\s*${unit}` : ""}`, "i");
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * The wedding date eval.test.ts gives a couple whose wedding is `days` away (today's local date plus
 * calendar days), computed here on its own so the expectation never borrows the engine's arithmetic.
 */
function dateIn(days: number): Date {
  const [y, m, d] = localToday().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days));
}

/** The wedding date `days` away as stored ("2027-06-12"): a proposal's expected `to` (held-out set #20). */
export function isoDateIn(days: number): string {
  return dateIn(days).toISOString().slice(0, 10);
}

/** The weekday of a wedding `days` away, e.g. /Saturday/. */
export function weekdayIn(days: number): RegExp {
  return new RegExp(WEEKDAYS[dateIn(days).getUTCDay()]!);
}

/** The wedding date `days` away as "June 12" / "Jun 12" / "12 June" / "2027-06-12". */
export function weddingDateIn(days: number): RegExp {
  const date = dateIn(days);
  const month = MONTHS[date.getUTCMonth()]!;
  const day = date.getUTCDate();
  const iso = date.toISOString().slice(0, 10);
  return new RegExp(
    `(?:${month}|${month.slice(0, 3)}\\.?)\\s+${day}(?!\\d)|(?<!\\d)${day}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${month}|${iso}`,
    "i",
  );
}
