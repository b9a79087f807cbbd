import type { ChatTurn } from "../../types";
import { count, usd, type HeldOut18Case } from "./questions-held-out-18-patterns";

/**
 * Held-out set #18: listings of the demo marketplace, named (often misspelt), searched with filters,
 * compared, and followed up on ("the cheapest one", "the third one", "which of those…"). Every figure is
 * the seeded row's (capacity_seated, price_from), quoted in the comment beside the case.
 */

/** Columbus barns as June would have listed them (seeded: 100 seats/$4,000; 90/$5,250; 150/$9,000). */
const COLUMBUS_BARNS: ChatTurn[] = [
  { role: "user", content: "show me barn venues in columbus" },
  {
    role: "assistant",
    content:
      "Here are some barn venues in Columbus:\n\n" +
      "1. [Maple Hollow Barn](/venues/maple-hollow-barn): seats 100, from $4,000\n" +
      "2. [Foxglove Farm](/venues/foxglove-farm): seats 90, from $5,250\n" +
      "3. [Sycamore Springs Farmstead](/venues/sycamore-springs-farmstead): seats 150, from $9,000\n\n" +
      "Want me to save any of them?",
  },
];

/** Nashville ballrooms (seeded: 130/$11,500; 140/$14,750; 320/$18,750; 350/$26,000). */
const NASHVILLE_BALLROOMS: ChatTurn[] = [
  { role: "user", content: "ballroom venues in nashville?" },
  {
    role: "assistant",
    content:
      "A few ballroom venues in Nashville:\n\n" +
      "- [Fairmount Mansion](/venues/fairmount-mansion): seats 130, from $11,500\n" +
      "- [Lantern Terrace](/venues/lantern-terrace): seats 140, from $14,750\n" +
      "- [The Sterling Ballroom](/venues/the-sterling-ballroom): seats 320, from $18,750\n" +
      "- [The Bellamy Grand Ballroom](/venues/the-bellamy-grand-ballroom): seats 350, from $26,000",
  },
];

/** Columbus vineyards, then which is biggest (seeded: 60/$7,250; 180/$11,500; 200/$12,000). */
const COLUMBUS_VINEYARDS_BIGGEST: ChatTurn[] = [
  { role: "user", content: "vinyard venues in columbus pls" },
  {
    role: "assistant",
    content:
      "Vineyard venues in Columbus:\n\n" +
      "- [Hillside Vineyard](/venues/hillside-vineyard): seats 60, from $7,250\n" +
      "- [Quarry Hill Vineyard](/venues/quarry-hill-vineyard): seats 180, from $11,500\n" +
      "- [Briar Ridge Estate Vineyards](/venues/briar-ridge-estate-vineyards): seats 200, from $12,000",
  },
  { role: "user", content: "which is biggest" },
  {
    role: "assistant",
    content:
      "[Briar Ridge Estate Vineyards](/venues/briar-ridge-estate-vineyards) is the largest: it seats 200 guests, from $12,000.",
  },
];

