import type { EvalCase, EvalGuestList } from "./questions";
import { count, usd, weddingDateIn, weekdayIn } from "./questions-held-out-18-patterns";

/**
 * Held-out set #20, the couple's own data: budget lines asked by their own name and by a trade's name
 * ("the dj" is the Music line), what is allocated and what is not, shares and per-guest figures, the date,
 * its weekday and countdowns, RSVPs overall and per event, meals, and saved venues against the guest
 * count. Every figure is computed from the case's own context (eval.test.ts inserts exactly it).
 */

/** Allocated 16,500 + 9,800 + 5,200 + 3,100 + 2,400 + 2,750 + 650 = 40,400 of 48,000: 7,600 unallocated. */
const LINES = {
  totalBudget: 48000,
  guestCount: 150,
  categories: [
    { name: "Venue", allocated: 16500 },
    { name: "Catering", allocated: 9800 },
    { name: "Photography & video", allocated: 5200 },
    { name: "Flowers & decor", allocated: 3100 },
    { name: "Music", allocated: 2400 },
    { name: "Attire & beauty", allocated: 2750 },
    { name: "Stationery", allocated: 650 },
  ],
};

/** 64 attending, 27 pending, 11 declined: 102 on the list, 75 answers back. */
const COUNTS = { attending: 64, pending: 27, declined: 11 };

/**
 * Nine guests in six households. Overall: attending Omar, Leila, Nora, Ben, Tess, Rose (6); pending Sami,
 * Yuki (2); declined Dario (1). Rehearsal Dinner: invited 7 (not Nora, not Yuki), attending 3 (Omar,
 * Leila, Rose), declined 3 (Ben, Tess, Dario), pending 1 (Sami). Reception: invited 9, attending 5,
 * declined 2 (Dario, Rose), pending 2. Meals chosen: Beef 3 (Omar, Ben, Tess), Vegetarian 1, Salmon 1.
 */
