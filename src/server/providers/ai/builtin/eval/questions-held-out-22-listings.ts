import type { ChatTurn } from "../../types";
import type { EvalCase } from "./questions";
import { count, usd } from "./questions-held-out-18-patterns";

/**
 * Held-out set #22, listings: venues and vendors named with every kind of misspelling (a letter
 * transposed, missing, doubled or wrong, words run together or split), near-twins told apart (Bramblewood
 * Farmstead and Bramblewood Homestead, Laurel Creek Wine Estate and Laurel Creek Estate Vineyards),
 * searches filtered by city, seats, price, style and setting, comparisons, and follow-ups over several
 * turns ("those", "the third one", "it", "same but in…"). Every name, city, price and seat count was
 * checked against the seeded marketplace.
 */

/** An earlier answer listing four Columbus garden venues, in this order. */
const COLUMBUS_GARDENS: ChatTurn[] = [
  { role: "user", content: "garden venues in columbus?" },
  {
    role: "assistant",
    content: [
      "Here are a few garden venues in Columbus:",
      "- [Ivy Lane Conservatory](/venues/ivy-lane-conservatory) — Grandview Heights, seats 130, from $6,250",
      "- [Larkspur Gardens](/venues/larkspur-gardens) — Worthington, seats 160, from $7,000",
      "- [Hillside Vineyard](/venues/hillside-vineyard) — Dublin, seats 60, from $7,250",
      "- [Briar Ridge Estate Vineyards](/venues/briar-ridge-estate-vineyards) — Worthington, seats 200, from $12,000",
    ].join("\n"),
  },
];

/** An earlier answer about one Nashville venue: "it" in the next question. */
const COVE_POINT: ChatTurn[] = [
  { role: "user", content: "tell me about cove point shore club" },
  {
    role: "assistant",
    content:
      "[Cove Point Shore Club](/venues/cove-point-shore-club) is a lakeside and garden venue in Hendersonville, Nashville: it seats 150 and starts from $10,250.",
  },
];

/** An earlier answer listing three Nashville photographers. */
const NASHVILLE_PHOTOGRAPHERS: ChatTurn[] = [
  { role: "user", content: "photographers in nashville pls" },
  {
    role: "assistant",
    content: [
      "A few photographers in Nashville:",
      "- [Amber Lane Photographs](/vendor/amber-lane-photographs-nashville) — from $1,650",
      "- [Wildflower Portraits](/vendor/wildflower-portraits-nashville) — from $1,400",
      "- [Still Water Studio](/vendor/still-water-studio-nashville) — from $1,950",
    ].join("\n"),
  },
];

/** An earlier answer: big venues in Cincinnati. */
const CINCY_200: ChatTurn[] = [
  { role: "user", content: "venues in cincinnati for 200 guests" },
  {
    role: "assistant",
    content: [
      "These Cincinnati venues seat 200 or more:",
      "- [Red Fox Barn & Meadow](/venues/red-fox-barn-and-meadow) — Morrow, seats 240, from $8,000",
      "- [Railyard Gallery](/venues/railyard-gallery) — The Banks, seats 200, from $9,000",
      "- [Millworks Studio](/venues/millworks-studio) — Over-the-Rhine, seats 270, from $10,000",
    ].join("\n"),
  },
];

