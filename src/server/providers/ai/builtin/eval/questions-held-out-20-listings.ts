import type { ChatTurn } from "../../types";
import type { EvalCase } from "./questions";
import { count, usd } from "./questions-held-out-18-patterns";

/**
 * Held-out set #20, listings: venues and vendors named and misspelt in every way (a transposed, missing,
 * extra or wrong letter, words run together), filters by city, style, price, capacity and category,
 * cheapest and biggest, side-by-side comparisons, and follow-ups on an earlier list ("those", "the second
 * one", "the last one", "and in Cincinnati?") or an earlier venue ("it"). Every name, price and seat
 * count was read from the seeded demo marketplace (venues/vendors tables).
 */

/** Columbus' four vineyard venues, as an earlier reply would have listed them (seeded prices and seats). */
const COLUMBUS_VINEYARDS: ChatTurn[] = [
  { role: "user", content: "any vineyard venues in columbus?" },
  {
    role: "assistant",
    content:
      "Here are **4** vineyard venues in Columbus:\n\n" +
      "1. **[Quarry Hill Vineyard](/venues/quarry-hill-vineyard)** — Grandview Heights · seats 180 · from $11,500\n" +
      "2. **[Sycamore Springs Farmstead](/venues/sycamore-springs-farmstead)** — Lancaster · seats 150 · from $9,000\n" +
      "3. **[Hillside Vineyard](/venues/hillside-vineyard)** — Dublin · seats 60 · from $7,250\n" +
      "4. **[Briar Ridge Estate Vineyards](/venues/briar-ridge-estate-vineyards)** — Worthington · seats 200 · from $12,000",
  },
];

/** Cleveland's five photographers, cheapest first, as an earlier reply would have listed them. */
const CLEVELAND_PHOTOGRAPHERS: ChatTurn[] = [
  { role: "user", content: "photographers in cleveland pls" },
  {
    role: "assistant",
    content:
      "Here are **5** photographers in Cleveland:\n\n" +
      "1. **[Hollow Tree Studio](/vendor/hollow-tree-studio-cleveland)** — from $1,200\n" +
      "2. **[Lumen Portraits](/vendor/lumen-portraits-cleveland)** — from $1,250\n" +
      "3. **[Northlight Photo Co.](/vendor/northlight-photo-co-cleveland)** — from $1,300\n" +
      "4. **[Silver Lining Portraits](/vendor/silver-lining-portraits-cleveland)** — from $1,350\n" +
      "5. **[Kindred Photographs](/vendor/kindred-photographs-cleveland)** — from $1,600",
  },
];

/** One venue talked about: the follow-ups say "it". */
const LANTERN_TERRACE: ChatTurn[] = [
  { role: "user", content: "tell me about lantern terrace" },
  {
    role: "assistant",
    content:
      "**[Lantern Terrace](/venues/lantern-terrace)** is a rooftop venue in 12South, Nashville, from **$14,750**. " +
      "It has a valet, string lights and a rain plan.",
  },
];

