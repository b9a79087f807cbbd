import type { EvalCase, EvalGuestList } from "./questions";
import { usd } from "./questions-held-out-18-patterns";

/**
 * Held-out set #21, actions: exact proposals for the total budget (also a first one), a category named by
 * the couple's word for it, the date, city and guest count, a saved venue to remove (misspelt too) and
 * households to add (a shared last name, a plus-one, some events only); a correction on the next turn;
 * values the write tools refuse (a negative amount, no change, no such category, a city we don't serve,
 * a date that doesn't exist or has passed, too many guests, a venue they never saved, people without
 * names); and what-ifs that must propose nothing. Nothing is written before the couple confirms, so a
 * reply that says the change is already made is wrong.
 */

/** A reply saying the write already happened. */
const CLAIMS_WRITTEN =
  /\b(?:I'?ve|I have|we'?ve)\s+(?:now\s+|just\s+)?(?:updated|changed|set|saved|added|removed|deleted|moved)\b(?! up\b)|\b(?:is|are) now (?:set|updated|saved|removed|added)\b/i;

/** Allocated 16,000 + 9,000 + 3,500 + 2,200 + 1,400 + 600 = 32,700 of 42,000: 9,300 unallocated; 120 guests. */
const BUDGET = {
  totalBudget: 42000,
  guestCount: 120,
  categories: [
    { name: "Venue", allocated: 16000 },
    { name: "Catering", allocated: 9000 },
    { name: "Photography", allocated: 3500 },
    { name: "Flowers", allocated: 2200 },
    { name: "DJ", allocated: 1400 },
    { name: "Cake", allocated: 600 },
  ],
};
const withBudget = { budget: BUDGET };

const OUR_CITIES = /Cleveland|Columbus|Cincinnati|Nashville/;

