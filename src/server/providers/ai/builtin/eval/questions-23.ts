import type { EvalCase } from "./questions";
import { CONFIRM, TRACKER } from "./questions-17";

/**
 * Tuning questions for the eighth round of issue #16 (decision 064), in couples' own words — paraphrased,
 * lower case, slang and typos. Class 1: the couple's own numbers, computed (their biggest and smallest
 * lines, the share allocated, lines over the total, figures stated in the message itself, lines asked by a
 * trade word). Then the brief's clarifying questions, a countdown with no date, cities named with a state,
 * and another couple's plan. The tracker is questions-17's: $40,000 total; Venue $15,000, Catering $12,000,
 * Photography $4,000, Flowers $2,500, Music $1,500 ($35,000 allocated); 120 guests in the profile.
 */

const budget = { budget: TRACKER };
/** A tracker whose lines add up to more than its total: $46,000 in lines against $42,000. */
const OVER = {
  budget: {
    totalBudget: 42000,
    categories: [
      { name: "Venue", allocated: 20000 },
      { name: "Catering", allocated: 16000 },
      { name: "Videography", allocated: 6000 },
      { name: "Music", allocated: 4000 },
    ],
  },
};
const NOTHING_PROPOSED = { reject: [CONFIRM], action: false as const };

/** A question on the tracker computed from it: the figures the reply must carry, nothing proposed. */
const own = (id: string, question: string, expect: (string | RegExp)[], context = budget): EvalCase => ({
  id,
  context,
  question,
  expect,
  ...NOTHING_PROPOSED,
});

export const evalCases23: EvalCase[] = [
  // ── 1. The couple's own numbers, computed ──────────────────────────────────────────────────────────
  own("23-biggest-line", "whats our biggest budget line", ["Venue", "$15,000"]),
  own("23-biggest-typo", "which categroy gets the most money", ["Venue", "$15,000"]),
  own("23-smallest-line", "smallest line in our budget?", ["Music", "$1,500"]),
  own("23-least-slang", "where r we spending the least", ["Music", "$1,500"]),
  own("23-largest-over", "what's the largest category we have", ["Venue", "$20,000"], OVER),
  own("23-allocated-share", "how much of our budget have we allocated so far?", ["$35,000", "87.5%"]),
  own("23-allocated-pct", "what percent of the total is allocated rn", ["$35,000", "87.5%"]),
  own("23-allocated-typo", "how much of the budgit is alocated", ["$35,000", "$40,000"]),
  own(
    "23-add-up-over",
    "do our categories add up to more than the total?",
    ["$46,000", "$4,000", /more/i],
    OVER,
  ),
  own("23-lines-over-by", "are the lines over budget, and by how much", ["$46,000", "$4,000"], OVER),
  own("23-add-up-under", "do the lines add up to more than our budget", [/no|not/i, "$35,000", "$5,000"]),
  own("23-ten-pct", "what's 10% of our budget", ["$4,000"]),
  own("23-pct-typo", "whats 15 percent of the budjet", ["$6,000"]),
  own("23-stated-per-person", "we have 30k all in and 150 guests, what's that per person?", ["$200", "150"], {
    budget: { totalBudget: 1, categories: [] },
  }),
  own("23-stated-enough", "is 20k enough for 100 people", ["$200", "100"]),
  own("23-stated-enough-words", "would 45,000 be enough for 180 ppl?", ["$250", "180"]),
  own("23-stated-head-total", "85 a head for our 120 guests — total?", ["$10,200"]),
  own("23-stated-per-plate", "$95 per plate x 140 guests, what's the total", ["$13,300"]),
  own("23-trade-videographer", "how much do we have for the videographer", ["Videography", "$6,000"], OVER),
  own("23-trade-dj", "what's the dj budget", ["Music", "$1,500"]),
  own("23-trade-fragments", "dj budget? and flowers?", ["Music", "$1,500", "Flowers", "$2,500"]),
  own("23-trade-band-florist", "band and florist — how much for each", [
    "Music",
    "$1,500",
    "Flowers",
    "$2,500",
  ]),
  own("23-trade-photog", "photog budget?", ["Photography", "$4,000"]),
];
