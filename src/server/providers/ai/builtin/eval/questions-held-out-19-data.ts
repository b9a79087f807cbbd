import type { EvalCase, EvalGuestList } from "./questions";
import { count, usd, weddingDateIn, weekdayIn } from "./questions-held-out-18-patterns";

/**
 * Held-out set #19, the couple's own data: budget, category lines, what is unassigned, per guest, the
 * date and its weekday, countdowns, RSVPs per event and meals, saved venues against the guest count.
 * Every figure below is computed from the case's own context (eval.test.ts inserts exactly it).
 */

/**
 * Eight guests in six households. Overall (one "attending" answer makes a guest attending): attending
 * Chidi, Ada, Greg, Lily, Priya (5); declined Hannah (1); pending Marta, Sam (2). Welcome Drinks: invited
 * 7 (not Marta), attending 3 (Chidi, Ada, Priya), declined 3 (Greg, Lily, Hannah), pending 1 (Sam).
 * Reception meals of attending guests: Chicken 3 (Chidi, Greg, Lily), Vegetarian 1, Fish 1.
 */
const LIST: EvalGuestList = {
  events: [{ name: "Welcome Drinks" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [
    {
      name: "The Okafor family",
      guests: [
        {
          name: "Chidi Okafor",
          answers: { "Welcome Drinks": "attending", Ceremony: "attending", Reception: "attending" },
          meal: "Chicken",
        },
        {
          name: "Ada Okafor",
          answers: { "Welcome Drinks": "attending", Ceremony: "attending", Reception: "attending" },
          meal: "Vegetarian",
        },
      ],
    },
    { name: "Marta Silva", invited: ["Ceremony", "Reception"], guests: [{ name: "Marta Silva" }] },
    {
      name: "Greg & Lily Novak",
      guests: ["Greg Novak", "Lily Novak"].map((name) => ({
        name,
        answers: {
          "Welcome Drinks": "declined" as const,
          Ceremony: "attending" as const,
          Reception: "attending" as const,
        },
        meal: "Chicken",
      })),
    },
    {
      name: "Hannah Brandt",
      guests: [
        {
          name: "Hannah Brandt",
          answers: { "Welcome Drinks": "declined", Ceremony: "declined", Reception: "declined" },
        },
      ],
    },
    { name: "Sam Whitfield", guests: [{ name: "Sam Whitfield" }] },
    {
      name: "Priya Nair",
      guests: [
        {
          name: "Priya Nair",
          answers: { "Welcome Drinks": "attending", Ceremony: "attending", Reception: "attending" },
          meal: "Fish",
        },
      ],
    },
  ],
};

/** Allocated 31,500 of 40,000: 8,500 unassigned. */
const LINES = {
  totalBudget: 40000,
  guestCount: 120,
  categories: [
    { name: "Venue & catering", allocated: 18000 },
    { name: "Photography", allocated: 4500 },
    { name: "Flowers & decor", allocated: 2800 },
    { name: "Music", allocated: 2200 },
    { name: "Attire", allocated: 4000 },
  ],
};

export const heldOut19Data: EvalCase[] = [
  {
    id: "h19-data-total",
    context: { budget: LINES },
    question: "hey whats our total budjet again",
    expect: [usd(40000)],
  },
  {
    id: "h19-data-photo-line",
    context: { budget: LINES },
    question: "how much did we put aside for photograpy?",
    expect: [usd(4500)],
    // A list of photographers instead of the couple's own line is the wrong answer.
    reject: [/\]\(\/vendor\//],
  },
  {
    id: "h19-data-flowers-line-slang",
    context: { budget: LINES },
    question: "wait how much we got for flowrs rn",
    expect: [usd(2800)],
    reject: [/\]\(\/vendor\//],
  },
  {
    id: "h19-data-unassigned",
    context: { budget: LINES },
    question: "how much of the budget havent we assigned to anything yet?",
    expect: [usd(8500)],
  },
  {
    id: "h19-data-per-head",
    context: { profile: { guestCount: 120 }, budget: { ...LINES, totalBudget: 36000 } },
    question: "what does our budget come out to per person",
    expect: [usd(300)],
  },
  {
    id: "h19-data-two-questions",
    context: { profile: { weddingInDays: 200 }, budget: { totalBudget: 52000 } },
    question: "two things: what date did we pick, and whats the overall budget we set?",
    expect: [weddingDateIn(200), usd(52000)],
  },
  {
    id: "h19-data-weekday",
    context: { profile: { weddingInDays: 100 } },
    question: "what day of the week does our wedding fall on",
    expect: [weekdayIn(100)],
  },
  {
    id: "h19-data-weekday-typo",
    context: { profile: { weddingInDays: 45 } },
    question: "is our wedidng on a weekend or a weekday? which day exactly",
    expect: [weekdayIn(45)],
  },
  {
    id: "h19-data-days-left",
    context: { profile: { weddingInDays: 45 } },
    question: "how many days til the big day??",
    expect: [count(45)],
  },
  {
    id: "h19-data-weeks-left",
    context: { profile: { weddingInDays: 70 } },
    question: "how many weeks do we have left before the wedding",
    expect: [/\b(?:10|ten) weeks/i],
  },
  {
    id: "h19-data-date",
    context: { profile: { weddingInDays: 300 } },
    question: "remind me what date we set for the wedding? i keep forgetting lol",
    expect: [weddingDateIn(300)],
  },
  {
    id: "h19-data-no-date",
    context: { profile: { weddingInDays: null } },
    question: "how many days until our wedding",
    expect: [/(?:no|haven't|have not|not)\b[^.]*\bdate|date\b[^.]*\b(?:yet|not set)/i],
    reject: [/\b\d+ days\b/],
  },
  {
    id: "h19-data-no-budget",
    context: {},
    question: "how much money do we have left in the budget",
    expect: [/(?:no|haven't|have not|not)\b[^.]*\bbudget|budget\b[^.]*\b(?:yet|not set)/i],
    reject: [/\$0\b/],
  },
  {
    id: "h19-data-yes-count",
    context: { guests: { attending: 42, pending: 30, declined: 8 } },
    question: "how many ppl have said yes so far",
    expect: [count(42)],
  },
  {
    id: "h19-data-no-reply",
    context: { guests: { attending: 42, pending: 30, declined: 8 } },
    question: "and how many still havent gotten back to us?",
    expect: [count(30)],
  },
  {
    id: "h19-data-list-total-words",
    context: { guests: { attending: 42, pending: 30, declined: 8 } },
    question: "whats the total number of guests on our list, counting everyone",
    expect: [count(80)],
  },
  {
    id: "h19-data-chicken",
    context: { guestList: LIST },
    question: "how many chicken dinners do we need to tell the caterer about",
    expect: [/\b(?:3|three)\b[^.\n]*chicken|chicken\b[^.\n]*\b(?:3|three)\b/i],
  },
  {
    id: "h19-data-who-pending",
    context: { guestList: LIST },
    question: "who still hasnt rsvp'd?",
    expect: ["Marta Silva", "Sam Whitfield"],
    reject: ["Hannah Brandt", "Priya Nair"],
  },
  {
    id: "h19-data-event-count",
    context: { guestList: LIST },
    question: "how many are coming to the welcome drinks",
    expect: [/\b(?:3|three)\b/i],
    reject: [count(5)],
  },
  {
    id: "h19-data-overall-attending",
    context: { guestList: LIST },
    question: "out of everyone we invited how many are attending overall",
    expect: [/\b(?:5|five)\b[^.\n]*attend|attend\w*\b[^.\n]*\b(?:5|five)\b/i],
  },
  {
    id: "h19-data-saved-fit",
    context: {
      profile: { guestCount: 180 },
      savedVenues: ["twenty-two-rooftop", "the-thornbury-hall", "forge-event-hall"],
    },
    question: "will the venues we saved actually fit everybody? we're at 180 people",
    // Forge seats 260; Twenty-Two Rooftop 80 and Thornbury Hall 150 are too small.
    expect: [
      "Forge Event Hall",
      "Twenty-Two Rooftop",
      "Thornbury",
      /too small|won'?t fit|doesn'?t fit|not fit|can'?t fit|only seats|seats only|short of|under 180|fewer than 180|not enough/i,
    ],
  },
  {
    id: "h19-data-saved-list",
    context: { savedVenues: ["lakeview-glasshouse", "peony-hill-garden-pavilion"] },
    question: "which venues did we save again",
    expect: ["Lakeview Glasshouse", "Peony Hill Garden Pavilion"],
    reject: ["Hollister House", "Wavecrest"],
  },
  {
    id: "h19-data-over-per-head",
    context: { profile: { guestCount: 150 }, budget: { totalBudget: 30000, guestCount: 150 } },
    question: "if catering is like 250 a head for our 150 guests, how much is that",
    expect: [usd(37500)],
    action: false,
  },
  {
    id: "h19-data-contingency-words",
    context: { budget: { totalBudget: 30000 } },
    question: "whats ten percent of our total budget? thinking of keeping that as a cushion",
    expect: [usd(3000)],
    action: false,
  },
];
