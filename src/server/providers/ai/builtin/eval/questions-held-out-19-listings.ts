import type { ChatTurn } from "../../types";
import type { EvalCase } from "./questions";
import { count, usd } from "./questions-held-out-18-patterns";

/**
 * Held-out set #19, listings: named (and misspelt) venues and vendors, filters by city, price, capacity
 * and category, superlatives, side-by-side comparisons, and follow-ups ("those", "the second one",
 * "and in Columbus?"). Every fact was read from the seeded demo marketplace (venues/vendors tables).
 */

/** Cleveland's five lakeside venues, as an earlier reply would have listed them (seeded prices, seats). */
const LAKESIDE: ChatTurn[] = [
  { role: "user", content: "show me lakeside venues in cleveland" },
  {
    role: "assistant",
    content:
      "Here are **5** lakeside venues in Cleveland:\n\n" +
      "1. **[Lakeview Glasshouse](/venues/lakeview-glasshouse)** — Flats East Bank · seats 130 · from $9,250\n" +
      "2. **[Windward Lodge](/venues/windward-lodge)** — Avon Lake · seats 220 · from $14,500\n" +
      "3. **[Wavecrest Pavilion](/venues/wavecrest-pavilion)** — Rocky River · seats 230 · from $12,750\n" +
      "4. **[Harbor Light Pavilion](/venues/harbor-light-pavilion)** — Rocky River · seats 240 · from $16,250\n" +
      "5. **[North Coast Shore Club](/venues/north-coast-shore-club)** — Edgewater · seats 260 · from $18,000",
  },
];

const BAKERS_CLEVELAND: ChatTurn[] = [
  { role: "user", content: "any good cake bakers in cleveland?" },
  {
    role: "assistant",
    content:
      "Here are **5** bakers in Cleveland:\n\n" +
      "1. **[Flour House Cake Studio](/vendor/flour-house-cake-studio-cleveland)** — from $350\n" +
      "2. **[Crumb Street Bakery](/vendor/crumb-street-bakery-cleveland)** — from $375\n" +
      "3. **[Vanilla Bean Bakery](/vendor/vanilla-bean-bakery-cleveland)** — from $425",
  },
];

export const heldOut19Listings: EvalCase[] = [
  {
    id: "h19-list-named-typo",
    question: "tell me about the thornberry hall",
    expect: ["Thornbury Hall", count(150), usd(11000)],
    reject: [/I don't know that one/i],
  },
  {
    id: "h19-list-capacity-not-rsvp",
    context: { guests: { attending: 12, pending: 40, declined: 3 } },
    question: "how many guests can hollister house hold?",
    expect: ["Hollister House", count(250)],
    // A capacity question is not about the couple's own RSVPs.
    reject: [count(40), /\bRSVP/i],
  },
  {
    id: "h19-list-price-typo",
    question: "wavecrest pavillion - whats the starting price",
    expect: ["Wavecrest Pavilion", usd(12750)],
  },
  {
    id: "h19-list-compare-two",
    question: "compare bramblewood farmstead vs peony hill for us pls",
    expect: ["Bramblewood Farmstead", "Peony Hill", count(160), count(110), usd(5250), usd(4500)],
  },
  {
    id: "h19-list-cheapest-of-three",
    question: "harbor light, north coast shore club or windward lodge... which one is cheapest?",
    expect: [/Windward Lodge/, usd(14500)],
    // The cheapest one must be named as such, not the first one mentioned.
    reject: [/Harbor Light[^.\n]*\bcheapest\b|\bcheapest\b[^.\n]*Harbor Light/i],
  },
  {
    id: "h19-list-biggest-columbus",
    question: "whats the biggest venue you have in columbus",
    expect: ["Railyard Warehouse", count(250)],
    venues: { city: "columbus" },
  },
  {
    id: "h19-list-cheapest-nashville-typo",
    question: "cheapest place to get married in nashvile?",
    expect: ["Hickory Bend", usd(6250)],
    venues: { city: "nashville" },
  },
  {
    id: "h19-list-count-no-filter",
    question: "how many venues do u have in cincinnati",
    expect: [count(16)],
    // A count of all of them: no capacity or price filter nobody asked for.
    reject: [/seats? \d{2,3}\s*\+|\d{2,3}\+ (?:guests|seated)/i],
  },
  {
    id: "h19-list-barns-columbus-under",
    question: "barn venues in columbus under 8k?",
    expect: [],
    venues: { city: "columbus", style: "barn", maxPrice: 8000, atLeast: 3 },
  },
  {
    id: "h19-list-capacity-cleveland",
    question: "we need somewhere in cleveland that seats two hundred fifty or more",
    expect: [],
    venues: { city: "cleveland", minSeated: 250, atLeast: 4 },
  },
  {
    id: "h19-list-those-under",
    history: LAKESIDE,
    question: "which of those are under 15k",
    expect: ["Lakeview Glasshouse", "Windward Lodge", "Wavecrest Pavilion"],
    reject: ["Harbor Light", "North Coast"],
    venues: { city: "cleveland", maxPrice: 15000 },
  },
  {
    id: "h19-list-second-one",
    history: LAKESIDE,
    question: "how many people does the second one seat",
    expect: ["Windward", count(220)],
    reject: [count(130)],
  },
  {
    id: "h19-list-those-biggest",
    history: LAKESIDE,
    question: "ok and the biggest of those?",
    expect: ["North Coast Shore Club", count(260)],
  },
  {
    id: "h19-list-photographers-nashville",
    question: "photographers in nashville for under 1600 bucks",
    expect: [],
    vendors: { city: "nashville", category: "photographers", maxPrice: 1600, atLeast: 2 },
  },
  {
    id: "h19-list-vendor-named-typo",
    question: "how much does Kindrid Photographs charge",
    expect: ["Kindred Photographs", usd(1600)],
    reject: [/I don't know that one/i],
  },
  {
    id: "h19-list-cheapest-florist",
    question: "who's the cheapest florist in columbus",
    expect: ["Stem Street Floral Studio", usd(475)],
    vendors: { city: "columbus", category: "florists" },
  },
  {
    id: "h19-list-djs-cincy",
    question: "any djs or bands in cincy?",
    expect: [],
    vendors: { city: "cincinnati", category: "djband", atLeast: 2 },
  },
  {
    id: "h19-list-and-columbus",
    history: BAKERS_CLEVELAND,
    question: "and in columbus?",
    expect: [],
    vendors: { city: "columbus", category: "bakers", atLeast: 2 },
  },
  {
    id: "h19-list-rooftop-nashville",
    question: "rooftop spots in nashville for about 100 people",
    expect: [],
    venues: { city: "nashville", style: "rooftop", minSeated: 100, atLeast: 2 },
  },
  {
    id: "h19-list-outdoor-cincinnati",
    question: "outdoor venues in cincinatti?",
    expect: [],
    venues: { city: "cincinnati", setting: "outdoor", atLeast: 2 },
  },
  {
    id: "h19-list-where-is",
    question: "is machine shop loft in cleveland or columbus",
    expect: [/Cleveland/, /Gordon Square/i],
  },
  {
    id: "h19-list-same-name-other-city",
    question: "how many does the Sterling Ballroom in Nashville seat",
    expect: [count(320)],
    // Cleveland's Sterling Ballroom & Terrace seats 390: the couple asked about Nashville's.
    reject: [count(390)],
  },
];
