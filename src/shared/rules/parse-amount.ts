/**
 * Money and counts as couples say or type them (issue #11: one implementation for June's voice intake on
 * the client and the built-in engine on the server): "$35k", "35,000 dollars", "42.5k", "about 120
 * guests", "a hundred and twenty". Negative and absurdly large numbers are refused (null/undefined).
 */

/** Larger than any budget or guest list: above it the text is noise, not an amount. */
export const MAX_AMOUNT = 1_000_000_000;

/** Number words below twenty ("one" … "nineteen"): one table for every reader of spelled numbers. */
export const UNIT_WORDS: Readonly<Record<string, number>> = {
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
/** The tens ("twenty" … "ninety"), with the common misspelling "fourty". */
export const TENS_WORDS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const WORDS: Record<string, number> = { a: 1, an: 1, ...UNIT_WORDS, ...TENS_WORDS };

const within = (n: number) => (Number.isFinite(n) && n >= 0 && n <= MAX_AMOUNT ? n : null);

/** "35" + "k" → 35000; "1.5" + "m" → 1500000; "20,000" → 20000 (units: k, thousand, grand, m, million). */
export function scaledAmount(digits: string, unit?: string): number | null {
  const n = Number(digits.replace(/,/g, ""));
  const factor = !unit ? 1 : /^m/.test(unit) ? 1_000_000 : /^(k|thousand|grand)$/.test(unit) ? 1000 : 1;
  // To the cent: "$38,500.50" keeps its 50 cents (issue #16, eighth round; decision 064).
  return within(Math.round(n * factor * 100) / 100);
}

/** "two hundred fifty", "a hundred and twenty", "forty thousand" → the number; null without number words. */
export function spelledNumber(text: string): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    if (word in WORDS) {
      current += WORDS[word]!;
      seen = true;
    } else if (word === "hundred") {
      current = (current || 1) * 100;
      seen = true;
    } else if (word === "thousand" || word === "grand") {
      total += (current || 1) * 1000;
      current = 0;
      seen = true;
    }
  }
  return seen ? within(total + current) : null;
}

/**
 * The first amount in an answer (June's intake: guest count, budget): "150", "about 150 guests", "1,200",
 * "$35,000", "35k", "35 thousand dollars", "42.5k", "two hundred fifty". null when there is none, or it
 * is negative ("-5") or absurd (over a billion).
 */
export function parseAmount(text: string): number | null {
  const t = text.toLowerCase().replace(/,(?=\d{3}\b)/g, "");
  const num = /(-\s*)?(\d+(?:\.\d+)?)\s*(k|thousand|grand|m|million)?\b/.exec(t);
  if (num) return num[1] ? null : scaledAmount(num[2]!, num[3]);
  return spelledNumber(t);
}

export type MoneyMention = {
  amount: number;
  /** "under $8k", "up to 5,000", "max $2000": a ceiling for a search. */
  isCeiling: boolean;
  /** "budget of 30k", "our budget is $30,000": the couple's total, not a price limit. */
  isBudget: boolean;
  /** Where the amount was written (so a caller can blank it out). */
  index: number;
  length: number;
};

const MONEY_PATTERNS = [
  // $20k, $20,000, $1.5k, $ 300
  /\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|thousand|grand|m|million)?\b/,
  // 20k, 20 grand, 20 thousand (not "20k guests")
  /\b(\d+(?:\.\d+)?)\s?(k|grand|thousand)\b(?!\s*(?:guests|people))/,
  // 20,000 dollars / usd
  /\b(\d{1,3}(?:,\d{3})+|\d+)\s?(dollars|usd|bucks)\b/,
  // budget of 20000, budget is 20,000
  /\bbudget (?:of|is|around|about|at)?\s?(\d{1,3}(?:,\d{3})+|\d{4,})\b()/,
];

/** Thousands in words: "forty thousand", "forty-five grand", "twelve thousand five hundred dollars". */
const SPELLED_MONEY = new RegExp(
  `\\b((?:(?:${Object.keys(WORDS)
    .filter((w) => w !== "a" && w !== "an")
    .join("|")}|hundred|and)[ -])+(?:thousand|grand)(?:[ -](?:and[ -])?(?:(?:${Object.keys(WORDS)
    .filter((w) => w !== "a" && w !== "an")
    .join("|")}|hundred)(?:[ -]|\\b))+)?)(?:\\s?(?:dollars|usd|bucks))?(?!\\s*(?:guests|people))`,
);

