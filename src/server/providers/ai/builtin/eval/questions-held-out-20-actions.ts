import type { EvalCase } from "./questions";
import { count, isoDateIn, usd, weddingDateIn } from "./questions-held-out-18-patterns";

/**
 * Held-out set #20, actions: exact proposals (what changes, from → to) for the total budget (also a first
 * one), a category named by the couple's word for it or misspelt, the guest count, date and city, a saved
 * venue to remove and households to add; a correction on the next turn; values the write tools refuse
 * (no such category, no change, a date that doesn't exist, a city we don't serve, too many guests); and
 * what-ifs that must propose nothing. Nothing is written before the couple confirms, so a reply that says
 * the change is already made is wrong.
 */

/** A reply saying the write already happened. */
const SAYS_ALREADY_DONE =
  /\b(?:I'?ve|I have|we'?ve)\s+(?:now\s+)?(?:updated|changed|set|saved|added|removed|moved|switched)\b|\b(?:is|has been) now (?:set|updated|changed)\b|\ball done\b/i;

/** Allocated 15,000 + 3,800 + 2,200 + 1,800 + 450 = 23,250 of 32,000. */
const BUDGET = {
  totalBudget: 32000,
  guestCount: 160,
  categories: [
    { name: "Venue & catering", allocated: 15000 },
    { name: "Photography", allocated: 3800 },
    { name: "Flowers & decor", allocated: 2200 },
    { name: "Music", allocated: 1800 },
    { name: "Cake", allocated: 450 },
  ],
};

const OUR_CITIES = /Cleveland|Columbus|Cincinnati|Nashville/;