export const heldOut18Listings: HeldOut18Case[] = [
  {
    id: "h18-list-capacity-fits",
    // wavecrest-pavilion: Cleveland, seats 230.
    context: { profile: { guestCount: 200 } },
    question: "is wavecrest pavillion big enuf for our 200 ppl",
    expect: [/Wavecrest Pavilion/i, count(230)],
    action: false,
  },
  {
    id: "h18-list-capacity-short",
    // the-thornbury-hall: Cleveland, seats 150 < 180.
    context: { profile: { guestCount: 180 } },
    question: "can the thornbury hall fit all 180 of us seated?",
    expect: [count(150), /\bnot\b|n't|too small|short|only|under|fewer|less/i],
    action: false,
  },
  {
    id: "h18-list-compare-two",
    // hollister-house: 250 seats, $17,000; north-coast-shore-club: 260 seats, $18,000.
    question: "compare hollister house and north coast shore club pls - price + how many they seat",
    expect: [/Hollister House/i, /North Coast Shore Club/i, count(250), count(260), usd(17000), usd(18000)],
    action: false,
  },
  {
    id: "h18-list-cheapest-city",
    // Columbus's lowest price_from: maple-hollow-barn, $4,000.
    question: "whats the cheapest venue in columbus",
    expect: [/Maple Hollow Barn/i, usd(4000)],
    venues: { city: "columbus" },
    action: false,
  },
  {
    id: "h18-list-rooftop-filter",
    // Nashville rooftops seating ≥ 120: lantern-terrace (140), brick-and-beam-loft (310).
    question: "rooftop venues in nashvile that seat at least 120?",
    expect: [],
    venues: { city: "nashville", style: "rooftop", minSeated: 120, atLeast: 1 },
    action: false,
  },
  {
    id: "h18-list-lakeside-three-filters",
    // Cleveland lakeside, ≤ $13,000, ≥ 150 seats: wavecrest-pavilion (230, $12,750).
    question: "lakeside spots in cleveland under 13k that fit 150 guests",
    expect: [],
    venues: { city: "cleveland", style: "lakeside", maxPrice: 13000, minSeated: 150, atLeast: 1 },
    action: false,
  },
  {
    id: "h18-list-vineyard-misspelt-city",
    // Cincinnati vineyards ≤ $11,000: laurel-creek-wine-estate ($10,750).
    question: "any vinyards near cincinati under 11000",
    expect: [],
    venues: { city: "cincinnati", style: "vineyard", maxPrice: 11000, atLeast: 1 },
    action: false,
  },
  {
    id: "h18-list-followup-which-fit",
    history: COLUMBUS_BARNS,
    question: "which of those can fit 120 ppl",
    expect: [/Sycamore Springs/i],
    action: false,
  },
  {
    id: "h18-list-followup-cheapest",
    history: COLUMBUS_BARNS,
    question: "the cheapest one - how much and how many seats again",
    expect: [/Maple Hollow/i, usd(4000), count(100)],
    action: false,
  },
  {
    id: "h18-list-followup-save-third",
    history: COLUMBUS_BARNS,
    question: "save the third one for us",
    expect: [],
    action: "sycamore-springs-farmstead",
  },
  {
    id: "h18-list-followup-under",
    history: NASHVILLE_BALLROOMS,
    question: "which of those are under 15k",
    expect: [/Fairmount Mansion/i, /Lantern Terrace/i],
    action: false,
  },
  {
    id: "h18-list-followup-second",
    history: NASHVILLE_BALLROOMS,
    question: "tell me more abt the second one",
    expect: [/Lantern Terrace/i],
    action: false,
  },
  {
    id: "h18-list-followup-save-that-one",
    history: COLUMBUS_VINEYARDS_BIGGEST,
    question: "ok save that one",
    expect: [],
    action: "briar-ridge-estate-vineyards",
  },
  {
    id: "h18-list-vendors-price",
    // Cincinnati photographers ≤ $1,300: paper-moon-studio, paper-moon-photography, true-north, hollow-tree.
    question: "photgraphers in cincy under 1300?",
    expect: [],
    vendors: { city: "cincinnati", category: "photographers", maxPrice: 1300, atLeast: 1 },
    action: false,
  },
  {
    id: "h18-list-vendor-cheapest",
    // Nashville djband, lowest price_from: neon-nights-band ($1,100).
    question: "need a dj or band in nashvile, whos the cheapest one",
    expect: [/Neon Nights Band/i],
    vendors: { city: "nashville", category: "djband" },
    action: false,
  },
  {
    id: "h18-list-named-price-capacity",
    // the-marquette-ballroom-and-terrace: Cincinnati, seats 390, from $23,500.
    question: "how much is the marquette ballroom in cincinatti and how many does it hold",
    expect: [/Marquette/i, usd(23500), count(390)],
    action: false,
  },
  {
    id: "h18-list-compare-three-cheapest",
    // twenty-two-rooftop $8,000; parapet-sky-deck $13,500; lakeview-glasshouse $9,250.
    question: "twenty two rooftop vs parapet sky deck vs lakeview glasshouse - which is cheapest?",
    expect: [/Twenty[- ]Two Rooftop/i, usd(8000), /cheapest|lowest|least expensive|most affordable/i],
    action: false,
  },
  {
    id: "h18-list-misspelt-capacity",
    // bramblewood-farmstead: Cleveland, seats 160 (not Nashville's Bramblewood Homestead, 200).
    question: "how many ppl does brambelwood farmstaed seat",
    expect: [/Bramblewood Farmstead/i, count(160)],
    action: false,
  },
  {
    id: "h18-list-caterers-under",
    // Cleveland caterers ≤ $7,000: fig-and-olive ($5,850), long-table-provisions ($6,500), cast-iron ($6,800).
    question: "caterers in cleveland under 7000??",
    expect: [],
    vendors: { city: "cleveland", category: "caterers", maxPrice: 7000, atLeast: 1 },
    action: false,
  },
];
