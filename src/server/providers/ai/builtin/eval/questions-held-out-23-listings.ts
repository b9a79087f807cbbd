import type { ChatTurn } from "../../types";
import type { EvalCase } from "./questions";
import { count, usd } from "./questions-held-out-18-patterns";

/**
 * Held-out set #23, listings: venues named with every kind of misspelling (letters transposed, missing,
 * doubled or wrong, words run together or split), searches filtered by city, style, capacity and price,
 * vendors by trade, two listings compared, and follow-ups over several turns ("those", "the second
 * one", "it"). Every name, city, neighbourhood, price and capacity was checked in the seeded marketplace.
 */

const BOTH_SETTINGS =
  /\bboth\b|indoor[^.\n]{0,30}outdoor|outdoor[^.\n]{0,30}indoor|inside[^.\n]{0,30}outside|outside[^.\n]{0,30}inside/i;

/** An earlier answer listing Cleveland's lakeside venues, cheapest first (prices and seats from the seed). */
const LAKESIDE_TURNS: ChatTurn[] = [
  { role: "user", content: "show me lakeside venues in cleveland" },
  {
    role: "assistant",
    content:
      "Here are **5** lakeside venues in Cleveland:\n\n" +
      "1. **[Lakeview Glasshouse](/venues/lakeview-glasshouse)** — Flats East Bank · seats 130 · from $9,250\n" +
      "2. **[Wavecrest Pavilion](/venues/wavecrest-pavilion)** — Rocky River · seats 230 · from $12,750\n" +
      "3. **[Windward Lodge](/venues/windward-lodge)** — Avon Lake · seats 220 · from $14,500\n" +
      "4. **[Harbor Light Pavilion](/venues/harbor-light-pavilion)** — Rocky River · seats 240 · from $16,250\n" +
      "5. **[North Coast Shore Club](/venues/north-coast-shore-club)** — Edgewater · seats 260 · from $18,000",
  },
];

const FAIRMOUNT_TURNS: ChatTurn[] = [
  { role: "user", content: "tell me about fairmount mansion in nashville" },
  {
    role: "assistant",
    content:
      "**[Fairmount Mansion](/venues/fairmount-mansion)** is a historic venue in Nashville: seats 130, from $11,500, styles historic, ballroom and garden.",
  },
];

const FORGE_TURNS: ChatTurn[] = [
  { role: "user", content: "whats forge event hall like" },
  {
    role: "assistant",
    content:
      "**[Forge Event Hall](/venues/forge-event-hall)** is an industrial, historic space in Ohio City, Cleveland: seats 260, from $8,750.",
  },
];

