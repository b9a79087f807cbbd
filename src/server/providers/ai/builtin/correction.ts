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
      if (pending.field === "weddingDate") return entities.date !== undefined;
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
