import { scaledAmount } from "@shared/rules/parse-amount";

/**
 * Relative money changes (issue #16, decision 049): "raise the total by 3,000", "knock 2k off our budget",
 * "put another $1,500 toward photography", "bump catering up 10%", "2k less than that". Pure: the answer
 * applies the change to the current value (or to the value June just proposed) and proposes old ± delta,
 * so the card shows from → to like any other change.
 */

export type MoneyChange = {
  direction: 1 | -1;
  /** Dollars, or a percent of the current value. */
  amount?: number;
  percent?: number;
  /** "In half", "double", "a third off" (fourth round): the current value times this; `label` says it. */
  factor?: number;
  label?: string;
  /** Money someone gives the couple ("if mom adds 10k"): the answer shows old + gift = new. */
  contribution?: boolean;
};

const PARTS: Record<string, [number, string]> = {
  half: [1 / 2, "half"],
  third: [1 / 3, "a third"],
  quarter: [1 / 4, "a quarter"],
  fourth: [1 / 4, "a quarter"],
  fifth: [1 / 5, "a fifth"],
};

/**
 * Halving, doubling and fractions (fourth round): "cut the flowers budget in half", "halve our total",
 * "double the photography budget", "triple what we have for flowers", "take a third off catering",
 * "reduce the venue by a quarter", "raise music by half". The new value is the current one times a factor.
 */
export function fractionChange(text: string): MoneyChange | undefined {
  const t = text.toLowerCase();
  if (
    /\b(halve|halved|halving)\b|\b(cut|slash\w*|reduc\w*|lower\w*|drop\w*|trim\w*|split)\b.{0,40}\b(in|by) half\b/.test(
      t,
    )
  )
    return { direction: -1, factor: 0.5, label: "half" };
  const times = /\b(double|doubled|doubling|triple|tripled|tripling|quadruple|quadrupled)\b/.exec(t);
  if (times) {
    const factor = times[1]!.startsWith("d") ? 2 : times[1]!.startsWith("t") ? 3 : 4;
    return { direction: 1, factor, label: `${factor}×` };
  }
  const part =
    /\b(?:by|take|knock|shave|cut|trim|chop|slash)\s+(?:off\s+)?(?:(?:a|one)\s+)?(half|third|quarter|fourth|fifth)\b/.exec(
      t,
    ) ?? /\b(?:a|one)\s+(half|third|quarter|fourth|fifth)\s+(?:off|less|more|extra)\b/.exec(t);
  if (!part) return undefined;
  const [share, label] = PARTS[part[1]!]!;
  const down =
    /\b(off|less|lower\w*|decreas\w*|cut|reduc\w*|trim\w*|knock\w*|shav\w*|slash\w*|chop\w*|take|drop\w*)\b/.test(
      t,
    ) && !/\b(more|extra|raise\w*|increas\w*|bump\w*|boost\w*|add)\b/.test(t);
  const up = /\b(more|extra|raise\w*|increas\w*|bump\w*|boost\w*|add|up)\b/.test(t);
  if (!down && !up) return undefined;
  return down
    ? { direction: -1, factor: 1 - share, label: `${label} off` }
    : { direction: 1, factor: 1 + share, label: `${label} more` };
}

