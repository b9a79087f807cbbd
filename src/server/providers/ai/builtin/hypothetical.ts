import { parseAmount } from "@shared/rules/parse-amount";
import type { Entities } from "./entities";
import { guestDelta } from "./guest-delta";
import { relativeChange, type MoneyChange } from "./money-change";
import type { PendingChange } from "./pending-change";
import { CATEGORY_WORD, writeAmount } from "./write-scoring";

/**
 * Values under consideration (issue #16, decision 054): a what-if ("what would be left if we raised the
 * budget to 60k", "if we invited 200…", "hypothetically", "don't change anything yet") or a question about
 * the change June just proposed ("what day of the week is that?", "how much per guest would that be?").
 * Either way the answer is computed with that value and nothing is proposed: a what-if is never a write.
 * Pure: the what-if answer (answers/what-if.ts) reads the couple's data and computes.
 */

export type Supposition = (
  | { kind: "total"; amount?: number; change?: MoneyChange }
  | { kind: "category"; amount?: number; change?: MoneyChange; category?: string }
  | { kind: "guests"; value: number }
  /** The count changed by some people ("if we added 15 more"): the profile's count ± `delta` (decision 063). */
  | { kind: "guest_change"; delta: number }
  | { kind: "date"; value: string }
) & {
  /** "message": the couple's what-if; "proposal": the change June proposed and they haven't confirmed. */
  source: "message" | "proposal";
};

