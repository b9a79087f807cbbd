import { parseAmount } from "@shared/rules/parse-amount";
import { CATEGORY_WORD } from "./category-word";
import { withoutRejected } from "./correction";

/**
 * A budget line corrected by saying what it should be (issue #16, seventh round; decision 063): "the catering
 * line should be 9k not 8.5", "flowers ought to be 3000", "photography oughta be 4.5k", "the venue should
 * really be 16k". Pure: the line as the couple named it and the amount meant — the value after "not" is the
 * one rejected, and a money word ("bucks", "dollars", "grand") is never a line's name. The write proposes it
 * and the couple confirms, like any category change; only a line that starts with a category word counts
 * ("the wedding should be 2k" is no line), and a count is no amount ("the reception should be 300 people").
 */

export type LineValue = { category: string; amount: number };

const LEAD = String.raw`^(?:(?:so|ok|okay|and|also|actually|hmm+|wait|oh|no|nope|yeah|yes|well|honestly|sorry|i think|i guess|i feel like)[,.!]*\s+)*`;
const LINE = String.raw`(?:the |our |my )?([a-z][a-z&'/]*(?: (?!budget|line|category|allocation|amount)[a-z&'/]+){0,2}?)(?: budget| line| category| allocation| amount)?`;
const MODAL = String.raw`(?:should|ought to|needs? to|has to|must|is supposed to)(?: really| actually| probably| just| only| definitely)?`;
const VALUE = String.raw`(?:be|get|have|go to|sit at|stay at)(?: more like| about| around| closer to| like| at)?`;
const AMOUNT = String.raw`(\$?\s?\d[\d,]*(?:\.\d+)?\s?(?:k|grand|thousand)?)(?!\d|,\d|\s*%|\s*(?:percent|guests?|people|ppl|persons|seats|heads|pm|am|o'clock|minutes?|mins?|hours?|hrs?|per|each|a head|an hour)\b)`;

const SAID = new RegExp(String.raw`${LEAD}${LINE}\s+${MODAL}\s+${VALUE}\s+${AMOUNT}`);
const STARTS_WITH_CATEGORY = new RegExp(`^${CATEGORY_WORD.source}`);
/** Words for money, never a line's name: "change photography to 4500 bucks" is the Photography line. */
export const MONEY_WORDS = /\b(bucks?|dollars?|usd|grand|quid)\b/gi;

/** The line and amount a (normalized) message says a budget line should have; undefined when none. */
export function lineValue(text: string): LineValue | undefined {
  const m = SAID.exec(withoutRejected(text));
  if (!m) return undefined;
  const category = m[1]!.trim();
  if (!STARTS_WITH_CATEGORY.test(category)) return undefined;
  const amount = parseAmount(m[2]!);
  // "The ceremony should be at 4" is a time: a bare number under 100 names no amount.
  const unit = /\$|k\b|grand|thousand/.test(m[2]!);
  return amount !== null && amount > 0 && (unit || amount >= 100) ? { category, amount } : undefined;
}
