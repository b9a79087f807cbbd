import type { ChatTurn } from "../../types";
import type { EvalCase } from "./questions";
import { isoDateIn, usd } from "./questions-held-out-18-patterns";

/**
 * Held-out set #22, write proposals: the total budget (in digits, in words, relative to what it is), a
 * category's amount named the couple's way, the profile's date (a calendar date, "two weeks later"), city
 * and guest count (one field or two), saving and removing a venue, and adding a household (a couple, a
 * plus-one, only some events). Each expects the exact proposal (partially matched, as eval.test.ts does);
 * refused values (zero, negative, past, too large, a city not served, a category they don't have, a venue
 * they didn't save, people without names) and what-ifs must propose nothing.
 */

/** Allocated 12,000 + 7,500 + 3,000 + 1,800 + 1,200 = 25,500 of 30,000: 4,500 unallocated. */
const BUDGET = {
  budget: {
    totalBudget: 30000,
    guestCount: 120,
    categories: [
      { name: "Venue", allocated: 12000 },
      { name: "Catering", allocated: 7500 },
      { name: "Photography", allocated: 3000 },
      { name: "Flowers & decor", allocated: 1800 },
      { name: "Music", allocated: 1200 },
    ],
  },
};

/** 36,000 for 120 guests (the profile's default count): 300 a guest. */
const PER_GUEST = { budget: { totalBudget: 36000, guestCount: 120 } };

const SAVED = { savedVenues: ["hollister-house", "parapet-sky-deck", "the-aldridge-ballroom"] };

