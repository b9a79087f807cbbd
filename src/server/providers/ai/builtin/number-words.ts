import { TENS_WORDS, UNIT_WORDS } from "@shared/rules/parse-amount";

/**
 * Numbers written in words, rewritten as digits before anything reads the message (issue #16, fifth round;
 * decision 060): "forty two thousand" → "42 thousand", "twenty five hundred" → "2500", "one hundred and
 * twenty guests" → "120 guests", "thirty k" → "30k" — with or without hyphens — so writes, what-ifs and
 * counts read them exactly like their digits. Only a well-formed number is rewritten: a tens word and a
 * unit ("forty two"), a "hundred" or "thousand", or a "k" after it; a lone "one" ("the first one", "which
 * one") or "two" stays a word.
 */

const UNITS = UNIT_WORDS;
const TENS = TENS_WORDS;

type Parsed = { value: number; end: number; thousands: boolean; compound: boolean };

/** Below 100 at `i`: "forty two", "forty-two", "twelve", "a"/"an" (only before hundred/thousand). */
function small(words: string[], i: number): { value: number; end: number; parts: number } | undefined {
  const w = words[i];
  if (w === undefined) return undefined;
  if (w in TENS) {
    const next = words[i + 1];
    if (next !== undefined && next in UNITS && UNITS[next]! < 10)
      return { value: TENS[w]! + UNITS[next]!, end: i + 2, parts: 2 };
    return { value: TENS[w]!, end: i + 1, parts: 1 };
  }
  if (w in UNITS) return { value: UNITS[w]!, end: i + 1, parts: 1 };
  if ((w === "a" || w === "an") && /^(hundred|thousand|grand)$/.test(words[i + 1] ?? ""))
    return { value: 1, end: i + 1, parts: 1 };
  return undefined;
}

/** Below 10,000 without "thousand": "twenty five hundred", "one hundred and twenty", "forty two". */
function belowThousand(
  words: string[],
  i: number,
): { value: number; end: number; compound: boolean } | undefined {
  const head = small(words, i);
  if (!head) return undefined;
  if (words[head.end] !== "hundred") return { value: head.value, end: head.end, compound: head.parts > 1 };
  let end = head.end + 1;
  let value = head.value * 100;
  const after = words[end] === "and" ? end + 1 : end;
  const tail = small(words, after);
  if (tail && words[tail.end] !== "hundred") {
    value += tail.value;
    end = tail.end;
  }
  return { value, end, compound: true };
}

function parseNumber(words: string[], i: number): Parsed | undefined {
  const first = belowThousand(words, i);
  if (!first) return undefined;
  if (!/^(thousand|grand|k)$/.test(words[first.end] ?? ""))
    return { value: first.value, end: first.end, thousands: false, compound: first.compound };
  let end = first.end + 1;
  let rest = 0;
  const after = words[end] === "and" ? end + 1 : end;
  const tail = words[end - 1] === "k" ? undefined : belowThousand(words, after);
  if (tail && tail.value < 1000) {
    rest = tail.value;
    end = tail.end;
  }
  return { value: first.value * 1000 + rest, end, thousands: true, compound: true };
}

/** Words after a bare "twenty two" that make it a number, not part of a name ("Twenty-Two Rooftop"). */
const AFTER_NUMBER =
  /^(|guests?|people|ppl|persons?|heads|dollars|bucks|usd|percent|k|days?|weeks?|months?|years?|or|and|to|not|instead|now|then|total|max|tops|more|less|fewer|extra|of|is|please|pls)$/;

/**
 * A number that is part of a name: typed with a capital ("Twenty-Two Rooftop"), or a bare tens-and-unit
 * number followed by a word that isn't a quantity or a joining word ("twenty two rooftop").
 */
function looksLikeName(tokens: string[], at: number[], w: number, n: Parsed): boolean {
  if (/^[A-Z]/.test(tokens[at[w]!]!)) return true;
  if (n.thousands || words(tokens, at, w, n.end).includes("hundred")) return false;
  const next = (tokens[at[n.end]!] ?? "").toLowerCase().replace(/[^a-z%]/g, "");
  return !AFTER_NUMBER.test(next);
}

