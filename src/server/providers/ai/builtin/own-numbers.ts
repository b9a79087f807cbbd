import { budgetCategoryWords } from "@shared/rules/budget-category-match";
import { CATEGORY_WORD } from "./category-word";
import { nearWord } from "./fuzzy-words";
import { PRACTICE } from "./practice-question";
import { statedFigures, type StatedFigures } from "./stated-figures";
import { trackerTotalsQuestion, type TrackerTotalsQuestion } from "./tracker-totals";

/**
 * Arithmetic on the couple's own numbers (issue #16, fourth round): "what are we spending per head rn",
 * "cost per guest?", "what's 12% of our total budget", "how much is 8% of the catering line", "what percent
 * of our budget is photography". Pure: it says which figure is asked and of what; answers/own-numbers.ts
 * reads the couple's budget and computes it, so every number in the reply comes from their data.
 */

export type OwnNumberQuestion =
  /** Their total (or one line, `line`) divided by their guest count. */
  | { kind: "per_guest"; line?: string }
  /** `percent`% of their total or of one line. */
  | { kind: "percent_of"; percent: number; line?: string }
  /** The share of their total one line takes. */
  | { kind: "share"; line: string }
  /** Two or more lines at once: "how much is in catering and how much in flowers" (sixth round). */
  | { kind: "lines"; lines: string[] }
  /** Their total over a guest count the question names: "budget per guest with 160 guests" (sixth round). */
  | { kind: "per_guest_at"; guests: number }
  /** Their total minus the sum of their lines: "how much isn't assigned to anything" (seventh round). */
  | { kind: "unallocated" }
  /** Figures stated in the message, the tracker as a whole (eighth round, decision 064). */
  | StatedFigures
  | TrackerTotalsQuestion;

/**
 * Money in no line, in everyday words (decision 063): "unassigned", "not allocated yet", "isn't assigned to
 * anything", "not in any category", "haven't put into a line", "left to allocate".
 */