/** Three events and one household already on the list. */
const EVENTS = {
  guestList: {
    events: [{ name: "Rehearsal dinner" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
    households: [{ name: "Mira Holt", guests: [{ name: "Mira Holt" }] }],
  },
};

const ABOUT_PRIMROSE: ChatTurn[] = [
  { role: "user", content: "whats primrose greenhouse like" },
  {
    role: "assistant",
    content:
      "[Primrose Greenhouse](/venues/primrose-greenhouse) is a garden, barn and historic venue in East Nashville: it seats 180, works indoors and outdoors, and starts from $10,250.",
  },
];

// A refusal names the bound, in any of these wordings ("a whole number from 1 to 2,000, so I can't set
// 5,000" counts: the writer's pattern missed that wording, the lead widened it after the one measure).
const REFUSED_NUMBER =
  /check|too (?:high|large|big|much)|more than|larger than|limit|maximum|at most|up to|from \$?1 to|can(?:'|no)t set/i;

export const heldOut22Actions: EvalCase[] = [
  // ── The total budget ──────────────────────────────────────────────────────────────────────────
  {
    id: "h22-act-total-34k",
    context: BUDGET,
    question: "bump our total budget up to 34k",
    expect: [],
    action: { kind: "set_total_budget", amountCents: 3_400_000, previousCents: 3_000_000 },
  },
  {
    id: "h22-act-total-words",
    context: BUDGET,
    question: "can u set our budget to forty five thousand dollars",
    expect: [],
    action: { kind: "set_total_budget", amountCents: 4_500_000, previousCents: 3_000_000 },
  },
  {
    id: "h22-act-total-minus",
    context: BUDGET,
    question: "lower the total budget by 2,500 please",
    // 30,000 − 2,500 = 27,500.
    expect: [],
    action: { kind: "set_total_budget", amountCents: 2_750_000, previousCents: 3_000_000 },
  },
  {
    id: "h22-act-total-first",
    question: "our total budget is 28000, can you put that in",
    // No budget yet: the proposal starts one.
    expect: [],
    action: { kind: "set_total_budget", amountCents: 2_800_000, previousCents: null },
  },
  {
    id: "h22-act-total-zero",
    context: BUDGET,
    question: "make our total budget $0",
    expect: [/\$\s?0\b|zero|above|more than|greater than/i],
    action: false,
  },
  {
    id: "h22-act-total-huge",
    context: BUDGET,
    question: "set the total budget to 50 million",
    // Above the $10,000,000 any wedding budget can be.
    expect: [REFUSED_NUMBER],
    action: false,
  },

  // ── A category's amount ───────────────────────────────────────────────────────────────────────
  {
    id: "h22-act-flowers-2200",
    context: BUDGET,
    question: "put 2200 toward flowers",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Flowers & decor",
      amountCents: 220_000,
      previousCents: 180_000,
    },
  },
  {
    id: "h22-act-photographer-3-5k",
    context: BUDGET,
    question: "can we up the photographer to 3.5k",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Photography",
      amountCents: 350_000,
      previousCents: 300_000,
    },
  },
  {
    id: "h22-act-music-words",
    context: BUDGET,
    question: "music should be fifteen hundred",
    expect: [],
    action: {
      kind: "set_category_allocation",
      categoryName: "Music",
      amountCents: 150_000,
      previousCents: 120_000,
    },
  },
  {
    id: "h22-act-unknown-category",
    context: BUDGET,
    question: "set the cake budget to 500",
    // No cake line: ask which of their categories, propose nothing.
    expect: [/Venue|Catering|Photography|Flowers|Music/],
    action: false,
  },

  // ── The profile ───────────────────────────────────────────────────────────────────────────────
  {
    id: "h22-act-date-explicit",
    question: "we moved the date to october 14 2028, can you update it",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "weddingDate", to: "2028-10-14" }] },
  },
  {
    id: "h22-act-date-two-weeks-later",
    context: { profile: { weddingInDays: 200 } },
    question: "push the wedding back two weeks",
    expect: [],
    action: {
      kind: "update_profile",
      changes: [{ field: "weddingDate", from: isoDateIn(200), to: isoDateIn(214) }],
    },
  },
  {
    id: "h22-act-city-columbus",
    question: "change our city to columbus",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "cityId", from: "cleveland", to: "columbus" }] },
  },
  {
    id: "h22-act-guests-words",
    question: "were expecting about a hundred and ten now, pls update our headcount",
    expect: [],
    action: { kind: "update_profile", changes: [{ field: "guestCount", from: "120", to: "110" }] },
  },
  {
    id: "h22-act-city-and-guests",
    question: "move us to nashville and make it 90 guests",
    // Both fields in one proposal, city before guest count (the order update_profile builds them).
    expect: [],
    action: {
      kind: "update_profile",
      changes: [
        { field: "cityId", to: "nashville" },
        { field: "guestCount", to: "90" },
      ],
    },
  },
  {
    id: "h22-act-city-unserved",
    question: "change our city to chicago",
    expect: [/Cleveland|Columbus|Cincinnati|Nashville/],
    action: false,
  },
  {
    id: "h22-act-past-date",
    question: "change the wedding date to march 3 2020",
    expect: [/past|future|already/i],
    action: false,
  },
  {
    id: "h22-act-guests-5000",
    question: "set our guest count to 5000",
    // At most 2,000 guests.
    expect: [REFUSED_NUMBER],
    action: false,
  },

  // ── Saved venues ──────────────────────────────────────────────────────────────────────────────
  {
    id: "h22-act-save-it",
    history: ABOUT_PRIMROSE,
    question: "love it, save it for us",
    expect: [],
    action: "primrose-greenhouse",
  },
  {
    id: "h22-act-remove-parapet",
    context: SAVED,
    question: "take parapet sky deck off our saved list",
    expect: [],
    action: { kind: "remove_saved_venue", venueSlug: "parapet-sky-deck" },
  },
  {
    id: "h22-act-remove-misspelt",
    context: SAVED,
    question: "remove the aldrige ballroom from our venues",
    expect: [],
    action: { kind: "remove_saved_venue", venueSlug: "the-aldridge-ballroom" },
  },
  {
    id: "h22-act-remove-not-saved",
    context: SAVED,
    question: "remove forge event hall from saved",
    // Not one of their saves: nothing to remove.
    expect: [/Forge Event Hall/],
    action: false,
  },

  // ── Guests ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "h22-act-add-couple",
    question: "add my cousin Leo Marchetti and his wife Gianna Marchetti",
    expect: [],
    action: { guests: ["Leo Marchetti", "Gianna Marchetti"] },
  },
  {
    id: "h22-act-add-plus-one",
    question: "add Nora Feld + a plus one",
    expect: [],
    action: { guests: ["Nora Feld"], plusOnes: 1 },
  },
  {
    id: "h22-act-add-some-events",
    context: EVENTS,
    question: "add Owen Pryce but only to the ceremony and reception",
    expect: [],
    action: { guests: ["Owen Pryce"], events: ["Ceremony", "Reception"] },
  },
  {
    id: "h22-act-add-no-names",
    question: "add 4 people from work to the guest list",
    // No names given: ask for them, propose nothing.
    expect: [/names?/i],
    action: false,
  },

  // ── What-ifs: an answer, no proposal ──────────────────────────────────────────────────────────
  {
    id: "h22-act-whatif-cut-total",
    context: PER_GUEST,
    question: "what if we cut the budget to 30k, how much per guest would that be",
    // 30,000 / 120 = 250.
    expect: [usd(250)],
    action: false,
  },
  {
    id: "h22-act-whatif-flowers-up",
    context: BUDGET,
    question: "hypothetically if flowers went up to 2500 how much would be left unallocated",
    // Allocated 25,500 − 1,800 + 2,500 = 26,200 of 30,000: 3,800 left.
    expect: [usd(3800)],
    action: false,
  },
];
