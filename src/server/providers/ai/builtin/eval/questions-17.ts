import type { ChatTurn } from "../../types";
import type { EvalCase } from "./questions";

/**
 * Tuning questions for the second round of issue #16 (decision 049): relative money changes, corrections
 * to a pending proposal, ordinal and pronoun references for writes, follow-up filters on the listings just
 * shown, households written many ways, listing names with typos, chat shorthand, budget and knowledge
 * paraphrases — in couples' words, typos included. Tuned on; the held-out files are written apart.
 */

export const CONFIRM = /confirm below/i;

/** A budget tracker with the categories these questions name. */
export const TRACKER = {
  totalBudget: 40000,
  categories: [
    { name: "Venue", allocated: 15000 },
    { name: "Catering", allocated: 12000 },
    { name: "Photography", allocated: 4000 },
    { name: "Flowers", allocated: 2500 },
    { name: "Music", allocated: 1500 },
  ],
};

export const LAKESIDE_SEARCH: ChatTurn[] = [
  { role: "user", content: "show me lakeside venues in cleveland" },
  {
    role: "assistant",
    content:
      "I found **5** lakeside venues in Cleveland that seat 120+ (your guest count):\n\n1. **[Harbor Light Pavilion](/venues/harbor-light-pavilion)** — Cleveland · seats 240 · from $16,250 · lakeside\n2. **[North Coast Shore Club](/venues/north-coast-shore-club)** — Cleveland · seats 260 · from $18,000 · lakeside\n3. **[Wavecrest Pavilion](/venues/wavecrest-pavilion)** — Cleveland · seats 230 · from $12,750 · lakeside, garden, ballroom\n\n[See them on the venues page](/venues?q=lakeside&city=cleveland&guests=120)",
  },
];

export const ONE_BARN: ChatTurn[] = [
  { role: "user", content: "any barn venues for 150 in cleveland?" },
  {
    role: "assistant",
    content:
      "I found **1** barn venue in Cleveland that seats 150+:\n\n1. **[Bramblewood Farmstead](/venues/bramblewood-farmstead)** — Medina, Cleveland · seats 160 · from $5,250 · barn\n\n[See them on the venues page](/venues?q=barn&city=cleveland&guests=150)",
  },
];

export const PHOTOGRAPHERS: ChatTurn[] = [
  { role: "user", content: "photographers in cleveland?" },
  {
    role: "assistant",
    content:
      "I found **5** photographers in Cleveland (your city):\n\n1. **[Kindred Photographs](/vendor/kindred-photographs-cleveland)** — Photographer, Cleveland · from $1,600\n2. **[Silver Lining Portraits](/vendor/silver-lining-portraits-cleveland)** — Photographer, Cleveland · from $1,350\n3. **[Northlight Photo Co.](/vendor/northlight-photo-co-cleveland)** — Photographer, Cleveland · from $1,300\n\n[See them on June Weddings](/cleveland/vendors/photographers)",
  },
];

export const SAVED_LIST: ChatTurn[] = [
  { role: "user", content: "what venues did we save?" },
  {
    role: "assistant",
    content:
      "You've saved 3 venues:\n\n1. **[Twin Maples Wine Estate](/venues/twin-maples-wine-estate)** — Cleveland · from $8,000 · vineyard, historic\n2. **[Bramblewood Farmstead](/venues/bramblewood-farmstead)** — Cleveland · from $5,250 · barn\n3. **[Parapet Sky Deck](/venues/parapet-sky-deck)** — Cleveland · from $13,500 · rooftop, ballroom\n\n[Compare them side by side](/compare-venues) or book a tour from a venue's page.",
  },
];
export const SAVED = ["parapet-sky-deck", "bramblewood-farmstead", "twin-maples-wine-estate"];

export const proposed = (ask: string, said: string): ChatTurn[] => [
  { role: "user", content: said },
  { role: "assistant", content: `${ask} Please confirm below — nothing changes until you do.` },
];
export const PROPOSED_TOTAL = proposed(
  "Shall I set your total budget to $45,000 (was $40,000)?",
  "set our budget to 45k",
);
export const PROPOSED_FLOWERS = proposed(
  "Shall I set Flowers to $3,000 (now $2,500)?",
  "put 3000 toward flowers",
);
export const PROPOSED_GUESTS = proposed(
  "Shall I change your guest count to 140 guests?",
  "we're expecting 140 now",
);
export const PROPOSED_DATE = proposed(
  "Shall I change your wedding date to Saturday, June 12, 2027?",
  "we moved the date to june 12 2027",
);