const UNALLOCATED =
  /\b(unallocated|unassigned|unbudgeted|not (yet )?(allocated|assigned|earmarked|budgeted)|(isn't|is not|aren't|are not|hasn't been|haven't been|not been|isnt|arent) (yet )?(allocated|assigned|earmarked|budgeted|put|given)|(not|isn't|isnt|aren't|arent|hasn't been|haven't been) (yet )?(in|put in|put into|given to|assigned to|allocated to|gone into) (any|a) (category|line|bucket)|(not|n't) (yet )?put (in|into) (a |any )?(line|category|bucket)|left to (allocate|assign)|in no (category|line))\b/;

const PER_GUEST =
  /\bper[- ]?(guest|head|person|attendee|plate|invitee)\b|\ba (head|plate)\b|\b(spend\w*|cost\w*|paying|pay) (on |for )?(each|every) (guest|person)\b|\bcost per\b/;
/** Words that make a per-guest question about the couple's own plan rather than a general figure. */
const OURS = /\b(we|we're|we've|our|us|ours|rn|right now|currently|so far|at the moment)\b/;
/** A general question ("what's the average cost per guest?") is the guide's, not the couple's numbers. */
const GENERAL =
  /\b(average|typical(ly)?|usually|normal(ly)?|should|most couples|on average|national|people (usually|normally)|charge|charges|cost of a)\b/;

/** A budget line as the couple names it after "of the …", "on …", "is …": the words, not the category. */
function lineAfter(text: string, re: RegExp): string | undefined {
  const m = re.exec(text);
  const line = m?.[1]
    ?.replace(/\b(budget|line|category|allocation|part|portion|bit|the|our|my)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line && !/^(total|overall|whole|money|funds|it|that)$/.test(line) ? line : undefined;
}

/** Two asks joined: "X?? also Y", "X and what about Y", "X. how about Y" (ninth round). */
const LINES_JOINED = /\?\s*\?|\balso\b|\b(what|how) about\b|\band (for|on|in) (the |our )?\w+\s*\??$/;

/**
 * The budget lines a message names, once each: the category words, and — when two asks are joined — a word
 * one typo from a category word too ("photograhy"), so a typo in one of them doesn't drop it.
 */
function linesNamed(text: string, forgiving: boolean): string[] {
  const found = (text.match(new RegExp(CATEGORY_WORD.source, "g")) ?? []).map((w) => w.trim());
  if (forgiving)
    for (const w of text.match(/[a-z]{6,}/g) ?? [])
      if (!found.includes(w) && budgetCategoryWords.some((c) => c.length >= 6 && nearWord(w, c)))
        found.push(w);
  return [...new Set(found)];
}

/** A question for the money in lines of the tracker ("how much is in…", "what's allocated to…"). */
const LINES_ASKED =
  /\b(how much|allocated|allotted|budgeted|set aside|earmarked|what's in|whats in|what is in|have for|have in|do we have|got for|got in)\b/;

const LINE_END = String.raw`(?=\s*(?:budget|line|category|allocation|costs?)?\s*(?:[.?!,]|$|\bis\b|\bwould\b|\bright now\b|\brn\b|\bnow\b))`;

/** What figure of their own numbers a message asks for; undefined when it asks none of these. */
export function ownNumberQuestion(
  text: string,
  words = text.split(" ").length,
): OwnNumberQuestion | undefined {
  // "We have 30k all in and 150 guests, what's that per person": the figures said, not the tracker's.
  const stated = statedFigures(text);
  if (stated) return stated;
  // "Which category gets the most money", "how much have we allocated so far" — not of one line named.
  const whole = trackerTotalsQuestion(text);
  if (whole && (whole.kind !== "allocated_share" || !CATEGORY_WORD.test(text))) return whole;
  // "How much of the budget isn't assigned to anything": the total less the lines (seventh round).
  if (UNALLOCATED.test(text) && /\b(how much|what|what's|whats|money|amount|left|much)\b/.test(text))
    return { kind: "unallocated" };
  // "What's 12% of our total budget", "how much is 8% of the catering line", "15 percent of our budget".
  const pct =
    /\b(\d{1,3}(?:\.\d+)?)\s?(?:%|percent|per cent|pct)\s+of\s+(?:the\s+|our\s+|my\s+)?([a-z&' ]{2,40})/.exec(
      text,
    );
  if (pct && /\b(budget|total|line|category|allocation|what|how much|whats|what's)\b/.test(text)) {
    const percent = Number(pct[1]);
    if (percent > 0 && percent <= 1000) {
      const target = pct[2]!
        .replace(/\b(budget|total|overall|whole|line|category|allocation)\b.*$/, "")
        .trim();
      const words = target.replace(/[?.!,].*$/, "").trim();
      return words && !/^(it|that|this|money|funds)$/.test(words)
        ? { kind: "percent_of", percent, line: words }
        : { kind: "percent_of", percent };
    }
  }
  // "What percent of our budget is photography", "what % of the total goes to the venue" — but not "what %
  // of the budget usually goes to photography": a norm word asks the guides' figure (lead, after the sixth
  // round, decision 061's addendum).
  if (
    /\bwhat (percent(age)?|%|share|portion|proportion|fraction|part)(?!\w)/.test(text) &&
    /\b(budget|total|money|spend\w*|funds)\b/.test(text) &&
    !GENERAL.test(text)
  ) {
    const line =
      lineAfter(
        text,
        new RegExp(
          String.raw`\b(?:is|are|goes? to|going to|went to|for|on|does|do)\s+(?:the\s+|our\s+|my\s+)?([a-z&' ]{2,40}?)${LINE_END}`,
        ),
      ) ??
      lineAfter(
        text,
        new RegExp(
          String.raw`\bof (?:the |our |my )?(?:total |whole |overall )?(?:budget|total|money) (?:is |are )?(?:the |our |my )?([a-z&' ]{2,40}?)${LINE_END}`,
        ),
      );
    if (line) return { kind: "share", line };
  }
  // "How much is in catering and how much in flowers?", "what's allocated to music and photography": each
  // line named, from their tracker (sixth round).
  const joined = LINES_JOINED.test(text);
  const lines = linesNamed(text, joined);
  // A practice ("do you tip hair and makeup? how much") is the guides', whatever lines its words name.
  if (
    lines.length >= 2 &&
    // "dj budget? and flowers?": short fragments that name lines ask what is in them (eighth round).
    // Fragments, not one line's two words ("our budget for hair and makeup" is Attire & beauty).
    (LINES_ASKED.test(text) ||
      (words <= 8 &&
        /\b(budget|line|allocation)s?\b/.test(text) &&
        text.split(/[?,;]/).filter((f) => f.trim()).length >= 2) ||
      // "whats the catering line and what about music": lines joined by "also", "what about", "??" (ninth round).
      (joined && /\b(budget|line|allocation|put|spend\w*|spent)s?\b/.test(text))) &&
    !PRACTICE.test(text) &&
    // "What did we put for flowers" asks what is in a line; "put 500 toward flowers" is a write.
    !/\b(find|show me|search|recommend|vendors?|set(?! aside)|(?<!\b(did|have|had) (we|i|you) |\bwe('ve| have)? )put(?! aside)|move|change|make|raise|lower|typical(ly)?|usually|should)\b/.test(
      text,
    )
  )
    return { kind: "lines", lines };
  // "What would our budget per guest be with 160 guests?": their total over the count named (sixth round).
  const at =
    /\b(?:with|for|at|if we (?:had|have|invite|invited)|to)\s+(\d{2,4})\s*(?:guests|people|ppl|persons|attendees)\b/.exec(
      text,
    );
  // "With a headcount of 90, what's our budget per guest" (ninth round).
  const headcount = at ?? /\b(?:head ?count|guest count|count) of (\d{2,4})\b/.exec(text);
  if (headcount && PER_GUEST.test(text) && !GENERAL.test(text))
    return { kind: "per_guest_at", guests: Number(headcount[1]) };
  // "What are we spending per head rn", "cost per guest?": their total (or one line) over their guests.
  if (PER_GUEST.test(text) && !GENERAL.test(text) && (OURS.test(text) || words <= 4)) {
    const line = lineAfter(
      text,
      new RegExp(String.raw`\b(?:on|for) (?:the\s+|our\s+|my\s+)?([a-z&' ]{2,30}?)${LINE_END}`),
    );
    return line && !/^(guest|head|person|plate|each guest)$/.test(line)
      ? { kind: "per_guest", line }
      : { kind: "per_guest" };
  }
  return undefined;
}
