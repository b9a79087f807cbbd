import { type Entities } from "./entities";
import { relativeChange } from "./money-change";
import type { PendingChange } from "./pending-change";
import { writeAmount } from "./write-scoring";

/**
 * A correction to the change June just proposed (issue #16, decision 049): her latest reply proposed a
 * change and the couple answers with a new value of the same kind — "no, make it 38k", "hmm, 42,000 then",
 * "actually 150 guests", "sorry I meant 145", "change that to the 14th of June instead", "2k less than
 * that". The same kind of proposal is made again with the new value. Anything that reads as a request of
 * its own (a strong different intent) is left to it.
 */

type WriteIntent = "set_budget" | "set_category" | "update_profile";

const INTENT_OF: Record<PendingChange["kind"], WriteIntent> = {
  set_total_budget: "set_budget",
  set_category_allocation: "set_category",
  update_profile: "update_profile",
};

const CUE =
  /\b(no|nope|nah|actually|instead|make (it|that)|change (it|that)|meant|mean|sorry|oops|then|rather|wait|hm+|correction|how about|what about|let's (do|go with|say)|go with|should (be|have been)|lower|higher|less|more|than that|typo)\b/;

/** A bare amount: "42,000", "38k", "3.5k"; below 100 with no unit after a proposal of thousands: thousands. */
export function bareAmount(text: string, proposed: number): number | undefined {
  const m =
    /\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|thousand|grand)?\b(?!\s*(?:%|percent|guests|people))/.exec(
      text,
    );
  if (!m) return undefined;
  const n = Number(m[1]!.replace(/,/g, "")) * (m[2] ? 1000 : 1);
  if (!Number.isFinite(n) || n <= 0) return undefined;
  // "make it 38" after "$45,000": nobody means a $38 wedding budget.
  return !m[2] && n < 100 && proposed >= 1000 ? n * 1000 : n;
}

/** A bare count: "145", "sorry I meant 145" (1–2,000, not money). */
export function bareCount(text: string): number | undefined {
  if (/\$|\bk\b|\d\s?k\b|dollars|%/.test(text)) return undefined;
  const m = /\b(\d{1,4})\b/.exec(text.replace(/,(?=\d{3}\b)/g, ""));
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= 2000 ? n : undefined;
}

/** Whether the message carries a new value for the pending change. */
function hasValue(text: string, entities: Entities, pending: PendingChange): boolean {
  switch (pending.kind) {
    case "set_total_budget":
    case "set_category_allocation":
      return (
        relativeChange(text) !== undefined ||
        writeAmount(text, entities) !== undefined ||
        bareAmount(text, pending.amount) !== undefined
      );
    case "update_profile":
      if (pending.field === "guestCount")
        return entities.guests !== undefined || bareCount(text) !== undefined;
      if (pending.field === "weddingDate")
        return entities.date !== undefined || dayOfMonth(text) !== undefined;
      return entities.city !== undefined || entities.outsideCity !== undefined;
  }
}

/**
 * The write intent a message corrects, or undefined. `best`: the message's own best reading — a strong
 * different request ("put 3,000 toward flowers" after a total-budget proposal) stays itself.
 */
export function correctionOf(
  text: string,
  entities: Entities,
  pending: PendingChange | undefined,
  best: { intent: string; score: number } | undefined,
): WriteIntent | undefined {
  if (!pending) return undefined;
  const intent = INTENT_OF[pending.kind];
  if (best && best.score >= 5 && best.intent !== intent) return undefined;
  if (!hasValue(text, entities, pending)) return undefined;
  const words = text.split(" ").filter(Boolean).length;
  return CUE.test(text) || words <= 4 ? intent : undefined;
}

/** A value the couple rejects: "not 45", "not $120", "instead of 3,000", "rather than the 12th". */
const REJECTED =
  /\b(?:not|instead of|rather than)\s+(?:the\s+)?(\$?\d[\d,]*(?:\.\d+)?\s?(?:k|thousand|grand)?(?:st|nd|rd|th)?)(?![\w,])/g;

/**
 * The message without the value it rejects (fifth round, decision 060): "oops no i meant 54k not 45" →
 * "oops no i meant 54k", "not 120, 135" → "135" — so the value read is the one meant.
 */
export function withoutRejected(text: string): string {
  return text
    .replace(REJECTED, " ")
    .replace(/^[\s,;]+|[\s,;]+$/g, "")
    .replace(/\s+/g, " ");
}

/** "the 14th", "14th": a day of the month without a month (1–31). */
export function dayOfMonth(text: string): number | undefined {
  const m = /\b(\d{1,2})(?:st|nd|rd|th)\b/.exec(text);
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= 31 ? n : undefined;
}

const NUMBER_TOKEN = /\$?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|thousand|grand)\b)?/g;
const CORRECTS = /\b(meant|mean|sorry|oops|typo|correction|i said|not|actually|no)\b/;
const valueOf = (token: string) => Number(token.replace(/[$,\s]|k|thousand|grand/g, ""));

/**
 * A correction without a verb right after June answered (not proposed) something: "sorry, 130 not 120",
 * "i meant 55k not 50" after "what if our budget was 50k" — the couple's previous request asked again with
 * the corrected value (fifth round, decision 060). Undefined unless the message is a short correction with
 * one new value and the previous request has the number it replaces (the one after "not", else its only one).
 */
export function reaskedWithValue(text: string, previousRequest: string | undefined): string | undefined {
  if (!previousRequest || !CORRECTS.test(text) || text.split(" ").length > 8) return undefined;
  const rejected = [...text.matchAll(REJECTED)].map((m) => m[1]!);
  const kept = withoutRejected(text).replace(
    /\b(i|we|meant|mean|sorry|oops|no|not|actually|typo|it's|its|is)\b/g,
    "",
  );
  const fresh = kept.match(NUMBER_TOKEN) ?? [];
  if (
    fresh.length !== 1 ||
    /[a-z]{4,}/.test(kept.replace(NUMBER_TOKEN, "").replace(/\b(the|guests?|people|dollars)\b/g, ""))
  )
    return undefined;
  const prev = previousRequest.toLowerCase();
  const numbers = [...prev.matchAll(NUMBER_TOKEN)];
  const target =
    rejected.length > 0
      ? numbers.find((n) => valueOf(n[0]) === valueOf(rejected[0]!))
      : numbers.length === 1
        ? numbers[0]
        : undefined;
  if (!target) return undefined;
  let value = fresh[0].trim();
  // "55 not 50" after "50k": the same unit as the number it replaces.
  if (/k|thousand|grand/.test(target[0]) && !/k|thousand|grand/.test(value) && valueOf(value) < 1000)
    value += /k\b/.test(target[0]) ? "k" : " thousand";
  return prev.slice(0, target.index) + value + prev.slice(target.index + target[0].length);
}