/** People counted after a number: "eighty people", "ninety guests". */
const PEOPLE = /^(guests?|people|ppl|persons?|heads|attendees|adults|folks)$/;
/** Words before a number that say a count comes: "a headcount of ninety", "guest count is eighty". */
const COUNT_BEFORE =
  /\b(headcount|head count|guest count|count|guests|attendance|rsvps?)( of| is| at| to| around| about| roughly| be| will be| was| now)*$/;

/**
 * A lone number word from ten to ninety ("ninety", "eighty", "twelve") where a count is expected (ninth
 * round): before a people word ("around eighty people") or after a count word ("a headcount of ninety").
 * One to nine stay words ("the first one", "two of them").
 */
function countExpected(words: string[], w: number, n: Parsed): boolean {
  return n.end === w + 1 && n.value >= 10 && countAround(words, w, n.end);
}

/** Whether the number at words[from, end) is a count: people follow it, or a count word comes before it. */
function countAround(words: string[], from: number, end: number): boolean {
  const next = (words[end] ?? "").replace(/[^a-z]/g, "");
  const before = words
    .slice(Math.max(0, from - 4), from)
    .join(" ")
    .replace(/[^a-z ]/g, "");
  return PEOPLE.test(next) || COUNT_BEFORE.test(before);
}

/**
 * Hundreds said the spoken way before people or after a count word (ninth round): "one fifty guests" is 150,
 * "a headcount of two twenty five" is 225 — a unit from one to nine, then ten to ninety-nine.
 */
function colloquialHundreds(words: string[], w: number): Parsed | undefined {
  const head = words[w] ?? "";
  if (!(head in UNITS) || UNITS[head]! < 1 || UNITS[head]! > 9) return undefined;
  const tail = small(words, w + 1);
  if (!tail || tail.value < 10) return undefined;
  const n: Parsed = {
    value: UNITS[head]! * 100 + tail.value,
    end: tail.end,
    thousands: false,
    compound: true,
  };
  return countAround(words, w, n.end) ? n : undefined;
}

const words = (tokens: string[], at: number[], from: number, to: number) =>
  at.slice(from, to).map((i) => tokens[i]!.toLowerCase());

/** The message with well-formed number words written as digits (thousands kept as "N thousand"). */
export function digitsForNumberWords(message: string): string {
  // Tokens: words (hyphens split) and the separators between them, so the rest is kept exactly as typed.
  const tokens = message.split(/(\s+|-(?=[a-z])|(?<=[a-z])-)/i);
  const words: string[] = [];
  const at: number[] = [];
  tokens.forEach((t, index) => {
    if (index % 2 === 0) {
      // A number at the end of a question keeps its mark: "a headcount of ninety?" (ninth round).
      words.push(t.toLowerCase().replace(/[?!.,;:]+$/, ""));
      at.push(index);
    }
  });
  const out: string[] = [];
  let w = 0;
  let token = 0;
  while (w < words.length) {
    const n = colloquialHundreds(words, w) ?? parseNumber(words, w);
    const marks = n ? at.slice(w, n.end).map((i) => /[?!.,;:]+$/.exec(tokens[i]!)?.[0] ?? "") : [];
    if (
      n &&
      // Only the last word may carry a mark: "two, hundred" is no number.
      marks.slice(0, -1).every((m) => !m) &&
      ((n.compound && !looksLikeName(tokens, at, w, n)) ||
        (countExpected(words, w, n) && !/^[A-Z]/.test(tokens[at[w]!]!)))
    ) {
      while (token < at[w]!) out.push(tokens[token++]!);
      const digits = n.thousands
        ? n.value % 1000 === 0
          ? `${n.value / 1000} thousand`
          : `${n.value / 1000}k`
        : String(n.value);
      out.push(
        (words[n.end - 1] === "k" && n.value % 1000 === 0 ? `${n.value / 1000}k` : digits) + marks.at(-1)!,
      );
      token = at[n.end - 1]! + 1;
      w = n.end;
      continue;
    }
    w++;
  }
  while (token < tokens.length) out.push(tokens[token++]!);
  return out.join("");
}
