import type { EvalCase, EvalGuestList } from "./questions";
import { count, usd, weddingDateIn, weekdayIn } from "./questions-held-out-18-patterns";
import { countNear } from "./questions-held-out-21-patterns";

/**
 * Held-out set #24, the couple's own data: budget lines (by the line's name and by a trade's name), the
 * unallocated rest, money per guest, RSVP counts overall and per event, meals, households still waiting,
 * the date, its weekday and countdowns, and saved venues against the guest count. Every figure is computed
 * here from the case's own context (eval.test.ts inserts exactly it) or the seeded marketplace.
 */

/**
 * Allocated 19,500 + 11,000 + 4,200 + 2,600 + 3,100 + 1,400 + 2,300 + 650 = 44,750 of 48,100: 3,350
 * unallocated; 48,100 / 130 guests = 370 a guest.
 */
const LINES = {
  profile: { guestCount: 130 },
  budget: {
    totalBudget: 48100,
    guestCount: 130,
    categories: [
      { name: "Venue", allocated: 19500 },
      { name: "Catering", allocated: 11000 },
      { name: "Photography", allocated: 4200 },
      { name: "Videography", allocated: 2600 },
      { name: "Flowers", allocated: 3100 },
      { name: "DJ", allocated: 1400 },
      { name: "Attire", allocated: 2300 },
      { name: "Stationery", allocated: 650 },
    ],
  },
};

/** 63 attending, 51 pending, 14 declined: 128 on the list. */
const COUNTS = { guests: { attending: 63, pending: 51, declined: 14 } };

/**
 * Twelve guests in eight households. Overall (any yes is attending): attending Chidi, Ada, Kelechi, Priya,
 * Marcus, Wen, Jo (7); declined Sam, Felix (2); pending Greta, Rosa, Paulo (3).
 * Welcome Drinks: invited 10 (not Greta, not Felix); attending 6 (Chidi, Ada, Priya, Marcus, Wen, Jo),
 * declined 2 (Kelechi, Sam), pending 2 (the Duartes).
 * Ceremony: invited 12; attending 7 (Chidi, Ada, Kelechi, Priya, Marcus, Wen, Jo), declined 2 (Sam,
 * Felix), pending 3. Reception: invited 12; attending 6 (not Marcus), declined 3 (Sam, Marcus, Felix),
 * pending 3. Meals chosen: Chicken 3 (Chidi, Kelechi, Jo), Risotto 2 (Ada, Wen), Short rib 1 (Priya).
 * Households still waiting on an answer: Greta Holm, The Duarte family.
 */
