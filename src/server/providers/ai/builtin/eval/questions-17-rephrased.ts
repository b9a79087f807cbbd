import type { EvalCase } from "./questions";
import {
  CONFIRM,
  LAKESIDE_SEARCH,
  ONE_BARN,
  PROPOSED_DATE,
  PROPOSED_FLOWERS,
  PROPOSED_GUESTS,
  PROPOSED_TOTAL,
  SAVED,
  SAVED_LIST,
  TRACKER,
  proposed,
} from "./questions-17";

/**
 * The same families as questions-17.ts said other ways (decision 049), so a rule is tuned on more than one
 * phrasing of each miss — and a few messages that must NOT be read as the new rules (a question after a
 * proposal is not a correction; a plain search is not a follow-up).
 */

const PROPOSED_CITY = proposed(
  "Shall I change your city to Nashville?",
  "we're moving the wedding to nashville",
);

export const evalCases17Rephrased: EvalCase[] = [
  // ── Relative money changes ────────────────────────────────────────────────────────────────────
  {
    id: "17b-photo-percent",
    context: { budget: TRACKER },
    question: "increase the photography budget by 20%",
    expect: ["Photography", "$4,800", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 480000 },
  },
  {
    id: "17b-take-out-of-venue",
    context: { budget: TRACKER },
    question: "can we take 1,000 out of the venue budget",
    expect: ["Venue", "$14,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Venue", amountCents: 1400000 },
  },
  {
    id: "17b-reduce-flowers",
    context: { budget: TRACKER },
    question: "reduce the flowers budget by 300",
    expect: ["Flowers", "$2,200", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Flowers", amountCents: 220000 },
  },
  {
    id: "17b-up-music",
    context: { budget: TRACKER },
    question: "up the music by 250",
    expect: ["Music", "$1,750", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Music", amountCents: 175000 },
  },
  {
    id: "17b-go-up-by",
    context: { budget: TRACKER },
    question: "our budget needs to go up by 2.5k",
    expect: ["$42,500", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4250000 },
  },
  {
    id: "17b-drop-total-percent",
    context: { budget: TRACKER },
    question: "drop the total budget by 5%",
    expect: ["$38,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 3800000 },
  },
  {
    id: "17b-add-to-catering",
    context: { budget: TRACKER },
    question: "add $800 to catering",
    expect: ["Catering", "$12,800", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Catering", amountCents: 1280000 },
  },
  {
    id: "17b-parents-gift",
    context: { budget: TRACKER },
    question: "my parents are chipping in 5 grand, add that to our total budget",
    expect: ["$45,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4500000 },
  },
  {
    id: "17b-no-budget-yet",
    question: "raise our budget by 2k",
    expect: [/haven't set a total budget yet/],
    action: false,
  },

  // ── Corrections (and what is not one) ─────────────────────────────────────────────────────────
  {
    id: "17b-no-wait",
    context: { budget: TRACKER },
    history: PROPOSED_TOTAL,
    question: "no wait, 44k",
    expect: ["$44,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4400000 },
  },
  {
    id: "17b-instead",
    context: { budget: TRACKER },
    history: PROPOSED_TOTAL,
    question: "make it 41,500 instead",
    expect: ["$41,500", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4150000 },
  },
  {
    id: "17b-oops-guests",
    history: PROPOSED_GUESTS,
    question: "oops, 135",
    expect: ["135", CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "guestCount", to: "135" }] },
  },
  {
    id: "17b-no-people",
    history: PROPOSED_GUESTS,
    question: "no, 160 people",
    expect: ["160", CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "guestCount", to: "160" }] },
  },
  {
    id: "17b-sorry-date",
    history: PROPOSED_DATE,
    question: "sorry, june 19th",
    expect: [/June 19, 2027/, CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "weddingDate", to: "2027-06-19" }] },
  },
  {
    id: "17b-actually-city",
    history: PROPOSED_CITY,
    question: "actually columbus",
    expect: ["Columbus", CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "cityId", to: "columbus" }] },
  },
  {
    id: "17b-flowers-better",
    context: { budget: TRACKER },
    history: PROPOSED_FLOWERS,
    question: "3200 would be better",
    expect: ["Flowers", "$3,200", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Flowers", amountCents: 320000 },
  },
  {
    id: "17b-not-a-correction",
    context: { budget: TRACKER },
    history: PROPOSED_TOTAL,
    question: "how many days until the wedding?",
    expect: ["300 days"],
    action: false,
  },
  {
    id: "17b-another-write-after",
    context: { budget: TRACKER },
    history: PROPOSED_TOTAL,
    question: "put 3,000 toward flowers",
    expect: ["Flowers", "$3,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Flowers", amountCents: 300000 },
  },

  // ── References for writes ─────────────────────────────────────────────────────────────────────
  {
    id: "17b-save-hash",
    history: LAKESIDE_SEARCH,
    question: "can you save #2",
    expect: ["North Coast Shore Club", CONFIRM],
    action: "north-coast-shore-club",
  },
  {
    id: "17b-bookmark-last",
    history: LAKESIDE_SEARCH,
    question: "bookmark the last one",
    expect: ["Wavecrest Pavilion", CONFIRM],
    action: "wavecrest-pavilion",
  },
  {
    id: "17b-ok-save-that",
    history: ONE_BARN,
    question: "ok save that one",
    expect: ["Bramblewood Farmstead", CONFIRM],
    action: "bramblewood-farmstead",
  },
  {
    id: "17b-take-third-off",
    context: { savedVenues: SAVED },
    history: SAVED_LIST,
    question: "take the third off my list",
    expect: ["Parapet Sky Deck", CONFIRM],
    action: { kind: "remove_saved_venue", venueSlug: "parapet-sky-deck" },
  },
  {
    id: "17b-delete-2nd-favourites",
    context: { savedVenues: SAVED },
    history: SAVED_LIST,
    question: "delete the 2nd one from our favorites",
    expect: ["Bramblewood Farmstead", CONFIRM],
    action: { kind: "remove_saved_venue", venueSlug: "bramblewood-farmstead" },
  },

  // ── Follow-up filters ─────────────────────────────────────────────────────────────────────────
  {
    id: "17b-them-under-15k",
    history: LAKESIDE_SEARCH,
    question: "which of them are under 15k",
    expect: [/lakeside venues? in Cleveland/i],
    venues: { city: "cleveland", style: "lakeside", maxPrice: 15000, atLeast: 1 },
  },
  {
    id: "17b-any-seat-250",
    history: LAKESIDE_SEARCH,
    question: "do any of those seat 250?",
    expect: ["North Coast Shore Club"],
  },
  {
    id: "17b-indoor-ones",
    history: LAKESIDE_SEARCH,
    question: "only indoor ones pls",
    expect: [/indoor lakeside venues? in Cleveland/i],
    venues: { city: "cleveland", style: "lakeside", setting: "indoor", atLeast: 1 },
  },
  {
    id: "17b-less-pricey",
    history: LAKESIDE_SEARCH,
    question: "anything less pricey?",
    expect: [/lakeside venues? in Cleveland/i, "under $16,250"],
    venues: { city: "cleveland", style: "lakeside", maxPrice: 16249, atLeast: 1 },
  },
  {
    id: "17b-plain-search-not-follow-up",
    history: LAKESIDE_SEARCH,
    question: "find cheap barn venues in Columbus",
    expect: [/barn venues? in Columbus/i],
    venues: { city: "columbus", style: "barn" },
  },

  // ── Households ────────────────────────────────────────────────────────────────────────────────
  {
    id: "17b-cousin-wife",
    question: "add my cousin jake miller and his wife emma",
    expect: ["Jake Miller", "Emma Miller", CONFIRM],
    action: { guests: ["Jake Miller", "Emma Miller"] },
  },
  {
    id: "17b-garcias",
    question: "please add the Garcias: Luis, Maria and their daughter Sofia",
    expect: ["Luis Garcia", "Sofia Garcia", CONFIRM],
    action: { guests: ["Luis Garcia", "Maria Garcia", "Sofia Garcia"] },
  },
  {
    id: "17b-ampersand",
    question: "invite Tom & Jerry Baker",
    expect: ["Tom Baker", "Jerry Baker", CONFIRM],
    action: { guests: ["Tom Baker", "Jerry Baker"] },
  },
  {
    id: "17b-w-plus-one",
    question: "pls add jen park w/ a plus one",
    expect: ["Jen Park", CONFIRM],
    action: { guests: ["Jen Park"], plusOnes: 1 },
  },

  // ── Listing names with typos ──────────────────────────────────────────────────────────────────
  {
    id: "17b-bramblewod",
    question: "how much is the bramblewod farmstead?",
    expect: ["Bramblewood Farmstead", "$5,250"],
  },
  {
    id: "17b-mapels",
    question: "does twin mapels wine estate do outdoor ceremonies",
    expect: ["Twin Maples Wine Estate"],
  },
  {
    id: "17b-lumen-possessive",
    question: "lumen portrait's price?",
    expect: ["Lumen Portraits", "$1,250"],
  },
  {
    id: "17b-forge-hal",
    question: "whats the capacity at forge event hal",
    expect: ["Forge Event Hall", "260"],
  },
  {
    id: "17b-compare-hose",
    question: "compare the sterling ballroom and hollister hose",
    expect: ["Sterling Ballroom", "Hollister House", /side by side/],
  },
  {
    id: "17b-aldrige",
    question: "how big is the aldrige ballroom",
    expect: ["Aldridge Ballroom", "240"],
  },

  // ── Shorthand ─────────────────────────────────────────────────────────────────────────────────
  {
    id: "17b-wat-venues-r",
    question: "wat venues r available in nashville for 100",
    expect: [/venues in Nashville/i],
    venues: { city: "nashville", minSeated: 100, atLeast: 1 },
  },
  {
    id: "17b-u-got-florists",
    question: "u got any florists in cincy?",
    expect: [/florists in Cincinnati/i],
    vendors: { city: "cincinnati", category: "florists", atLeast: 1 },
  },
  {
    id: "17b-ppl-rsvpd",
    context: { guests: { attending: 42, pending: 18, declined: 6 } },
    question: "hw many ppl have rsvpd so far",
    expect: ["42 attending"],
  },

  // ── Budget paraphrases ────────────────────────────────────────────────────────────────────────
  {
    id: "17b-spending-flowers",
    context: { budget: TRACKER },
    question: "how much r we spending on flowers",
    expect: ["$2,500"],
    reject: ["/vendor/"],
  },
  {
    id: "17b-portion-photo",
    context: { budget: TRACKER },
    question: "what portion of the budget is photography",
    expect: ["$4,000", "10%"],
    reject: ["/vendor/"],
  },
  {
    id: "17b-allow-music",
    context: { budget: TRACKER },
    question: "how much did we allow for music",
    expect: ["$1,500"],
    reject: ["/vendor/"],
  },
  {
    id: "17b-put-aside-venue",
    context: { budget: TRACKER },
    question: "hw much is put aside for the venue",
    expect: ["$15,000"],
    reject: ["/venues/"],
  },
  {
    id: "17b-percent-sign",
    context: { budget: TRACKER },
    question: "what % of our budget is catering",
    expect: ["$12,000", "30%"],
    reject: ["/vendor/"],
  },

  // ── Knowledge paraphrases ─────────────────────────────────────────────────────────────────────
  {
    id: "17b-diff-service-tip",
    question: "whats the diff between a service charge and a tip",
    expect: [/service charge/i, /(isn't|not the same as) a tip/i],
  },
  {
    id: "17b-who-pays-tradition",
    question: "who traditionally pays for the wedding",
    expect: [/bride's family/i],
  },
  {
    id: "17b-std-how-early",
    question: "how early do save the dates need to go out",
    expect: [/six to eight months/i],
  },
  {
    id: "17b-tip-photographer",
    question: "do we need to tip the photographer",
    expect: [/photographer/i, /\$50 to \$200/],
  },
];
