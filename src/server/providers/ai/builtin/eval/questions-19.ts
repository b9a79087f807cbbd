import type { EvalCase } from "./questions";
import { DONT_KNOW } from "./questions-18-kit";
import { LAKESIDE_SEARCH, PHOTOGRAPHERS, TRACKER } from "./questions-17";

/**
 * Tuning questions for the fourth round of issue #16 (decision 057), classes 1–6 of the brief: negative
 * amounts in a write, a contribution added to the total in a what-if, percentages of the couple's own
 * numbers, filters kept in listing answers (and "which of those are under X" on the listings shown),
 * superlatives over the listings, per-guest spending from their data. Paraphrased and misspelt. Classes 7–10
 * in questions-19-writes.ts. The couple's tracker is questions-17's: $40,000 total; Venue $15,000, Catering
 * $12,000, Photography $4,000, Flowers $2,500, Music $1,500; 120 guests in the profile.
 */

const budget = { budget: TRACKER };
const NEGATIVE = /can't be negative|can't be zero|can't be \$0|must be more than \$0/i;
const NO_DOLLARS_BUT_ZERO = /\$(?!0\b)\d/;

export const evalCases19: EvalCase[] = [
  // ── 1. Negative or zero amounts in a write: refused, no proposal ──────────────────────────────────
  {
    id: "19-neg-total",
    context: budget,
    question: "set our budget to -5000",
    expect: [NEGATIVE, /what amount should/i],
    reject: ["$5,000"],
    action: false,
  },
  {
    id: "19-neg-total-k",
    context: budget,
    question: "make the total budget -$30k",
    expect: [NEGATIVE],
    reject: ["$30,000"],
    action: false,
  },
  {
    id: "19-neg-total-typo",
    context: budget,
    question: "chnage our budjet to -12,000 pls",
    expect: [NEGATIVE],
    reject: ["$12,000"],
    action: false,
  },
  {
    id: "19-neg-total-words",
    context: budget,
    question: "set the overall budget to negative 5k",
    expect: [NEGATIVE],
    reject: ["$5,000"],
    action: false,
  },
  {
    id: "19-neg-category",
    context: budget,
    question: "put -500 toward flowers",
    expect: [NEGATIVE],
    reject: ["$500"],
    action: false,
  },
  {
    id: "19-neg-category-minus",
    context: budget,
    question: "set photography to minus 2000",
    expect: [NEGATIVE],
    reject: ["$2,000"],
    action: false,
  },
  {
    id: "19-zero-total",
    context: budget,
    question: "change our total budget to $0",
    expect: [NEGATIVE],
    action: false,
  },
  // ── 2. A contribution added to the total in a what-if ─────────────────────────────────────────────
  {
    id: "19-contrib-mom",
    context: budget,
    question: "if mom adds 10k what would our total be",
    expect: ["$40,000", "$50,000"],
    reject: [/total of \*\*\$10,000/],
    action: false,
  },
  {
    id: "19-contrib-parents-grand",
    context: budget,
    question: "if his parents chip in 5 grand how much would we have",
    expect: ["$45,000"],
    action: false,
  },
  {
    id: "19-contrib-grandma",
    context: budget,
    question: "if grandma gives us $2,000 whats the new total?",
    expect: ["$42,000"],
    action: false,
  },
  {
    id: "19-contrib-folks-typo",
    context: budget,
    question: "if her folks pitch in 3k wat would our budget be",
    expect: ["$43,000"],
    action: false,
  },
  {
    id: "19-contrib-followup",
    context: budget,
    history: [
      { role: "user", content: "whats our total budget" },
      { role: "assistant", content: "Your total budget is **$40,000**." },
    ],
    question: "and if my dad contributes 7,500?",
    expect: ["$47,500"],
    action: false,
  },
  // ── 3. Percentages of the couple's own numbers ────────────────────────────────────────────────────
  {
    id: "19-pct-of-total",
    context: budget,
    question: "what's 12% of our total budget",
    expect: ["$4,800", "$40,000"],
    action: false,
  },
  {
    id: "19-pct-of-total-typo",
    context: budget,
    question: "how much is 15 percent of our budjet",
    expect: ["$6,000"],
    action: false,
  },
  {
    id: "19-pct-of-line",
    context: budget,
    question: "how much is 8% of the catering line",
    expect: ["$960", "$12,000"],
    action: false,
  },
  {
    id: "19-pct-share-photo",
    context: budget,
    question: "what percent of our budget is photography",
    expect: ["10%", "$4,000"],
    action: false,
  },
  {
    id: "19-pct-share-venue",
    context: budget,
    question: "wat percentage of our total goes to the venue?",
    expect: ["about 38%"],
    action: false,
  },
  // ── 4. Filters kept in vendor and venue answers ───────────────────────────────────────────────────
  {
    id: "19-cap-cincy-photog",
    question: "photographers in cincy under 1300",
    expect: ["Paper Moon Studio"],
    reject: ["Fern & Fable"],
    vendors: { city: "cincinnati", category: "photographers", maxPrice: 1300, atLeast: 1 },
  },
  {
    id: "19-cap-columbus-florist",
    question: "florists in columbus below 550 dollars?",
    expect: ["Stem Street"],
    vendors: { city: "columbus", category: "florists", maxPrice: 550, atLeast: 1 },
  },
  {
    id: "19-cap-none",
    question: "any photographers in cleveland under 1000?",
    expect: [/couldn't find|none|no photographers/i],
    reject: [/I found \*\*/],
  },
  {
    id: "19-cap-venue",
    question: "venues in columbus under 5000 that seat 100",
    expect: ["Maple Hollow Barn"],
    venues: { city: "columbus", maxPrice: 5000, minSeated: 100, atLeast: 1 },
  },
  {
    id: "19-shown-under",
    history: PHOTOGRAPHERS,
    question: "which of those are under 1400",
    expect: [
      /Of the 3 I showed, 2 start at \$1,400 or less:\n\n- \*\*\[Silver Lining Portraits\][^\n]*\n- \*\*\[Northlight Photo Co\.\]/,
    ],
    reject: ["Kindred"],
    vendors: { maxPrice: 1400 },
  },
  {
    id: "19-shown-under-none",
    history: LAKESIDE_SEARCH,
    question: "any of them under 10k?",
    expect: [/None of the 3 I showed/],
    reject: [/harbor-light-pavilion|north-coast-shore-club|wavecrest-pavilion/],
    venues: { maxPrice: 10000 },
  },
  {
    id: "19-shown-under-venues",
    history: LAKESIDE_SEARCH,
    question: "which of those are under 15k",
    expect: [/Of the 3 I showed, 1 starts at \$15,000 or less:\n\n- \*\*\[Wavecrest Pavilion\]/],
    reject: ["Harbor Light", "North Coast"],
    venues: { maxPrice: 15000 },
  },
  // ── 5. Superlatives over the listings ─────────────────────────────────────────────────────────────
  {
    id: "19-sup-cheapest-venue",
    question: "cheapest venue in columbus",
    expect: ["Maple Hollow Barn", "$4,000"],
    venues: { city: "columbus" },
  },
  {
    id: "19-sup-biggest-venue",
    question: "whats the biggest venue in cleveland?",
    expect: ["The Sterling Ballroom & Terrace", "390"],
    venues: { city: "cleveland" },
  },
  {
    id: "19-sup-priciest-photog",
    question: "priciest photographer in cleveland",
    expect: ["Kindred Photographs", "$1,600"],
    vendors: { city: "cleveland", category: "photographers" },
  },
  {
    id: "19-sup-cheapest-florist-typo",
    question: "cheapst florist in columbus?",
    expect: ["Stem Street Floral Studio", "$475"],
    vendors: { city: "columbus", category: "florists" },
  },
  {
    id: "19-sup-outside",
    question: "biggest venue in dayton",
    expect: [/Dayton/, /Cleveland/],
    reject: [/\]\(\/venues\//, DONT_KNOW],
  },
  {
    id: "19-sup-least-expensive-nash",
    question: "least expensive venue in nashville",
    expect: ["Hickory Bend Barn & Meadow", "$6,250"],
    venues: { city: "nashville" },
  },
  // ── 6. Per-guest spending from their data ─────────────────────────────────────────────────────────
  {
    id: "19-per-head-rn",
    context: budget,
    question: "what are we spending per head rn",
    expect: ["$333.33", "120", "$40,000"],
    action: false,
  },
  {
    id: "19-per-guest-short",
    context: budget,
    question: "cost per guest?",
    expect: ["$333.33", "120"],
  },
  {
    id: "19-per-person-typo",
    context: budget,
    question: "how much r we paying per persn",
    expect: ["$333.33"],
  },
  {
    id: "19-per-guest-count",
    context: { budget: TRACKER, profile: { guestCount: 80 } },
    question: "whats our per-guest cost",
    expect: ["$500", "80"],
  },
  {
    id: "19-per-guest-no-budget",
    question: "how much are we spending per guest?",
    expect: [/haven't set|no (total )?budget|set a budget/i],
    reject: [NO_DOLLARS_BUT_ZERO],
  },
];
