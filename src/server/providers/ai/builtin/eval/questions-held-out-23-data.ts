import type { EvalCase, EvalGuestList } from "./questions";
import { count, usd, weddingDateIn, weekdayIn } from "./questions-held-out-18-patterns";
import { countNear } from "./questions-held-out-21-patterns";

/**
 * Held-out set #23, the couple's own data: budget lines (by name and by a trade's or a garment's name),
 * what is allocated and what is not, money per guest, RSVP counts overall and per event, meals,
 * households still to answer, the date, its weekday and countdowns, and saved venues against the guest
 * count. Every figure is computed here from the case's own context (eval.test.ts inserts exactly it).
 */

/**
 * 42,000 total for 140 guests: 300 a guest. Allocated 15,000 + 9,800 + 3,600 + 2,400 + 1,800 + 2,200 +
 * 700 = 35,500; unallocated 6,500. Smallest line: Stationery (700); largest: Venue (15,000).
 */
const MONEY = {
  profile: { guestCount: 140 },
  budget: {
    totalBudget: 42000,
    guestCount: 140,
    categories: [
      { name: "Venue", allocated: 15000 },
      { name: "Catering", allocated: 9800 },
      { name: "Photography", allocated: 3600 },
      { name: "Flowers", allocated: 2400 },
      { name: "Music", allocated: 1800 },
      { name: "Attire", allocated: 2200 },
      { name: "Stationery", allocated: 700 },
    ],
  },
};

/** 58 attending, 41 pending, 13 declined: 112 on the list. */
const TALLY = { guests: { attending: 58, pending: 41, declined: 13 } };

/**
 * Ten guests in seven households. Overall (any "attending" answer makes a guest attending): attending
 * Chidi, Ada, Sam, Dev, Yusuf (5); declined Priya, Marco (2); pending Grace, Lena, Tom (3).
 * Welcome Drinks: invited 8 (not Sam, not Marco), attending 3 (Chidi, Ada, Yusuf), declined 2 (Priya,
 * Dev), pending 3. Ceremony: invited 10, attending 5 (Chidi, Ada, Sam, Dev, Yusuf), declined 2 (Priya,
 * Marco), pending 3. Reception: invited 10, attending 4 (Chidi, Ada, Sam, Dev), declined 3 (Priya,
 * Marco, Yusuf), pending 3. Meals of the attending: Chicken 2 (Chidi, Sam), Vegetarian 1 (Ada), Beef 1
 * (Dev); Yusuf has none. Households still waiting: Grace Kim, Lena & Tom Hart (2).
 */