/** The amount of a pattern's match: digits and unit, or (the last pattern) thousands in words. */
function amountOf(m: RegExpExecArray): number | null {
  if (m[0] && /^[a-z]/.test(m[1] ?? "")) return spelledNumber(m[1]!);
  const unit = m[2] && !/^(dollars|usd|bucks)$/.test(m[2]) ? m[2] : undefined;
  return scaledAmount(m[1]!, unit);
}

/** Money in a message (lower-cased), with whether it is a ceiling or the couple's budget. */
export function moneyMention(text: string): MoneyMention | undefined {
  for (const re of [...MONEY_PATTERNS, SPELLED_MONEY]) {
    const m = re.exec(text);
    if (!m) continue;
    const amount = amountOf(m);
    if (amount === null) continue;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 20);
    const isCeiling =
      /\b(under|below|less than|at most|up to|max(imum)?|no more than|within|cheaper than|or less|tops|budget for the venue)\s*$/.test(
        before,
      ) || /^\s*(or less|max|maximum|tops|or under)\b/.test(after);
    const isBudget = /\bbudget\b/.test(before + m[0]) || /^\s*(total )?budget\b/.test(after);
    return { amount, isCeiling, isBudget, index: m.index, length: m[0].length };
  }
  return undefined;
}

const GUEST_WORD = "(?:guests?|people|persons|attendees|ppl|heads|pax|invitees)";
const SPELLED = `((?:(?:${Object.keys(WORDS).join("|")}|hundred|and)[ -])+)`;

/**
 * A guest count in a message (lower-cased, money blanked out): "150 guests", "a 120-person wedding",
 * "guest count of 90", "for 200", "a hundred and twenty guests". 2 to 5,000, else undefined.
 */
export function guestCountMention(text: string): number | undefined {
  const patterns = [
    new RegExp(`\\b(\\d{1,4})\\s?(?:\\+\\s?)?${GUEST_WORD}\\b`),
    /\b(\d{1,4})[- ]person\b/,
    /\b(?:guest count|headcount|head count|guest list) (?:of|is|around|about)?\s?(\d{1,4})\b/,
    /\b(?:for|seat|seats|seating|fit|fits|hold|holds|host|hosts|accommodate|accommodates|party of)\s(?:about |around |up to |at least )?(\d{2,4})\b(?!\s?(?:k|%|percent|dollars|days|weeks|months|years|am|pm))/,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const n = Number(m[1]);
    if (n >= 2 && n <= 5000) return n;
  }
  const spelled = new RegExp(`\\b${SPELLED}${GUEST_WORD}\\b`).exec(text);
  const n = spelled ? spelledNumber(spelled[1]!) : null;
  return n !== null && n >= 2 && n <= 5000 ? n : undefined;
}

/**
 * A money cell of a spreadsheet as integer cents (issue #15, the budget CSV import): "1234.56",
 * "$1,234.56", "1,200", "35k", "1.5k", "$ 300". Exact to the cent; null for anything else (words, a
 * negative amount, three decimals, more than MAX_AMOUNT dollars).
 */
export function parseCents(text: string): number | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k|m)?$/i.exec(text.trim());
  if (!m) return null;
  const whole = Number(m[1]!.replace(/,/g, ""));
  const fraction = Number((m[2] ?? "").padEnd(2, "0"));
  const factor = !m[3] ? 1 : m[3].toLowerCase() === "m" ? 1_000_000 : 1000;
  const cents = (whole * 100 + fraction) * factor;
  return Number.isSafeInteger(cents) && cents <= MAX_AMOUNT * 100 ? cents : null;
}

/**
 * A negative amount written in a message (issue #16, fourth round): "-5000", "-$30k", "− 2,000",
 * "negative 5k", "to minus 2000". Returns its size (the amount without the sign), so a write can refuse it
 * plainly instead of dropping the sign; undefined when no amount is negative. A range ("3000-5000") and a
 * subtraction ("our budget minus 2k") are not negative amounts.
 */
export function negativeMention(text: string): number | undefined {
  const t = text.toLowerCase().replace(/,(?=\d{3}\b)/g, "");
  const m =
    /(?:^|[\s(:=])[-−–]\s?\$?\s?(\d+(?:\.\d+)?)\s?(k|thousand|grand|m|million)?\b/.exec(t) ??
    /\bnegative\s+\$?\s?(\d+(?:\.\d+)?)\s?(k|thousand|grand|m|million)?\b/.exec(t) ??
    /\b(?:to|at|be|is|make it|as)\s+minus\s+\$?\s?(\d+(?:\.\d+)?)\s?(k|thousand|grand|m|million)?\b/.exec(t);
  if (!m) return undefined;
  return scaledAmount(m[1]!, m[2]) ?? undefined;
}