const LIST: EvalGuestList = {
  events: [{ name: "Rehearsal Dinner" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [
    {
      name: "The Haddad family",
      guests: [
        {
          name: "Omar Haddad",
          answers: { "Rehearsal Dinner": "attending", Ceremony: "attending", Reception: "attending" },
          meal: "Beef",
        },
        {
          name: "Leila Haddad",
          answers: { "Rehearsal Dinner": "attending", Ceremony: "attending", Reception: "attending" },
          meal: "Vegetarian",
        },
        { name: "Sami Haddad" },
      ],
    },
    {
      name: "Nora Lindqvist",
      invited: ["Ceremony", "Reception"],
      guests: [
        {
          name: "Nora Lindqvist",
          answers: { Ceremony: "attending", Reception: "attending" },
          meal: "Salmon",
        },
      ],
    },
    {
      name: "Ben & Tess Whitaker",
      guests: ["Ben Whitaker", "Tess Whitaker"].map((name) => ({
        name,
        answers: {
          "Rehearsal Dinner": "declined" as const,
          Ceremony: "attending" as const,
          Reception: "attending" as const,
        },
        meal: "Beef",
      })),
    },
    {
      name: "Dario Conti",
      guests: [
        {
          name: "Dario Conti",
          answers: { "Rehearsal Dinner": "declined", Ceremony: "declined", Reception: "declined" },
        },
      ],
    },
    { name: "Yuki Tanaka", invited: ["Ceremony", "Reception"], guests: [{ name: "Yuki Tanaka" }] },
    {
      name: "Rose Albright",
      guests: [
        {
          name: "Rose Albright",
          answers: { "Rehearsal Dinner": "attending", Ceremony: "attending", Reception: "declined" },
        },
      ],
    },
  ],
};

const VENUE_LINK = /\]\(\/venues\//;
const VENDOR_LINK = /\]\(\/vendor\//;

export const heldOut20Data: EvalCase[] = [
  {
    id: "h20-data-venue-line",
    context: { budget: LINES },
    question: "how much did we set aside for the venue?",
    expect: [usd(16500)],
    // Their own line, not a list of venues to book.
    reject: [VENUE_LINK],
  },
  {
    id: "h20-data-catering-typo",
    context: { budget: LINES },
    question: "wats our cateirng budget rn",
    expect: [usd(9800)],
    reject: [VENDOR_LINK],
  },
  {
    id: "h20-data-dj-is-music",
    context: { budget: LINES },
    question: "how much did we budget for the dj",
    // The DJ is paid from the Music line.
    expect: [usd(2400)],
    reject: [VENDOR_LINK],
  },
  {
    id: "h20-data-unallocated",
    context: { budget: LINES },
    question: "how much money is still unallocated??",
    expect: [usd(7600)],
  },
  {
    id: "h20-data-allocated-sum",
    context: { budget: LINES },
    question: "whats the total we've allocated to categories so far",
    expect: [usd(40400)],
  },
  {
    id: "h20-data-per-guest",
    context: { profile: { guestCount: 150 }, budget: LINES },
    question: "budget per guest?",
    // 48,000 / 150.
    expect: [usd(320)],
  },
  {
    id: "h20-data-biggest-line",
    context: { budget: LINES },
    question: "which line is eating the biggest chunk of our budget",
    expect: [/\bVenue\b/, usd(16500)],
  },
  {
    id: "h20-data-venue-share",
    context: { budget: LINES },
    question: "what percentage of the total is going to the venue",
    // 16,500 / 48,000 = 34.4%.
    expect: [/\b34(?:\.\d+)?\s?(?:%|percent)/i],
  },
  {
    id: "h20-data-two-lines",
    context: { budget: LINES },
    question: "how much is in photography and how much in flowers?",
    expect: [usd(5200), usd(3100)],
    reject: [VENDOR_LINK],
  },
  {
    id: "h20-data-days-to-go",
    context: { profile: { weddingInDays: 222 } },
    question: "how many days to go til we're married 🥹",
    expect: [count(222)],
  },
  {
    id: "h20-data-weekday-premise",
    context: { profile: { weddingInDays: 200 } },
    question: "our wedding's on a saturday right?",
    // The weekday as it is, whatever the couple assumed.
    expect: [weekdayIn(200)],
  },
  {
    id: "h20-data-date-and-countdown",
    context: { profile: { weddingInDays: 250 } },
    question: "whens the wedding again and how many days is that from now",
    expect: [weddingDateIn(250), count(250)],
  },
  {
    id: "h20-data-months-left",
    context: { profile: { weddingInDays: 365 } },
    question: "how many months left till the wedding?",
    expect: [/\b(?:12|twelve) months|\b(?:a|one|1) (?:full )?year\b/i],
  },
  {
    id: "h20-data-no-date-weekday",
    context: { profile: { weddingInDays: null } },
    question: "which day of the week is our wedding on",
    expect: [
      /(?:no|haven'?t|have not|not|without)\b[^.\n]*\bdate|date\b[^.\n]*\b(?:yet|not set|isn'?t set)/i,
    ],
  },
  {
    id: "h20-data-declined",
    context: { guests: COUNTS },
    question: "how many ppl said no",
    expect: [count(11)],
  },
  {
    id: "h20-data-answers-back",
    context: { guests: COUNTS },
    question: "how many rsvps have we gotten back in total, yes or no",
    // 64 yes + 11 no.
    expect: [count(75)],
  },
  {
    id: "h20-data-beef",
    context: { guestList: LIST },
    question: "how many beef plates do we tell the caterer for the reception",
    expect: [/\b(?:3|three)\b[^.\n]*beef|beef\b[^.\n]*\b(?:3|three)\b/i],
  },
  {
    id: "h20-data-who-pending",
    context: { guestList: LIST },
    question: "who do we still need to chase for an rsvp",
    expect: ["Yuki Tanaka", /Haddad/],
    reject: ["Dario Conti", "Nora Lindqvist", "Whitaker"],
  },
  {
    id: "h20-data-rehearsal-count",
    context: { guestList: LIST },
    question: "how many are coming to the rehearsal dinner?",
    expect: [/\b(?:3|three)\b/i],
    // 6 is everyone attending something, not the rehearsal dinner.
    reject: [count(6)],
  },
  {
    id: "h20-data-households",
    context: { guestList: LIST },
    question: "how many invites r we sending out? like per household not per person",
    expect: [/\b(?:6|six)\b/i],
  },
  {
    id: "h20-data-saved-too-small",
    context: {
      profile: { guestCount: 200 },
      savedVenues: [
        "machine-shop-loft",
        "the-thornbury-hall",
        "peony-hill-garden-pavilion",
        "forge-event-hall",
      ],
    },
    question: "we're at 200 ppl now - which of our saved venues are too small?",
    // Thornbury Hall seats 150 and Peony Hill 110; Machine Shop Loft 350 and Forge Event Hall 260 fit.
    expect: ["Thornbury", "Peony Hill"],
  },
  {
    id: "h20-data-saved-cheapest",
    context: { savedVenues: ["hollister-house", "twin-maples-wine-estate", "wavecrest-pavilion"] },
    question: "out of the venues we saved which one is cheapest",
    // Twin Maples from $8,000; Wavecrest $12,750; Hollister House $17,000.
    expect: ["Twin Maples", usd(8000)],
  },
  {
    id: "h20-data-quiz-venues",
    context: { profile: { cityId: "cleveland" }, styleQuiz: "lakeside" },
    question: "based on our style quiz, what venues would u recommend",
    expect: [],
    venues: { city: "cleveland", style: "lakeside", atLeast: 1 },
  },
  {
    id: "h20-data-hypo-per-guest",
    context: { profile: { guestCount: 150 }, budget: LINES },
    question: "if we trimmed the list to 120, what would we have per guest?",
    // 48,000 / 120; a what-if changes nothing.
    expect: [usd(400)],
    action: false,
  },
];
