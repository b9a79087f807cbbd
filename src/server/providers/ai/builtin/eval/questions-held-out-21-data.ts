import type { EvalCase, EvalGuestList } from "./questions";
import { count, usd, weddingDateIn, weekdayIn } from "./questions-held-out-18-patterns";
import { countNear } from "./questions-held-out-21-patterns";

/**
 * Held-out set #21, the couple's own data: budget lines (by their name and by a trade's name), what is
 * allocated and what is not, per-guest money, RSVP counts overall and per event, meals, the date, its
 * weekday and countdowns, and saved venues against the guest count. Every figure is computed from the
 * case's own context (eval.test.ts inserts exactly it).
 */

/** Allocated 14,000 + 8,500 + 3,200 + 2,100 + 1,600 + 1,900 = 31,300 of 36,000: 4,700 unallocated; 400 a guest. */
const LINES = {
  profile: { guestCount: 90 },
  budget: {
    totalBudget: 36000,
    guestCount: 90,
    categories: [
      { name: "Venue", allocated: 14000 },
      { name: "Catering", allocated: 8500 },
      { name: "Photography", allocated: 3200 },
      { name: "Flowers & decor", allocated: 2100 },
      { name: "Music", allocated: 1600 },
      { name: "Attire", allocated: 1900 },
    ],
  },
};

/** 47 attending, 38 pending, 9 declined: 94 on the list. */
const COUNTS = { guests: { attending: 47, pending: 38, declined: 9 } };

/**
 * Eleven guests in seven households. Overall: attending Ravi, Meera, Anika, Jonah, Diego, Hana (6);
 * declined Carmen, Tom (2); pending Fatima, Lucas, Emma (3). Mehndi: invited 9 (not Jonah, not Tom),
 * attending 4 (the three Patels, Hana), declined 2 (Carmen, Diego), pending 3. Reception: invited 11,
 * attending 5 (the Patels, Jonah, Diego), declined 3 (Carmen, Tom, Hana), pending 3. Meals of attending
 * guests: Lamb 2 (Ravi, Jonah), Salmon 2 (Anika, Diego), Vegetarian 1 (Meera); Hana has none.
 * Households still waiting on an answer: Fatima Noor, Lucas & Emma Brandt.
 */