/** Words that make a message a what-if rather than a request. */
export const HYPOTHETICAL =
  /\b(hypothetic\w*|what if|suppose|supposing|let'?s say|say we|imagine|in theory|theoretically|(just |out of )?curio(us|sity)|(don'?t|do not|without|not|no) (change|changing|changes|save|saving|touch|touching) (anything|it|that|the|yet|please)|not (yet|now) but|just (wondering|asking|checking)|if we(?:'d| were to| did| decided to| went| could)? (raise\w*|increase\w*|lower\w*|cut\w*|reduc\w*|add\w*|invit\w*|had|have|moved?|went|go|bump\w*|spen[dt]|chang\w*|push\w*))\b/;
/** "What would our total be …" is a what-if only with its condition ("… if we added 5k"). */
const CONDITIONAL =
  /\b(what would|what'd|how (much|many) would|would (it|that|we|our|the|there|they|each))\b.*\bif\b|\bif\b.*\b(what|how (much|many)) would\b/;

/** Someone giving the couple money: "mom adds 10k", "his parents chip in 5 grand", "dad contributes 7,500". */
const GIVER =
  /\b(moms?|mum|mother|dads?|father|parents|folks|grand(ma|pa|mother|father|parents)|nana|papa|aunt\w*|uncle\w*|in-?laws|family|relatives|godparents?|sister|brother|friends?|boss|they|he|she|someone)\b/;
const GIVES =
  /\b(adds?|added|adding|chip\w* in|pitch\w* in|contribut\w*|gives?|gave|giving|gift\w*|puts? in|kick\w* in|throws? in|donat\w*|offers?|offered|chips?)\b/;

/**
 * A contribution supposed in a what-if (fourth round): "if mom adds 10k what would our total be", "and if my
 * dad contributes 7,500?" — the amount is added to the total, never taken as the new total. Undefined when
 * the message isn't an "if" about someone giving money.
 */
export function contributionOf(text: string): number | undefined {
  const cond = /\b(if|suppose|supposing|say|when)\b/.exec(text);
  if (!cond) return undefined;
  const after = text.slice(cond.index);
  const gives = GIVES.exec(after);
  if (!gives || !GIVER.test(after.slice(0, gives.index))) return undefined;
  const amount = parseAmount(after.slice(gives.index + gives[0].length));
  return amount !== null && amount > 0 ? amount : undefined;
}

/** True when the message supposes rather than asks for a change. */
export const isWhatIf = (text: string) =>
  HYPOTHETICAL.test(text) || CONDITIONAL.test(text) || contributionOf(text) !== undefined;

/** "invited 200", "had 180", "expecting 150": a head count said with a verb instead of "guests". */
const COUNT_VERB =
  /\b(?:invit\w*|had|have|expect\w*|host\w*|cap(?:ped)? (?:it )?at|cut (?:it |the list )?to|went (?:up|down) to)\s+(?:about |around |only |just )?(\d{2,4})\b(?!\s*(?:k|%|percent|dollars|grand|thousand|days|weeks|months))/;

/** A head count in a message: the entities' own, else one said with a verb. */
export function countIn(text: string, entities: Entities): number | undefined {
  if (entities.guests !== undefined) return entities.guests;
  const m = COUNT_VERB.exec(text);
  const n = m ? Number(m[1]) : NaN;
  return n >= 2 && n <= 5000 ? n : undefined;
}

/** "With 25 extra guests", "if 20 fewer people came": a condition on a changed count, even without "what if". */
const SUPPOSING = /\b(if|with|would|'d|say|suppose|supposing|imagine)\b/;
/** …asked about: a figure, a fit or a question mark ("we're adding 15 more with their kids" is news). */
const ASKS_ABOUT =
  /\?|\b(what|how|per|would|cost|costs|spend|spending|budget|left|fit|fits|seat|seats|enough|work)\b/;

/** The value a what-if message supposes; undefined when it isn't one or supposes nothing we can compute. */
export function suppositionOf(text: string, entities: Entities): Supposition | undefined {
  // "If we added 15 more people what would we spend per guest", "what if we cut 20 guests — per head?": the
  // count changed by some people, read before any amount — "15 more" is people here, not dollars (063).
  const delta = guestDelta(text);
  if (delta !== undefined && (isWhatIf(text) || (SUPPOSING.test(text) && ASKS_ABOUT.test(text))))
    return { kind: "guest_change", delta, source: "message" };
  if (!isWhatIf(text)) return undefined;
  const giftToLine = CATEGORY_WORD.test(text) && !/\b(total|overall|whole)\b/.test(text);
  const gift = contributionOf(text);
  if (gift !== undefined)
    return {
      kind: giftToLine ? "category" : "total",
      change: { direction: 1, amount: gift, contribution: true },
      source: "message",
    };
  const change = relativeChange(text);
  // "If the budget went up to 48k": in a what-if about the budget, "up to" is a value, not a price ceiling.
  const amount = change
    ? undefined
    : (writeAmount(text, entities) ??
      (entities.money && /\b(budget|total)\b/.test(text) ? entities.money.amount : undefined));
  const categoryTalk = CATEGORY_WORD.test(text) && !/\b(total|overall|whole)\b/.test(text);
  if (change || amount !== undefined) {
    const money = { ...(change ? { change } : {}), ...(amount !== undefined ? { amount } : {}) };
    // "what would our total be if we added 5k": an amount "added" to the total is a change by it.
    if (!change && /\b(add|added|adding|another|extra|more)\b/.test(text) && amount !== undefined)
      return {
        kind: categoryTalk ? "category" : "total",
        change: { direction: 1, amount },
        source: "message",
      };
    return { kind: categoryTalk ? "category" : "total", ...money, source: "message" };
  }
  const count = countIn(text, entities);
  if (count !== undefined) return { kind: "guests", value: count, source: "message" };
  if (entities.date && /^\d{4}-\d{2}-\d{2}$|^--\d{2}-\d{2}$/.test(entities.date))
    return { kind: "date", value: entities.date, source: "message" };
  return undefined;
}

/** Questions about a value: its weekday, how far away, per guest, what's left — not a new value. */
const ABOUT_VALUE =
  /\b(day of the week|weekday|weekend|(mon|tues|wednes|thurs|fri|satur|sun)day|what day|which day|how (many|much|far|long)|weeks?|months?|days?|per (guest|person|head)|each guest|unallocated|left|remaining|spare|leave|fit|fits|seat|seats|hold|holds|enough|that many)\b/;
/** Words that point back at what June just said. */
const POINTER = /\b(that|then|it|this|those|would|be)\b/;

/**
 * "What day of the week is that?" right after June proposed a date: the question is about the proposed
 * value, not the stored one. Only a question with no value of its own that points back.
 */
export function proposedValueQuestion(
  text: string,
  entities: Entities,
  pending: PendingChange | undefined,
): Supposition | undefined {
  if (!pending || !ABOUT_VALUE.test(text) || !POINTER.test(text)) return undefined;
  if (entities.money || entities.date || entities.guests !== undefined) return undefined;
  if (pending.kind === "set_total_budget")
    return { kind: "total", amount: pending.amount, source: "proposal" };
  if (pending.kind === "set_category_allocation")
    return { kind: "category", amount: pending.amount, category: pending.category, source: "proposal" };
  if (pending.field === "guestCount") return { kind: "guests", value: pending.value, source: "proposal" };
  if (pending.field === "weddingDate") return { kind: "date", value: pending.value, source: "proposal" };
  return undefined;
}
