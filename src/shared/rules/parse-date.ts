/**
 * Dates as couples say or type them (issue #11: one implementation for June's voice intake on the client
 * and the built-in engine on the server). Each pattern needs a month next to a day or a year, so "Hi June"
 * or "may I ask" is never a date.
 */

export type DateParts = { year?: number; month: number; day?: number };

const MONTH_RE =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const pad = (n: number) => String(n).padStart(2, "0");
const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3)) + 1;
const fullYear = (y: number) => (y < 100 ? 2000 + y : y);

/** A real calendar day (February 30 is not); without a year, any year's (February 29 is). */
function isRealDay(year: number | undefined, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const y = year ?? 2000; // a leap year: "Feb 29" without a year may be meant
  const d = new Date(Date.UTC(y, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function parts(year: number | undefined, month: number, day: number | undefined): DateParts | null {
  if (day !== undefined && !isRealDay(year, month, day)) return null;
  if (month < 1 || month > 12) return null;
  return { ...(year !== undefined ? { year } : {}), month, ...(day !== undefined ? { day } : {}) };
}

/**
 * The first date the text names, as far as it says: "2027-09-18", "9/18/2027" (month first, as in the
 * US) or "18/9/27" (day first when the first number can only be a day), "Sept 18 2027", "18 September",
 * "the 9th of October", "June 2027", and "next June" (its year from `today`, YYYY-MM-DD, when given).
 * null when it names none, or names an impossible one ("February 30 2027", "13/13/2027").
 */
export function readDate(text: string, today?: string): DateParts | null {
  const t = text
    .toLowerCase()
    .replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/g, "$1")
    .replace(/,/g, " ")
    .replace(/\s+/g, " ");
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(t);
  if (iso) return parts(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})\b/.exec(t);
  if (numeric) {
    const [a, b, y] = [Number(numeric[1]), Number(numeric[2]), fullYear(Number(numeric[3]))];
    // Month first unless the first number cannot be a month (18/9/27).
    return a > 12 && b <= 12 ? parts(y, b, a) : parts(y, a, b);
  }
  const monthDay = new RegExp(`\\b${MONTH_RE}\\.? (?:the )?(\\d{1,2})\\b(?: (\\d{4}))?`).exec(t);
  if (monthDay)
    return parts(monthDay[3] ? Number(monthDay[3]) : undefined, monthOf(monthDay[1]!), Number(monthDay[2]));
  const dayMonth = new RegExp(`\\b(\\d{1,2}) (?:of )?${MONTH_RE}\\b(?: (\\d{4}))?`).exec(t);
  if (dayMonth)
    return parts(dayMonth[3] ? Number(dayMonth[3]) : undefined, monthOf(dayMonth[2]!), Number(dayMonth[1]));
  const monthYear = new RegExp(`\\b${MONTH_RE} (?:of )?(\\d{4})\\b`).exec(t);
  if (monthYear) return parts(Number(monthYear[2]), monthOf(monthYear[1]!), undefined);
  const next = new RegExp(`\\bnext ${MONTH_RE}\\b`).exec(t);
  if (next) {
    const month = monthOf(next[1]!);
    if (!today) return { month };
    const [y, m] = today.split("-").map(Number) as [number, number];
    return { year: month > m ? y : y + 1, month };
  }
  return null;
}

/**
 * A whole date for a form (June's intake): YYYY-MM-DD, or null without a day. Without a year, the next
 * such day after `today` (YYYY-MM-DD).
 */
export function parseDate(text: string, today: string): string | null {
  const p = readDate(text, today);
  if (!p?.day) return null;
  if (p.year !== undefined) return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  const thisYear = Number(today.slice(0, 4));
  for (const year of [thisYear, thisYear + 1, thisYear + 2, thisYear + 3, thisYear + 4]) {
    const iso = `${year}-${pad(p.month)}-${pad(p.day)}`;
    if (isRealDay(year, p.month, p.day) && iso > today) return iso; // Feb 29 waits for a leap year
  }
  return null;
}

/**
 * The date a message mentions, as precisely as it says (the built-in engine): YYYY-MM-DD; YYYY-MM for a
 * month and year; ISO 8601's --MM-DD for a day without a year. undefined for none (or a month alone).
 */
export function dateMention(text: string, today?: string): string | undefined {
  const p = readDate(text, today);
  if (!p) return undefined;
  if (p.day === undefined) return p.year !== undefined ? `${p.year}-${pad(p.month)}` : undefined;
  return p.year !== undefined ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : `--${pad(p.month)}-${pad(p.day)}`;
}