export const heldOut20Actions: EvalCase[] = [
  {
    id: "h20-act-total-words",
    context: { budget: BUDGET },
    question: "raise the budget to thirty eight thousand",
    expect: [usd(32000), usd(38000)],
    reject: [SAYS_ALREADY_DONE],
    action: { kind: "set_total_budget", amountCents: 3800000, previousCents: 3200000 },
  },
  {
    id: "h20-act-total-first",
    question: "set our budget at 25000",
    // No budget yet: the proposal starts one.
    expect: [usd(25000)],
    reject: [SAYS_ALREADY_DONE],
    action: { kind: "set_total_budget", amountCents: 2500000, previousCents: null },
  },
  {
    id: "h20-act-cat-trade-name",
    context: { budget: BUDGET },
    question: "give the dj 2,100",
    // The DJ is the Music line.
    expect: [usd(1800), usd(2100)],
    reject: [SAYS_ALREADY_DONE],
    action: {
      kind: "set_category_allocation",
      categoryName: "Music",
      amountCents: 210000,
      previousCents: 180000,
    },
  },
  {
    id: "h20-act-cat-typo",
    context: { budget: BUDGET },
    question: "set flwoers to 2600 pls",
    expect: [usd(2200), usd(2600)],
    reject: [SAYS_ALREADY_DONE],
    action: {
      kind: "set_category_allocation",
      categoryName: "Flowers & decor",
      amountCents: 260000,
      previousCents: 220000,
    },
  },
  {
    id: "h20-act-cat-words",
    context: { budget: BUDGET },
    question: "bump the cake budget up to five hundred",
    expect: [usd(450), usd(500)],
    reject: [SAYS_ALREADY_DONE],
    action: {
      kind: "set_category_allocation",
      categoryName: "Cake",
      amountCents: 50000,
      previousCents: 45000,
    },
  },
  {
    id: "h20-act-cat-zero",
    context: { budget: BUDGET },
    question: "we're skipping the cake entirely, zero that line out",
    // $0 is a valid allocation.
    expect: [usd(450), usd(0)],
    reject: [SAYS_ALREADY_DONE],
    action: { kind: "set_category_allocation", categoryName: "Cake", amountCents: 0, previousCents: 45000 },
  },
  {
    id: "h20-act-cat-missing",
    context: { budget: BUDGET },
    question: "set transportation to 800",
    // The couple has no transportation line: ask, don't pick another one.
    expect: [/transportation/i],
    action: false,
  },
  {
    id: "h20-act-cat-unchanged",
    context: { budget: BUDGET },
    question: "set photography to 3800",
    expect: [/already/i, usd(3800)],
    action: false,
  },
  {
    id: "h20-act-guests-words",
    context: { profile: { guestCount: 120 } },
    question: "update our guest count to one hundred sixty",
    expect: [count(120), count(160)],
    reject: [SAYS_ALREADY_DONE],
    action: { kind: "update_profile", changes: [{ field: "guestCount", from: "120", to: "160" }] },
  },
  {
    id: "h20-act-guests-too-many",
    context: { profile: { guestCount: 120 } },
    question: "change guest count to 5000",
    // At most 2,000 guests.
    expect: [/2,?000|too (?:many|large|big|high)|at most|maximum|limit/i],
    action: false,
  },
  {
    id: "h20-act-date",
    context: { profile: { weddingInDays: 100 } },
    question: "move the wedding to september 18 2027",
    expect: [/September 18|Sept?\.? 18|2027-09-18/i, weddingDateIn(100)],
    reject: [SAYS_ALREADY_DONE],
    action: {
      kind: "update_profile",
      changes: [{ field: "weddingDate", from: isoDateIn(100), to: "2027-09-18" }],
    },
  },
  {
    id: "h20-act-date-push-week",
    context: { profile: { weddingInDays: 200 } },
    question: "can we push the wedding back a week",
    expect: [weddingDateIn(207)],
    reject: [SAYS_ALREADY_DONE],
    action: {
      kind: "update_profile",
      changes: [{ field: "weddingDate", from: isoDateIn(200), to: isoDateIn(207) }],
    },
  },
  {
    id: "h20-act-city-slang",
    context: { profile: { cityId: "cleveland" } },
    question: "we're doing it in cincy now, can u update our city",
    expect: [/Cleveland/, /Cincinnati/],
    reject: [SAYS_ALREADY_DONE],
    action: { kind: "update_profile", changes: [{ field: "cityId", from: "cleveland", to: "cincinnati" }] },
  },
  {
    id: "h20-act-city-unserved",
    context: { profile: { cityId: "cleveland" } },
    question: "change our city to pittsburgh",
    expect: [/Pittsburgh/, OUR_CITIES],
    action: false,
  },
  {
    id: "h20-act-date-impossible",
    context: { profile: { weddingInDays: 300 } },
    question: "set the date to february 30 2027",
    expect: [
      /isn'?t a (?:real |valid )?date|not a (?:real |valid )?date|doesn'?t exist|does not exist|no February 30|only (?:has )?2[89] days|invalid/i,
    ],
    action: false,
  },
  {
    id: "h20-act-date-and-city",
    context: { profile: { weddingInDays: 300, cityId: "cleveland" } },
    question: "we're now doing it in columbus on 2027-10-09",
    expect: [/Columbus/, /October 9|Oct\.? 9|2027-10-09/i],
    reject: [SAYS_ALREADY_DONE],
    action: {
      kind: "update_profile",
      changes: [
        { field: "weddingDate", to: "2027-10-09" },
        { field: "cityId", from: "cleveland", to: "columbus" },
      ],
    },
  },
  {
    id: "h20-act-remove-typo",
    context: { savedVenues: ["the-aldridge-ballroom", "windward-lodge", "twenty-two-rooftop"] },
    question: "remove windwrd lodge from our saved list",
    expect: ["Windward Lodge"],
    reject: [SAYS_ALREADY_DONE],
    action: { kind: "remove_saved_venue", venueSlug: "windward-lodge" },
  },
  {
    id: "h20-act-add-one",
    question: "add my coworker Priyanka Desai",
    expect: ["Priyanka Desai"],
    reject: [SAYS_ALREADY_DONE],
    action: { guests: ["Priyanka Desai"] },
  },
  {
    id: "h20-act-add-one-event",
    context: { guestList: { events: [{ name: "Ceremony" }, { name: "Reception" }], households: [] } },
    question: "add Tom Reyes but just to the ceremony",
    expect: ["Tom Reyes"],
    reject: [SAYS_ALREADY_DONE],
    action: { guests: ["Tom Reyes"], events: ["Ceremony"] },
  },
  {
    id: "h20-act-add-plus-one",
    question: "put Marcus Bell on the list + a plus one",
    expect: ["Marcus Bell"],
    reject: [SAYS_ALREADY_DONE],
    action: { guests: ["Marcus Bell"], plusOnes: 1 },
  },
  {
    id: "h20-act-correction",
    context: { budget: BUDGET },
    history: [
      { role: "user", content: "set photography to 4000" },
      {
        role: "assistant",
        content:
          "Here's the change: Photography goes from **$3,800** to **$4,000**. Confirm below and I'll update it.",
      },
    ],
    question: "wait make that 4500 actually",
    expect: [usd(4500)],
    reject: [SAYS_ALREADY_DONE],
    action: {
      kind: "set_category_allocation",
      categoryName: "Photography",
      amountCents: 450000,
      previousCents: 380000,
    },
  },
  {
    id: "h20-act-total-negative",
    context: { budget: BUDGET },
    question: "set the budget to negative 10k",
    expect: [],
    action: false,
  },
  {
    id: "h20-act-hypo-per-guest",
    context: { profile: { guestCount: 160 }, budget: BUDGET },
    question: "what would per guest be if we upped the budget to 40k?",
    // 40,000 / 160; only a what-if.
    expect: [usd(250)],
    action: false,
  },
  {
    id: "h20-act-hypo-should-we-move",
    context: { profile: { cityId: "cleveland" } },
    question: "should we move the wedding to nashville? whats the pros and cons",
    expect: [],
    action: false,
  },
  {
    id: "h20-act-hypo-unassigned",
    context: { budget: BUDGET },
    question: "if i put 3000 toward flowers, how much would still be unassigned",
    // 23,250 allocated − 2,200 + 3,000 = 24,050 of 32,000.
    expect: [usd(7950)],
    action: false,
  },
];
