import type { EvalCase } from "./questions";
import {
  CONFIRM,
  LAKESIDE_SEARCH,
  PHOTOGRAPHERS,
  PROPOSED_DATE,
  PROPOSED_FLOWERS,
  PROPOSED_GUESTS,
  PROPOSED_TOTAL,
  TRACKER,
} from "./questions-17";
import {
  DONT_KNOW,
  NO_VENDOR_LINKS,
  NO_VENUE_LINKS,
  NOT_SAVED,
  SEED_TRACKER,
  SERVED_CITIES,
  daysUntil,
} from "./questions-18-kit";

/**
 * The same classes as questions-18.ts said other ways (decision 054), so each mechanism is tuned on more
 * than one wording: other names, other what-if phrasings, other superlatives, other shorthand and typos.
 */

const WEEKDAY_MARCH_3_2028 = new Date(Date.UTC(2028, 2, 3)).toLocaleDateString("en-US", {
  weekday: "long",
  timeZone: "UTC",
});

export const evalCases18Rephrased: EvalCase[] = [
  // ── 1. Names ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "18b-name-short-typo",
    question: "hows the price at forge event hal",
    expect: ["Forge Event Hall", "$8,750"],
    reject: [DONT_KNOW],
  },
  {
    id: "18b-name-the-capital",
    question: "Could The Regent Room take 180 people?",
    expect: ["The Regent Room", "190"],
    reject: [DONT_KNOW],
  },
  {
    id: "18b-name-possessive",
    question: "what's Tinsmith Event Hall's capacity",
    expect: ["Tinsmith Event Hall", "100"],
    reject: [DONT_KNOW],
  },
  {
    id: "18b-name-hyphen-lower",
    question: "is twenty-two rooftop big enough for 90 people",
    expect: ["Twenty-Two Rooftop", "80", /too small/],
    reject: [DONT_KNOW],
  },
  {
    id: "18b-name-and-for-ampersand",
    question: "tell me about hearth and table kitchen",
    expect: ["Hearth & Table Kitchen"],
    reject: [DONT_KNOW],
  },
  {
    id: "18b-name-vendor-common-words",
    question: "what does Top Shelf Bar Co. charge?",
    expect: ["Top Shelf Bar Co."],
    reject: [DONT_KNOW],
  },
  {
    id: "18b-name-fresh-face",
    question: "Is Fresh Face Beauty in Cleveland?",
    expect: ["Fresh Face Beauty", "Cleveland"],
    reject: [DONT_KNOW],
  },
  {
    id: "18b-name-exact-over-longer",
    question: "info about The Sterling Ballroom",
    expect: ["320"],
    reject: [DONT_KNOW],
  },

  // ── 2. What-ifs ─────────────────────────────────────────────────────────────────────────────────
  {
    id: "18b-hypo-say-we",
    context: { budget: TRACKER },
    question: "say we bumped the budget to 45k — how much would be unallocated?",
    expect: ["$45,000", "$10,000", NOT_SAVED],
    action: false,
  },
  {
    id: "18b-hypo-went-down",
    context: { budget: TRACKER },
    question: "if we went down to 100 guests what's the per person budget",
    expect: ["100", "$400", NOT_SAVED],
    action: false,
  },
  {
    id: "18b-hypo-trim-category",
    context: { budget: TRACKER },
    question: "just wondering, if we trimmed music by 500 what would it be",
    expect: ["Music", "$1,000", NOT_SAVED],
    action: false,
  },
  {
    id: "18b-hypo-venue-invite",
    question: "what would happen if we invited 250 people — does Machine Shop Loft fit?",
    expect: ["Machine Shop Loft", "350", "250"],
    action: false,
  },
  {
    id: "18b-hypo-date-theory",
    question: "in theory, if our wedding was on march 3 2028 what day of the week is that",
    expect: [WEEKDAY_MARCH_3_2028, "March 3, 2028", NOT_SAVED],
    action: false,
  },
  {
    id: "18b-hypo-were",
    context: { budget: TRACKER },
    question: "no changes please, but what if the total were 38k?",
    expect: ["$38,000", "$3,000", NOT_SAVED],
    action: false,
  },
  {
    id: "18b-hypo-percent",
    context: { budget: TRACKER },
    question: "don't save anything — what would catering be with 20% more?",
    expect: ["Catering", "$14,400", NOT_SAVED],
    action: false,
  },

  // ── 3. Comparisons ──────────────────────────────────────────────────────────────────────────────
  {
    id: "18b-compare-with",
    question: "compare lakeview glasshouse with hollister house",
    expect: ["Lakeview Glasshouse", "Hollister House"],
  },
  {
    id: "18b-compare-which-bigger",
    question: "Forge Event Hall or Railyard Warehouse — which is bigger?",
    expect: ["Forge Event Hall", "Railyard Warehouse", "260"],
  },
  {
    id: "18b-compare-three-count",
    question:
      "how do Bramblewood Farmstead, Parapet Sky Deck and Harbor Light Pavilion compare for 150 guests",
    expect: ["Bramblewood Farmstead", "Parapet Sky Deck", "Harbor Light Pavilion", /too small for 150/],
    reject: [/all of them fit/i],
  },
  {
    id: "18b-compare-typo",
    question: "compare Zenith Terace and Cityview Terrace",
    expect: ["Zenith Terrace", "Cityview Terrace"],
  },
  {
    id: "18b-compare-missing",
    question: "Lakeview Glasshouse vs Moonbeam Chateau",
    expect: ["Lakeview Glasshouse", /couldn't find.*Moonbeam Chateau/i],
  },

  // ── 4. Questions about the value June just proposed ──────────────────────────────────────────────
  {
    id: "18b-proposed-weekend",
    history: PROPOSED_DATE,
    question: "is that a weekend?",
    expect: ["Saturday"],
    action: false,
  },
  {
    id: "18b-proposed-days",
    history: PROPOSED_DATE,
    question: "and how many days away is that",
    expect: [`${daysUntil("2027-06-12")} days`],
    action: false,
  },
  {
    id: "18b-proposed-total-per-guest",
    context: { budget: TRACKER },
    history: PROPOSED_TOTAL,
    question: "what would that be per guest",
    expect: ["$375"],
    action: false,
  },
  {
    id: "18b-proposed-guests-fit",
    history: PROPOSED_GUESTS,
    question: "would Tinsmith Event Hall still fit that many?",
    expect: ["Tinsmith Event Hall", "140", /too small/],
    action: false,
  },
  {
    id: "18b-proposed-category-left",
    context: { budget: TRACKER },
    history: PROPOSED_FLOWERS,
    question: "how much would be left unallocated after that?",
    expect: ["$4,500"],
    action: false,
  },

  // ── 5. Picks from June's last list ──────────────────────────────────────────────────────────────
  {
    id: "18b-shown-most-expensive",
    history: LAKESIDE_SEARCH,
    question: "which is the most expensive",
    expect: ["North Coast Shore Club", "$18,000"],
  },
  {
    id: "18b-shown-smallest",
    history: LAKESIDE_SEARCH,
    question: "the smallest one?",
    expect: ["Wavecrest Pavilion", "230"],
  },
  {
    id: "18b-shown-first-price",
    history: LAKESIDE_SEARCH,
    question: "how much is the first one",
    expect: ["Harbor Light Pavilion", "$16,250"],
  },
  {
    id: "18b-shown-where-third",
    history: LAKESIDE_SEARCH,
    question: "where's the 3rd one",
    expect: ["Wavecrest Pavilion", "Rocky River"],
  },
  {
    id: "18b-shown-bookmark-biggest",
    history: LAKESIDE_SEARCH,
    question: "bookmark the biggest",
    expect: ["North Coast Shore Club"],
    action: "north-coast-shore-club",
  },
  {
    id: "18b-shown-vendor-costs-most",
    history: PHOTOGRAPHERS,
    question: "which one costs the most?",
    expect: ["Kindred Photographs", "$1,600"],
  },
  {
    id: "18b-shown-save-least-expensive",
    history: LAKESIDE_SEARCH,
    question: "ok save the least expensive one pls",
    expect: ["Wavecrest Pavilion"],
    action: "wavecrest-pavilion",
  },

  // ── 6. Places we don't serve ────────────────────────────────────────────────────────────────────
  {
    id: "18b-outside-indianapolis",
    question: "Do you have venues in Indianapolis? We want something rustic",
    expect: ["Indianapolis", ...SERVED_CITIES],
    reject: [NO_VENUE_LINKS],
  },
  {
    id: "18b-outside-atlanta-dj",
    question: "we're in Atlanta - need a DJ",
    expect: ["Atlanta", ...SERVED_CITIES],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18b-outside-detroit-lake",
    question: "any lakeside places near Detroit?",
    expect: ["Detroit", ...SERVED_CITIES],
    reject: [NO_VENUE_LINKS],
  },

  // ── 7. Budget lines the couple doesn't have ─────────────────────────────────────────────────────
  {
    id: "18b-nocat-bar",
    context: { budget: TRACKER },
    question: "what's budgeted for the bar?",
    expect: [/no bar line/i, "Catering"],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18b-nocat-cake-have",
    context: { budget: TRACKER },
    question: "how much do we have for the cake",
    expect: [/no cake line/i],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18b-nocat-decor",
    context: { budget: TRACKER },
    question: "whats our decor budget",
    expect: [/no decor line/i, "Flowers"],
    reject: [NO_VENDOR_LINKS],
  },

  // ── 8. Writes with nothing to point at ──────────────────────────────────────────────────────────
  {
    id: "18b-noref-update-that",
    question: "update that to 90 pls",
    expect: [/\?/, /guest count/i],
    action: false,
  },
  {
    id: "18b-noref-raise-percent",
    context: { budget: TRACKER },
    question: "raise it by 10%",
    expect: [/\?/, /total budget|categor/i],
    action: false,
  },
  {
    id: "18b-noref-postpone",
    question: "we have to postpone the wedding",
    expect: [/new date/i, /\?/],
    action: false,
  },
  {
    id: "18b-noref-invite-him",
    question: "invite him too",
    expect: [/who|name/i, /\?/],
    action: false,
  },
  {
    id: "18b-noref-lower",
    context: { budget: TRACKER },
    question: "lower it to 30k",
    expect: [/\?/, /total budget|categor/i],
    action: false,
  },

  // ── 9. Category synonyms ────────────────────────────────────────────────────────────────────────
  {
    id: "18b-syn-musicians-write",
    context: { budget: SEED_TRACKER },
    question: "put 1,200 toward the musicians",
    expect: ["Music", "$1,200", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Music", amountCents: 120000 },
  },
  {
    id: "18b-syn-photos-relative",
    context: { budget: SEED_TRACKER },
    question: "raise photos by 500",
    expect: ["Photography", "$4,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 400000 },
  },
  {
    id: "18b-syn-florist-read",
    context: { budget: SEED_TRACKER },
    question: "how much is set aside for the florist?",
    expect: ["$2,500", /flowers/i],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18b-syn-glam-write",
    context: { budget: SEED_TRACKER },
    question: "set the glam budget to 2,800",
    expect: ["Attire & beauty", "$2,800", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Attire & beauty", amountCents: 280000 },
  },
  {
    id: "18b-syn-dj-off",
    context: { budget: SEED_TRACKER },
    question: "take 1k off the dj budget",
    expect: ["Music", "$800", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Music", amountCents: 80000 },
  },

  // ── 10. Money ───────────────────────────────────────────────────────────────────────────────────
  {
    id: "18b-money-dollar-decimal-k",
    context: { budget: TRACKER },
    question: "set the total to $38.5k",
    expect: ["$38,500", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 3850000 },
  },
  {
    id: "18b-money-words-hundreds",
    context: { budget: TRACKER },
    question: "change our budget to thirty-eight thousand five hundred",
    expect: ["$38,500", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 3850000 },
  },
  {
    id: "18b-money-category-dollars",
    context: { budget: TRACKER },
    question: "make the photography budget 4,500 dollars",
    expect: ["Photography", "$4,500", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 450000 },
  },
  {
    id: "18b-money-grand-whole",
    context: { budget: TRACKER },
    question: "set our budget to 41 grand",
    expect: ["$41,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4100000 },
  },

  // ── 11. Partners and plus-ones ──────────────────────────────────────────────────────────────────
  {
    id: "18b-guest-plus-sign",
    question: "add Nina Brooks + guest",
    expect: ["Nina Brooks"],
    action: { guests: ["Nina Brooks"], plusOnes: 1 },
  },
  {
    id: "18b-guest-brother-wife",
    question: "add my brother Sam Ortiz and his wife Ella Ortiz",
    expect: ["Sam Ortiz", "Ella Ortiz"],
    action: {
      kind: "add_guests",
      guests: [
        { name: "Sam Ortiz", guestType: "family" },
        { name: "Ella Ortiz", guestType: "family" },
      ],
    },
  },
  {
    id: "18b-guest-with-plus-one",
    question: "add Leo Grant w/ a plus one",
    expect: ["Leo Grant"],
    action: { guests: ["Leo Grant"], plusOnes: 1 },
  },
  {
    id: "18b-guest-coworker-husband",
    question: "add my coworker Kim Lee and her husband Joe Lee",
    expect: ["Kim Lee", "Joe Lee"],
    action: {
      kind: "add_guests",
      guests: [
        { name: "Kim Lee", guestType: "friend" },
        { name: "Joe Lee", guestType: "friend" },
      ],
    },
  },

  // ── 12. Shorthand and misspelt time words ───────────────────────────────────────────────────────
  {
    id: "18b-short-mos",
    question: "how many mos til the big day",
    expect: [/\d+ months/],
  },
  {
    id: "18b-short-wks-b4",
    question: "hw many wks r left b4 the wedding",
    expect: [/\d+ weeks/],
  },
  {
    id: "18b-short-wk-weekday",
    question: "whens the wedding, what day of the wk is it",
    expect: [/falls on a \*\*\w+day\*\*/],
  },
  {
    id: "18b-short-swapped-days",
    question: "how many dyas until the wedding",
    expect: [/\d+ days/],
  },
  {
    id: "18b-short-more-than",
    question: "thx! is the big day more than 6 mos away",
    expect: [/\d+ days/],
  },
];
