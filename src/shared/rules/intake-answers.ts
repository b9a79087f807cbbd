import { cities, type CityId } from "../catalog";
import { MAX_AMOUNT, scaledAmount, spelledNumber } from "./parse-amount";
import { parseDate, readDate } from "./parse-date";
import { editDistance } from "./edit-distance";

/**
 * June's voice intake checks each answer for the question asked (issue #18: "a lakeside venue with good
 * food" was stored as a guest count of 1, "around 38k" as a pair of names). Each checker reads what a
 * couple says or types — typos, paraphrases, speech-to-text ("one hundred and forty", "~140", "$38k",
 * "maya & jordan") — and returns the value, or a short, kind re-ask naming what it needs. Pure; shared
 * so the rules are the same wherever an answer is read.
 */

export type AnswerCheck<T> = { ok: true; value: T } | { ok: false; reAsk: string };

const ok = <T>(value: T): AnswerCheck<T> => ({ ok: true, value });
const reAsk = <T>(text: string): AnswerCheck<T> => ({ ok: false, reAsk: text });

/** What an answer looks like, to say so kindly when it answers another question. */
export type AnswerKind = "money" | "count" | "date" | "description" | "empty";

const MONEY_RE = /\$|\b\d+(?:[.,]\d+)?\s?(k|grand|thousand|m|mil|million)\b|\b(dollars?|usd|bucks|budget)\b/i;
const COUNT_WORD_RE = /\b(guests?|people|ppl|persons?|pax|heads?|attendees|invitees|friends|family)\b/i;
/** Real number words ("a" and "an" alone are not numbers: "a lakeside venue" counts nothing). */
const NUMBER_WORD_RE =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand)\b/i;

/** Money, a count, a date or words: how an answer reads, whatever it was asked for. */
export function answerKind(text: string): AnswerKind {
  const t = text.trim();
  if (!t) return "empty";
  if (readDate(t)?.day !== undefined || /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/.test(t)) return "date";
  if (MONEY_RE.test(t)) return "money";
  if (/\d/.test(t) || NUMBER_WORD_RE.test(t) || COUNT_WORD_RE.test(t)) return "count";
  return "description";
}

const sounds: Record<Exclude<AnswerKind, "empty">, string> = {
  money: "That sounds like a budget",
  count: "That sounds like a number",
  date: "That sounds like a date",
  description: "That sounds lovely",
};

// ── Names ────────────────────────────────────────────────────────────────────────────────────────

/** Words that are never part of a name: a sentence, an amount or a description answered the wrong question. */
const NOT_NAME_WORDS = new Set(
  (
    "a an the with of for about around approx approximately roughly maybe some our your my is are was be " +
    "venue venues wedding guests guest people budget dollars thousand grand food drinks lakeside lake barn " +
    "garden rustic modern elegant style party city place location outdoor indoor beach big small good " +
    "great nice sure know idk not yes no skip later something like want would love looking think thinking"
  ).split(" "),
);

/** "Ava and Noah", "maya & jordan", "We're Maya, Jordan.", "I'm Priya and my partner is Sam". */
export function parseNames(text: string): [string, string] | null {
  const cleaned = text
    .replace(/^\s*(hi|hello|hey)\b[,!.\s]*/i, "")
    .replace(
      /\b(we are|we're|were|our names are|names are|i am|i'm|im|my name is|my partner is|my partner's|my fianc[eé]e?(?:'s)?(?: is)?|my partner|it's|its)\b/gi,
      " ",
    )
    .replace(/[.!?]/g, " ")
    .trim();
  const parts = cleaned
    .split(/\s*(?:&|\+|,|\band\b|\bn\b)\s*/i)
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean)
    .map(capitalize);
  if (parts.length === 0) return null;
  return [parts[0]!.slice(0, 80), (parts[1] ?? "").slice(0, 80)];
}

const capitalize = (s: string) =>
  s.replace(/(^|[\s-])(\p{Ll})/gu, (_, pre: string, c: string) => pre + c.toUpperCase());

const isName = (part: string) =>
  /^[\p{L}][\p{L}'’.-]*(?: [\p{L}][\p{L}'’.-]*){0,2}$/u.test(part) &&
  !part
    .toLowerCase()
    .split(/[\s-]+/)
    .some((w) => NOT_NAME_WORDS.has(w));

const NAMES_EXAMPLE = "like “Maya and Jordan”";