export const heldOut20Listings: EvalCase[] = [
  {
    id: "h20-list-transposed",
    question: "how many ppl does wavecerst pavilion seat",
    expect: ["Wavecrest Pavilion", count(230)],
    reject: [/I don't know that one/i],
  },
  {
    id: "h20-list-missing-letter",
    question: "bramblwood farmstead price?",
    // Not Nashville's Bramblewood Homestead ($7,500).
    expect: ["Bramblewood Farmstead", usd(5250)],
    reject: [/I don't know that one/i, usd(7500)],
  },
  {
    id: "h20-list-wrong-letter",
    question: "tell me about the whitmore mension",
    expect: ["Whitmore Mansion", /Nashville/, count(240), usd(16250)],
    reject: [/I don't know that one/i],
  },
  {
    id: "h20-list-extra-letter",
    question: "is the kensingston library big enough for 120?",
    // The Kensington Library (Columbus) seats 130.
    expect: ["Kensington Library", count(130)],
    reject: [/I don't know that one/i],
  },
  {
    id: "h20-list-run-together",
    question: "whats the starting price at millworksstudio",
    expect: ["Millworks Studio", usd(10000)],
    reject: [/I don't know that one/i],
  },
  {
    id: "h20-list-named-ampersand",
    question: "price of the sterling ballroom and terace?",
    // Cleveland's The Sterling Ballroom & Terrace, not Nashville's The Sterling Ballroom ($18,750).
    expect: [/Sterling Ballroom (?:&|&amp;|and) Terrace/i, usd(23750)],
    reject: [usd(18750)],
  },
  {
    id: "h20-list-vendor-typo",
    question: "what do lumen portriats charge",
    expect: ["Lumen Portraits", usd(1250)],
    reject: [/I don't know that one/i],
  },
  {
    id: "h20-list-vendor-split-word",
    question: "how much is sift bakeshop in nashville",
    expect: ["Sift Bake Shop", usd(500)],
    reject: [/I don't know that one/i],
  },
  {
    id: "h20-list-barn-under",
    question: "barn venues in cincinnati under 9k?",
    // Hollyhock Gardens $6,500, Red Fox and Buckeye Hollow $8,000 (Copper Vine Winery is $11,500).
    expect: [],
    venues: { city: "cincinnati", style: "barn", maxPrice: 9000, atLeast: 2 },
  },
  {
    id: "h20-list-rooftop-capacity",
    question: "rooftop spots in nashville that fit 100+ people",
    // Brick & Beam Loft seats 310, Lantern Terrace 140; Cityview Terrace (90) and Northstar (60) don't fit.
    expect: [],
    venues: { city: "nashville", style: "rooftop", minSeated: 100, atLeast: 2 },
  },
  {
    id: "h20-list-outdoor-columbus",
    question: "outdoor wedding venues in columbus",
    expect: [],
    venues: { city: "columbus", setting: "outdoor", atLeast: 1 },
  },
  {
    id: "h20-list-cheapest-nashville",
    question: "whats the cheapest venue in nashville",
    // Hickory Bend Barn & Meadow from $6,250 (Primrose Garden Pavilion is next at $6,500).
    expect: ["Hickory Bend", usd(6250)],
  },
  {
    id: "h20-list-biggest-columbus",
    question: "biggest venue you've got in columbus? capacity wise",
    expect: ["Railyard Warehouse", count(250)],
  },
  {
    id: "h20-list-300-cleveland",
    question: "we need room for 300 seated in cleveland, what are our options",
    // Machine Shop Loft (350) and The Sterling Ballroom & Terrace (390): the only two.
    expect: ["Machine Shop Loft", "Sterling Ballroom"],
    venues: { city: "cleveland", minSeated: 300, atLeast: 2 },
  },
  {
    id: "h20-list-florists-budget",
    question: "florists in columbus under $550",
    // Stem Street Floral Studio $475 and Stem Street Floral Design $500.
    expect: [/Stem Street/],
    vendors: { city: "columbus", category: "florists", maxPrice: 550, atLeast: 1 },
  },
  {
    id: "h20-list-caterer-count",
    question: "how many caterers do u have in cincinnati",
    expect: [count(5)],
    vendors: { city: "cincinnati", category: "caterers" },
  },
  {
    id: "h20-list-compare",
    question: "compare hollyhock gardens vs magnolia garden house for me",
    // Hollyhock: seats 140, from $6,500. Magnolia: seats 80, from $8,000.
    expect: ["Hollyhock Gardens", "Magnolia Garden House", count(140), count(80), usd(6500), usd(8000)],
  },
  {
    id: "h20-list-which-bigger",
    question: "which is bigger, forge event hall or hollister house",
    // Forge seats 260, Hollister House 250.
    expect: ["Forge Event Hall", count(260), count(250)],
  },
  {
    id: "h20-list-follow-cheapest-of-those",
    history: COLUMBUS_VINEYARDS,
    question: "which of those is the cheapest",
    expect: ["Hillside Vineyard", usd(7250)],
  },
  {
    id: "h20-list-follow-second",
    history: COLUMBUS_VINEYARDS,
    question: "tell me more about the second one",
    expect: ["Sycamore Springs Farmstead", count(150)],
  },
  {
    id: "h20-list-follow-fit",
    history: COLUMBUS_VINEYARDS,
    question: "do any of them fit 190 people?",
    // Only Briar Ridge (200); Quarry Hill seats 180.
    expect: ["Briar Ridge", count(200)],
  },
  {
    id: "h20-list-follow-other-city",
    history: COLUMBUS_VINEYARDS,
    question: "ok and what about in cincinnati?",
    expect: [],
    venues: { city: "cincinnati", style: "vineyard", atLeast: 1 },
  },
  {
    id: "h20-list-follow-save-last",
    history: COLUMBUS_VINEYARDS,
    question: "love the last one, save it",
    expect: ["Briar Ridge"],
    action: "briar-ridge-estate-vineyards",
  },
  {
    id: "h20-list-follow-it-seats",
    history: LANTERN_TERRACE,
    question: "how many people does it seat?",
    expect: [count(140)],
  },
  {
    id: "h20-list-follow-priciest-vendor",
    history: CLEVELAND_PHOTOGRAPHERS,
    question: "which one's the priciest",
    expect: ["Kindred Photographs", usd(1600)],
  },
  {
    id: "h20-list-follow-vendor-city",
    history: CLEVELAND_PHOTOGRAPHERS,
    question: "what about nashville",
    expect: [],
    vendors: { city: "nashville", category: "photographers", atLeast: 1 },
  },
];