const yes3 = { "Welcome Drinks": "attending", Ceremony: "attending", Reception: "attending" } as const;
const LIST: EvalGuestList = {
  events: [{ name: "Welcome Drinks" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [
    {
      name: "The Okafor family",
      guests: [
        { name: "Chidi Okafor", answers: { ...yes3 }, meal: "Chicken" },
        { name: "Ada Okafor", answers: { ...yes3 }, meal: "Risotto" },
        {
          name: "Kelechi Okafor",
          answers: { "Welcome Drinks": "declined", Ceremony: "attending", Reception: "attending" },
          meal: "Chicken",
        },
      ],
    },
    {
      name: "Priya & Sam Lindqvist",
      guests: [
        { name: "Priya Lindqvist", answers: { ...yes3 }, meal: "Short rib" },
        {
          name: "Sam Lindqvist",
          answers: { "Welcome Drinks": "declined", Ceremony: "declined", Reception: "declined" },
        },
      ],
    },
    { name: "Greta Holm", invited: ["Ceremony", "Reception"], guests: [{ name: "Greta Holm" }] },
    {
      name: "Marcus Bell",
      guests: [
        {
          name: "Marcus Bell",
          answers: { "Welcome Drinks": "attending", Ceremony: "attending", Reception: "declined" },
        },
      ],
    },
    { name: "The Duarte family", guests: [{ name: "Rosa Duarte" }, { name: "Paulo Duarte" }] },
    { name: "Wen Li", guests: [{ name: "Wen Li", answers: { ...yes3 }, meal: "Risotto" }] },
    {
      name: "Felix Brandt",
      invited: ["Ceremony", "Reception"],
      guests: [{ name: "Felix Brandt", answers: { Ceremony: "declined", Reception: "declined" } }],
    },
    { name: "Jo Park", guests: [{ name: "Jo Park", answers: { ...yes3 }, meal: "Chicken" }] },
  ],
};
const list = { guestList: LIST };

/**
 * A per-event yes count: the label beside its number ("Ceremony: 7"), or on the same line before "7
 * attending" even when the invited count comes first ("Ceremony: 12 invited, 7 attending").
 */
const yesFor = (label: string, n: number, word: string) =>
  new RegExp(
    `${countNear(label, n).source}|(?:${label})[^\\n]{0,60}?(?<![\\d.,])(?:${n}|${word}) (?:attending|coming|going|yes|confirmed)`,
    "i",
  );

export const heldOut24Data: EvalCase[] = [
  // ── Budget lines ──────────────────────────────────────────────────────────────────────────────
  {
    id: "h24-data-flowers-line",
    context: LINES,
    question: "how much did we put down for flowers again",
    expect: [usd(3100)],
    tools: ["budget_summary"],
  },
  {
    id: "h24-data-dj-line",
    context: LINES,
    question: "whats the dj line at rn",
    expect: [usd(1400)],
  },
  {
    id: "h24-data-florist-trade",
    context: LINES,
    question: "wat did we set aside for the florist",
    // The florist is the "Flowers" line.
    expect: [usd(3100)],
    reject: [/\]\(\/vendor\//],
  },
  {
    id: "h24-data-unassigned",
    context: LINES,
    question: "how much of the budget is still not given to any line",
    expect: [usd(3350)],
  },
  {
    id: "h24-data-total-and-venue",
    context: LINES,
    question: "what's our overall budget and how much is going to the venue",
    expect: [usd(48100), usd(19500)],
  },
  {
    id: "h24-data-per-guest",
    context: LINES,
    question: "what does our budget come to per guest",
    // 48,100 / 130.
    expect: [usd(370)],
  },
  {
    id: "h24-data-smallest-line",
    context: LINES,
    question: "which category did we give the least money to",
    expect: [/stationery/i, usd(650)],
  },
  {
    id: "h24-data-photo-plus-video",
    context: LINES,
    question: "photo and video together, how much is that in our budget",
    // 4,200 + 2,600.
    expect: [usd(6800)],
  },
  {
    id: "h24-data-no-budget-yet",
    context: { profile: { guestCount: 90 } },
    question: "what's our total budget at",
    // No budget row: say so; no total made up.
    expect: [
      /(?:haven'?t|have not|don'?t have|not yet|no)\b[^.\n]{0,40}\bbudget|budget\b[^.\n]{0,40}\b(?:isn'?t|not)\b[^.\n]{0,10}(?:set|there)/i,
    ],
    reject: [/your (?:total |overall )?budget is \$\s?\d/i],
  },

  // ── Guest counts and RSVPs ────────────────────────────────────────────────────────────────────
  {
    id: "h24-data-yeses",
    context: COUNTS,
    question: "how many yeses have we got",
    expect: [count(63)],
    tools: ["guest_stats"],
  },
  {
    id: "h24-data-pending",
    context: COUNTS,
    question: "how many rsvps r still outstanding",
    expect: [count(51)],
  },
  {
    id: "h24-data-total-and-nos",
    context: COUNTS,
    question: "how many ppl did we invite in total and how many cant make it",
    expect: [count(128), count(14)],
  },
  {
    id: "h24-data-welcome-drinks",
    context: list,
    question: "how many are coming to the welcome drinks?",
    expect: [count(6)],
  },
  {
    id: "h24-data-ceremony-declines",
    context: list,
    question: "how many ppl said no to the ceremony",
    expect: [count(2)],
  },
  {
    id: "h24-data-ceremony-and-reception",
    context: list,
    question: "numbers for the ceremony vs the reception - how many yes for each",
    expect: [yesFor("ceremony", 7, "seven"), yesFor("reception", 6, "six")],
  },
  {
    id: "h24-data-chicken-risotto",
    context: list,
    question: "how many chose chicken and how many the risotto",
    expect: [countNear("chicken", 3), countNear("risotto", 2)],
  },
  {
    id: "h24-data-waiting-households",
    context: list,
    question: "which households havent replied at all",
    expect: [/Greta/, /Duarte/],
  },
  {
    id: "h24-data-guests-households",
    context: list,
    question: "how many guests r on the list and how many households",
    expect: [count(12), count(8)],
  },

  // ── The date and countdowns ───────────────────────────────────────────────────────────────────
  {
    id: "h24-data-weekday",
    context: { profile: { weddingInDays: 233 } },
    question: "wat day of the week is the big day",
    expect: [weekdayIn(233)],
  },
  {
    id: "h24-data-weeks-left",
    context: { profile: { weddingInDays: 100 } },
    question: "how many weeks do we have left?",
    // 100 days: fourteen weeks and two days.
    expect: [/\b(?:14|fourteen) (?:full )?weeks|\b100 days/i],
  },
  {
    id: "h24-data-exact-date",
    context: { profile: { weddingInDays: 277 } },
    question: "remind me the exact date were getting married lol",
    expect: [weddingDateIn(277)],
  },
  {
    id: "h24-data-days-left",
    context: { profile: { weddingInDays: 45 } },
    question: "days left till the wedding??",
    expect: [/\b(?:45|forty[- ]five) days/i],
  },
  {
    id: "h24-data-no-date",
    context: { profile: { weddingInDays: null } },
    question: "how long until our wedding",
    // No date on the profile: say so rather than count.
    expect: [
      /(?:haven'?t|have not|don'?t have|not yet|no)\b[^.\n]{0,40}\bdate|date\b[^.\n]{0,40}\b(?:isn'?t|not)\b[^.\n]{0,10}set/i,
    ],
    reject: [/\b\d+ days (?:to go|left|until|away)/i],
  },

  // ── Saved venues against the guest count ──────────────────────────────────────────────────────
  {
    id: "h24-data-saved-big-enough",
    context: {
      profile: { guestCount: 200 },
      savedVenues: ["parapet-sky-deck", "forge-event-hall", "the-thornbury-hall", "windward-lodge"],
    },
    question: "which of our saved places are big enough for our crowd",
    // 200 guests: Forge Event Hall seats 260, Windward Lodge 220; Parapet Sky Deck 110, Thornbury 150.
    expect: [/Forge Event Hall/, /Windward Lodge/],
  },
  {
    id: "h24-data-saved-priciest",
    context: { savedVenues: ["peony-hill-garden-pavilion", "lakeview-glasshouse", "north-coast-shore-club"] },
    question: "whats the most expensive venue on our saved list",
    // North Coast Shore Club $18,000; Lakeview Glasshouse $9,250; Peony Hill $4,500.
    expect: [/North Coast Shore Club/, usd(18000)],
  },
  {
    id: "h24-data-saved-count",
    context: { savedVenues: ["hollister-house", "twin-maples-wine-estate", "wavecrest-pavilion"] },
    question: "how many venues have we saved so far",
    expect: [count(3)],
  },
];