export const evalCases17: EvalCase[] = [
  // ── Relative money changes: old ± delta ─────────────────────────────────────────────────────────
  {
    id: "17-raise-total-by",
    context: { budget: TRACKER },
    question: "raise the total by 3,000",
    expect: ["$43,000", "$40,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4300000 },
  },
  {
    id: "17-knock-off",
    context: { budget: TRACKER },
    question: "knock 2k off our budget",
    expect: ["$38,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 3800000 },
  },
  {
    id: "17-another-toward",
    context: { budget: TRACKER },
    question: "put another $1,500 toward photography",
    expect: ["Photography", "$5,500", "$4,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 550000 },
  },
  {
    id: "17-bump-percent",
    context: { budget: TRACKER },
    question: "bump catering up 10%",
    expect: ["Catering", "$13,200", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Catering", amountCents: 1320000 },
  },
  {
    id: "17-cut-flowers-by",
    context: { budget: TRACKER },
    question: "cut flowers by $500 pls",
    expect: ["Flowers", "$2,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Flowers", amountCents: 200000 },
  },
  {
    id: "17-increase-typo",
    context: { budget: TRACKER },
    question: "can u increse our budget by 5k",
    expect: ["$45,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4500000 },
  },
  {
    id: "17-lower-percent",
    context: { budget: TRACKER },
    question: "lower our overall budget by 10 percent",
    expect: ["$36,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 3600000 },
  },
  {
    id: "17-add-more-music",
    context: { budget: TRACKER },
    question: "add 500 more to the music budget",
    expect: ["Music", "$2,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Music", amountCents: 200000 },
  },

  // ── Corrections to the change June just proposed ───────────────────────────────────────────────
  {
    id: "17-correct-total",
    context: { budget: TRACKER },
    history: PROPOSED_TOTAL,
    question: "no, make it 38k",
    expect: ["$38,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 3800000 },
  },
  {
    id: "17-correct-total-then",
    context: { budget: TRACKER },
    history: PROPOSED_TOTAL,
    question: "hmm, 42,000 then",
    expect: ["$42,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4200000 },
  },
  {
    id: "17-correct-category",
    context: { budget: TRACKER },
    history: PROPOSED_FLOWERS,
    question: "actually make that 3.5k",
    expect: ["Flowers", "$3,500", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Flowers", amountCents: 350000 },
  },
  {
    id: "17-correct-guests",
    history: PROPOSED_GUESTS,
    question: "actually 150 guests",
    expect: ["150", CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "guestCount", to: "150" }] },
  },
  {
    id: "17-correct-guests-bare",
    history: PROPOSED_GUESTS,
    question: "sorry i meant 145",
    expect: ["145", CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "guestCount", to: "145" }] },
  },
  {
    id: "17-correct-date",
    history: PROPOSED_DATE,
    question: "change that to the 14th of June instead",
    expect: [/June 14, 2027/, CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "weddingDate", to: "2027-06-14" }] },
  },
  {
    id: "17-correct-relative",
    context: { budget: TRACKER },
    history: PROPOSED_TOTAL,
    question: "wait, 2k less than that",
    expect: ["$43,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4300000 },
  },

  // ── Ordinal and pronoun references for writes ─────────────────────────────────────────────────
  {
    id: "17-save-third",
    history: LAKESIDE_SEARCH,
    question: "save the third one",
    expect: ["Wavecrest Pavilion", CONFIRM],
    action: "wavecrest-pavilion",
  },
  {
    id: "17-add-it-to-list",
    history: ONE_BARN,
    question: "that one's perfect, add it to my list",
    expect: ["Bramblewood Farmstead", CONFIRM],
    action: "bramblewood-farmstead",
  },
  {
    id: "17-keep-it",
    history: ONE_BARN,
    question: "love this, keep it",
    expect: ["Bramblewood Farmstead", CONFIRM],
    action: "bramblewood-farmstead",
  },
  {
    id: "17-save-2nd-shorthand",
    history: LAKESIDE_SEARCH,
    question: "sav the 2nd one pls",
    expect: ["North Coast Shore Club", CONFIRM],
    action: "north-coast-shore-club",
  },
  {
    id: "17-drop-second-saved",
    context: { savedVenues: SAVED },
    history: SAVED_LIST,
    question: "drop the second from my saved venues",
    expect: ["Bramblewood Farmstead", CONFIRM],
    action: { kind: "remove_saved_venue", venueSlug: "bramblewood-farmstead" },
  },
  {
    id: "17-get-rid-first",
    context: { savedVenues: SAVED },
    history: SAVED_LIST,
    question: "get rid of the first one",
    expect: ["Twin Maples Wine Estate", CONFIRM],
    action: { kind: "remove_saved_venue", venueSlug: "twin-maples-wine-estate" },
  },
  {
    id: "17-remove-it",
    context: { savedVenues: ["bramblewood-farmstead"] },
    history: ONE_BARN,
    question: "remove it",
    expect: ["Bramblewood Farmstead", CONFIRM],
    action: { kind: "remove_saved_venue", venueSlug: "bramblewood-farmstead" },
  },

  // ── Follow-up filters on the listings just shown ──────────────────────────────────────────────
  {
    id: "17-those-under-10k",
    history: LAKESIDE_SEARCH,
    question: "any of those under $10k?",
    expect: [/lakeside venues? in Cleveland/i, "$10,000"],
    venues: { city: "cleveland", style: "lakeside", maxPrice: 10000, atLeast: 1 },
  },
  {
    id: "17-these-hold-180",
    history: LAKESIDE_SEARCH,
    question: "which of these hold 180 people",
    expect: ["Harbor Light Pavilion", "Wavecrest Pavilion"],
    venues: { city: "cleveland", minSeated: 180 },
  },
  {
    id: "17-cheaper-ones",
    history: LAKESIDE_SEARCH,
    question: "just the cheaper ones",
    expect: [/lakeside venues? in Cleveland/i],
    reject: ["North Coast Shore Club"],
    venues: { city: "cleveland", style: "lakeside", maxPrice: 16249, atLeast: 1 },
  },
  {
    id: "17-more-affordable",
    history: LAKESIDE_SEARCH,
    question: "got any more affordable options?",
    expect: [/lakeside venues? in Cleveland/i],
    venues: { city: "cleveland", style: "lakeside", maxPrice: 16249, atLeast: 1 },
  },
  {
    id: "17-garden-ones",
    history: LAKESIDE_SEARCH,
    question: "only the ones with a garden",
    expect: [/garden/i, "Cleveland"],
    venues: { city: "cleveland", style: "garden", atLeast: 1 },
  },
  {
    id: "17-vendors-cheaper",
    history: PHOTOGRAPHERS,
    question: "any cheaper ones?",
    expect: [/photographers in Cleveland/i],
    reject: ["Kindred Photographs"],
    vendors: { city: "cleveland", category: "photographers", maxPrice: 1349, atLeast: 1 },
  },

  // ── Households in many formats ────────────────────────────────────────────────────────────────
  {
    id: "17-nguyens",
    question: "add the Nguyens — Minh and Lan Nguyen",
    expect: ["Minh Nguyen", "Lan Nguyen", CONFIRM],
    action: { guests: ["Minh Nguyen", "Lan Nguyen"] },
  },
  {
    id: "17-aunt-and-husband",
    question: "put my aunt Rosa Diaz and her husband Carl on the list",
    expect: ["Rosa Diaz", "Carl Diaz", CONFIRM],
    action: { guests: ["Rosa Diaz", "Carl Diaz"] },
  },
  {
    id: "17-plus-one",
    question: "add Sam Lee and a plus one",
    expect: ["Sam Lee", CONFIRM],
    action: { guests: ["Sam Lee"], plusOnes: 1 },
  },
  {
    id: "17-okafor-family",
    question: "invite the Okafor family: Chidi, Ada, and their son Obi",
    expect: ["Chidi Okafor", "Obi Okafor", CONFIRM],
    action: { guests: ["Chidi Okafor", "Ada Okafor", "Obi Okafor"] },
  },
  {
    id: "17-lowercase-mom",
    question: "can u add priya shah and her mom anita shah pls",
    expect: ["Priya Shah", "Anita Shah", CONFIRM],
    action: { guests: ["Priya Shah", "Anita Shah"] },
  },

  // ── Listing names with typos ──────────────────────────────────────────────────────────────────
  {
    id: "17-harbour-pavillion",
    question: "how many people does the harbour light pavillion hold?",
    expect: ["Harbor Light Pavilion", "240"],
    reject: [/attending/],
  },
  {
    id: "17-kindrid-possessive",
    question: "kindrid photography's prices?",
    expect: ["Kindred Photographs", "$1,600"],
  },
  {
    id: "17-transposed",
    question: "tell me about lakeveiw glasshouse",
    expect: ["Lakeview Glasshouse", "seats 130", "$9,250"],
  },
  {
    id: "17-missing-letter",
    question: "what does Hollster House cost?",
    expect: ["Hollister House", "$17,000"],
  },
  {
    id: "17-extra-letter",
    question: "can Wavecrestt Pavilion seat 200?",
    expect: ["Wavecrest Pavilion", "230"],
  },
  {
    id: "17-wrong-letter",
    question: "is the thornbury hell indoors?",
    expect: ["Thornbury Hall"],
  },
  {
    id: "17-category-attached",
    question: "the larkspur florist, how much do they charge?",
    expect: ["Larkspur Floral Studio", "$500"],
  },
  {
    id: "17-compare-typos",
    question: "compare harbour lite pavilion and wavecrest pavillion",
    expect: ["Harbor Light Pavilion", "Wavecrest Pavilion", /side by side/],
  },

  // ── Chat shorthand and misspelt question words ────────────────────────────────────────────────
  {
    id: "17-wats-budget",
    context: { budget: TRACKER },
    question: "wats our budget?",
    expect: ["$40,000"],
  },
  {
    id: "17-hw-many-days",
    question: "hw many days til the wedding",
    expect: ["300 days"],
  },
  {
    id: "17-u-find-dj",
    question: "can u find me a dj in cbus pls",
    expect: [/DJs and bands in Columbus/i],
    vendors: { category: "djband", city: "columbus", atLeast: 1 },
  },
  {
    id: "17-r-we-over",
    context: { budget: TRACKER },
    question: "r we over budget?",
    expect: ["$40,000"],
  },
  {
    id: "17-abt",
    question: "tell me abt Twin Maples Wine Estate",
    expect: ["Twin Maples Wine Estate", "$8,000"],
  },
  {
    id: "17-wht-venues-with",
    question: "wht venues seat 200 w/ a garden",
    expect: [/garden venues/i],
    venues: { style: "garden", minSeated: 200, atLeast: 1 },
  },
  {
    id: "17-wen-married",
    question: "wen r we getting married",
    expect: [/300 days/],
  },

  // ── Budget paraphrases ────────────────────────────────────────────────────────────────────────
  {
    id: "17-set-aside-dj",
    context: { budget: TRACKER },
    question: "how much have we set aside for the DJ",
    expect: ["$1,500"],
    reject: ["/vendor/"],
  },
  {
    id: "17-earmarked",
    context: { budget: TRACKER },
    question: "what's earmarked for catering",
    expect: ["$12,000"],
    reject: ["/vendor/"],
  },
  {
    id: "17-budget-photos-again",
    context: { budget: TRACKER },
    question: "what did we budget for photos again?",
    expect: ["$4,000"],
    reject: ["/vendor/"],
  },
  {
    id: "17-share-venue",
    context: { budget: TRACKER },
    question: "what share of our money goes to the venue",
    expect: ["$15,000", "38%"],
    reject: ["/venues/"],
  },
  {
    id: "17-percent-flowers",
    context: { budget: TRACKER },
    question: "percent of budget on flowers",
    expect: ["$2,500", "6%"],
    reject: ["/vendor/"],
  },
  {
    id: "17-allocated-typo",
    context: { budget: TRACKER },
    question: "how much did we alocate to photograpy",
    expect: ["$4,000"],
    reject: ["/vendor/"],
  },

  // ── Knowledge paraphrases ─────────────────────────────────────────────────────────────────────
  {
    id: "17-invites-vs-std",
    question: "when do invites go out vs save the dates?",
    expect: [/six to eight weeks/i, /six to eight months/i],
  },
  {
    id: "17-service-charge-tip",
    question: "is the service charge the same thing as a tip?",
    expect: [/service charge/i, /(isn't|not the same as) a tip/i],
  },
  {
    id: "17-who-pays",
    question: "who's supposed to pay for the rehearsal dinner?",
    expect: [/groom's family/i],
  },
  {
    id: "17-gratuity-how-much",
    question: "how much shud we tip the dj",
    expect: [/\$50 to \$150 for the DJ/],
  },
];