const AMOUNT = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|thousand|grand)?`;
const PERCENT = String.raw`(\d+(?:\.\d+)?)\s?(?:%|percent|per cent|pct)`;

const DOWN =
  /\b(lower\w*|decreas\w*|cut|cutting|reduc\w*|trim\w*|knock\w*|shav\w*|slash\w*|subtract\w*|minus|less|fewer|down|drop\w*|take|takes|took|remov\w*|pull\w*)\b/;
const UP =
  /\b(rais\w*|increas\w*|bump\w*|boost\w*|up|add|adds|added|adding|grow\w*|grew|lift\w*|another|extra|additional|more|top up|plus)\b/;

/** The change a message asks for relative to a current value; undefined for an absolute value ("to 40k"). */
export function relativeChange(text: string): MoneyChange | undefined {
  const t = text.toLowerCase();
  const fraction = fractionChange(t);
  if (fraction) return fraction;
  const percent = new RegExp(PERCENT).exec(t);
  const amountRelative =
    // "by 3,000", "by 10%"
    new RegExp(String.raw`\bby\s+(?:an?\s+(?:extra|additional)\s+|another\s+)?(?:${PERCENT}|${AMOUNT})`).exec(
      t,
    ) ??
    // "knock 2k off", "take $500 off", "2k less", "500 more", "an extra 1,000", "another $1,500"
    new RegExp(String.raw`(?:${AMOUNT})\s+(?:off|less|more|extra|fewer|lower|higher|out of|from)\b`).exec(
      t,
    ) ??
    // "20% more", "10 percent less" (decision 054)
    new RegExp(String.raw`${PERCENT}\s+(?:more|less|extra|higher|lower|up|down)\b`).exec(t) ??
    new RegExp(String.raw`\b(?:another|an? extra|an additional|additional|extra)\s+(?:${AMOUNT})`).exec(t) ??
    // "add 500 to the music budget", "up 10%", "down 2k"
    new RegExp(String.raw`\b(?:add|adding|up|down|plus|minus)\s+(?:${PERCENT}|${AMOUNT})`).exec(t) ??
    // "bump catering up 10%", "cut flowers by" handled above; "raise it 5%"
    (percent &&
    /\b(rais\w*|increas\w*|bump\w*|boost\w*|up|lower\w*|decreas\w*|cut|reduc\w*|trim\w*|down|slash\w*)\b/.test(
      t.slice(0, percent.index),
    )
      ? percent
      : null);
  // "my parents are chipping in 5 grand, add that to our total": an amount, then "add that to …".
  const pointed =
    !amountRelative &&
    /\b(add|put|take|knock)\s+(it|that|this|those|them)\s+(to|toward|towards|on|onto|into|off|out of|from)\b/.test(
      t,
    )
      ? new RegExp(AMOUNT).exec(t)
      : null;
  if (pointed) {
    const amount = scaledAmount(pointed[1]!, pointed[2]);
    const down = /\b(take|knock)\s+(it|that|this|those|them)\b/.test(t);
    return amount && amount > 0 ? { direction: down ? -1 : 1, amount } : undefined;
  }
  if (!amountRelative) return undefined;
  // An absolute target wins: "raise it to 45k" is not a change by 45k.
  if (/\b(to|at)\s+\$?\d/.test(t) && !/\bby\b/.test(t) && !/\b(another|extra|more|less|off)\b/.test(t))
    return undefined;
  const down = DOWN.test(t) && !/\b(more|extra|another|additional)\b/.test(t);
  if (!down && !UP.test(t)) return undefined;
  const direction: 1 | -1 = down ? -1 : 1;
  const pct = new RegExp(PERCENT).exec(amountRelative[0]);
  if (pct) {
    const p = Number(pct[1]);
    return p > 0 && p <= 100 ? { direction, percent: p } : undefined;
  }
  const m = new RegExp(AMOUNT).exec(amountRelative[0]);
  const amount = m ? scaledAmount(m[1]!, m[2]) : null;
  return amount && amount > 0 ? { direction, amount } : undefined;
}

/** The new value in dollars (to the cent), never below zero; undefined when the change would go below. */
export function applyChange(current: number, change: MoneyChange): number | undefined {
  if (change.factor !== undefined) {
    const next = Math.round(current * change.factor * 100) / 100;
    return next > 0 ? next : undefined;
  }
  const delta = change.percent !== undefined ? (current * change.percent) / 100 : change.amount!;
  const next = Math.round((current + change.direction * delta) * 100) / 100;
  return next > 0 ? next : undefined;
}