/** Three events, so an add can name some of them. */
const EVENTS_ONLY: EvalGuestList = {
  events: [{ name: "Welcome Party" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [{ name: "Iris Moreau", guests: [{ name: "Iris Moreau" }] }],
};

export const heldOut21Actions: EvalCase[] = [
  // ── Total budget ──────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-act-total-bump-k",
    context: withBudget,
    question: "bump our total budget up to 45k",
    expect: [],
    action: { kind: "set_total_budget", amountCents: 4_500_000, previousCents: 4_200_000 },
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-total-words",
    context: withBudget,
    question: "set the overall budget to fifty thousand dollars please",
    expect: [],
    action: { kind: "set_total_budget", amountCents: 5_000_000 },
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-total-first",
    question: "our budget is 28,000 total, can you put that in",
    expect: [],
    // No budget yet: the proposal starts one.
    action: { kind: "set_total_budget", amountCents: 2_800_000, previousCents: null },
    reject: [CLAIMS_WRITTEN],
  },

  // ── A category ────────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-act-flowers",
    context: withBudget,
    question: "make flowers 2,800",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Flowers",
      amountCents: 280_000,
      previousCents: 220_000,
    },
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-dj-dollars",
    context: withBudget,
    question: "put $1,750 toward the dj",
    expect: [],
    action: { kind: "set_category_allocation", categoryName: "DJ", amountCents: 175_000 },
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-photo-k",
    context: withBudget,
    question: "photography line should be 4k not 3.5",
    expect: [],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 400_000 },
  },
  {
    id: "h21-act-cake-bucks",
    context: withBudget,
    question: "change cake to 750 bucks",
    expect: [],
    action: { kind: "set_category_allocation", categoryName: "Cake", amountCents: 75_000 },
  },
  {
    id: "h21-act-correction",
    context: withBudget,
    history: [
      { role: "user", content: "set photography to 3,000" },
      {
        role: "assistant",
        content:
          "I can change **Photography** from $3,500 to **$3,000**. Confirm below and I'll update your budget.",
      },
    ],
    question: "wait no, make it 3,800 instead",
    expect: [],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 380_000 },
  },

  // ── Wedding details ───────────────────────────────────────────────────────────────────────────
  {
    id: "h21-act-date-words",
    question: "we moved the wedding to may 20th 2028, can you update it",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "weddingDate", to: "2028-05-20" }] },
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-city-columbus",
    question: "change our city to columbus",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "cityId", from: "cleveland", to: "columbus" }] },
  },
  {
    id: "h21-act-guest-count-digits",
    question: "guest count is 140 now",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "guestCount", from: "120", to: "140" }] },
  },
  {
    id: "h21-act-guest-count-words",
    question: "we're expecting like a hundred and sixty people now, update that",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "guestCount", to: "160" }] },
  },

  // ── Saved venues ──────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-act-remove-saved",
    context: { savedVenues: ["lakeview-glasshouse", "the-thornbury-hall"] },
    question: "take thornbury off our saved list",
    expect: [],
    action: { kind: "remove_saved_venue", venueSlug: "the-thornbury-hall" },
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-remove-saved-typo",
    context: { savedVenues: ["hollyhock-gardens", "beacon-mansion"] },
    question: "remove beacon mansoin from our saved venues",
    expect: [],
    // Beacon House also exists, but only Beacon Mansion is saved.
    action: { kind: "remove_saved_venue", venueSlug: "beacon-mansion" },
  },

  // ── Guests ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-act-add-one",
    question: "add my cousin Priyanka Shah to the guest list",
    expect: [],
    action: { guests: ["Priyanka Shah"] },
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-add-couple-shared-surname",
    question: "add Marcus and Jade Oyelaran, they're married",
    expect: [],
    action: { guests: ["Marcus Oyelaran", "Jade Oyelaran"] },
  },
  {
    id: "h21-act-add-plus-one",
    question: "can you add greta lindqvist + a plus one",
    expect: [],
    action: { guests: ["Greta Lindqvist"], plusOnes: 1 },
  },
  {
    id: "h21-act-add-some-events",
    context: { guestList: EVENTS_ONLY },
    question: "add Sanjay Rao, just to the ceremony and reception though",
    expect: [],
    action: { guests: ["Sanjay Rao"], events: ["Ceremony", "Reception"] },
  },

  // ── Refused ───────────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-act-refuse-negative",
    context: withBudget,
    question: "set catering to -500",
    expect: [],
    action: false,
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-refuse-same-total",
    context: withBudget,
    question: "set our total budget to 42000",
    // It is already $42,000.
    expect: [/already/i],
    action: false,
  },
  {
    id: "h21-act-refuse-no-category",
    context: withBudget,
    question: "set the videography budget to 2000",
    // No videography line (Venue, Catering, Photography, Flowers, DJ, Cake): ask, don't guess.
    expect: [],
    action: false,
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-refuse-city",
    question: "switch our city to pittsburgh",
    expect: [OUR_CITIES],
    action: false,
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-refuse-feb-30",
    question: "move the wedding to february 30 2028",
    expect: [],
    action: false,
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-refuse-past-date",
    question: "change the date to march 3 2025",
    expect: [],
    action: false,
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-refuse-5000-guests",
    question: "update guest count to 5000",
    // At most 2,000.
    expect: [],
    action: false,
  },
  {
    id: "h21-act-refuse-not-saved",
    context: { savedVenues: ["forge-event-hall"] },
    question: "remove harbor light pavilion from my saved",
    expect: [],
    action: false,
    reject: [CLAIMS_WRITTEN],
  },
  {
    id: "h21-act-refuse-no-names",
    question: "add 4 people from my work",
    // No names given: ask for them.
    expect: [/names?/i],
    action: false,
  },

  // ── What-ifs ──────────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-act-whatif-more-guests",
    context: withBudget,
    question: "if we added 20 more guests what would our per guest budget be",
    // $42,000 over 140 guests: $300.
    expect: [usd(300)],
    action: false,
  },
  {
    id: "h21-act-whatif-venue-cut",
    context: withBudget,
    question:
      "hypothetically if we cut the venue line to 12k how much would be unallocated? dont change anything",
    // 9,300 unallocated now; 13,300 with the venue at 12,000.
    expect: [usd(13300)],
    action: false,
  },
];
