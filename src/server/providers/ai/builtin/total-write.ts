import { parseAmount } from "@shared/rules/parse-amount";

/**
 * The new total budget a message asks for in everyday words (issue #16, seventh round; decision 063): a verb
 * aimed at the total ("bump/raise/up/lower/drop/cut our budget to 45k", "make the overall budget 50k"), the
 * total stated as changed with a request to keep it ("our total is 45k now, can you put that in", "budget's
 * gone up to 49k", "our new total is $41,500 — save it"), or a total agreed on ("we settled on 44 grand
 * total"). Pure: the amount is the couple's, in any form the amount parser reads; the write proposes it and
 * the couple confirms, as with every change. A change "by" an amount is money-change.ts's, a what-if is
 * hypothetical.ts's (both are read first), and a question about the total ("is our total 45k now?") is none.
 */

/** "Our budget", "the overall total", "total budget", and "our overall" said alone (decision 063). */
const TOTAL = String.raw`(?:(?:our|the|my|whole|overall|entire|total|wedding|new)\s+){0,3}(?:budget|total|(?<=\b(?:our|the|my) )overall)(?:\s+budget)?`;
const AMOUNT = String.raw`(\$?\s?\d[\d,]*(?:\.\d+)?\s?(?:k|grand|thousand|m|million)?(?:\s?(?:dollars|bucks|usd))?)(?!\d|,\d)`;
const STEER = String.raw`(?:\s+(?:up|down|back))?`;

/** Verbs that name the new value with or without "to": "set/make/change/update our total (to) 45k". */
const SETS = String.raw`set|make|change|update|adjust|switch|fix|correct`;
/** Verbs that need "to/at" before the value: "raise the budget to 45k" (with "by" it is a change by). */
const MOVES = String.raw`raise|lower|increase|decrease|bump|up|drop|cut|reduce|trim|slash|boost|lift|push|bring|move|take|knock|scale|put|get|round`;

const FORMS: RegExp[] = [
  new RegExp(String.raw`\b(?:${SETS})\s+${TOTAL}${STEER}\s+(?:to\s+|at\s+|=\s*|as\s+)?${AMOUNT}`),
  new RegExp(String.raw`\b(?:${MOVES})\s+${TOTAL}${STEER}\s+(?:to|at)\s+${AMOUNT}`),
  // "our total is 45k now", "budget's gone up to 49k", "the overall budget went down to 38k"
  new RegExp(
    String.raw`\b${TOTAL}\s*(?:'s|is|=|:|will be|should be|has (?:gone|changed|moved|increased|decreased|dropped|risen|grown)(?: up| down)? to|(?:'s |has )?(?:gone|went|moved) (?:up |down )?to|changed to|increased to|decreased to|dropped to|rose to|grew to)\s+(?:now\s+|actually\s+|officially\s+|really\s+)?${AMOUNT}`,
  ),
  // "we settled on 44 grand total", "agreed on $50,000 as our budget"
  new RegExp(
    String.raw`\b(?:settled on|agreed on|agreed to|decided on|going with|went with|landed on|sticking with|locked in|committed to)\s+(?:a\s+)?${AMOUNT}\s*(?:as (?:our|the) )?(?:total|budget|overall)\b`,
  ),
  // "our new total is $41,500", "new budget: 52k"
  new RegExp(
    String.raw`\bnew (?:total|budget|overall budget|total budget)\s*(?:is|=|:|of|will be)?\s*${AMOUNT}`,
  ),
];

/** A request to keep a stated total: "put that in", "update it", "save that", "record it"… */
const KEEP_IT =
  /\b(update\w*|save|put (that|it|this) in|record|log|enter|change (it|that)|set (it|that)|note (it|that)|make (it|that) official|correct (it|that)|fix (it|that))\b/;
/** Words that say the stated total is a change ("now", "new", "gone up", "settled on"). */
const CHANGED =
  /\b(now|new|actually|officially|anymore|any more|these days|gone|went|changed|increased|decreased|dropped|rose|grew|settled|agreed|decided|going with|went with|landed|sticking|locked|committed)\b/;
/** A question asked beside the stated total ("our budget is 40k now, what's left?") is what to answer. */
const ALSO_ASKS = /\?|\b(what|what's|whats|how|which|when|where|why|can we|could we|should we|do we|does)\b/;

/** A question about the total, not a request to write it. */
const ASKING =
  /^(is|was|are|were|what|whats|what's|would|should|could|can we|do|does|did|how|if|when|why)\b|\b(right|correct|isn't it|is it|yeah)\s*\?*$/;

/** Words that say the value is a cap for a search or a guess, not the total. */
const NOT_THE_VALUE =
  /\b(under|below|less than|at most|no more than|max(imum)?|around|about|roughly)\s+\$?\d/;

/** The new total a (normalized) message asks to write, in dollars; undefined when it asks none. */
export function totalWrite(text: string): number | undefined {
  if (ASKING.test(text)) return undefined;
  for (const [i, re] of FORMS.entries()) {
    const m = re.exec(text);
    if (!m) continue;
    // A stated total is a change to keep when the couple asks to keep it, or says it changed and asks
    // nothing else (the verb forms are a request already).
    if (i >= 2 && !KEEP_IT.test(text) && (!CHANGED.test(text) || ALSO_ASKS.test(text))) continue;
    if (NOT_THE_VALUE.test(text.slice(Math.max(0, m.index), m.index + m[0].length))) continue;
    const said = m[1]!;
    const amount = parseAmount(said.replace(/\s?(dollars|bucks|usd)$/, ""));
    // A bare number below 100 ("bump the budget to 45") names no total; the couple is asked instead.
    const unit = /\$|k\b|grand|thousand|m\b|million|dollars|bucks|usd/.test(said);
    if (amount !== null && amount > 0 && (unit || amount >= 100)) return amount;
  }
  return undefined;
}
