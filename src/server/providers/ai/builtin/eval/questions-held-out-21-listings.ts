import type { ChatTurn } from "../../types";
import type { EvalCase } from "./questions";
import { count, usd } from "./questions-held-out-18-patterns";

/**
 * Held-out set #21, listings: venues and vendors named and misspelt (a missing, extra, transposed or wrong
 * letter, words run together), filters by city, style, setting, price, capacity and category, cheapest and
 * biggest, side-by-side comparisons, and follow-ups on an earlier list or venue ("the second one", "those",
 * "it", "same but in Columbus", "save the last one"). Every name, price and seat count was read from the
 * seeded demo marketplace (venues/vendors tables).
 */

/** Three Nashville garden venues, as an earlier reply would have listed them (seeded seats and prices). */
const NASHVILLE_GARDENS: ChatTurn[] = [
  { role: "user", content: "garden venues in nashville?" },
  {
    role: "assistant",
    content:
      "Here are **3** garden venues in Nashville:\n\n" +
      "1. **[Primrose Garden Pavilion](/venues/primrose-garden-pavilion)** — Wedgewood-Houston · seats 120 · from $6,500\n" +
      "2. **[Hickory Bend Barn & Meadow](/venues/hickory-bend-barn-and-meadow)** — Arrington · seats 170 · from $6,250\n" +
      "3. **[Primrose Greenhouse](/venues/primrose-greenhouse)** — East Nashville · seats 180 · from $10,250",
  },
];

/** One venue talked about, so "it" has something to mean. */
const RAILYARD: ChatTurn[] = [
  { role: "user", content: "tell me about railyard gallery" },
  {
    role: "assistant",
    content:
      "**[Railyard Gallery](/venues/railyard-gallery)** is in Cincinnati: seats 200, from $9,000, industrial and historic.",
  },
];

/** Three Cleveland florists listed earlier. */
const CLEVELAND_FLORISTS: ChatTurn[] = [
  { role: "user", content: "florists in cleveland pls" },
  {
    role: "assistant",
    content:
      "Here are some florists in Cleveland:\n\n" +
      "1. **[Bloom Floral](/vendor/bloom-floral-cleveland)** — from $375\n" +
      "2. **[The Flower Cart Florals](/vendor/the-flower-cart-florals-cleveland)** — from $475\n" +
      "3. **[Larkspur Floral Studio](/vendor/larkspur-floral-studio-cleveland)** — from $500",
  },
];

/** Three Columbus ballrooms listed earlier; the last is The Aldridge Hall (not Cleveland's Aldridge Ballroom). */
const COLUMBUS_BALLROOMS: ChatTurn[] = [
  { role: "user", content: "ballroom venues in columbus" },
  {
    role: "assistant",
    content:
      "Here are **3** ballroom venues in Columbus:\n\n" +
      "1. **[The Kensington Library](/venues/the-kensington-library)** — Grandview Heights · seats 130 · from $8,000\n" +
      "2. **[The Regent Room](/venues/the-regent-room)** — Westerville · seats 190 · from $11,250\n" +
      "3. **[The Aldridge Hall](/venues/the-aldridge-hall)** — Westerville · seats 180 · from $13,750",
  },
];