const every = (a: "attending" | "declined") => ({ "Welcome Drinks": a, Ceremony: a, Reception: a });
const PARTY: EvalGuestList = {
  events: [{ name: "Welcome Drinks" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [
    {
      name: "The Okafor family",
      guests: [
        { name: "Chidi Okafor", answers: every("attending"), meal: "Chicken" },
        { name: "Ada Okafor", answers: every("attending"), meal: "Vegetarian" },
      ],
    },
    {
      name: "Sam Lindqvist",
      invited: ["Ceremony", "Reception"],
      guests: [
        {
          name: "Sam Lindqvist",
          answers: { Ceremony: "attending", Reception: "attending" },
          meal: "Chicken",
        },
      ],
    },
    {
      name: "Priya & Dev Rao",
      guests: [
        { name: "Priya Rao", answers: every("declined") },
        {
          name: "Dev Rao",
          answers: { "Welcome Drinks": "declined", Ceremony: "attending", Reception: "attending" },
          meal: "Beef",
        },
      ],
    },
    { name: "Grace Kim", guests: [{ name: "Grace Kim" }] },
    {
      name: "Marco Bellini",
      invited: ["Ceremony", "Reception"],
      guests: [{ name: "Marco Bellini", answers: { Ceremony: "declined", Reception: "declined" } }],
    },
    { name: "Lena & Tom Hart", guests: [{ name: "Lena Hart" }, { name: "Tom Hart" }] },
    {
      name: "Yusuf Aydin",
      guests: [
        {
          name: "Yusuf Aydin",
          answers: { "Welcome Drinks": "attending", Ceremony: "attending", Reception: "declined" },
        },
      ],
    },
  ],
};
const PARTY_CTX = { guestList: PARTY };

/** Saved: Bramblewood Farmstead (seats 160), Wavecrest Pavilion (230), Twenty-Two Rooftop (80); 170 guests. */
const SAVED = {
  profile: { guestCount: 170 },
  savedVenues: ["bramblewood-farmstead", "wavecrest-pavilion", "twenty-two-rooftop"],
};

/** "Yes" in the many ways a reply may say it. */
const YES = "attending|coming|yes|confirmed|accepted|going";
const NO = "declin|not coming|can'?t (?:make|come)|regrets|said no|no'?s";

export const heldOut23Data: EvalCase[] = [
  // ── Budget lines ──────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-data-venue-line",
    context: MONEY,
    question: "how much did we put down for the venue again",
    expect: [usd(15000)],
    tools: ["budget_summary"],
  },
  {
    id: "h23-data-dj-is-music",
    context: MONEY,
    question: "whats set aside for the dj?",
    // The DJ is paid from the "Music" line.
    expect: [usd(1800)],
  },
  {
    id: "h23-data-dress-is-attire",
    context: MONEY,
    question: "remind me how much we gave the dress budget",
    // The dress is the "Attire" line.
    expect: [usd(2200)],
  },
  {
    id: "h23-data-not-assigned",
    context: MONEY,
    question: "hw much of our budget hasnt been given to a category yet",
    expect: [usd(6500)],
  },
  {
    id: "h23-data-allocated-sum",
    context: MONEY,
    question: "add up everything we've allocated so far pls",
    expect: [usd(35500)],
  },
  {
    id: "h23-data-total-and-per-guest",
    context: MONEY,
    question: "whats our total budget and what does that come to per guest",
    expect: [usd(42000), usd(300)],
  },
  {
    id: "h23-data-smallest-line",
    context: MONEY,
    question: "which category did we give the least money to",
    expect: [/stationery/i, usd(700)],
  },
  {
    id: "h23-data-two-lines-one-message",
    context: MONEY,
    question: "how much is photography?? also what did we put for flowers",
    expect: [usd(3600), usd(2400)],
  },
  {
    id: "h23-data-no-budget-yet",
    context: { profile: { guestCount: 100 } },
    question: "how much money do we still have to play with",
    // No budget row: June says so rather than inventing a remaining figure.
    expect: [
      /(?:no|haven'?t|have not|don'?t have|not yet|without)\b[^.\n]{0,50}\bbudget|budget\b[^.\n]{0,40}\b(?:isn'?t|not|hasn'?t been)\b[^.\n]{0,15}(?:set|started|created)/i,
    ],
  },
  // ── RSVP counts ───────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-data-yes-count",
    context: TALLY,
    question: "how many ppl have said yes so far",
    expect: [count(58)],
    tools: ["guest_stats"],
  },
  {
    id: "h23-data-no-reply-yet",
    context: TALLY,
    question: "how many still haven't rsvp'd",
    expect: [count(41)],
  },
  {
    id: "h23-data-whole-list",
    context: TALLY,
    question: "how many names are on our guest list in total, the nos included",
    expect: [count(112)],
  },
  {
    id: "h23-data-regrets",
    context: TALLY,
    question: "number of declines?",
    expect: [count(13)],
  },
  {
    id: "h23-data-welcome-drinks-yes",
    context: PARTY_CTX,
    question: "how many are coming to the welcome drinks",
    expect: [countNear(YES, 3)],
  },
  {
    id: "h23-data-reception-declines",
    context: PARTY_CTX,
    question: "who many declined the reception",
    expect: [countNear(NO, 3)],
  },
  {
    id: "h23-data-ceremony-invited-and-yes",
    context: PARTY_CTX,
    question: "how many did we invite to the ceremony and how many of them are coming",
    expect: [countNear("invit", 10), countNear(YES, 5)],
  },
  {
    id: "h23-data-meal-tally",
    context: PARTY_CTX,
    question: "whats the meal count looking like for the caterer",
    expect: [countNear("chicken", 2), countNear("vegetarian|veggie", 1), countNear("beef", 1)],
  },
  {
    id: "h23-data-households-waiting",
    context: PARTY_CTX,
    question: "which households still owe us an rsvp?",
    expect: [/Grace Kim/, /Hart/],
    reject: [/Okafor/, /Bellini/],
  },
  {
    id: "h23-data-household-count",
    context: PARTY_CTX,
    question: "how many households are on the list",
    expect: [countNear("household|invitation|famil", 7)],
  },
  // ── The date ──────────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-data-which-date",
    context: { profile: { weddingInDays: 200 } },
    question: "wait whats our wedding date again",
    expect: [weddingDateIn(200)],
  },
  {
    id: "h23-data-weekday",
    context: { profile: { weddingInDays: 200 } },
    question: "what day of the week does our wedding fall on",
    expect: [weekdayIn(200)],
  },
  {
    id: "h23-data-weeks-left",
    context: { profile: { weddingInDays: 84 } },
    question: "how many weeks till we get married??",
    expect: [/(?<![\d.])(?:12|twelve)\s+weeks/i],
  },
  {
    id: "h23-data-days-left",
    context: { profile: { weddingInDays: 45 } },
    question: "how many days left omg",
    expect: [count(45)],
  },
  {
    id: "h23-data-no-date",
    context: { profile: { weddingInDays: null } },
    question: "how long until the big day",
    expect: [
      /(?:no|haven'?t|have not|not yet|without)\b[^.\n]{0,40}\bdate|date\b[^.\n]{0,40}\b(?:isn'?t|not|hasn'?t been)\b[^.\n]{0,15}(?:set|picked|chosen|added)/i,
    ],
  },
  // ── Saved venues ──────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-data-saved-list",
    context: SAVED,
    question: "which venues have we saved so far",
    expect: [/Bramblewood Farmstead/, /Wavecrest Pavilion/, /Twenty-Two Rooftop/],
    tools: ["saved_venues"],
  },
  {
    id: "h23-data-saved-fit",
    context: SAVED,
    question: "which of our saved places can actually hold all 170 of us",
    // Only Wavecrest Pavilion seats 170 or more (230); Bramblewood seats 160, Twenty-Two Rooftop 80.
    expect: [/Wavecrest/],
  },
];
