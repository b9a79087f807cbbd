import type { EvalCase, EvalGuestList } from "./questions";
import { count, usd, weddingDateIn, weekdayIn } from "./questions-held-out-18-patterns";
import { countNear } from "./questions-held-out-21-patterns";

/**
 * Held-out set #22, the couple's own data: budget lines asked by their name and by a trade's name, what
 * is allocated, unallocated or over-allocated, money per guest, RSVP counts overall and per event, meals,
 * households, the profile's facts, the date, its weekday and countdowns, and saved venues against the
 * guest count. Every figure is computed here from the case's own context (eval.test.ts inserts exactly it).
 */

/**
 * Allocated 15,500 + 9,800 + 3,600 + 1,800 + 2,400 + 1,200 + 2,250 + 650 = 37,200 of 42,000: 4,800
 * unallocated; 42,000 / 140 guests = 300 a guest. Smallest line: Stationery (650); largest: Venue.
 */
const LINES = {
  profile: { guestCount: 140 },
  budget: {
    totalBudget: 42000,
    guestCount: 140,
    categories: [
      { name: "Venue", allocated: 15500 },
      { name: "Catering", allocated: 9800 },
      { name: "Photography", allocated: 3600 },
      { name: "Videography", allocated: 1800 },
      { name: "Flowers", allocated: 2400 },
      { name: "DJ", allocated: 1200 },
      { name: "Attire", allocated: 2250 },
      { name: "Stationery", allocated: 650 },
    ],
  },
};

/** Lines named the couple's own way: 13,000 + 3,500 + 600 + 900 + 2,000 + 1,500 = 21,500 of 25,000; 80 guests: 312.50 a guest. */
const OWN_NAMES = {
  profile: { guestCount: 80 },
  budget: {
    totalBudget: 25000,
    guestCount: 80,
    categories: [
      { name: "Venue & catering", allocated: 13000 },
      { name: "Photo & video", allocated: 3500 },
      { name: "Cake & desserts", allocated: 600 },
      { name: "Hair & makeup", allocated: 900 },
      { name: "Band", allocated: 2000 },
      { name: "Rings", allocated: 1500 },
    ],
  },
};

/** Allocated 12,000 + 6,500 + 3,000 = 21,500 of a 20,000 total: 1,500 more than the budget. */
const OVER = {
  profile: { guestCount: 100 },
  budget: {
    totalBudget: 20000,
    guestCount: 100,
    categories: [
      { name: "Venue", allocated: 12000 },
      { name: "Catering", allocated: 6500 },
      { name: "Photography", allocated: 3000 },
    ],
  },
};

/** 63 attending, 41 pending, 12 declined: 116 on the list; 75 have answered. */
const COUNTS = { guests: { attending: 63, pending: 41, declined: 12 } };

/**
 * Twelve guests in eight households, three events. Overall (eval.test.ts's overallRsvpStatus): attending
 * Chidi, Ngozi, Ada, Sam, Rose, Lena, Tariq (7); declined Priya, Jo, Beth (3); pending Dev, Marco (2).
 * Welcome drinks: invited 11 (not Sam), attending 4 (Chidi, Ngozi, Lena, Tariq), declined 5 (Ada, Priya,
 * Rose, Jo, Beth), pending 2. Ceremony: invited 12, attending 7, declined 3 (Priya, Jo, Beth), pending 2.
 * Reception: invited 10 (not the Parks), attending 6 (Chidi, Ngozi, Ada, Sam, Rose, Tariq), declined 2
 * (Priya, Beth), pending 2. Meals of attending guests: Beef 3 (Chidi, Ada, Tariq), Fish 2 (Ngozi, Rose),
 * Vegan 1 (Sam); Lena has none. Households still waiting: Priya & Dev Nair, Marco Bianchi.
 */
