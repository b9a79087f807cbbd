import type { EvalContext, EvalGuestList } from "./questions";
import { count, range, usd, type HeldOut18Case } from "./questions-held-out-18-patterns";

/**
 * Held-out set #18: writes June must propose exactly (guests, total budget, a category's amount incl.
 * relative changes, date/city/guest count, saving and removing a saved venue), hypotheticals that must
 * not propose anything, and requests with no referent that call for a question back.
 */

/** $30,000 for 120 guests; 12,000 + 6,000 + 4,000 + 2,000 + 1,500 = 25,500 assigned, 4,500 not yet. */
const BUDGET: EvalContext["budget"] = {
  totalBudget: 30000,
  guestCount: 120,
  categories: [
    { name: "Venue", allocated: 12000 },
    { name: "Catering", allocated: 6000 },
    { name: "Photography", allocated: 4000 },
    { name: "Flowers", allocated: 2000 },
    { name: "Music", allocated: 1500 },
  ],
};

const THREE_EVENTS: EvalGuestList = {
  events: [{ name: "Rehearsal Dinner" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [{ name: "The Hills", guests: [{ name: "June Hill" }, { name: "Robert Hill" }] }],
};

/** wavecrest-pavilion is the lakeside one (styles lakeside, garden, ballroom); forge-event-hall is industrial. */
const TWO_SAVED = ["wavecrest-pavilion", "forge-event-hall"];

const ASKS_BACK = /\?/;

export const heldOut18Turns: HeldOut18Case[] = [
  // ── Writes, proposed exactly ─────────────────────────────────────────────────────────────────
  {
    id: "h18-act-add-couple",
    question: "add my cousin Priya Natarajan and her husband Dev Natarajan to the guest list",
    expect: [],
    action: { guests: ["Priya Natarajan", "Dev Natarajan"] },
  },
  {
    id: "h18-act-add-plus-one",
    question: "pls add Marcus Lee + a plus one",
    expect: [],
    action: { guests: ["Marcus Lee"], plusOnes: 1 },
  },
  {
    id: "h18-act-add-one-event",
    context: { guestList: THREE_EVENTS },
    question: "add Tom Reyes but only to the rehersal dinner",
    expect: [],
    action: { guests: ["Tom Reyes"], events: ["Rehearsal Dinner"] },
  },
  {
    id: "h18-act-total",
    context: { budget: BUDGET },
    question: "set our total budget to 45k",
    expect: [],
    action: { kind: "set_total_budget", amountCents: 4500000, previousCents: 3000000 },
  },
  {
    id: "h18-act-total-relative",
    // 30,000 + 5,000.
    context: { budget: BUDGET },
    question: "my parents are chipping in!! bump the total budget up by 5,000",
    expect: [],
    action: { kind: "set_total_budget", amountCents: 3500000, previousCents: 3000000 },
  },
  {
    id: "h18-act-category-plus",
    // Photography 4,000 + 500.
    context: { budget: BUDGET },
    question: "raise photgraphy by $500",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Photography",
      amountCents: 450000,
      previousCents: 400000,
    },
  },
  {
    id: "h18-act-category-half",
    // Flowers 2,000 / 2.
    context: { budget: BUDGET },
    question: "cut the flowers budget in half",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Flowers",
      amountCents: 100000,
      previousCents: 200000,
    },
  },
  {
    id: "h18-act-category-percent",
    // Catering 6,000 × 1.10.
    context: { budget: BUDGET },
    question: "put 10% more into catering",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Catering",
      amountCents: 660000,
      previousCents: 600000,
    },
  },
  {
    id: "h18-act-category-set",
    context: { budget: BUDGET },
    question: "set the music line to 1800",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Music",
      amountCents: 180000,
      previousCents: 150000,
    },
  },
  {
    id: "h18-act-date",
    question: "move our wedding date to october 14 2028",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "weddingDate", to: "2028-10-14" }] },
  },
  {
    id: "h18-act-city",
    question: "we're switching the wedding to nashvile, can u update that",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "cityId", from: "cleveland", to: "nashville" }] },
  },
  {
    id: "h18-act-guest-count",
    question: "change our guest count to 150",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "guestCount", from: "120", to: "150" }] },
  },
  {
    id: "h18-act-guest-count-relative",
    // 120 − 20.
    question: "we cut 20 people from the list, update our headcount",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "guestCount", from: "120", to: "100" }] },
  },
  {
    id: "h18-act-remove-named",
    context: { savedVenues: TWO_SAVED },
    question: "take forge event hall off our saved venues",
    expect: [],
    action: { kind: "remove_saved_venue", venueSlug: "forge-event-hall" },
  },
  {
    id: "h18-act-remove-described",
    context: { savedVenues: TWO_SAVED },
    question: "we dont want the lake one anymore, remove it from our saved list",
    expect: [],
    action: { kind: "remove_saved_venue", venueSlug: "wavecrest-pavilion" },
  },
  {
    id: "h18-act-save-named",
    question: "save Hollister House pls",
    expect: [],
    action: "hollister-house",
  },
  {
    id: "h18-act-followup-total",
    context: { budget: BUDGET },
    history: [
      { role: "user", content: "whats our total budget" },
      {
        role: "assistant",
        content: "Your total budget is $30,000: $25,500 is assigned to categories and $4,500 isn't yet.",
      },
    ],
    question: "ok make it 32,500",
    expect: [],
    action: { kind: "set_total_budget", amountCents: 3250000, previousCents: 3000000 },
  },
  {
    id: "h18-act-followup-category-percent",
    // Photography 4,000 × 1.15.
    context: { budget: BUDGET },
    history: [
      { role: "user", content: "how much is photography at" },
      { role: "assistant", content: "Photography has $4,000 of your $30,000 budget." },
    ],
    question: "raise it by 15%",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Photography",
      amountCents: 460000,
      previousCents: 400000,
    },
  },

  // ── Hypotheticals: answer, propose nothing ───────────────────────────────────────────────────
  {
    id: "h18-what-if-per-guest",
    // 50,000 / 120 = 416.67.
    context: { budget: BUDGET },
    question: "what if we bumped the budget to 50k, whats that per guest",
    expect: [/\$\s?41[67]\b/],
    action: false,
  },
  {
    id: "h18-what-if-capacity",
    // the-thornbury-hall seats 150.
    question: "if we had 150 guests would the thornbury hall still work",
    expect: [count(150)],
    action: false,
  },
  {
    id: "h18-what-if-city",
    question: "hypothetically if we moved to nashville what barn venues would we have",
    expect: [],
    venues: { city: "nashville", style: "barn", atLeast: 1 },
    action: false,
  },
  {
    id: "h18-what-if-category",
    // Assigned 25,500 − 1,000 = 24,500 → 5,500 left.
    context: { budget: BUDGET },
    question: "if we cut photography to 3000 how much would be unassigned then",
    expect: [usd(5500)],
    action: false,
  },
  {
    id: "h18-what-if-coworker",
    question:
      "thinking about maybe inviting my coworker Sam Ortiz, not sure yet. how do ppl usually decide on coworkers",
    expect: [/co-?workers?|colleagues?/i],
    action: false,
  },
  {
    id: "h18-what-if-enough",
    // 48,000 / 160 = 300 (not the guides' $250 planning figure).
    question: "would 48k be enough for 160 ppl?",
    expect: [usd(300)],
    action: false,
  },
  {
    id: "h18-what-if-fewer-guests",
    // 30,000 / 100 = 300.
    context: { budget: BUDGET },
    question: "if we dropped to 100 guests how much per head would our budget be",
    expect: [usd(300)],
    action: false,
  },
  {
    id: "h18-what-if-share",
    // 10% of 30,000.
    context: { budget: BUDGET },
    question: "dont change anything yet but how much would flowers be at 10% of our total",
    expect: [usd(3000)],
    action: false,
  },
  {
    id: "h18-what-if-friday",
    // ohio-tennessee › Peak and off-peak months: 10 to 30 percent off Fridays, Sundays, off-peak.
    question: "we might move the date to a friday - do venues give discounts for that?",
    expect: [range("ten", 10, "thirty", 30)],
    action: false,
  },
  {
    id: "h18-what-if-venue-vs-budget",
    // the-sterling-ballroom-and-terrace: from $23,750.
    context: { budget: BUDGET },
    question: "what would the sterling ballroom & terrace cost us compared to our 30k budget",
    expect: [usd(23750)],
    action: false,
  },
  {
    id: "h18-what-if-contribution",
    // 30,000 + 10,000.
    context: { budget: BUDGET },
    question: "if mom adds 10k what would our total be",
    expect: [usd(40000)],
    action: false,
  },
  {
    id: "h18-what-if-weekday",
    // 2027-06-12 is a Saturday.
    question: "what day of the week would june 12 2027 be if we picked it? just curious",
    expect: [/Saturday/i],
    action: false,
  },

  // ── No referent: ask back, propose nothing ───────────────────────────────────────────────────
  {
    id: "h18-ask-remove-it",
    question: "remove it",
    expect: [ASKS_BACK],
    action: false,
  },
  {
    id: "h18-ask-second-one",
    question: "the second one, how many does it seat?",
    expect: [ASKS_BACK],
    action: false,
  },
  {
    id: "h18-ask-add-them",
    question: "add them to the list",
    expect: [ASKS_BACK],
    action: false,
  },
  {
    id: "h18-ask-change-to",
    context: { budget: BUDGET },
    question: "change it to 200",
    expect: [ASKS_BACK],
    action: false,
  },
  {
    id: "h18-ask-budget-amount",
    context: { budget: BUDGET },
    question: "set the budget",
    expect: [/how much|what amount|which amount|\?/i],
    action: false,
  },
  {
    id: "h18-ask-which-category",
    context: { budget: BUDGET },
    question: "raise that category by 500",
    expect: [/which/i],
    action: false,
  },
  {
    id: "h18-ask-cheaper-one",
    question: "save the cheaper one",
    expect: [ASKS_BACK],
    action: false,
  },
  {
    id: "h18-ask-nothing-saved",
    question: "take the lakeside one off our saved list",
    expect: [/\?|no saved|haven't saved|have not saved|don't have any|nothing saved|no venues saved/i],
    action: false,
  },
  {
    id: "h18-ask-other-one",
    question: "what about the other one?",
    expect: [ASKS_BACK],
    action: false,
  },
];