export const heldOut22Listings: EvalCase[] = [
  // ── Venues named, misspelt ────────────────────────────────────────────────────────────────────
  {
    id: "h22-list-hollyhok-seats",
    question: "hollyhok gardens — how many ppl does it seat",
    // Hollyhock Gardens (Cincinnati): seats 140, from $6,500. A letter missing.
    expect: [/Hollyhock Gardens/, count(140)],
  },
  {
    id: "h22-list-wavecrset-price",
    question: "what does wavecrset pavilion cost",
    // Wavecrest Pavilion (Cleveland, Rocky River): from $12,750. Two letters transposed.
    expect: [/Wavecrest Pavilion/, usd(12750)],
  },
  {
    id: "h22-list-thornburry-indoor",
    question: "is the thornburry hall indoors or outside",
    // The Thornbury Hall: indoor. A letter doubled.
    expect: [/Thornbury Hall/, /indoor/i],
  },
  {
    id: "h22-list-joined-words",
    question: "northcoast shoreclub price??",
    // North Coast Shore Club (Cleveland, Edgewater): from $18,000. Words run together.
    expect: [/North Coast Shore Club/, usd(18000)],
  },
  {
    id: "h22-list-split-word-twin",
    question: "bramble wood farmstead how many guests can it take",
    // Bramblewood Farmstead (Cleveland) seats 160 — not Bramblewood Homestead (Nashville, 200).
    expect: [/Bramblewood Farmstead/, count(160)],
    reject: [/Bramblewood Homestead/],
  },
  {
    id: "h22-list-beem-loft",
    question: "brick and beem loft in nashville, seated capacity + starting price",
    // Brick & Beam Loft: seats 310, from $13,250. A wrong letter.
    expect: [count(310), usd(13250)],
  },
  {
    id: "h22-list-laurel-twin",
    question: "laurel creek wine estate — where is it and how big",
    // Laurel Creek Wine Estate: Milford (Cincinnati), seats 210. Laurel Creek Estate Vineyards is another venue (Hyde Park, 130).
    expect: [/Milford|Cincinnati/, count(210)],
  },
  {
    id: "h22-list-unknown-venue",
    question: "what about the grand oak manor in cleveland, is it nice",
    // No such venue in the marketplace: say so, link nothing made up.
    expect: [
      /(?:couldn['’]?t|can['’]?t|could not|didn['’]?t|don['’]?t|no|not)\b[^.\n]{0,50}\b(?:find|see|listing|listed|venue|called|named)/i,
    ],
    venues: { city: "cleveland" },
  },

  // ── Vendors named, misspelt ───────────────────────────────────────────────────────────────────
  {
    id: "h22-list-kindred-photografs",
    question: "kindred photografs cleveland — how much do they start at",
    // Kindred Photographs (Cleveland photographer): from $1,600.
    expect: [/Kindred Photographs/, usd(1600)],
    vendors: { category: "photographers" },
  },
  {
    id: "h22-list-vinyl-room",
    question: "is vinyl rooom entertainment a dj or a band and what do they charge",
    // Vinyl Room Entertainment (Cleveland, DJs & bands): from $1,400.
    expect: [/Vinyl Room Entertainment/, usd(1400)],
  },

  // ── Searches with filters ─────────────────────────────────────────────────────────────────────
  {
    id: "h22-list-columbus-180-12k",
    question: "venues in columbus that seat 180 and are under 12k",
    // Four match: Quarry Hill Vineyard, Railyard Warehouse, Briar Ridge Estate Vineyards, The Regent Room.
    expect: [/Quarry Hill Vineyard|Railyard Warehouse|Briar Ridge Estate Vineyards|The Regent Room/],
    venues: { city: "columbus", minSeated: 180, maxPrice: 12000, atLeast: 1 },
  },
  {
    id: "h22-list-nashville-outdoor",
    question: "any outdoor venues in nashville",
    expect: [],
    venues: { city: "nashville", setting: "outdoor", atLeast: 2 },
  },
  {
    id: "h22-list-cheapest-barn-cincy",
    question: "cheapest barn venue in cincinnati?",
    // Barn-style venues in Cincinnati: Hollyhock Gardens $6,500, then Red Fox and Buckeye Hollow at $8,000.
    expect: [/Hollyhock Gardens/, usd(6500)],
    venues: { city: "cincinnati", style: "barn" },
  },
  {
    id: "h22-list-lakeside-250",
    question: "lakeside venue in cleveland that fits two hundred fifty ppl",
    // Only North Coast Shore Club (260); Harbor Light Pavilion seats 240, Wavecrest 230, Windward Lodge 220.
    expect: [/North Coast Shore Club/],
    venues: { city: "cleveland", minSeated: 250 },
  },
  {
    id: "h22-list-rooftop-under-10k",
    question: "rooftop spot in nashville under $10,000?",
    // Only Northstar Roof Garden ($9,750); the other Nashville rooftops start at $13,250 and up.
    expect: [/Northstar Roof Garden/],
    venues: { city: "nashville", style: "rooftop", maxPrice: 10000 },
  },
  {
    id: "h22-list-florists-columbus-600",
    question: "florists in columbus under 600 bucks",
    // Stem Street Floral Studio $475, Stem Street Floral Design $500, Poppy & Thistle Flowers $600.
    expect: [],
    vendors: { city: "columbus", category: "florists", maxPrice: 600, atLeast: 1 },
  },
  {
    id: "h22-list-bartender-nashville",
    question: "need a bartender in nashville for under a grand",
    // Last Call Mobile Bar $900, Last Call Bar Co. $1,000.
    expect: [/Last Call/],
    vendors: { city: "nashville", category: "bartenders", maxPrice: 1000, atLeast: 1 },
  },

  // ── Comparisons ───────────────────────────────────────────────────────────────────────────────
  {
    id: "h22-list-compare-twin-maples-peony",
    question:
      "twin maples wine estate vs peony hill garden pavilion — which is cheaper and which holds more?",
    // Twin Maples: seats 130, from $8,000. Peony Hill: seats 110, from $4,500.
    expect: [usd(8000), usd(4500), count(130), count(110)],
  },
  {
    id: "h22-list-compare-aldridge",
    question: "aldridge ballroom or aldridge hall, which one's bigger",
    // The Aldridge Ballroom (Cleveland) seats 240; The Aldridge Hall (Columbus) seats 180.
    expect: [count(240), count(180)],
  },

  // ── Follow-ups over several turns ─────────────────────────────────────────────────────────────
  {
    id: "h22-list-those-fit-150",
    history: COLUMBUS_GARDENS,
    question: "which of those could fit 150 people",
    // Larkspur Gardens (160) and Briar Ridge Estate Vineyards (200).
    expect: [/Larkspur Gardens/, /Briar Ridge/],
  },
  {
    id: "h22-list-third-one-price",
    history: COLUMBUS_GARDENS,
    question: "how much is the third one",
    // The third: Hillside Vineyard, from $7,250.
    expect: [/Hillside Vineyard/, usd(7250)],
  },
  {
    id: "h22-list-it-outdoor-parking",
    history: COVE_POINT,
    question: "is it outdoors? and is there parking",
    // Cove Point Shore Club: outdoor, free parking among its amenities.
    expect: [/outdoor/i, /parking/i],
  },
  {
    id: "h22-list-cheapest-of-them",
    history: NASHVILLE_PHOTOGRAPHERS,
    question: "which of them is cheapest",
    expect: [/Wildflower Portraits/, usd(1400)],
  },
  {
    id: "h22-list-same-in-columbus",
    history: CINCY_200,
    question: "ok same thing but columbus",
    // Columbus venues seating 200+: Railyard Warehouse (250), Briar Ridge Estate Vineyards (200).
    expect: [/Railyard Warehouse|Briar Ridge Estate Vineyards/],
    venues: { city: "columbus", minSeated: 200, atLeast: 1 },
  },
];
