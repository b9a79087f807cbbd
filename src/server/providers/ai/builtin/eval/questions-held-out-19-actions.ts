import type { EvalCase } from "./questions";
import { count, usd, weddingDateIn } from "./questions-held-out-18-patterns";

/**
 * Held-out set #19, actions: exact proposals (what changes, from → to), corrections across turns,
 * negative or absurd values refused, and hypotheticals that must propose nothing. A proposal is only
 * proposed: a reply claiming it already changed something is wrong (nothing is written before "yes").
 */

/** A reply must not claim the write already happened. */
const CLAIMS_DONE =
  /\b(?:I'?ve|I have|we'?ve) (?:updated|changed|set|saved|added|removed|deleted)\b|\ball done\b/i;

const BUDGET = {
  totalBudget: 30000,
  categories: [
    { name: "Photography", allocated: 4000 },
    { name: "Flowers", allocated: 2500 },
    { name: "Venue", allocated: 15000 },
  ],
};

export const heldOut19Actions: EvalCase[] = [
  {
    id: "h19-act-total-k",
    context: { budget: BUDGET },
    question: "change our total budget to 35k",
    expect: [usd(30000), usd(35000)],
    reject: [CLAIMS_DONE],
    action: { kind: "set_total_budget", amountCents: 3500000, previousCents: 3000000 },
  },
  {
    id: "h19-act-total-words",
    context: { budget: BUDGET },
    question: "can u bump the budget up to forty two thousand",
    expect: [usd(42000)],
    reject: [CLAIMS_DONE],
    action: { kind: "set_total_budget", amountCents: 4200000, previousCents: 3000000 },
  },
  {
    id: "h19-act-category",
    context: { budget: BUDGET },
    question: "put 3200 toward flowers instead",
    expect: [usd(2500), usd(3200)],
    reject: [CLAIMS_DONE],
    action: {
      kind: "set_category_allocation",
      categoryName: "Flowers",
      amountCents: 320000,
      previousCents: 250000,
    },
  },
  {
    id: "h19-act-category-typo",
    context: { budget: BUDGET },
    question: "set photgraphy to $5,500 please",
    expect: [usd(4000), usd(5500)],
    reject: [CLAIMS_DONE],
    action: {
      kind: "set_category_allocation",
      categoryName: "Photography",
      amountCents: 550000,
      previousCents: 400000,
    },
  },
  {
    id: "h19-act-category-negative",
    context: { budget: BUDGET },
    question: "set the flowers budget to -500",
    expect: [
      /negative|below (?:zero|\$0)|\$0 or more|at least \$0|can'?t|cannot|isn'?t (?:a )?valid|not (?:a )?valid/i,
    ],
    action: false,
  },
  {
    id: "h19-act-total-absurd",
    context: { budget: BUDGET },
    question: "make our total budget 5 billion dollars lol",
    expect: [],
    action: false,
  },
  {
    id: "h19-act-total-zero",
    context: { budget: BUDGET },
    question: "set the total budget to 0",
    expect: [],
    action: false,
  },
  {
    id: "h19-act-guest-count",
    context: { profile: { guestCount: 120 } },
    question: "we're now expecting 140 guests, can you update that",
    expect: [count(120), count(140)],
    reject: [CLAIMS_DONE],
    action: { kind: "update_profile", changes: [{ field: "guestCount", from: "120", to: "140" }] },
  },
  {
    id: "h19-act-city",
    context: { profile: { cityId: "cleveland" } },
    question: "we moved the whole thing to nashville, pls change our city",
    expect: [/Cleveland/, /Nashville/],
    reject: [CLAIMS_DONE],
    action: { kind: "update_profile", changes: [{ field: "cityId", from: "cleveland", to: "nashville" }] },
  },
  {
    id: "h19-act-city-not-served",
    context: { profile: { cityId: "cleveland" } },
    question: "change our city to denver",
    expect: [/Denver/, /Cleveland|Columbus|Cincinnati|Nashville/],
    action: false,
  },
  {
    id: "h19-act-date",
    context: { profile: { weddingInDays: 300 } },
    question: "move our wedding date to june 12 2027",
    expect: [/June 12|Jun 12|2027-06-12/i, weddingDateIn(300)],
    reject: [CLAIMS_DONE],
    action: { kind: "update_profile", changes: [{ field: "weddingDate", to: "2027-06-12" }] },
  },
  {
    id: "h19-act-date-past",
    context: { profile: { weddingInDays: 300 } },
    question: "change the wedding date to march 3rd 2020",
    expect: [/past|already (?:gone|happened|passed)|future/i],
    action: false,
  },
  {
    id: "h19-act-two-fields",
    context: { profile: { guestCount: 120, cityId: "cleveland" } },
    question: "update our guest count to 95 and switch the city to columbus",
    expect: [count(95), /Columbus/],
    reject: [CLAIMS_DONE],
    action: {
      kind: "update_profile",
      changes: [
        { field: "cityId", to: "columbus" },
        { field: "guestCount", to: "95" },
      ],
    },
  },
  {
    id: "h19-act-add-guest",
    question: "add my aunt Linda Moore to the guest list",
    expect: ["Linda Moore"],
    reject: [CLAIMS_DONE],
    action: { guests: ["Linda Moore"] },
  },
  {
    id: "h19-act-add-plus-one",
    question: "pls add Tom Becker and Rachel Becker, and they can bring a plus one",
    expect: ["Tom Becker", "Rachel Becker"],
    reject: [CLAIMS_DONE],
    action: { guests: ["Tom Becker", "Rachel Becker"], plusOnes: 1 },
  },
  {
    id: "h19-act-add-no-names",
    question: "add 3 people from my work to the list",
    expect: [/name/i],
    action: false,
  },
  {
    id: "h19-act-remove-saved",
    context: { savedVenues: ["lakeview-glasshouse", "forge-event-hall"] },
    question: "take forge event hall off our saved list",
    expect: ["Forge Event Hall"],
    reject: [CLAIMS_DONE],
    action: { kind: "remove_saved_venue", venueSlug: "forge-event-hall" },
  },
  {
    id: "h19-act-remove-not-saved",
    context: { savedVenues: ["lakeview-glasshouse"] },
    question: "remove hollister house from our saved venues",
    expect: [
      /not (?:one of |in )?(?:your|the) saved|isn'?t (?:one of |in )?your saved|haven'?t saved|not saved/i,
    ],
    action: false,
  },
  {
    id: "h19-act-save-named-typo",
    question: "save hollistr house for us",
    expect: ["Hollister House"],
    reject: [CLAIMS_DONE],
    action: "hollister-house",
  },
  {
    id: "h19-act-correction",
    context: { budget: { totalBudget: 40000 } },
    history: [
      { role: "user", content: "set our budget to 45000" },
      {
        role: "assistant",
        content:
          "Here's the change: your total budget goes from **$40,000** to **$45,000**. Confirm below and I'll update it.",
      },
    ],
    question: "oops no i meant 54k not 45",
    expect: [usd(54000)],
    reject: [CLAIMS_DONE],
    action: { kind: "set_total_budget", amountCents: 5400000, previousCents: 4000000 },
  },
  {
    id: "h19-act-hypo-per-guest",
    context: { profile: { guestCount: 120 }, budget: { totalBudget: 36000, guestCount: 120 } },
    question: "what if we had 150 guests instead, what would our budget be per guest then",
    expect: [usd(240)],
    action: false,
  },
  {
    id: "h19-act-hypo-unassigned",
    context: { budget: BUDGET },
    question: "if we bumped the total to 50k, how much would be left unassigned?",
    // Allocated 4,000 + 2,500 + 15,000 = 21,500 of a hypothetical 50,000.
    expect: [usd(28500)],
    action: false,
  },
  {
    id: "h19-act-hypo-city",
    context: { profile: { guestCount: 120, cityId: "cleveland" } },
    question:
      "hypothetically if we did it in nashville instead, how many venues there could fit our 120 people",
    // Nashville venues seating 120 or more: 13 of 16.
    expect: [count(13)],
    action: false,
    venues: { city: "nashville", minSeated: 120 },
  },
  {
    id: "h19-act-hypo-should-we",
    context: { budget: BUDGET },
    question: "would it be crazy to cut flowers down to like 1000? just thinking out loud",
    expect: [],
    action: false,
  },
  {
    id: "h19-act-guests-negative",
    context: { profile: { guestCount: 120 } },
    question: "set our guest count to -20",
    expect: [],
    action: false,
  },
];