export const heldOut23Listings: EvalCase[] = [
  // ── Names, misspelt ───────────────────────────────────────────────────────────────────────────
  {
    id: "h23-list-missing-letters",
    question: "tell me about bramblewod farmsted",
    expect: [/Bramblewood Farmstead/, count(160)],
  },
  {
    id: "h23-list-transposed",
    question: "how much is the lakeveiw glasshouse",
    expect: [/Lakeview Glasshouse/, usd(9250)],
  },
  {
    id: "h23-list-joined-and-doubled",
    question: "whats the capacity at harborlight pavillion",
    expect: [/Harbor Light Pavilion/, count(240)],
  },
  {
    id: "h23-list-split-word",
    question: "is wave crest pavilion indoors or outdoors",
    // Its setting is "both".
    expect: [/Wavecrest Pavilion/, BOTH_SETTINGS],
  },
  {
    id: "h23-list-doubled-letter",
    question: "price for the thornburry hall?",
    expect: [/Thornbury Hall/, usd(11000)],
  },
  {
    id: "h23-list-extra-letter",
    question: "how many can machine shopp loft seat",
    expect: [/Machine Shop Loft/, count(350)],
  },
  {
    id: "h23-list-dropped-end",
    question: "where is the whitmor mansion",
    expect: [/Whitmore Mansion/, /Germantown/, /Nashville/],
  },
  {
    id: "h23-list-wrong-letter",
    question: "hollyhok gardens in cincy, how much does it start at",
    expect: [/Hollyhock Gardens/, usd(6500)],
  },
  {
    id: "h23-list-swapped-pair",
    question: "tell me abt the kensignton library",
    expect: [/Kensington Library/, /Grandview Heights/, count(130)],
  },
  {
    id: "h23-list-all-run-together",
    question: "northcoast shoreclub price and how many it seats",
    expect: [/North Coast Shore Club/, usd(18000), count(260)],
  },
  // ── Filters ───────────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-list-barn-nashville-180",
    question: "barn venues near nashville that fit 180 ppl",
    // Bramblewood Homestead (200), Hawthorn Hill Farmstead (220), Primrose Greenhouse (180).
    expect: [/Bramblewood Homestead|Hawthorn Hill Farmstead|Primrose Greenhouse/],
    venues: { city: "nashville", style: "barn", minSeated: 180, atLeast: 1 },
  },
  {
    id: "h23-list-columbus-under-6k",
    question: "cheap venues in columbus, under 6k",
    // Maple Hollow Barn ($4,000) and Foxglove Farm ($5,250).
    expect: [/Maple Hollow Barn/],
    venues: { city: "columbus", maxPrice: 6000, atLeast: 1 },
  },
  {
    id: "h23-list-cincy-rooftop",
    question: "any rooftop spots in cincinnati?",
    expect: [/Northstar Terrace/],
    venues: { city: "cincinnati", style: "rooftop", atLeast: 1 },
  },
  {
    id: "h23-list-cleveland-300-plus",
    question: "we need somewhere in cleveland for three hundred guests",
    // Machine Shop Loft (350) and The Sterling Ballroom & Terrace (390).
    expect: [/Machine Shop Loft|Sterling Ballroom/],
    venues: { city: "cleveland", minSeated: 300, atLeast: 1 },
  },
  {
    id: "h23-list-columbus-vineyard-budget",
    question: "vineyard wedding in columbus for under twelve thousand?",
    // Hillside Vineyard, Sycamore Springs Farmstead, Quarry Hill Vineyard, Briar Ridge Estate Vineyards.
    expect: [/Hillside Vineyard|Sycamore Springs|Quarry Hill|Briar Ridge/],
    venues: { city: "columbus", style: "vineyard", maxPrice: 12000, atLeast: 1 },
  },
  {
    id: "h23-list-nashville-photog-cap",
    question: "photographers in nashville under $1500",
    // Only Wildflower Portraits ($1,400).
    expect: [/Wildflower Portraits/],
    vendors: { city: "nashville", category: "photographers", maxPrice: 1500, atLeast: 1 },
  },
  {
    id: "h23-list-cleveland-florist",
    question: "we still need a florist, we're in cleveland",
    vendors: { city: "cleveland", category: "florists", atLeast: 1 },
    expect: [],
  },
  {
    id: "h23-list-cheapest-dj-columbus",
    question: "cheapest dj in columbus?",
    // Encore Live and Groove City DJs, both from $1,050.
    expect: [/Encore Live|Groove City DJs/, usd(1050)],
    vendors: { city: "columbus", category: "djband" },
  },
  // ── Comparisons ───────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-list-compare-price",
    question: "forge event hall vs twin maples wine estate, which is cheaper",
    // Twin Maples from $8,000; Forge from $8,750.
    expect: [/Twin Maples/, usd(8000), usd(8750)],
  },
  {
    id: "h23-list-compare-seats",
    question: "which seats more people, the regent room or the aldridge hall",
    // The Regent Room seats 190; The Aldridge Hall 180.
    expect: [/Regent Room/, count(190), count(180)],
  },
  // ── Follow-ups ────────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-list-those-cheapest",
    history: LAKESIDE_TURNS,
    question: "which of those is the cheapest",
    expect: [/Lakeview Glasshouse/, usd(9250)],
  },
  {
    id: "h23-list-second-one-seats",
    history: LAKESIDE_TURNS,
    question: "how many does the second one seat",
    expect: [/Wavecrest/, count(230)],
  },
  {
    id: "h23-list-it-setting-and-area",
    history: FAIRMOUNT_TURNS,
    question: "is it indoors or outside? and what part of town is it in",
    expect: [/Franklin/, BOTH_SETTINGS],
  },
  {
    id: "h23-list-save-it",
    history: FORGE_TURNS,
    question: "love it, save it to our list",
    action: "forge-event-hall",
    expect: [],
  },
];
