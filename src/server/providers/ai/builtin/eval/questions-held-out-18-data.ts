import type { EvalContext, EvalGuestList } from "./questions";
import { count, usd, weddingDateIn, weekdayIn, type HeldOut18Case } from "./questions-held-out-18-patterns";

/**
 * Held-out set #18: the couple's own numbers (budget lines, what is left, per guest, RSVP counts, time to
 * go, weekday) and money written every way couples write it. Each figure is worked out from the case's
 * own context in the comment beside it.
 */

/** $30,000 for 120 guests; 12,000 + 6,000 + 3,500 + 2,000 = 23,500 assigned, 6,500 not yet. */
export const BUDGET_30K: EvalContext["budget"] = {
  totalBudget: 30000,
  guestCount: 120,
  categories: [
    { name: "Venue", allocated: 12000 },
    { name: "Catering", allocated: 6000 },
    { name: "Photography", allocated: 3500 },
    { name: "Flowers", allocated: 2000 },
  ],
};

/**
 * Two events; 7 guests in 4 households. Attending: Maria, Luis, Wei, Tom (4); declined: Lin (1); no
 * answer: Anil, Meera (2). Ceremony (Tom not invited): 6 invited, 3 yes, 1 no, 2 waiting; Reception: 7
 * invited, 4 yes, 1 no, 2 waiting. Meals of attending guests: Chicken 2, Fish 1, Vegetarian 1. The only
 * household still waiting: the Patels.
 */
