import type { EvalCase, EvalContext } from "./questions";
import { range, usd } from "./questions-held-out-18-patterns";

/**
 * Held-out set #23, write proposals: households added (one guest, a couple, a plus-one, one event only),
 * the total budget, one category's amount, the profile's guest count, city and date (one or two fields
 * at once), and removing a saved venue (also misspelt). Then values a write must refuse (negative,
 * absurd, a past date, a city we don't serve, a venue not saved) and what-ifs that must propose nothing.
 * Expected proposals are exact: amounts in cents with the value they replace, stored profile values.
 */

/**
 * A couple in Cleveland, 110 guests, wedding in 300 days. Budget 30,000: Venue 12,000, Catering 7,000,
 * Photography 3,000, Flowers 1,500, Music 1,200 (allocated 24,700). Saved: Peony Hill Garden Pavilion
 * (seats 110), The Aldridge Ballroom, Hollister House. Events: Ceremony, Reception.
 */
const PLAN: EvalContext = {
  profile: { guestCount: 110, cityId: "cleveland", weddingInDays: 300 },
  budget: {
    totalBudget: 30000,
    guestCount: 110,
    categories: [
      { name: "Venue", allocated: 12000 },
      { name: "Catering", allocated: 7000 },
      { name: "Photography", allocated: 3000 },
      { name: "Flowers", allocated: 1500 },
      { name: "Music", allocated: 1200 },
    ],
  },
  savedVenues: ["peony-hill-garden-pavilion", "the-aldridge-ballroom", "hollister-house"],
  guestList: {
    events: [{ name: "Ceremony" }, { name: "Reception", asksMeal: true }],
    households: [{ name: "Ines Moreau", guests: [{ name: "Ines Moreau" }] }],
  },
};

/** Some way of saying no, or that a value can't be used. */
const REFUSAL =
  /can'?t|cannot|won'?t|unable|not able|isn'?t (?:a )?valid|not (?:a )?valid|doesn'?t look|check the|too (?:high|large|big|much)|more than|at most/i;

