import { z } from "zod";

/**
 * The one rule for every string the API accepts (issue #19, docs/decisions/020): a length bound, and no
 * NUL or lone UTF-16 surrogate. PostgreSQL refuses NUL in text, and a lone surrogate makes JSON the
 * database cannot store, so either would otherwise surface as a 500 far from the input. Server and
 * client forms share these helpers; the server also checks every request's strings once at the edge
 * (server/plugins/input-guard.ts), so a route that forgets still answers 400.
 */

// Without the `u` flag a regex sees UTF-16 code units, which is what a lone surrogate is.
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// C0 controls a one-line field has no use for (tab, line breaks and NUL included).
// eslint-disable-next-line no-control-regex -- as above
const LINE_CONTROLS = /[\u0000-\u001F\u007F]/;

export const UNSAFE_TEXT_MESSAGE = "Remove the invisible control characters from this text.";
export const LINE_BREAK_MESSAGE = "Keep this on one line.";

/** True when a string holds a NUL or a UTF-16 surrogate without its partner. */
export function hasUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

export type StringRule = {
  /** Longest accepted length (after trimming); required: every accepted string has a bound. */
  max: number;
  /** Trim surrounding white space first (the default, as the forms do). */
  trim?: boolean;
  /** Message when longer than max; default "Use at most N characters." */
  tooLong?: string;
};

const atMost = (max: number) => `Use at most ${max.toLocaleString("en-US")} characters.`;

/** Free text that may span lines (messages, descriptions, notes). Chain `.min()` / `.regex()` as needed. */
export function text({ max, trim = true, tooLong }: StringRule) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .max(max, tooLong ?? atMost(max))
    .refine((v) => !hasUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true });
}

/** One line of text (names, titles, phone numbers, slugs, search words): no control characters at all. */
export function line({ max, trim = true, tooLong }: StringRule) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .max(max, tooLong ?? atMost(max))
    .refine((v) => !hasUnsafeText(v), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .refine((v) => !LINE_CONTROLS.test(v), { message: LINE_BREAK_MESSAGE, abort: true });
}

export type RequiredRule = StringRule & {
  /** What the person must give, said when the field is empty: "Enter your business name." (issue #18). */
  missing: string;
  /** Shortest accepted length (default 1). */
  min?: number;
  /** Message when shorter than min but not empty; default "Use at least N characters." */
  tooShort?: string;
};

/**
 * A required field: empty says what is missing, never the label again or a length rule (issue #18);
 * a short value says how long it must be — one message either way. Not by aborting: an aborted issue
 * would also skip the object's own refinements (a form's cross-field checks) while any field is empty.
 */
function required(kind: typeof line, { missing, min = 1, tooShort, ...rule }: RequiredRule) {
  const base = kind(rule).min(1, missing);
  if (min <= 1) return base;
  return base.refine((v) => v.length === 0 || v.length >= min, tooShort ?? `Use at least ${min} characters.`);
}

/** A required one-line field (names, phone numbers). */
export function requiredLine(rule: RequiredRule) {
  return required(line, rule);
}

/** A required multi-line field (messages, descriptions). */
export function requiredText(rule: RequiredRule) {
  return required(text, rule);
}

/** An identifier in a path or body (ids, slugs, message ids): one line, untrimmed, 1..max characters. */
export function token(max = 120) {
  return line({ max, trim: false }).min(1, "Missing value.");
}

/** An email address, trimmed; "" refused with `missing` ("Enter your email."), a malformed one with `message`. */
export function email(message = "Enter a valid email.", missing = "Enter your email.") {
  return requiredLine({ max: 254, missing }).pipe(z.email(message));
}

/** "" or an email address. */
export function optionalEmail(message = "Enter a valid email.") {
  return z.union([z.literal(""), email(message)]);
}

/** "" or an http(s) address. */
export function optionalWebsite(message = "Enter a full web address (https://…).") {
  return z.union([z.literal(""), line({ max: 300 }).pipe(z.url({ protocol: /^https?$/, error: message }))]);
}
