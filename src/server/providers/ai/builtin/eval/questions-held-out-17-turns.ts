import type { ChatTurn } from "../../types";
import {
  BUDGET_50K,
  CONFIRM,
  INVENTED_SEATS,
  NOT_SAVED,
  OUR_CITY,
  RSVP_COUNTS,
  SAVED_THREE,
  VENDOR_LINK,
  VENUE_LINK,
  weekdayIn,
  type HeldOut17Case,
} from "./questions-held-out-17-patterns";

/**
 * The fresh held-out set, part two: what happens over a conversation — the five write tools with their
 * exact proposals, follow-ups on earlier listings ("those", "the second one", "it"), clarifying questions
 * for asks that are truly ambiguous, and several requests in one message. See questions-held-out-17.ts.
 */

// ── Earlier turns, written like the engine's listing replies, with the seed's real listings ───────

/** All seven garden venues in Columbus, in the order shown (the third is Larkspur, the cheapest Maple Hollow). */
const COLUMBUS_GARDENS: ChatTurn[] = [
  { role: "user", content: "garden venues in columbus" },
  {
    role: "assistant",
    content:
      "I found **7** garden venues in Columbus:\n\n1. **[Ivy Lane Conservatory](/venues/ivy-lane-conservatory)** — Grandview Heights, Columbus · seats 130 · from $6,250 · garden, historic, barn\n2. **[Briar Ridge Estate Vineyards](/venues/briar-ridge-estate-vineyards)** — Worthington, Columbus · seats 200 · from $12,000 · vineyard, garden, historic\n3. **[Larkspur Gardens](/venues/larkspur-gardens)** — Worthington, Columbus · seats 160 · from $7,000 · garden, barn\n4. **[Skyline Roof Garden](/venues/skyline-roof-garden)** — Olde Towne East, Columbus · seats 150 · from $14,750 · rooftop, garden, ballroom\n5. **[Zenith Terrace](/venues/zenith-terrace)** — Short North, Columbus · seats 110 · from $14,000 · rooftop, garden\n6. **[Maple Hollow Barn](/venues/maple-hollow-barn)** — Lancaster, Columbus · seats 100 · from $4,000 · barn, garden\n7. **[Hillside Vineyard](/venues/hillside-vineyard)** — Dublin, Columbus · seats 60 · from $7,250 · vineyard, garden",
  },
];

/** Nashville's four rooftop venues; the second, Brick & Beam Loft, is indoor only. */
const NASHVILLE_ROOFTOPS: ChatTurn[] = [
  { role: "user", content: "rooftop venues nashville?" },
  {
    role: "assistant",
    content:
      "I found **4** rooftop venues in Nashville:\n\n1. **[Northstar Roof Garden](/venues/northstar-roof-garden)** — East Nashville, Nashville · seats 60 · from $9,750 · rooftop, garden\n2. **[Brick & Beam Loft](/venues/brick-and-beam-loft)** — Wedgewood-Houston, Nashville · seats 310 · from $13,250 · industrial, rooftop, ballroom\n3. **[Cityview Terrace](/venues/cityview-terrace)** — Marathon Village, Nashville · seats 90 · from $14,250 · rooftop, garden, industrial\n4. **[Lantern Terrace](/venues/lantern-terrace)** — 12South, Nashville · seats 140 · from $14,750 · rooftop, ballroom",
  },
];

const HOLLYHOCK_ANSWER: ChatTurn[] = [
  { role: "user", content: "tell me about hollyhock gardens" },
  {
    role: "assistant",
    content:
      "**[Hollyhock Gardens](/venues/hollyhock-gardens)** — The Banks, Cincinnati · seats 140 (190 standing) · from $6,500 · garden, barn · indoor and outdoor.",
  },
];

const CINCINNATI_PHOTOGRAPHERS: ChatTurn[] = [
  { role: "user", content: "photographers in cincinnati" },
  {
    role: "assistant",
    content:
      "I found **5** photographers in Cincinnati:\n\n1. **[True North Photography](/vendor/true-north-photography-cincinnati)** — from $1,250\n2. **[Paper Moon Photography](/vendor/paper-moon-photography-cincinnati)** — from $1,200\n3. **[Fern & Fable Photo Co.](/vendor/fern-and-fable-photo-co-cincinnati)** — from $3,100\n4. **[Hollow Tree Photographs](/vendor/hollow-tree-photographs-cincinnati)** — from $1,250\n5. **[Paper Moon Studio](/vendor/paper-moon-studio-cincinnati)** — from $1,150",
  },
];

