/**
 * Questions about the tracker as a whole (issue #16, eighth round; decision 064): its biggest or smallest
 * line ("which categroy gets the most money", "where are we spending the least"), the share of the total
 * allocated so far ("how much of our budget have we allocated"), and whether the lines add up to more than
 * the total ("do our categories add up to more than the budget", "are the lines over, and by how much").
 * Pure: answers/own-numbers.ts computes them from the couple's tracker.
 */

export type TrackerTotalsQuestion =
  | { kind: "extreme_line"; which: "most" | "least" }
  | { kind: "allocated_share" }
  | { kind: "lines_vs_total" }
  /** The sum of every line: "add up everything we've put in", "total of all our lines" (ninth round). */
  | { kind: "lines_sum" };

/** A budget line, forgiving typos of "category" and "allocation". */
const LINE_WORD =
  /\b(lines?|categ\w*|catag\w*|cateog\w*|catergor\w*|buckets?|allocations?|budget lines?|items?)\b/;
const MONEY_WORD = /\b(budg\w*|budj\w*|money|spend\w*|spent|allocat\w*|alocat\w*|cash|dollars|funds)\b/;
const MOST = /\b(biggest|largest|most|highest|top|priciest|most expensive|heaviest)\b/;
const LEAST = /\b(smallest|least|lowest|tiniest|cheapest|littlest|fewest)\b/;
/** A norm ("what usually takes the biggest share") is the guides'; a listing or vendor word is a search. */
const NOT_OURS =
  /\b(usually|typical\w*|normally|average|most couples|should|venues?|vendors?|photographers?|saved|guests?|people|rsvp\w*)\b/;
const ALLOCATED = /\b(al+ocat\w*|as+ign\w*|allot+ed|budgeted|earmarked|spoken for|put into lines)\b/;
const SHARE_ASKED =
  /\b(how much of|what (percent|percentage|%|share|portion|proportion|fraction)|how much (have|has) (we|been))\b/;
const OVER_TOTAL =
  /\b(add|adds|added|sum|sums|total|come|comes) (up )?to (more|over)\b|\bmore than (the|our) (total|budget)\b|\bover[- ]?(allocat\w*|assign\w*|budget)\b|\bexceed\w*\b|\bover (the|our) (total|budget)\b|\b(lines|categories|allocations) (are |r )?over\b/;

/** A sum asked: "add up", "added together", "the sum of", "total of", "combined", "altogether". */
const SUM_ASKED =
  /\b(add(s|ed)? (it |them |everything |all (of )?(it|them|that) )?(up|together)|add up|sum|summed|total of|in total|combined|altogether|all together|tally|tot(al)? up|put together|in all (of )?(our|the) (lines|categ\w*|buckets))\b/;
/** What is summed: the lines, or everything put into them ("everything we've put in", "all we allocated"). */
const PUT_IN =
  /\b(everything|all|what)\b.{0,20}\b(put|put in|allocat\w*|budgeted|assigned|earmarked|set aside)\b/;

export function trackerTotalsQuestion(text: string): TrackerTotalsQuestion | undefined {
  if (NOT_OURS.test(text)) return undefined;
  const aboutLines = LINE_WORD.test(text);
  if (aboutLines && OVER_TOTAL.test(text)) return { kind: "lines_vs_total" };
  if (SUM_ASKED.test(text) && (aboutLines || PUT_IN.test(text) || ALLOCATED.test(text)))
    return { kind: "lines_sum" };
  if (ALLOCATED.test(text) && SHARE_ASKED.test(text) && !/\b(not|n't|isnt|arent|un\w*)\b/.test(text))
    return { kind: "allocated_share" };
  const ranks = aboutLines || /\b(where|what|which)\b.{0,25}\bspend\w*\b/.test(text);
  if (ranks && (aboutLines || MONEY_WORD.test(text))) {
    if (MOST.test(text)) return { kind: "extreme_line", which: "most" };
    if (LEAST.test(text)) return { kind: "extreme_line", which: "least" };
  }
  return undefined;
}
