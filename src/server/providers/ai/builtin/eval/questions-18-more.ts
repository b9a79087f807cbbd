import type { EvalCase } from "./questions";
import { CONFIRM, LAKESIDE_SEARCH, PHOTOGRAPHERS, PROPOSED_DATE, SAVED, TRACKER } from "./questions-17";
import { DONT_KNOW, NO_VENDOR_LINKS, NO_VENUE_LINKS, NOT_SAVED, SERVED_CITIES } from "./questions-18-kit";

/**
 * A third wording of decision 054's classes, mixing them the way couples do: what-ifs about listings,
 * comparisons asked as "how does X stack up", pick-and-act follow-ups, places far from our four cities.
 */

export const evalCases18More: EvalCase[] = [
  {
    id: "18c-name-capacity-of",
    question: "What's the capacity of Forge Event Hall?",
    expect: ["Forge Event Hall", "260"],
    reject: [DONT_KNOW],
  },
  {
    id: "18c-name-interested",
    question: "we're interested in Skyline Roof Garden, how much is it?",
    expect: ["Skyline Roof Garden", "$14,750"],
    reject: [DONT_KNOW],
  },
  {
    id: "18c-name-do-you-know",
    question: "do you know hollyhock gardens?",
    expect: ["Hollyhock Gardens"],
    reject: [DONT_KNOW],
  },
  {
    id: "18c-hypo-saved-fit",
    context: { savedVenues: SAVED },
    question: "if we invited 150 people, would our saved venues still fit?",
    expect: ["150", "Parapet Sky Deck", /too small/],
    action: false,
  },
  {
    id: "18c-hypo-which-venues",
    question: "what if we had 300 guests — which venues in cleveland would work?",
    expect: [/seat/],
    venues: { city: "cleveland", minSeated: 300 },
    action: false,
  },
  {
    id: "18c-hypo-left-to-allocate",
    context: { budget: TRACKER },
    question:
      "If we increase the budget to 55k, how much would we have left to allocate? Don't change it yet.",
    expect: ["$55,000", "$20,000", NOT_SAVED],
    action: false,
  },
  {
    id: "18c-hypo-per-guest-no-change",
    context: { budget: TRACKER },
    question: "What would the cost per guest be with 180 guests? don't change anything",
    expect: ["180", /\$222/, NOT_SAVED],
    action: false,
  },
  {
    id: "18c-compare-stack-up",
    question: "How does Forge Event Hall stack up against Machine Shop Loft?",
    expect: ["Forge Event Hall", "Machine Shop Loft", "260", "350"],
  },
  {
    id: "18c-compare-for-guests",
    question: "Twin Maples Wine Estate versus Hollister House for 200 guests",
    expect: ["Twin Maples Wine Estate", "Hollister House", /too small for 200/],
    reject: [/both fit/i],
  },
  {
    id: "18c-proposed-is-saturday",
    history: PROPOSED_DATE,
    question: "is that a saturday?",
    expect: ["Saturday", "June 12, 2027"],
    action: false,
  },
  {
    id: "18c-proposed-months",
    history: PROPOSED_DATE,
    question: "how many months away is that",
    expect: [/\d+ months/, "June 12, 2027"],
    action: false,
  },
  {
    id: "18c-shown-which-of-these-cheapest",
    history: LAKESIDE_SEARCH,
    question: "which of these is cheapest",
    expect: ["Wavecrest Pavilion", "$12,750"],
  },
  {
    id: "18c-shown-most-capacity",
    history: LAKESIDE_SEARCH,
    question: "which one has the most capacity?",
    expect: ["North Coast Shore Club", "260"],
  },
  {
    id: "18c-shown-vendor-category-pick",
    history: PHOTOGRAPHERS,
    question: "which photographer is cheapest?",
    expect: ["Northlight Photo Co.", "$1,300"],
  },
  {
    id: "18c-shown-fit-count",
    context: { profile: { guestCount: 250 } },
    history: LAKESIDE_SEARCH,
    question: "which of them fit our guest count?",
    expect: ["North Coast Shore Club"],
    reject: ["[Harbor Light Pavilion]", "[Wavecrest Pavilion]"],
  },
  {
    id: "18c-saved-cheapest",
    context: { savedVenues: SAVED },
    question: "which of our saved venues is the cheapest?",
    expect: ["Bramblewood Farmstead", "$5,250"],
  },
  {
    id: "18c-outside-anything-in",
    question: "Do you have anything in Omaha? We want a barn wedding",
    expect: ["Omaha", ...SERVED_CITIES],
    reject: [NO_VENUE_LINKS],
  },
  {
    id: "18c-outside-destination",
    question: "we're doing a destination wedding in Tulum, any photographers?",
    expect: ["Tulum", ...SERVED_CITIES],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18c-nocat-dj-none",
    context: { budget: { totalBudget: 30000, categories: [{ name: "Venue", allocated: 12000 }] } },
    question: "how much have we set aside for a videographer?",
    expect: [/no videography line/i, "Venue"],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18c-noref-put-her",
    question: "put her on the guest list",
    expect: [/who|name/i, /\?/],
    action: false,
  },
  {
    id: "18c-noref-change-it-bare",
    question: "can you change it please",
    expect: [/what should I change/i],
    action: false,
  },
  {
    id: "18c-money-fifty-grand",
    context: { budget: TRACKER },
    question: "let's make the budget fifty grand",
    expect: ["$50,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 5000000 },
  },
  {
    id: "18c-money-cents",
    context: { budget: TRACKER },
    question: "set our budget to $42,500.00",
    expect: ["$42,500", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4250000 },
  },
  {
    id: "18c-guest-unnamed-wife",
    question: "add John Smith and his wife",
    expect: ["John Smith"],
    action: { guests: ["John Smith"], plusOnes: 1 },
  },
  {
    id: "18c-short-how-long-b4",
    question: "how long b4 we get married?",
    expect: [/\d+ days/],
  },
  {
    id: "18c-short-whn",
    question: "whn is the wedding",
    expect: [/\d+ days/],
  },
];