const every = (a: "attending" | "declined") => ({ "Welcome drinks": a, Ceremony: a, Reception: a });
const LIST: EvalGuestList = {
  events: [{ name: "Welcome drinks" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [
    {
      name: "The Okafor family",
      guests: [
        { name: "Chidi Okafor", answers: every("attending"), meal: "Beef" },
        { name: "Ngozi Okafor", answers: every("attending"), meal: "Fish" },
        {
          name: "Ada Okafor",
          answers: { "Welcome drinks": "declined", Ceremony: "attending", Reception: "attending" },
          meal: "Beef",
        },
      ],
    },
    {
      name: "Sam Lindqvist",
      invited: ["Ceremony", "Reception"],
      guests: [
        { name: "Sam Lindqvist", answers: { Ceremony: "attending", Reception: "attending" }, meal: "Vegan" },
      ],
    },
    {
      name: "Priya & Dev Nair",
      guests: [{ name: "Priya Nair", answers: every("declined") }, { name: "Dev Nair" }],
    },
    {
      name: "Rose Kowalski",
      guests: [
        {
          name: "Rose Kowalski",
          answers: { "Welcome drinks": "declined", Ceremony: "attending", Reception: "attending" },
          meal: "Fish",
        },
      ],
    },
    { name: "Marco Bianchi", guests: [{ name: "Marco Bianchi" }] },
    {
      name: "Lena & Jo Park",
      invited: ["Welcome drinks", "Ceremony"],
      guests: [
        { name: "Lena Park", answers: { "Welcome drinks": "attending", Ceremony: "attending" } },
        { name: "Jo Park", answers: { "Welcome drinks": "declined", Ceremony: "declined" } },
      ],
    },
    { name: "Tariq Aziz", guests: [{ name: "Tariq Aziz", answers: every("attending"), meal: "Beef" }] },
    { name: "Beth Moreau", guests: [{ name: "Beth Moreau", answers: every("declined") }] },
  ],
};

export const heldOut22Data: EvalCase[] = [
  // ── Budget lines ──────────────────────────────────────────────────────────────────────────────
  {
    id: "h22-data-videographer-line",
    context: LINES,
    question: "how much did we put towards the videographer again",
    // The videographer is the "Videography" line.
    expect: [usd(1800)],
    reject: [/\]\(\/vendor\//],
    tools: ["budget_summary"],
  },
  {
    id: "h22-data-unallocated",
    context: LINES,
    question: "hw much is still unallocated in our budget rn?",
    expect: [usd(4800)],
  },
  {
    id: "h22-data-dj-and-flowers",
    context: LINES,
    question: "dj budget? and flowers?",
    expect: [usd(1200), usd(2400)],
  },
  {
    id: "h22-data-smallest-line",
    context: LINES,
    question: "whats the smallest category in our budget",
    expect: [/stationery/i, usd(650)],
  },
  {
    id: "h22-data-allocated-vs-total",
    context: LINES,
    question: "how much have we allocated so far out of the whole budget",
    expect: [usd(37200), usd(42000)],
  },
  {
    id: "h22-data-per-guest",
    context: LINES,
    question: "what does our budget come out to per guest",
    expect: [usd(300)],
  },
  {
    id: "h22-data-cake-own-name",
    context: OWN_NAMES,
    question: "what did we set aside for the cake",
    // The cake is the couple's "Cake & desserts" line.
    expect: [usd(600)],
  },
  {
    id: "h22-data-hmu-own-name",
    context: OWN_NAMES,
    question: "hmu budget?? (hair n makeup)",
    expect: [usd(900)],
  },
  {
    id: "h22-data-per-head-cents",
    context: OWN_NAMES,
    question: "per person how much is our budget w 80 guests",
    // 25,000 / 80 = 312.50.
    expect: [/\$\s?312(?:\.50?)?(?!\d)/],
  },
  {
    id: "h22-data-over-allocated",
    context: OVER,
    question: "did we allocate more than our total?? feels like it",
    // 21,500 allocated of 20,000: over by 1,500.
    expect: [usd(1500), /over|more than|exceed/i],
  },

  // ── Guest counts and RSVPs ────────────────────────────────────────────────────────────────────
  {
    id: "h22-data-yeses",
    context: COUNTS,
    question: "how many yeses do we have",
    expect: [count(63)],
    tools: ["guest_stats"],
  },
  {
    id: "h22-data-total-and-declines",
    context: COUNTS,
    question: "whats the total on our guest list and how many declined",
    expect: [count(116), count(12)],
  },
  {
    id: "h22-data-responded",
    context: COUNTS,
    question: "how many people have actually responded so far",
    // 63 yes + 12 no = 75 answered (about 65% of 116).
    expect: [/(?<![\d.,])75(?!\d)|\b6[45](?:\.\d+)?\s?%/],
  },
  {
    id: "h22-data-welcome-drinks",
    context: { guestList: LIST },
    question: "how many are coming to the welcome drinks?",
    expect: [count(4)],
  },
  {
    id: "h22-data-reception-nos",
    context: { guestList: LIST },
    question: "how many said no to the reception",
    expect: [count(2)],
  },
  {
    id: "h22-data-who-pending",
    context: { guestList: LIST },
    question: "who do we still need to chase for an rsvp",
    expect: [/Nair/, /Marco|Bianchi/],
  },
  {
    id: "h22-data-beef-fish",
    context: { guestList: LIST },
    question: "how many beef vs fish meals do we need",
    expect: [countNear("beef", 3), countNear("fish", 2)],
  },
  {
    id: "h22-data-households-people",
    context: { guestList: LIST },
    question: "how many households did we invite and how many people is that",
    expect: [count(8), count(12)],
  },

  // ── The profile, the date and countdowns ──────────────────────────────────────────────────────
  {
    id: "h22-data-saturday",
    context: { profile: { weddingInDays: 250 } },
    question: "is our wedding on a saturday? i forget",
    expect: [weekdayIn(250)],
  },
  {
    id: "h22-data-days-left",
    context: { profile: { weddingInDays: 47 } },
    question: "how many days do we have left omg",
    expect: [/(?<![\d.,])47(?!\d)/],
  },
  {
    id: "h22-data-weeks-left",
    context: { profile: { weddingInDays: 98 } },
    question: "how many weeks out are we",
    // 98 days: exactly fourteen weeks.
    expect: [/\b(?:14|fourteen) weeks|\b98 days/i],
  },
  {
    id: "h22-data-the-date",
    context: { profile: { weddingInDays: 333 } },
    question: "remind me what date we picked",
    expect: [weddingDateIn(333)],
  },
  {
    id: "h22-data-no-date",
    context: { profile: { weddingInDays: null } },
    question: "how long till the wedding",
    // No date on the profile: say so, invent no countdown.
    expect: [
      /(?:haven['’]?t|have not|don['’]?t have|not yet|no)\b[^.\n]{0,40}\bdate|date\b[^.\n]{0,40}\b(?:isn['’]?t|not)\b/i,
    ],
    reject: [/\b\d+ days\b/i],
  },

  // ── Saved venues against the guest count ──────────────────────────────────────────────────────
  {
    id: "h22-data-saved-fit-200",
    context: {
      profile: { guestCount: 200 },
      savedVenues: ["forge-event-hall", "lakeview-glasshouse", "windward-lodge", "twin-maples-wine-estate"],
    },
    question: "which of our saved spots can hold all 200 of our people",
    // Forge Event Hall seats 260, Windward Lodge 220; Lakeview Glasshouse and Twin Maples 130.
    expect: [/Forge Event Hall/, /Windward Lodge/],
  },
  {
    id: "h22-data-saved-priciest",
    context: { savedVenues: ["the-regent-room", "zenith-terrace", "foxglove-farm"] },
    question: "most expensive venue on our saved list?",
    // Zenith Terrace $14,000; The Regent Room $11,250; Foxglove Farm $5,250.
    expect: [/Zenith Terrace/, usd(14000)],
  },
  {
    id: "h22-data-saved-none",
    question: "what venues have we saved",
    expect: [
      /(?:haven['’]?t|have not|don['’]?t have|no)\b[^.\n]{0,30}\bsaved|saved\b[^.\n]{0,40}\b(?:none|empty|any|no)\b/i,
    ],
    reject: [/\]\(\/venues\//],
  },
];