/** The couple's SAVED_THREE, as June lists them. */
const SAVED_THREE_ANSWER: ChatTurn[] = [
  { role: "user", content: "what did we save" },
  {
    role: "assistant",
    content:
      "You've saved **3 venues**:\n\n1. **[Hollister House](/venues/hollister-house)** — Cleveland · from $17,000\n2. **[Windward Lodge](/venues/windward-lodge)** — Cleveland · from $14,500\n3. **[Forge Event Hall](/venues/forge-event-hall)** — Cleveland · from $8,750",
  },
];

/** For an add that names events: the couple's three events, no households yet. */
const THREE_EVENTS = {
  guestList: {
    events: [{ name: "Rehearsal Dinner" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
    households: [],
  },
};

export const heldOut17Turns: HeldOut17Case[] = [
  // ── Write tools: add a guest or household ───────────────────────────────────────────────────────
  {
    id: "h17-act-add-aunt",
    question: "pls add my aunt Carmen Alvarez",
    expect: ["Carmen Alvarez", CONFIRM],
    action: { guests: ["Carmen Alvarez"] },
  },
  {
    id: "h17-act-add-household-lowercase",
    question: "add the thompsons - mark, julie and their son eli",
    expect: ["Mark Thompson", "Julie Thompson", "Eli Thompson", CONFIRM],
    action: { guests: ["Mark Thompson", "Julie Thompson", "Eli Thompson"] },
  },
  {
    id: "h17-act-add-and-a-guest",
    question: "add Priya Shah and a guest",
    expect: ["Priya Shah", /plus-one|plus one|\+1|guest/i, CONFIRM],
    action: { guests: ["Priya Shah"], plusOnes: 1 },
  },
  {
    id: "h17-act-add-one-event",
    context: THREE_EVENTS,
    question: "add Owen Fischer to the rehearsal dinner only",
    expect: ["Owen Fischer", "Rehearsal Dinner", CONFIRM],
    action: { guests: ["Owen Fischer"], events: ["Rehearsal Dinner"] },
  },
  // ── Write tools: the total budget ───────────────────────────────────────────────────────────────
  {
    id: "h17-act-total-bump",
    context: BUDGET_50K,
    question: "bump our budget up to 55,000",
    expect: ["$55,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 5_500_000 },
  },
  {
    id: "h17-act-total-cut-percent",
    context: { budget: { totalBudget: 40000 } },
    question: "cut the total budget by 10%",
    expect: ["$36,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 3_600_000 },
  },
  {
    id: "h17-act-total-decimal-k",
    question: "lets do 42.5k total for the budget",
    expect: ["$42,500", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4_250_000 },
  },
  // ── Write tools: a category's allocation ────────────────────────────────────────────────────────
  {
    id: "h17-act-category-catering",
    context: BUDGET_50K,
    question: "put $7,500 towards catering",
    expect: [/catering/i, "$7,500", CONFIRM],
    reject: [VENDOR_LINK],
    action: { kind: "set_category_allocation", categoryName: "Catering", amountCents: 750_000 },
  },
  {
    id: "h17-act-category-venue-minus",
    context: BUDGET_50K,
    question: "take 1k off the venue budget",
    expect: [/venue/i, "$19,000", CONFIRM],
    reject: [VENUE_LINK],
    action: { kind: "set_category_allocation", categoryName: "Venue", amountCents: 1_900_000 },
  },
  {
    id: "h17-act-category-typo",
    context: BUDGET_50K,
    question: "set the photgraphy line to 7000",
    expect: [/photography/i, "$7,000", CONFIRM],
    reject: [VENDOR_LINK],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 700_000 },
  },
  {
    id: "h17-act-category-dj-is-music",
    // The tracker calls the line "Music"; the couple says "dj".
    context: BUDGET_50K,
    question: "make the dj budget 3000",
    expect: [/music/i, "$3,000", CONFIRM],
    reject: [VENDOR_LINK],
    action: { kind: "set_category_allocation", categoryName: "Music", amountCents: 300_000 },
  },
  // ── Write tools: the profile (date, city, guest count) ─────────────────────────────────────────
  {
    id: "h17-act-date",
    question: "we moved the date to june 12 2027",
    expect: [/June 12|Jun 12|2027-06-12/, CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "weddingDate", to: "2027-06-12" }] },
  },
  {
    id: "h17-act-headcount",
    question: "update our headcount to 175",
    expect: [/\b175\b/, /\b120\b/, CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "guestCount", to: "175" }] },
  },
  {
    id: "h17-act-date-and-count",
    // US date order; the two changes listed in the order the couple gave them.
    question: "update: date 5/20/2028, 140 guests",
    expect: [/May 20|2028-05-20/, /\b140\b/, CONFIRM],
    action: {
      kind: "update_profile",
      changes: [
        { field: "weddingDate", to: "2028-05-20" },
        { field: "guestCount", to: "140" },
      ],
    },
  },
  {
    id: "h17-act-city-atlanta",
    question: "change our city to atlanta",
    expect: [/Atlanta/i, OUR_CITY],
    action: false,
  },
  // ── Write tools: remove a saved venue ───────────────────────────────────────────────────────────
  {
    id: "h17-act-unsave-short",
    context: { savedVenues: SAVED_THREE },
    question: "unsave windward",
    expect: ["Windward Lodge", CONFIRM],
    action: { kind: "remove_saved_venue", venueSlug: "windward-lodge" },
  },
  {
    id: "h17-act-remove-typo",
    context: { savedVenues: SAVED_THREE },
    question: "get rid of forge evnt hall from our faves",
    expect: ["Forge Event Hall", CONFIRM],
    action: { kind: "remove_saved_venue", venueSlug: "forge-event-hall" },
  },
  {
    id: "h17-act-remove-not-saved",
    context: { savedVenues: SAVED_THREE },
    question: "remove parapet sky deck from saved",
    expect: [NOT_SAVED],
    action: false,
  },
  {
    id: "h17-act-what-if-only",
    context: { budget: { totalBudget: 50000 } },
    question: "what would our per guest be if we raised the budget to 60k? dont change anything yet",
    expect: [/\$500\b/],
    action: false,
  },

  // ── Follow-ups: "those", "the third one", "it", a list's cheapest ───────────────────────────────
  {
    id: "h17-multi-those-under-10k",
    history: COLUMBUS_GARDENS,
    question: "which of those r under 10k",
    expect: ["Ivy Lane Conservatory", "Larkspur Gardens", "Maple Hollow Barn", "Hillside Vineyard"],
    venues: { city: "columbus", style: "garden", maxPrice: 10000, atLeast: 2 },
  },
  {
    id: "h17-multi-third-seats",
    history: COLUMBUS_GARDENS,
    question: "how many does the third one seat",
    expect: ["Larkspur Gardens", /\b160\b/],
    reject: [RSVP_COUNTS],
  },
  {
    id: "h17-multi-save-cheapest",
    history: COLUMBUS_GARDENS,
    question: "save the cheapest one",
    expect: ["Maple Hollow Barn", CONFIRM],
    action: "maple-hollow-barn",
  },
  {
    id: "h17-multi-fit-our-count",
    context: { profile: { guestCount: 150 } },
    history: COLUMBUS_GARDENS,
    question: "which of them fit our guest count",
    expect: ["Briar Ridge Estate Vineyards", "Larkspur Gardens", "Skyline Roof Garden"],
    reject: [RSVP_COUNTS],
    venues: { city: "columbus", style: "garden", minSeated: 150, atLeast: 2 },
  },
  {
    id: "h17-multi-rooftops-fit-120",
    history: NASHVILLE_ROOFTOPS,
    question: "which of them fits 120",
    expect: ["Brick & Beam Loft", "Lantern Terrace"],
    reject: [RSVP_COUNTS],
    venues: { city: "nashville", style: "rooftop", minSeated: 120, atLeast: 1 },
  },
  {
    id: "h17-multi-second-indoor",
    history: NASHVILLE_ROOFTOPS,
    question: "is the second one indoors",
    expect: ["Brick & Beam Loft", /indoor/i],
  },
  {
    id: "h17-multi-compare-first-last",
    history: NASHVILLE_ROOFTOPS,
    question: "compare the first and the last one",
    expect: ["Northstar Roof Garden", "Lantern Terrace", "$9,750", "$14,750", /\b60\b/, /\b140\b/],
  },
  {
    id: "h17-multi-it-150",
    history: HOLLYHOCK_ANSWER,
    question: "would it work for 150 guests",
    expect: [/\b140\b/, /\b150\b/],
    reject: [RSVP_COUNTS],
  },
  {
    id: "h17-multi-save-it",
    history: HOLLYHOCK_ANSWER,
    question: "ok save it to our list",
    expect: ["Hollyhock Gardens", CONFIRM],
    action: "hollyhock-gardens",
  },
  {
    id: "h17-multi-cheapest-vendor",
    history: CINCINNATI_PHOTOGRAPHERS,
    question: "who's the cheapest",
    // Named as the cheapest, not just listed again among the five.
    expect: [
      /(cheapest|lowest|least expensive)[^\n]*Paper Moon Studio|Paper Moon Studio[^\n]*(cheapest|lowest|least expensive)/i,
      "$1,150",
    ],
  },
  {
    id: "h17-multi-remove-last",
    context: { savedVenues: SAVED_THREE },
    history: SAVED_THREE_ANSWER,
    question: "remove the last one",
    expect: ["Forge Event Hall", CONFIRM],
    action: { kind: "remove_saved_venue", venueSlug: "forge-event-hall" },
  },
  {
    id: "h17-multi-category-instead",
    context: BUDGET_50K,
    history: [
      { role: "user", content: "set photography to 4k" },
      {
        role: "assistant",
        content:
          "I'll change **Photography** from **$5,000** to **$4,000**. Please confirm below and I'll update it.",
      },
    ],
    question: "wait make it 4500",
    expect: ["$4,500", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 450_000 },
  },
  {
    id: "h17-multi-date-weekday",
    history: [
      { role: "user", content: "can we move the wedding to sept 18 2027" },
      {
        role: "assistant",
        content: "I'll change your wedding date to **September 18, 2027**. Please confirm below.",
      },
    ],
    question: "what day of the week is that",
    expect: [/Saturday/],
  },

  // ── Clarifying questions for truly ambiguous asks ───────────────────────────────────────────────
  {
    id: "h17-ask-change-it",
    question: "change it to 150",
    expect: [/\?/, /guest|budget/i],
    action: false,
  },
  {
    id: "h17-ask-set-it-5k",
    context: BUDGET_50K,
    question: "set it to 5k",
    expect: [/\?/],
    action: false,
  },
  {
    id: "h17-ask-remove-which",
    context: { savedVenues: ["lakeview-glasshouse", "forge-event-hall"] },
    question: "remove the venue",
    // A search listing happens to name both; a clarifying question asks which saved venue.
    expect: ["Lakeview Glasshouse", "Forge Event Hall", /\?/],
    reject: [INVENTED_SEATS],
    action: false,
  },
  {
    id: "h17-ask-move-wedding",
    question: "we need to move the wedding",
    expect: [/\?/, /date|when/i],
    action: false,
  },
  {
    id: "h17-ask-beacon",
    context: { profile: { cityId: "cincinnati" } },
    // Cincinnati has Beacon House ($12,250) and Beacon Mansion ($10,000).
    question: "how much is beacon",
    expect: ["Beacon House", "Beacon Mansion"],
  },
  {
    id: "h17-ask-aldridge",
    context: { profile: { cityId: "cincinnati" } },
    // The Aldridge Ballroom (Cleveland, 240) and The Aldridge Hall (Columbus, 180); the couple is in neither.
    question: "aldridge capacity?",
    expect: ["The Aldridge Ballroom", "The Aldridge Hall"],
    reject: [RSVP_COUNTS],
  },
  {
    id: "h17-ask-laurel-creek",
    question: "laurel creek price",
    // Both in Cincinnati: Laurel Creek Estate Vineyards $11,750, Laurel Creek Wine Estate $10,750.
    expect: ["Laurel Creek Estate Vineyards", "Laurel Creek Wine Estate"],
  },

  // ── Several requests in one message, answered in order ─────────────────────────────────────────
  {
    id: "h17-combo-budget-and-days",
    context: { budget: { totalBudget: 50000 } },
    question: "whats our total budget and how many days till the wedding",
    expect: ["$50,000", /\b300 days\b/],
  },
  {
    id: "h17-combo-add-and-capacity",
    question: "add Kevin Ng to the guest list, also what's forge event hall's capacity",
    expect: ["Kevin Ng", /\b260\b/, CONFIRM],
    action: { guests: ["Kevin Ng"] },
  },
  {
    id: "h17-combo-two-guide-questions",
    question: "tips for the dj? also when do invites go out",
    expect: [/\$50 to \$150|\$50-\$150/, /six to eight weeks|6 to 8 weeks|6-8 weeks/i],
  },
  {
    id: "h17-combo-set-and-per-guest",
    context: { budget: { totalBudget: 40000 } },
    question: "set the budget to 45k and tell me what that is per guest",
    expect: ["$45,000", /\$375\b/, CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4_500_000 },
  },
  {
    id: "h17-combo-weekday-and-weeks",
    context: { profile: { weddingInDays: 140 } },
    question: "what day is it on and how many weeks to go",
    expect: [weekdayIn(140), /\b20 weeks\b/],
  },
];