const all = (a: "attending" | "declined") => ({ Mehndi: a, Ceremony: a, Reception: a });
const LIST: EvalGuestList = {
  events: [{ name: "Mehndi" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [
    {
      name: "The Patel family",
      guests: [
        { name: "Ravi Patel", answers: all("attending"), meal: "Lamb" },
        { name: "Meera Patel", answers: all("attending"), meal: "Vegetarian" },
        { name: "Anika Patel", answers: all("attending"), meal: "Salmon" },
      ],
    },
    {
      name: "Jonah Weiss",
      invited: ["Ceremony", "Reception"],
      guests: [
        { name: "Jonah Weiss", answers: { Ceremony: "attending", Reception: "attending" }, meal: "Lamb" },
      ],
    },
    {
      name: "Carmen & Diego Ruiz",
      guests: [
        { name: "Carmen Ruiz", answers: all("declined") },
        {
          name: "Diego Ruiz",
          answers: { Mehndi: "declined", Ceremony: "attending", Reception: "attending" },
          meal: "Salmon",
        },
      ],
    },
    { name: "Fatima Noor", guests: [{ name: "Fatima Noor" }] },
    {
      name: "Tom Becker",
      invited: ["Ceremony", "Reception"],
      guests: [{ name: "Tom Becker", answers: { Ceremony: "declined", Reception: "declined" } }],
    },
    {
      name: "Hana Sato",
      guests: [
        { name: "Hana Sato", answers: { Mehndi: "attending", Ceremony: "attending", Reception: "declined" } },
      ],
    },
    { name: "Lucas & Emma Brandt", guests: [{ name: "Lucas Brandt" }, { name: "Emma Brandt" }] },
  ],
};

export const heldOut21Data: EvalCase[] = [
  // ── Budget lines ──────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-data-photog-line",
    context: LINES,
    question: "remind me how much we set aside for the photographer?",
    expect: [usd(3200)],
    tools: ["budget_summary"],
  },
  {
    id: "h21-data-florist-trade-name",
    context: LINES,
    question: "what did we budget for the florist",
    // The florist is the "Flowers & decor" line.
    expect: [usd(2100)],
    reject: [/\]\(\/vendor\//],
  },
  {
    id: "h21-data-unassigned",
    context: LINES,
    question: "how much of our money isnt assigned to any category yet",
    expect: [usd(4700)],
  },
  {
    id: "h21-data-total-and-allocated",
    context: LINES,
    question: "whats our total budget?? and how much of it is already allocated",
    expect: [usd(36000), usd(31300)],
  },
  {
    id: "h21-data-two-lines",
    context: LINES,
    question: "how much is catering and how much did we give music",
    expect: [usd(8500), usd(1600)],
  },
  {
    id: "h21-data-biggest-line",
    context: LINES,
    question: "which line eats the most of our budget",
    expect: [/venue/i, usd(14000)],
  },
  {
    id: "h21-data-per-head",
    context: LINES,
    question: "budget per head for our 90 people?",
    expect: [usd(400)],
  },
  {
    id: "h21-data-no-budget",
    context: { profile: { guestCount: 150 } },
    question: "how much money do we have left to spend",
    // No budget row: nothing to report, and no remaining figure made up (a guide's ballpark is fine).
    expect: [
      /(?:haven'?t|have not|don'?t have|not yet|no)\b[^.\n]{0,40}\bbudget|budget\b[^.\n]{0,40}\b(?:isn'?t|not)\b[^.\n]{0,10}set/i,
    ],
    reject: [/\$\s?[\d,]+\s+(?:left|remaining)/i],
  },

  // ── Guest counts and RSVPs ────────────────────────────────────────────────────────────────────
  {
    id: "h21-data-yes-so-far",
    context: COUNTS,
    question: "how many ppl have said yes so far",
    expect: [count(47)],
    tools: ["guest_stats"],
  },
  {
    id: "h21-data-still-waiting",
    context: COUNTS,
    question: "how many still havent gotten back to us",
    expect: [count(38)],
  },
  {
    id: "h21-data-declined-and-total",
    context: COUNTS,
    question: "how many said no, and how many are on the list total",
    expect: [count(9), count(94)],
  },
  {
    id: "h21-data-mehndi-count",
    context: { guestList: LIST },
    question: "how many r coming to the mehndi",
    expect: [count(4)],
  },
  {
    id: "h21-data-reception-declines",
    context: { guestList: LIST },
    question: "how many declined the reception?",
    expect: [count(3)],
  },
  {
    id: "h21-data-who-hasnt-answered",
    context: { guestList: LIST },
    question: "who hasnt rsvpd at all yet",
    expect: [/Fatima/, /Brandt/],
  },
  {
    id: "h21-data-lamb-vs-veg",
    context: { guestList: LIST },
    question: "how many picked the lamb vs vegetarian",
    expect: [countNear("lamb", 2), countNear("vegetarian|veggie|veg", 1)],
  },
  {
    id: "h21-data-guests-and-households",
    context: { guestList: LIST },
    question: "total number of guests on our list + how many households is that",
    expect: [count(11), count(7)],
  },

  // ── The date and countdowns ───────────────────────────────────────────────────────────────────
  {
    id: "h21-data-weekday",
    context: { profile: { weddingInDays: 200 } },
    question: "what day of the week does our wedding land on",
    expect: [weekdayIn(200)],
  },
  {
    id: "h21-data-weeks-left",
    context: { profile: { weddingInDays: 65 } },
    question: "how many weeks till we get married",
    // 65 days: nine weeks and two days.
    expect: [/\b(?:9|nine) (?:full )?weeks|\b65 days/i],
  },
  {
    id: "h21-data-the-date",
    context: { profile: { weddingInDays: 412 } },
    question: "wait whats our wedding date again",
    expect: [weddingDateIn(412)],
  },
  {
    id: "h21-data-tomorrow",
    context: { profile: { weddingInDays: 1 } },
    question: "how many days until we say i do!!",
    expect: [/\b(?:1|one) day\b|tomorrow/i],
    reject: [/plenty of time/i],
  },
  {
    id: "h21-data-months-away",
    context: { profile: { weddingInDays: 150 } },
    question: "roughly how many months away is it",
    // 150 days: about five months.
    expect: [/\b(?:5|five) months|\b150 days/i],
  },

  // ── Saved venues against the guest count ──────────────────────────────────────────────────────
  {
    id: "h21-data-saved-fit",
    context: {
      profile: { guestCount: 180 },
      savedVenues: ["twenty-two-rooftop", "machine-shop-loft", "the-thornbury-hall"],
    },
    question: "which of the venues we saved can actually fit all our guests",
    // 180 guests: Machine Shop Loft seats 350; Twenty-Two Rooftop 80, The Thornbury Hall 150.
    expect: [/Machine Shop Loft/],
  },
  {
    id: "h21-data-saved-list",
    context: { savedVenues: ["hollister-house", "bramblewood-farmstead"] },
    question: "what venues did we save again",
    expect: [/Hollister House/, /Bramblewood Farmstead/],
  },
  {
    id: "h21-data-saved-cheapest",
    context: { savedVenues: ["wavecrest-pavilion", "forge-event-hall", "hollister-house"] },
    question: "cheapest out of the places we saved?",
    // Forge Event Hall $8,750; Wavecrest Pavilion $12,750; Hollister House $17,000.
    expect: [/Forge Event Hall/, usd(8750)],
  },
];