export function checkNames(text: string): AnswerCheck<[string, string]> {
  const kind = answerKind(text);
  if (kind === "money" || kind === "count" || kind === "date")
    return reAsk(
      `${sounds[kind]} — I'll ask about that soon. First, what are your first names? For example, ${NAMES_EXAMPLE}.`,
    );
  const names = parseNames(text);
  if (!names || parts(names).some((p) => !isName(p)))
    return reAsk(
      kind === "description" && text.trim().split(/\s+/).length >= 4
        ? `${sounds.description} — I'll ask about your style at the end. First, what are your first names? For example, ${NAMES_EXAMPLE}.`
        : `I didn't catch your names. Just your first names, ${NAMES_EXAMPLE}.`,
    );
  return ok(names);
}

const parts = (names: [string, string]) => names.filter(Boolean);
const SKIP = "or tap Skip";

// ── Guest count ──────────────────────────────────────────────────────────────────────────────────

export const MAX_GUESTS = 5000;
const GUESTS_EXAMPLE = "for example “about 140”";

/** The numbers written as digits ("150", "1,200", "~140", "120-150"), each as written. */
function digitNumbers(text: string): number[] {
  return [...text.replace(/,(?=\d{3}\b)/g, "").matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/** "about 150 ppl", "~140", "one hundred and forty", "120-150" (the larger: plan for everyone). */
export function parseGuestCount(text: string): number | null {
  const t = text.toLowerCase();
  const numbers = digitNumbers(t);
  if (numbers.length) return Math.max(...numbers.slice(0, 2));
  if (!NUMBER_WORD_RE.test(t)) return null;
  return spelledNumber(t.replace(/\bfourty\b/g, "forty"));
}

export function checkGuestCount(text: string): AnswerCheck<number> {
  const kind = answerKind(text);
  if (kind === "money" && !COUNT_WORD_RE.test(text))
    return reAsk(
      `${sounds.money} — I'll ask about that next. How many guests, roughly? ${cap(GUESTS_EXAMPLE)}.`,
    );
  if (kind === "date")
    return reAsk(`${sounds.date} — how many guests are you expecting? ${cap(GUESTS_EXAMPLE)}.`);
  if (kind === "description")
    return reAsk(
      `${sounds.description} — I'll ask about your style at the end. For now, how many guests, roughly? ${cap(GUESTS_EXAMPLE)}.`,
    );
  const n = parseGuestCount(text);
  if (n === null || !Number.isInteger(n))
    return reAsk(`I need a number of guests, ${GUESTS_EXAMPLE} — ${SKIP} if you're not sure yet.`);
  if (n < 2) return reAsk(`Counting the two of you, how many guests in all? ${cap(GUESTS_EXAMPLE)}.`);
  if (n > MAX_GUESTS) return reAsk("That's more guests than I can plan for — up to 5,000, please.");
  return ok(n);
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ── Budget ───────────────────────────────────────────────────────────────────────────────────────

export const MAX_BUDGET = 10_000_000;
const BUDGET_EXAMPLE = "like “$35,000” or “35k”";

/** "$38k", "38,000 dollars", "around 38k", "38 grand", "thirty-eight thousand", "$1.2m", "38000". */
export function parseMoney(text: string): number | null {
  const t = text.toLowerCase().replace(/,(?=\d{3}\b)/g, "");
  if (/-\s*\$?\s?\d/.test(t)) return null;
  // The amount marked as money wins over another number ("150 guests and $38k" is $38,000).
  const marked =
    /\$\s?(\d+(?:\.\d+)?)\s*(k|thousand|grand|m|mil|million)?\b/.exec(t) ??
    /\b(\d+(?:\.\d+)?)\s*(k|thousand|grand|m|mil|million)\b/.exec(t) ??
    /\b(\d+(?:\.\d+)?)\s*(?:dollars?|usd|bucks)\b()/.exec(t) ??
    /\b(\d+(?:\.\d+)?)\b()/.exec(t);
  if (marked) return scaledAmount(marked[1]!, marked[2] === "mil" ? "million" : marked[2] || undefined);
  if (!NUMBER_WORD_RE.test(t)) return null;
  const spelled = spelledNumber(t.replace(/\bfourty\b/g, "forty"));
  if (spelled === null) return null;
  return /\bmillion\b/.test(t) ? Math.min(spelled * 1_000_000, MAX_AMOUNT) : spelled;
}

export function checkBudget(text: string): AnswerCheck<number> {
  const kind = answerKind(text);
  if (kind === "date")
    return reAsk(`${sounds.date} — what total budget do you have in mind? ${cap(BUDGET_EXAMPLE)}.`);
  if (kind === "description")
    return reAsk(`I need an amount in dollars, ${BUDGET_EXAMPLE}. A rough figure is fine, ${SKIP}.`);
  if (COUNT_WORD_RE.test(text) && !MONEY_RE.test(text))
    return reAsk(
      `${sounds.count} of guests — what total budget do you have in mind? ${cap(BUDGET_EXAMPLE)}.`,
    );
  const n = parseMoney(text);
  if (n === null) return reAsk(`I need an amount in dollars, ${BUDGET_EXAMPLE}, ${SKIP}.`);
  // "150" alone is more likely a guest count or shorthand than a $150 wedding: ask rather than guess.
  if (n < 1000 && !/\$|dollars?|usd|bucks/i.test(text))
    return reAsk(`Is that in dollars? Say the whole amount, ${BUDGET_EXAMPLE}.`);
  if (n > MAX_BUDGET) return reAsk("Let's keep it under $10,000,000 — what's the total?");
  return ok(n);
}

// ── Date ─────────────────────────────────────────────────────────────────────────────────────────

const DATE_EXAMPLE = "like “October 9, 2027”";

export function checkDate(text: string, today: string): AnswerCheck<string> {
  const parts = readDate(text, today);
  if (parts && parts.day === undefined) {
    const month = new Date(Date.UTC(2000, parts.month - 1, 1)).toLocaleString("en-US", {
      month: "long",
      timeZone: "UTC",
    });
    return reAsk(`Which day in ${month}${parts.year ? ` ${parts.year}` : ""}? For example, “${month} 9”.`);
  }
  const year = /^\D*\b(20\d\d)\b\D*$/.exec(text);
  if (!parts && year) return reAsk(`Which day in ${year[1]}? For example, “October 9, ${year[1]}”.`);
  const date = parseDate(text, today);
  if (!date) {
    const kind = answerKind(text);
    const lead = kind === "money" || kind === "count" ? `${sounds[kind]} — ` : "I didn't catch a date — ";
    return reAsk(
      `${lead}when is the wedding? Say a date ${DATE_EXAMPLE}, ${SKIP} if you haven't picked one.`,
    );
  }
  if (date <= today) return reAsk("That date has passed — what's the date of the wedding?");
  return ok(date);
}

// ── City ─────────────────────────────────────────────────────────────────────────────────────────

/** "Nashville", "in Columbus, Ohio", "cincy", "Cincinatti", "Clevland" → the city's id. */
export function parseCity(text: string): CityId | null {
  const t = text.toLowerCase();
  if (/\bcincy\b/.test(t)) return "cincinnati";
  const exact = cities.find((c) => t.includes(c.name.toLowerCase()));
  if (exact) return exact.id;
  const words = t.split(/[^a-z]+/).filter((w) => w.length >= 5);
  const near = cities.find((c) => {
    const name = c.name.toLowerCase();
    return words.some((w) => editDistance(w, name) <= (name.length >= 8 ? 2 : 1));
  });
  return near?.id ?? null;
}

export function checkCity(text: string): AnswerCheck<CityId> {
  const city = parseCity(text);
  return city
    ? ok(city)
    : reAsk("I know Cleveland, Columbus, Cincinnati and Nashville — which one is closest?");
}

// ── Style ────────────────────────────────────────────────────────────────────────────────────────

/** Words that carry no style: numbers, amounts, units, months and fillers ("around 38k", "the 9th of October"). */
const NOT_STYLE_WORD =
  /^(a|an|the|of|and|or|about|around|approx|approximately|roughly|maybe|like|our|is|we|have|in|on|budget|dollars?|usd|bucks|k|grand|thousand|million|m|mil|guests?|people|ppl|persons?|pax|heads?|st|nd|rd|th|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|hundred|jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?|\d.*)$/;

export function checkStyle(text: string): AnswerCheck<string> {
  const t = text.trim();
  const kind = answerKind(t);
  const words = t
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
  const styleWords = words.filter((w) => !NOT_STYLE_WORD.test(w));
  if (kind !== "description" && kind !== "empty" && styleWords.length === 0)
    return reAsk(
      `${sounds[kind]} — I'd love a few words about your style instead, like “garden party, candlelit”.`,
    );
  if (styleWords.join("").length < 3)
    return reAsk(`Tell me your style in a few words, like “garden party, candlelit”, ${SKIP}.`);
  return ok(t.slice(0, 300));
}