export const heldOut21Listings: EvalCase[] = [
  // ── Named and misspelt ────────────────────────────────────────────────────────────────────────
  {
    id: "h21-list-missing-letter",
    question: "tell me about the thornbry hall",
    // The Thornbury Hall: Tremont, Cleveland, seats 150, from $11,000.
    expect: [/Thornbury Hall/, usd(11000)],
  },
  {
    id: "h21-list-transposed",
    question: "how many people fit in parapet sky dekc",
    // Parapet Sky Deck seats 110.
    expect: [/Parapet Sky Deck/, count(110)],
  },
  {
    id: "h21-list-extra-letter",
    question: "is brammblewood farmstead indoors or outside?",
    // Bramblewood Farmstead (Medina, Cleveland) is indoor; Bramblewood Homestead is Nashville's.
    expect: [/Bramblewood Farmstead/, /indoor/i],
    reject: [/Bramblewood Homestead/],
  },
  {
    id: "h21-list-wrong-letter",
    question: "price for windwerd lodge?",
    expect: [/Windward Lodge/, usd(14500)],
  },
  {
    id: "h21-list-vendor-misspelt",
    question: "whats the starting price for lumen portrats",
    // Lumen Portraits (Cleveland photographers) from $1,250.
    expect: [/Lumen Portraits/, usd(1250)],
  },
  {
    id: "h21-list-run-together",
    question: "can u tell me about northcoast shoreclub",
    // North Coast Shore Club: Edgewater, seats 260, from $18,000.
    expect: [/North Coast Shore Club/, usd(18000)],
  },
  {
    id: "h21-list-vendor-exact-of-two",
    question: "how much is groove city djs",
    // Groove City DJs (Columbus) from $1,050; Groove City Live is a different, Cleveland act.
    expect: [/Groove City DJs/, usd(1050)],
  },
  {
    id: "h21-list-other-city-by-name",
    question: "lantern terrace in nashville, how much does it start at",
    expect: [/Lantern Terrace/, usd(14750)],
  },
  {
    id: "h21-list-fits-300",
    question: "does forge event hall fit 300 ppl seated",
    // Seats 260: no.
    expect: [/Forge Event Hall/, count(260)],
  },

  // ── Filtered ──────────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-list-rooftop-columbus-under-15k",
    question: "rooftop venues in columbus under 15k",
    // Canal Street Event Hall $6,500, The Aldridge Hall $13,750, Zenith Terrace $14,000, Skyline Roof Garden $14,750.
    expect: [],
    venues: { city: "columbus", style: "rooftop", maxPrice: 15000, atLeast: 2 },
  },
  {
    id: "h21-list-nashville-barns-200",
    question: "barn places around nashville that seat 200 or more?",
    // Bramblewood Homestead 200, Hawthorn Hill Farmstead 220.
    expect: [/Hawthorn Hill Farmstead|Bramblewood Homestead/],
    venues: { city: "nashville", style: "barn", minSeated: 200, atLeast: 1 },
  },
  {
    id: "h21-list-cheapest-photog-cincy",
    question: "cheapest photographer in cincy",
    expect: [/Paper Moon Studio/, usd(1150)],
    vendors: { city: "cincinnati", category: "photographers" },
  },
  {
    id: "h21-list-videographer-2-grand",
    question: "need a videographer in nashville, 2 grand max",
    // Only Bright Frame Films ($1,900) starts at or under $2,000 in Nashville.
    expect: [/Bright Frame Films/],
    vendors: { city: "nashville", category: "videographers", maxPrice: 2000, atLeast: 1 },
  },
  {
    id: "h21-list-biggest-cincinnati",
    question: "what's the biggest venue in cincinnati",
    // The Marquette Ballroom & Terrace seats 390.
    expect: [/Marquette Ballroom/, count(390)],
    venues: { city: "cincinnati" },
  },
  {
    id: "h21-list-vineyard-cleveland",
    question: "any vineyard/winery type venues near cleveland?",
    // Twin Maples Wine Estate is Cleveland's only vineyard venue.
    expect: [/Twin Maples Wine Estate/],
    venues: { city: "cleveland", style: "vineyard", atLeast: 1 },
  },
  {
    id: "h21-list-outdoor-cincy-150",
    question: "outdoor venues in cincinnati for 150 guests",
    // Outdoor or both, seating 150+: Laurel Creek Wine Estate, Copper Vine Winery, Tall Oaks Estate Vineyards, Grayson Library.
    expect: [],
    venues: { city: "cincinnati", setting: "outdoor", minSeated: 150, atLeast: 2 },
  },
  {
    id: "h21-list-bakers-columbus-400",
    question: "cake bakers in columbus, 400 dollars or less",
    // Honey & Rye Cakes $375, Crumb Street Cake Studio $400.
    expect: [/Honey & Rye Cakes|Crumb Street Cake Studio/],
    vendors: { city: "columbus", category: "bakers", maxPrice: 400, atLeast: 1 },
  },

  // ── Compared ──────────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-list-compare-capacity",
    question: "hollistr house vs the aldridge ballroom - which one holds more people",
    // Hollister House seats 250, The Aldridge Ballroom 240.
    expect: [/Hollister House/, count(250), count(240)],
  },
  {
    id: "h21-list-compare-price",
    question: "hillside vineyard or quarry hill vineyard, whats the price difference",
    // $7,250 and $11,500: $4,250 apart.
    expect: [usd(7250), usd(11500)],
  },

  // ── Follow-ups ────────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-list-second-one",
    history: NASHVILLE_GARDENS,
    question: "the second one - how many does it seat and what's the price",
    expect: [/Hickory Bend/, count(170), usd(6250)],
  },
  {
    id: "h21-list-cheapest-of-those",
    history: NASHVILLE_GARDENS,
    question: "which of those is the cheapest",
    expect: [/Hickory Bend/, usd(6250)],
  },
  {
    id: "h21-list-it-indoor",
    history: RAILYARD,
    question: "is it indoors? and what neighborhood is it in",
    // Railyard Gallery: indoor, The Banks.
    expect: [/indoor/i, /The Banks/],
  },
  {
    id: "h21-list-same-in-columbus",
    history: CLEVELAND_FLORISTS,
    question: "ok same thing but in columbus",
    expect: [],
    vendors: { city: "columbus", category: "florists", atLeast: 2 },
  },
  {
    id: "h21-list-save-last-one",
    history: COLUMBUS_BALLROOMS,
    question: "love the last one, save it for us",
    expect: [/Aldridge Hall/],
    action: "the-aldridge-hall",
  },
];