export const heldOut23Actions: EvalCase[] = [
  // ── Guests ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-act-add-one",
    context: PLAN,
    question: "add my cousin Rosa Delgado to the guest list",
    expect: [/Rosa Delgado/],
    action: { guests: ["Rosa Delgado"] },
  },
  {
    id: "h23-act-add-couple-shared-surname",
    context: PLAN,
    question: "pls add Theo and Mia Brennan",
    expect: [/Brennan/],
    action: { guests: ["Theo Brennan", "Mia Brennan"] },
  },
  {
    id: "h23-act-add-with-plus-one",
    context: PLAN,
    question: "can you add Kwame Mensah and give him a plus one",
    expect: [/Kwame Mensah/],
    action: { guests: ["Kwame Mensah"], plusOnes: 1 },
  },
  {
    id: "h23-act-add-reception-only",
    context: PLAN,
    question: "add Hiro Tanaka but only invite him to the reception",
    expect: [/Hiro Tanaka/],
    action: { guests: ["Hiro Tanaka"], events: ["Reception"] },
  },
  // ── Budget ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-act-total-35k",
    context: PLAN,
    question: "bump our total budget up to 35k",
    expect: [usd(35000)],
    action: { kind: "set_total_budget", amountCents: 3_500_000, previousCents: 3_000_000 },
  },
  {
    id: "h23-act-total-in-words",
    context: PLAN,
    question: "set the overall budget to thirty two thousand five hundred",
    expect: [usd(32500)],
    action: { kind: "set_total_budget", amountCents: 3_250_000, previousCents: 3_000_000 },
  },
  {
    id: "h23-act-flowers-2000",
    context: PLAN,
    question: "put 2000 on flowers",
    expect: [usd(2000)],
    action: {
      kind: "set_category_allocation",
      categoryName: "Flowers",
      amountCents: 200_000,
      previousCents: 150_000,
    },
  },
  {
    id: "h23-act-photography-3800",
    context: PLAN,
    question: "change photography to $3,800 please",
    expect: [usd(3800)],
    action: {
      kind: "set_category_allocation",
      categoryName: "Photography",
      amountCents: 380_000,
      previousCents: 300_000,
    },
  },
  {
    id: "h23-act-dj-is-music",
    context: PLAN,
    question: "raise the dj budget to 1500",
    // The DJ is the "Music" line.
    expect: [usd(1500)],
    action: {
      kind: "set_category_allocation",
      categoryName: "Music",
      amountCents: 150_000,
      previousCents: 120_000,
    },
  },
  // ── Profile ───────────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-act-guest-count-125",
    context: PLAN,
    question: "we're expecting 125 guests now, can u update that",
    expect: [/125/],
    action: { kind: "update_profile", changes: [{ field: "guestCount", from: "110", to: "125" }] },
  },
  {
    id: "h23-act-city-nashville",
    context: PLAN,
    question: "we moved the whole thing to nashville, change our city",
    expect: [/Nashville/],
    action: { kind: "update_profile", changes: [{ field: "cityId", from: "cleveland", to: "nashville" }] },
  },
  {
    id: "h23-act-date-fixed",
    context: PLAN,
    question: "change our wedding date to september 16 2028",
    expect: [/September 16|Sep\.? 16|2028-09-16/i],
    action: { kind: "update_profile", changes: [{ field: "weddingDate", to: "2028-09-16" }] },
  },
  {
    id: "h23-act-city-and-count",
    context: PLAN,
    question: "switch our city to columbus and make it 90 guests",
    expect: [/Columbus/, /(?<![\d.])90(?!\d)/],
    action: {
      kind: "update_profile",
      changes: [
        { field: "cityId", to: "columbus" },
        { field: "guestCount", to: "90" },
      ],
    },
  },
  // ── Saved venues ──────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-act-remove-hollister",
    context: PLAN,
    question: "take hollister house off our saved list",
    expect: [/Hollister House/],
    action: { kind: "remove_saved_venue", venueSlug: "hollister-house" },
  },
  {
    id: "h23-act-remove-misspelt",
    context: PLAN,
    question: "remove the aldrige ballroom from our favorites",
    expect: [/Aldridge Ballroom/],
    action: { kind: "remove_saved_venue", venueSlug: "the-aldridge-ballroom" },
  },
  // ── Refused values ────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-act-refuse-negative-total",
    context: PLAN,
    question: "set our total budget to -5000",
    expect: [REFUSAL],
    action: false,
  },
  {
    id: "h23-act-refuse-unserved-city",
    context: PLAN,
    question: "change our city to chicago",
    // We plan weddings in Cleveland, Columbus, Nashville and Cincinnati only.
    expect: [/Columbus|Nashville|Cincinnati/],
    action: false,
  },
  {
    id: "h23-act-refuse-5000-guests",
    context: PLAN,
    question: "update guest count to 5000",
    // A guest count is 1 to 2,000.
    expect: [/2,?000/],
    action: false,
  },
  {
    id: "h23-act-refuse-past-date",
    context: PLAN,
    question: "set the wedding date to march 3 2020",
    expect: [/past|future|already (?:gone|happened|passed)/i],
    action: false,
  },
  {
    id: "h23-act-refuse-absurd-category",
    context: PLAN,
    question: "set catering to 20 million dollars",
    expect: [REFUSAL],
    action: false,
  },
  {
    id: "h23-act-remove-not-saved",
    context: PLAN,
    question: "remove bramblewood farmstead from our saved venues",
    // Not one of the saved three.
    expect: [/(?:isn'?t|not)\b[^.\n]{0,50}\bsaved|Peony Hill|Aldridge Ballroom|Hollister House/i],
    action: false,
  },
  // ── What-ifs: figures, no proposal ────────────────────────────────────────────────────────────
  {
    id: "h23-act-whatif-per-guest-90",
    context: PLAN,
    question: "what if we cut the list to 90, what would that be per guest",
    // 30,000 / 90 = 333.33.
    expect: [/\$\s?333(?:\.33)?(?!\d)/],
    action: false,
  },
  {
    id: "h23-act-whatif-total-40k",
    context: PLAN,
    question: "hypothetically if the budget went up to 40k how much would be unallocated",
    // 40,000 − 24,700 allocated = 15,300.
    expect: [usd(15300)],
    action: false,
  },
  {
    id: "h23-act-whatif-no-change-yet",
    context: PLAN,
    question: "should we bump photography to 4k? dont change anything yet just thinking",
    // Photography has $3,000 now; the reply talks figures (now or the $4,000 idea) and changes nothing.
    expect: [new RegExp(`${usd(3000).source}|${usd(4000).source}`, "i")],
    action: false,
  },
  {
    id: "h23-act-whatif-friday",
    context: PLAN,
    question: "would moving to a friday save us money?",
    // Many venues discount Fridays, Sundays and off-peak dates by 10 to 30 percent.
    expect: [range("ten", 10, "thirty", 30)],
    action: false,
  },
];