export const TWO_EVENT_LIST: EvalGuestList = {
  events: [{ name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [
    {
      name: "The Garcias",
      guests: [
        { name: "Maria Garcia", answers: { Ceremony: "attending", Reception: "attending" }, meal: "Chicken" },
        { name: "Luis Garcia", answers: { Ceremony: "attending", Reception: "attending" }, meal: "Fish" },
      ],
    },
    {
      name: "The Chens",
      guests: [
        { name: "Wei Chen", answers: { Ceremony: "attending", Reception: "attending" }, meal: "Chicken" },
        { name: "Lin Chen", answers: { Ceremony: "declined", Reception: "declined" } },
      ],
    },
    { name: "The Patels", guests: [{ name: "Anil Patel" }, { name: "Meera Patel" }] },
    {
      name: "Tom Brooks",
      invited: ["Reception"],
      guests: [{ name: "Tom Brooks", answers: { Reception: "attending" }, meal: "Vegetarian" }],
    },
  ],
};

export const heldOut18Data: HeldOut18Case[] = [
  // ── Their own data ────────────────────────────────────────────────────────────────────────────
  {
    id: "h18-data-unallocated",
    context: { budget: BUDGET_30K },
    question: "how much of our budget havent we asigned to anything yet",
    expect: [usd(6500)],
    action: false,
  },
  {
    id: "h18-data-total-and-assigned",
    context: { budget: BUDGET_30K },
    question: "whats our total budjet again and how much of it is alredy spoken for?",
    expect: [usd(30000), usd(23500)],
    action: false,
  },
  {
    id: "h18-data-per-head",
    // 36,000 / 150 = 240.
    context: { profile: { guestCount: 150 }, budget: { totalBudget: 36000, guestCount: 150 } },
    question: "what are we spending per head rn",
    expect: [usd(240)],
    action: false,
  },
  {
    id: "h18-data-rsvp-yes-and-waiting",
    context: { guests: { attending: 64, pending: 31, declined: 9 } },
    question: "how many ppl rsvp'd yes so far and how many still havent answerd??",
    expect: [count(64), count(31)],
    action: false,
  },
  {
    id: "h18-data-declined-and-invited",
    // 64 + 31 + 9 = 104 on the list.
    context: { guests: { attending: 64, pending: 31, declined: 9 } },
    question: "how many said no. and whats the total number of ppl on the list",
    expect: [count(9), count(104)],
    action: false,
  },
  {
    id: "h18-data-days-to-go",
    context: { profile: { weddingInDays: 45 } },
    question: "how many days till the big day??? feels like forever lol",
    expect: [/\b45\b/],
    action: false,
  },
  {
    id: "h18-data-weeks-to-go",
    // 84 days = 12 weeks exactly.
    context: { profile: { weddingInDays: 84 } },
    question: "how many weeks do we have left untill the wedding",
    expect: [/\b12\s*weeks\b/i],
    action: false,
  },
  {
    id: "h18-data-weekday",
    context: { profile: { weddingInDays: 200 } },
    question: "wait what day of the week is our wedding on? my mom keeps asking",
    expect: [weekdayIn(200)],
    action: false,
  },
  {
    id: "h18-data-date",
    context: { profile: { weddingInDays: 150 } },
    question: "remind me whats our wedding date agian",
    expect: [weddingDateIn(150)],
    action: false,
  },
  {
    id: "h18-data-per-event",
    context: { guestList: TWO_EVENT_LIST },
    question: "how many r coming to the ceremony vs the reception",
    expect: [/ceremony[^\n]*?\b3\b|\b3\b[^\n]*?ceremony/i, /reception[^\n]*?\b4\b|\b4\b[^\n]*?reception/i],
    action: false,
  },
  {
    id: "h18-data-meals",
    context: { guestList: TWO_EVENT_LIST },
    question: "caterer needs numbers - how many chicken and how many fish so far",
    expect: [/chicken[^\n]*?\b2\b|\b2\b[^\n]*?chicken/i, /fish[^\n]*?\b1\b|\b1\b[^\n]*?fish/i],
    action: false,
  },
  {
    id: "h18-data-waiting-households",
    context: { guestList: TWO_EVENT_LIST },
    question: "who still hasnt rsvpd? i need to chase them",
    expect: [/Patel/],
    reject: [/Garcia/, /Chen/],
    action: false,
  },
  {
    id: "h18-data-no-budget-yet",
    question: "how much money do we have left in the budget",
    expect: [/haven't|have not|no budget|not set|set (?:a|your|up)|don't have|do not have|isn't set/i],
    action: false,
  },
  {
    id: "h18-data-share-assigned",
    // 23,500 / 30,000 = 78.3%.
    context: { budget: BUDGET_30K },
    question: "what percent of our budget have we allocated so far",
    expect: [/78(?:\.3\d*)?\s?%|78(?:\.3\d*)? percent/i],
    action: false,
  },
  {
    id: "h18-data-two-asks",
    context: { profile: { weddingInDays: 120 }, guests: { attending: 50, pending: 40, declined: 6 } },
    question: "how many days left and how many ppl are confirmed coming",
    expect: [/\b120\b/, count(50)],
    action: false,
  },

  // ── Money and numbers written every way ──────────────────────────────────────────────────────
  {
    id: "h18-money-words",
    context: { budget: BUDGET_30K },
    question: "set our total budget to forty-two thousand dollars",
    expect: [],
    action: { kind: "set_total_budget", amountCents: 4200000, previousCents: 3000000 },
  },
  {
    id: "h18-money-k-category",
    context: { budget: BUDGET_30K },
    question: "set florals to 2.5k",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Flowers",
      amountCents: 250000,
      previousCents: 200000,
    },
  },
  {
    id: "h18-money-cents",
    context: { budget: BUDGET_30K },
    question: "make the total $38,500.50 please (yes the 50 cents matter to me lol)",
    expect: [],
    action: { kind: "set_total_budget", amountCents: 3850050 },
  },
  {
    id: "h18-money-grand-per-guest",
    // 38,500 / 140 = 275 (not the guides' $250 planning figure, so only the division passes).
    context: { profile: { guestCount: 140 } },
    question: "is 38.5 grand enough for 140 people? whats that per person",
    expect: [usd(275)],
    action: false,
  },
  {
    id: "h18-money-percent-of-total",
    // 12% of 30,000 = 3,600.
    context: { budget: BUDGET_30K },
    question: "whats 12% of our total budget",
    expect: [usd(3600)],
    action: false,
  },
  {
    id: "h18-money-k-category-catering",
    context: { budget: BUDGET_30K },
    question: "bump catering to 7.2k",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Catering",
      amountCents: 720000,
      previousCents: 600000,
    },
  },
  {
    id: "h18-money-per-guest-cents",
    // 31,000 / 120 = 258.33.
    context: { budget: { totalBudget: 31000, guestCount: 120 } },
    question: "per guest cost for us?",
    expect: [/\$\s?258(?:\.33)?\b/],
    action: false,
  },
  {
    id: "h18-money-lower-by-k",
    // 30,000 − 2,500 = 27,500.
    context: { budget: BUDGET_30K },
    question: "lower the total budget by 2.5k, we overestimated",
    expect: [],
    action: { kind: "set_total_budget", amountCents: 2750000, previousCents: 3000000 },
  },
  {
    id: "h18-money-comma-dollars",
    context: { budget: BUDGET_30K },
    question: "set photography to $3,250",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Photography",
      amountCents: 325000,
      previousCents: 350000,
    },
  },
  {
    id: "h18-money-stated-per-person",
    // 33,000 / 110 = 300 (not the guides' $250 planning figure).
    context: { profile: { guestCount: 110 } },
    question: "we have $33,000 all in and 110 guests. whats that per person",
    expect: [usd(300)],
  },
];
