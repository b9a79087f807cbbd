import type { EvalCase } from "./questions";
import { count, isoDateIn, usd, weddingDateIn } from "./questions-held-out-18-patterns";

/**
 * Held-out set #24, writes: exact proposals (a household of guests, the total budget, one category's
 * amount, the profile's date, city or guest count, a saved venue removed or a venue saved), values the
 * write tools refuse (their input checks: an amount above $0 and at most $10,000,000, a guest count from 1
 * to 2,000, a future date, a city we serve, a venue the couple saved), and what-ifs and second thoughts
 * that must propose nothing.
 */

/** Allocated 17,000 + 9,500 + 3,800 + 2,400 + 1,500 = 34,200 of 44,000: 9,800 unallocated; 110 guests. */
const BUDGET = {
  profile: { guestCount: 110 },
  budget: {
    totalBudget: 44000,
    guestCount: 110,
    categories: [
      { name: "Venue", allocated: 17000 },
      { name: "Catering", allocated: 9500 },
      { name: "Photography", allocated: 3800 },
      { name: "Flowers & Decor", allocated: 2400 },
      { name: "Music", allocated: 1500 },
    ],
  },
};

const NO_CHANGE = /\b(?:can'?t|cannot|won'?t|isn'?t|not|no)\b/i;

export const heldOut24Actions: EvalCase[] = [
  // ── Guests ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "h24-act-add-one-guest",
    question: "add my cousin Tessa Marlowe to the guest list",
    expect: [/Tessa Marlowe/],
    action: { guests: ["Tessa Marlowe"] },
  },
  {
    id: "h24-act-add-couple",
    question: "pls add Omar Haddad and Leila Haddad, they're one household",
    expect: [/Omar Haddad/, /Leila Haddad/],
    action: { guests: ["Omar Haddad", "Leila Haddad"] },
  },
  {
    id: "h24-act-add-plus-one",
    question: "can u add Bea Norris and give her a plus one",
    expect: [/Bea Norris/],
    action: { guests: ["Bea Norris"], plusOnes: 1 },
  },

  // ── Budget ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "h24-act-total-55k",
    context: BUDGET,
    question: "set our total budget to 55k",
    expect: [usd(55000)],
    action: { kind: "set_total_budget", amountCents: 5_500_000, previousCents: 4_400_000 },
  },
  {
    id: "h24-act-total-in-words",
    context: BUDGET,
    question: "change the overall budget to forty two thousand dollars",
    expect: [usd(42000)],
    action: { kind: "set_total_budget", amountCents: 4_200_000 },
  },
  {
    id: "h24-act-photo-5000",
    context: BUDGET,
    question: "bump photography up to 5000",
    expect: [usd(5000)],
    action: {
      kind: "set_category_allocation",
      categoryName: "Photography",
      amountCents: 500_000,
      previousCents: 380_000,
    },
  },
  {
    id: "h24-act-flowers-2750",
    context: BUDGET,
    question: "put $2,750 toward flowers",
    expect: [usd(2750)],
    action: { kind: "set_category_allocation", categoryName: "Flowers & Decor", amountCents: 275_000 },
  },
  {
    id: "h24-act-catering-words",
    context: BUDGET,
    question: "make catering eleven thousand",
    expect: [usd(11000)],
    action: { kind: "set_category_allocation", categoryName: "Catering", amountCents: 1_100_000 },
  },

  // ── Profile ───────────────────────────────────────────────────────────────────────────────────
  {
    id: "h24-act-guest-count-160",
    question: "we're now expecting 160 guests, can you update that",
    expect: [count(160)],
    action: { kind: "update_profile", changes: [{ field: "guestCount", to: "160" }] },
  },
  {
    id: "h24-act-date-iso",
    question: `change our wedding date to ${isoDateIn(400)}`,
    expect: [weddingDateIn(400)],
    action: { kind: "update_profile", changes: [{ field: "weddingDate", to: isoDateIn(400) }] },
  },
  {
    id: "h24-act-city-nashville",
    question: "we decided to move the wedding to nashville, update our city",
    expect: [/Nashville/],
    action: { kind: "update_profile", changes: [{ field: "cityId", to: "nashville" }] },
  },

  // ── Saved venues ──────────────────────────────────────────────────────────────────────────────
  {
    id: "h24-act-remove-hollister",
    context: { savedVenues: ["hollister-house", "forge-event-hall"] },
    question: "take hollister house off our saved list",
    expect: [/Hollister House/],
    action: { kind: "remove_saved_venue", venueSlug: "hollister-house" },
  },
  {
    id: "h24-act-unsave-misspelt",
    context: { savedVenues: ["wavecrest-pavilion", "twin-maples-wine-estate"] },
    question: "unsave wavecrest pavillion",
    expect: [/Wavecrest Pavilion/],
    action: { kind: "remove_saved_venue", venueSlug: "wavecrest-pavilion" },
  },
  {
    id: "h24-act-save-peony",
    question: "save peony hill garden pavilion to our list",
    expect: [/Peony Hill/],
    action: "peony-hill-garden-pavilion",
  },

  // ── Refused values ────────────────────────────────────────────────────────────────────────────
  {
    id: "h24-act-negative-budget",
    context: BUDGET,
    question: "set the budget to -5000",
    // An amount above $0.
    expect: [/above \$?0|more than \$?0|greater than \$?0|positive|negative|\$0/i],
    action: false,
  },
  {
    id: "h24-act-guest-count-too-big",
    question: "change our guest count to 3000",
    // A guest count is a whole number from 1 to 2,000.
    expect: [/2,?000/],
    action: false,
  },
  {
    id: "h24-act-date-in-past",
    question: "change our wedding date to march 3 2020",
    expect: [/future|past|already (?:gone|happened)/i],
    action: false,
  },
  {
    id: "h24-act-city-denver",
    question: "update our city to denver",
    // Not served: Cleveland, Columbus, Nashville, Cincinnati.
    expect: [/Denver/i, /Nashville/, /Columbus/],
    action: false,
  },
  {
    id: "h24-act-remove-not-saved",
    context: { savedVenues: ["forge-event-hall"] },
    question: "remove the sterling ballroom from our saved venues",
    // Only Forge Event Hall is saved.
    expect: [/Forge Event Hall/, NO_CHANGE],
    action: false,
  },
  {
    id: "h24-act-budget-absurd",
    context: BUDGET,
    question: "set our budget to 2 billion dollars",
    // At most $10,000,000.
    expect: [/10,?000,?000|10 ?million|check the (?:number|amount)|more than any/i],
    action: false,
  },

  // ── What-ifs and second thoughts: nothing proposed ────────────────────────────────────────────
  {
    id: "h24-act-whatif-per-guest",
    context: BUDGET,
    question: "what if we cut down to 100 guests, how much per guest would that be? dont change anything",
    // 44,000 / 100.
    expect: [usd(440)],
    action: false,
  },
  {
    id: "h24-act-whatif-raise-total",
    context: BUDGET,
    question: "hypothetically if our budget went up to 60k how much would be unallocated",
    // 60,000 − 34,200.
    expect: [usd(25800)],
    action: false,
  },
  {
    id: "h24-act-whatif-ten-percent",
    context: BUDGET,
    question: "just curious, whats 10 percent of our total budget",
    expect: [usd(4400)],
    action: false,
  },
  {
    id: "h24-act-second-thoughts",
    question: "we might add my aunt Ruth Calloway later but dont add her yet",
    expect: [/Ruth/],
    action: false,
  },
  {
    id: "h24-act-whatif-fit",
    question: "if we had 300 guests would machine shop loft still fit us? just asking",
    // Machine Shop Loft seats 350.
    expect: [count(350)],
    action: false,
  },
];
