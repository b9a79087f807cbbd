import { UNIT_WORDS } from "@shared/rules/parse-amount";

/**
 * Wedding-date changes the date parser can't read (issue #16, sixth round): a shift relative to the date
 * the couple has ("push it back a week", "move the wedding up two days", "a month later") and a day the
 * month doesn't have ("February 30", "April 31st"). Pure: the answer applies the shift to the profile's
 * date and proposes the result, or refuses the impossible day plainly.
 */

const COUNT: Record<string, number> = {
  a: 1,
  an: 1,
  ...UNIT_WORDS,
  couple: 2,
  "a couple": 2,
  "a couple of": 2,
  few: 3,
  "a few": 3,
};
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14 };

/** A shift in days (positive: later), or months for "a month later"; the words that said it. */
export type DateShift = { days: number; months: number; label: string };

const AMOUNT = String.raw`(\d{1,3}|a couple of|a couple|a few|an?|one|two|three|four|five|six|seven|eight|nine|ten|couple|few)\s+(day|week|fortnight|month)s?`;
const LATER = /^(back|later|out)$/;

/** The shift a message asks of the wedding date; undefined when it names none. */
export function dateShift(text: string): DateShift | undefined {
  const dateWord = /\b(wedding|date|big day|ceremony|it)\b/.test(text);
  if (!dateWord) return undefined;
  // "push the wedding back a week", "move it up two days", "bump the date forward by 3 days"
  const verbFirst = new RegExp(
    String.raw`\b(?:push|move|bump|shift|slide|delay|postpone|change|pull|bring)\b[a-z' ]{0,30}?\b(back|later|up|forward|earlier|out)\b(?: by)?\s+${AMOUNT}`,
  ).exec(text);
  // "move the wedding two days earlier", "push it a week later"
  const amountFirst = new RegExp(
    String.raw`\b(?:push|move|bump|shift|slide|delay|postpone|change|pull|bring)\b[a-z' ]{0,30}?\b${AMOUNT}\s+(back|later|up|forward|earlier|sooner|out)\b`,
  ).exec(text);
  let direction: string, count: string, unit: string;
  if (verbFirst) [, direction, count, unit] = verbFirst as unknown as [string, string, string, string];
  else if (amountFirst)
    [, count, unit, direction] = amountFirst as unknown as [string, string, string, string];
  else {
    // "postpone the wedding by a week", "delay it two weeks": later by nature.
    const later = new RegExp(String.raw`\b(?:postpone|delay)\b[a-z' ]{0,30}?\b(?:by\s+)?${AMOUNT}`).exec(
      text,
    );
    if (!later) return undefined;
    [, count, unit] = later as unknown as [string, string, string];
    direction = "later";
  }
  const n = /^\d+$/.test(count) ? Number(count) : COUNT[count];
  if (!n) return undefined;
  const sign = LATER.test(direction) ? 1 : -1;
  const words = `${n} ${unit}${n === 1 ? "" : "s"} ${sign > 0 ? "later" : "earlier"}`;
  if (unit === "month") return { days: 0, months: sign * n, label: words };
  return { days: sign * n * UNIT_DAYS[unit]!, months: 0, label: words };
}

/** The date `iso` moved by the shift (a month keeps the day, or the month's last day). */
export function shiftedDate(iso: string, shift: DateShift): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  if (shift.months) {
    const first = new Date(Date.UTC(y, m - 1 + shift.months, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    first.setUTCDate(Math.min(d, last));
    return first.toISOString().slice(0, 10);
  }
  return new Date(Date.UTC(y, m - 1, d + shift.days)).toISOString().slice(0, 10);
}

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
const MONTH_ALIASES: Record<string, number> = Object.fromEntries(
  MONTHS.flatMap((m, i): [string, number][] => [
    [m, i],
    [m.slice(0, 3), i],
  ]).concat([["sept", 8]]),
);

/** "February 30", "april 31st 2027", "the 30th of february": a day its month doesn't have, as words. */
export function impossibleDate(text: string): { said: string; month: string; days: number } | undefined {
  const names = Object.keys(MONTH_ALIASES).join("|");
  const m =
    new RegExp(String.raw`\b(${names})\.? (\d{1,2})(?:st|nd|rd|th)?(?:,? (\d{4}))?\b`).exec(text) ??
    new RegExp(String.raw`\b(?:the )?(\d{1,2})(?:st|nd|rd|th)? of (${names})(?:,? (\d{4}))?\b`).exec(text);
  if (!m) return undefined;
  const monthFirst = Number.isNaN(Number(m[1]));
  const monthIndex = MONTH_ALIASES[monthFirst ? m[1]! : m[2]!]!;
  const day = Number(monthFirst ? m[2] : m[1]);
  const year = m[3] ? Number(m[3]) : undefined;
  // February has 29 days in a leap year, or when no year is said (the couple may mean one).
  const days =
    monthIndex === 1
      ? year === undefined || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))
        ? 29
        : 28
      : new Date(Date.UTC(2001, monthIndex + 1, 0)).getUTCDate();
  if (day <= days || day > 31) return undefined;
  const month = MONTHS[monthIndex]!.charAt(0).toUpperCase() + MONTHS[monthIndex]!.slice(1);
  return {
    said: `${month} ${day}${year ? `, ${year}` : ""}`,
    month: year ? `${month} ${year}` : month,
    days,
  };
}
