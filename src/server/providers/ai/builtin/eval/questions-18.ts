import { localToday } from "@shared/rules/wedding-countdown";
import type { ChatTurn } from "../../types";
import type { EvalCase } from "./questions";
import {
  CONFIRM,
  LAKESIDE_SEARCH,
  PHOTOGRAPHERS,
  PROPOSED_DATE,
  PROPOSED_GUESTS,
  PROPOSED_TOTAL,
  TRACKER,
} from "./questions-17";

/**
 * Tuning questions for the third round of issue #16 (decision 054), one block per class of failure the
 * issue describes: listing names made of common words, hypotheticals, comparisons, follow-ups on a proposed
 * value, superlatives and ordinals on June's last list, places we don't serve, budget lines the couple
 * doesn't have, writes with no referent, category synonyms, money formats, partners and plus-ones, and
 * shorthand for time words — paraphrased and misspelt (missing, extra, wrong and swapped letters).
 * Tuned on; the held-out files are written apart.
 */

export const DONT_KNOW = /I don't know that one/;
/** A what-if answer: says nothing is saved and offers the change. */
export const NOT_SAVED = /nothing (is |has been )?(saved|changed)|not saved|haven't changed/i;
export const OFFERS = /want me to|shall I|say “/i;
export const NO_VENUE_LINKS = /\]\(\/venues\//;
export const NO_VENDOR_LINKS = /\]\(\/vendor\//;
export const SERVED_CITIES = [/Cleveland/, /Columbus/, /Cincinnati/, /Nashville/];

/** The tracker the demo couple's categories are named like (seed: "Flowers & decor", "Attire & beauty"). */
export const SEED_TRACKER = {
  totalBudget: 35000,
  categories: [
    { name: "Venue", allocated: 12000 },
    { name: "Catering", allocated: 9000 },
    { name: "Photography", allocated: 3500 },
    { name: "Flowers & decor", allocated: 2500 },
    { name: "Music", allocated: 1800 },
    { name: "Attire & beauty", allocated: 2500 },
    { name: "Transportation", allocated: 700 },
  ],
};

/** Days from today to a date, as the eval's couple sees them. */
export function daysUntil(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number);
  const [ty, tm, td] = localToday().split("-").map(Number);
  return Math.round((Date.UTC(y!, m! - 1, d) - Date.UTC(ty!, tm! - 1, td)) / 86_400_000);
}
const WEEKS_TO_JUNE_12 = `${Math.floor(daysUntil("2027-06-12") / 7)} weeks`;

const COMPARED: ChatTurn[] = [
  { role: "user", content: "compare forge event hall and machine shop loft" },
  {
    role: "assistant",
    content:
      "Here they are side by side:\n\n- **[Forge Event Hall](/venues/forge-event-hall)** — Cleveland · seats **260** · from **$8,750** · industrial, historic · indoor and outdoor · fits 120\n- **[Machine Shop Loft](/venues/machine-shop-loft)** — Cleveland · seats **350** · from **$12,250** · industrial, ballroom · indoor · fits 120",
  },
];

export const evalCases18: EvalCase[] = [
  // ── 1. Listing names made of common words, exact and misspelt ─────────────────────────────────────
  {
    id: "18-name-event-hall",
    question: "tell me about Forge Event Hall",
    expect: ["Forge Event Hall", "260"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-the-room",
    question: "how much is the regent room?",
    expect: ["The Regent Room", "$11,250"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-street-hall",
    question: "does Canal Street Event Hall fit 120?",
    expect: ["Canal Street Event Hall", "130"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-roof-garden",
    question: "is Skyline Roof Garden outdoors?",
    expect: ["Skyline Roof Garden", "outdoor"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-gardens-lower",
    question: "whats larkspur gardens like",
    expect: ["Larkspur Gardens", "160"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-vendor-common",
    question: "how much does Long Table Catering charge?",
    expect: ["Long Table Catering"],
    reject: [DONT_KNOW, "Long Table Provisions"],
  },
  {
    id: "18-name-vendor-ordinal-word",
    question: "what do you know about Second Line Entertainment",
    expect: ["Second Line Entertainment"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-vendor-last",
    question: "tell me about Last Call Bar Service",
    expect: ["Last Call Bar Service"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-vendor-good",
    question: "is Good Company Events & Catering any good?",
    expect: ["Good Company Events & Catering"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-the-details",
    question: "tell me about The Details Weddings",
    expect: ["The Details Weddings"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-missing-letter",
    question: "tell me about forge evnt hall",
    expect: ["Forge Event Hall"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-extra-letter",
    question: "how big is the regentt room",
    expect: ["The Regent Room", "190"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-street-typo",
    question: "is canal stret event hall indoors",
    expect: ["Canal Street Event Hall", "indoor"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-transposed",
    question: "info on Machine Shpo Loft",
    expect: ["Machine Shop Loft", "350"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-wrong-letter",
    question: "how many people does Windwerd Lodge seat",
    expect: ["Windward Lodge", "220"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-number-words",
    question: "how much is twenty two rooftop",
    expect: ["Twenty-Two Rooftop", "$8,000"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-missing-s",
    question: "how much is Hollyhok Garden",
    expect: ["Hollyhock Gardens", "$6,500"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-name-lantern-terrace",
    question: "can lantern terrace hold 150?",
    expect: ["Lantern Terrace", "140", /too small/],
    reject: [DONT_KNOW],
  },

  // ── 2. Hypotheticals never propose a write ──────────────────────────────────────────────────────
  {
    id: "18-hypo-budget-unallocated",
    context: { budget: TRACKER },
    question: "hypothetically, if we raised the budget to 60k how much would be unallocated?",
    expect: ["$60,000", "$25,000", NOT_SAVED, OFFERS],
    action: false,
  },
  {
    id: "18-hypo-what-would-total",
    context: { budget: TRACKER },
    question: "what would our total be if we added 5k",
    expect: ["$45,000", NOT_SAVED],
    action: false,
  },
  {
    id: "18-hypo-dont-change",
    context: { budget: TRACKER },
    question: "don't change anything yet, but what if the budget was 50k — what's left unallocated?",
    expect: ["$50,000", "$15,000", NOT_SAVED],
    action: false,
  },
  {
    id: "18-hypo-per-guest",
    context: { budget: TRACKER },
    question: "if we invited 200, what would our budget per guest be?",
    expect: ["200", "$200", NOT_SAVED],
    action: false,
  },
  {
    id: "18-hypo-just-curious",
    context: { budget: TRACKER },
    question: "just curious, what would the per-guest cost be at 160 people",
    expect: ["160", "$250", NOT_SAVED],
    action: false,
  },
  {
    id: "18-hypo-venue-fit",
    question: "what if we invited 200 — would Forge Event Hall still fit?",
    expect: ["Forge Event Hall", "260", "200"],
    action: false,
  },
  {
    id: "18-hypo-category",
    context: { budget: TRACKER },
    question: "hypothetically if we cut catering by 2k what would it be",
    expect: ["$10,000", "Catering", NOT_SAVED],
    action: false,
  },
  {
    id: "18-hypo-date",
    question: "what if we moved the wedding to june 12 2027, what day of the week would that be?",
    expect: ["Saturday", "June 12, 2027", NOT_SAVED],
    action: false,
  },
  {
    id: "18-hypo-typo",
    context: { budget: TRACKER },
    question: "hypotheticaly if the budjet went up to 48k how much would be unalocated",
    expect: ["$48,000", "$13,000", NOT_SAVED],
    action: false,
  },

  // ── 3. Two or three named listings side by side ─────────────────────────────────────────────────
  {
    id: "18-compare-three-fit",
    question: "compare Forge Event Hall, Machine Shop Loft and Twenty-Two Rooftop",
    expect: ["Forge Event Hall", "Machine Shop Loft", "Twenty-Two Rooftop", /too small for 120/],
    reject: [/all of them fit/i, /both fit/i],
  },
  {
    id: "18-compare-one-missing",
    question: "Forge Event Hall vs Wavecrest Pavilion vs Blorptown Manor",
    expect: ["Forge Event Hall", "Wavecrest Pavilion", /couldn't find.*Blorptown Manor/i],
  },
  {
    id: "18-compare-lower",
    question: "compare the regent room and larkspur gardens",
    expect: ["The Regent Room", "Larkspur Gardens"],
    reject: [DONT_KNOW],
  },
  {
    id: "18-compare-which-cheaper",
    question: "which is cheaper, Hollister House or Windwrad Lodge?",
    expect: ["Hollister House", "Windward Lodge", "$14,500"],
  },
  {
    id: "18-compare-vendors",
    question: "side by side: Long Table Catering vs Cast Iron Catering",
    expect: ["Long Table Catering", "Cast Iron Catering"],
  },
  {
    id: "18-compare-all-fit-checked",
    context: { profile: { guestCount: 250 } },
    question: "compare Forge Event Hall, Machine Shop Loft and Wavecrest Pavilion for our guests",
    expect: ["Forge Event Hall", "Machine Shop Loft", "Wavecrest Pavilion", /too small for 250/],
    reject: [/all of them fit/i],
  },

  // ── 4. Follow-ups about the value June just proposed ─────────────────────────────────────────────
  {
    id: "18-proposed-weekday",
    history: PROPOSED_DATE,
    question: "what day of the week is that?",
    expect: ["Saturday", "June 12, 2027"],
    action: false,
  },
  {
    id: "18-proposed-weeks",
    history: PROPOSED_DATE,
    question: "how many weeks away would that be",
    expect: [WEEKS_TO_JUNE_12, "June 12, 2027"],
    action: false,
  },
  {
    id: "18-proposed-weeks-typo",
    history: PROPOSED_DATE,
    question: "how many wks away is that",
    expect: [WEEKS_TO_JUNE_12],
    action: false,
  },
  {
    id: "18-proposed-guests-per-guest",
    context: { budget: TRACKER },
    history: PROPOSED_GUESTS,
    question: "how much per guest would that be?",
    expect: ["140", /\$28[56]/],
    action: false,
  },
  {
    id: "18-proposed-total-unallocated",
    context: { budget: TRACKER },
    history: PROPOSED_TOTAL,
    question: "how much would be unallocated then?",
    expect: ["$45,000", "$10,000"],
    action: false,
  },

  // ── 5. Superlatives, ordinals with an attribute, filters and writes on June's last list ─────────
  {
    id: "18-shown-cheapest",
    history: LAKESIDE_SEARCH,
    question: "which one is the cheapest?",
    expect: ["Wavecrest Pavilion", "$12,750"],
    reject: ["I found"],
  },
  {
    id: "18-shown-cheapest-typo",
    history: LAKESIDE_SEARCH,
    question: "whats the cheapst one",
    expect: ["Wavecrest Pavilion", "$12,750"],
  },
  {
    id: "18-shown-biggest",
    history: LAKESIDE_SEARCH,
    question: "the biggest?",
    expect: ["North Coast Shore Club", "260"],
  },
  {
    id: "18-shown-seats-most",
    history: LAKESIDE_SEARCH,
    question: "which seats the most",
    expect: ["North Coast Shore Club", "260"],
  },
  {
    id: "18-shown-ordinal-seat",
    history: LAKESIDE_SEARCH,
    question: "how many does the third one seat?",
    expect: ["Wavecrest Pavilion", "230"],
  },
  {
    id: "18-shown-ordinal-cost",
    history: LAKESIDE_SEARCH,
    question: "what does the second one cost",
    expect: ["North Coast Shore Club", "$18,000"],
  },
  {
    id: "18-shown-under",
    history: LAKESIDE_SEARCH,
    question: "which of those are under 17k?",
    expect: ["Wavecrest Pavilion"],
    venues: { city: "cleveland", maxPrice: 17000, style: "lakeside" },
  },
  {
    id: "18-shown-fit-guests",
    context: { profile: { guestCount: 235 } },
    history: LAKESIDE_SEARCH,
    question: "which of them fit our guests?",
    expect: ["Harbor Light Pavilion", "North Coast Shore Club"],
    reject: ["[Wavecrest Pavilion]"],
  },
  {
    id: "18-shown-save-cheapest",
    history: LAKESIDE_SEARCH,
    question: "save the cheapest one",
    expect: ["Wavecrest Pavilion"],
    action: "wavecrest-pavilion",
  },
  {
    id: "18-shown-save-2nd",
    history: LAKESIDE_SEARCH,
    question: "save the 2nd",
    expect: ["North Coast Shore Club"],
    action: "north-coast-shore-club",
  },
  {
    id: "18-shown-vendor-cheapest",
    history: PHOTOGRAPHERS,
    question: "who's the cheapest?",
    expect: ["Northlight Photo Co.", "$1,300"],
  },
  {
    id: "18-shown-compared-bigger",
    history: COMPARED,
    question: "which one seats more?",
    expect: ["Machine Shop Loft", "350"],
  },

  // ── 6. A place we don't serve, with a style or category ─────────────────────────────────────────
  {
    id: "18-outside-barn",
    question: "do you cover Chicago? looking for a barn",
    expect: ["Chicago", ...SERVED_CITIES],
    reject: [NO_VENUE_LINKS],
  },
  {
    id: "18-outside-rustic",
    question: "any rustic barns near Louisville?",
    expect: ["Louisville", ...SERVED_CITIES],
    reject: [NO_VENUE_LINKS],
  },
  {
    id: "18-outside-photographer",
    question: "looking for a photographer in Pittsburgh",
    expect: ["Pittsburgh", ...SERVED_CITIES],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18-outside-vineyard-lower",
    question: "got any vineyard venues in napa?",
    expect: [/napa/i, ...SERVED_CITIES],
    reject: [NO_VENUE_LINKS],
  },
  {
    id: "18-outside-do-you-serve",
    question: "do u guys serve denver? we want a rooftop",
    expect: ["Denver", ...SERVED_CITIES],
    reject: [NO_VENUE_LINKS],
  },

  // ── 7. A budget line the couple doesn't have ────────────────────────────────────────────────────
  {
    id: "18-nocat-cake",
    context: { budget: TRACKER },
    question: "how much is set aside for the cake?",
    expect: [/no .*cake/i, "Catering", OFFERS],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18-nocat-limo",
    context: { budget: TRACKER },
    question: "how much have we budgeted for the limo",
    expect: [/no .*(limo|transportation)/i, "Venue"],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18-nocat-hmua",
    context: { budget: TRACKER },
    question: "whats our budget for hair and makeup",
    expect: [/no .*(hair|beauty)/i],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18-nocat-officiant",
    context: { budget: TRACKER },
    question: "how much did we allow for the officiant?",
    expect: [/no .*officiant/i],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18-nocat-videographer-typo",
    context: { budget: TRACKER },
    question: "how much is earmarked for the videograher",
    expect: [/no .*video/i],
    reject: [NO_VENDOR_LINKS],
  },

  // ── 8. Writes with nothing to point at: one short question ──────────────────────────────────────
  {
    id: "18-noref-change-it",
    question: "change it to 150",
    expect: [/\?/, /guest count|budget/i],
    reject: [DONT_KNOW],
    action: false,
  },
  {
    id: "18-noref-set-it",
    context: { budget: TRACKER },
    question: "set it to 5k",
    expect: [/\?/, /total budget|categor/i],
    reject: [DONT_KNOW],
    action: false,
  },
  {
    id: "18-noref-move-wedding",
    question: "we need to move the wedding",
    expect: [/which (date|day)|what (date|day)|new date/i, /\?/],
    reject: [DONT_KNOW],
    action: false,
  },
  {
    id: "18-noref-add-her",
    question: "add her",
    expect: [/who|name/i, /\?/],
    reject: [DONT_KNOW],
    action: false,
  },
  {
    id: "18-noref-make-it",
    question: "make it 200 please",
    expect: [/\?/, /guest count|budget/i],
    reject: [DONT_KNOW],
    action: false,
  },
  {
    id: "18-noref-bump",
    context: { budget: TRACKER },
    question: "bump it up by 500",
    expect: [/\?/, /total budget|categor/i],
    reject: [DONT_KNOW],
    action: false,
  },

  {
    id: "18-noref-resolved-guests",
    history: [
      { role: "user", content: "what's our guest count?" },
      { role: "assistant", content: "You're planning for **120 guests**." },
    ],
    question: "change it to 150",
    expect: ["150", CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "guestCount", to: "150" }] },
  },
  {
    id: "18-noref-resolved-category",
    context: { budget: TRACKER },
    history: [
      { role: "user", content: "what's our photography budget?" },
      { role: "assistant", content: "You've set aside **$4,000** for photography." },
    ],
    question: "bump it to 5k",
    expect: ["Photography", "$5,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 500000 },
  },

  // ── 9. Category synonyms, in writes and reads ───────────────────────────────────────────────────
  {
    id: "18-syn-dj-write",
    context: { budget: SEED_TRACKER },
    question: "put 2k toward the DJ",
    expect: ["Music", "$2,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Music", amountCents: 200000 },
  },
  {
    id: "18-syn-band-write",
    context: { budget: SEED_TRACKER },
    question: "set the band budget to 2500",
    expect: ["Music", "$2,500", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Music", amountCents: 250000 },
  },
  {
    id: "18-syn-photog-write",
    context: { budget: SEED_TRACKER },
    question: "bump the photog budget to 4k",
    expect: ["Photography", "$4,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 400000 },
  },
  {
    id: "18-syn-florals-write",
    context: { budget: SEED_TRACKER },
    question: "allocate 3k for florals",
    expect: ["Flowers & decor", "$3,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Flowers & decor", amountCents: 300000 },
  },
  {
    id: "18-syn-hair-makeup-write",
    context: { budget: SEED_TRACKER },
    question: "put $800 more toward hair and makeup",
    expect: ["Attire & beauty", "$3,300", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Attire & beauty", amountCents: 330000 },
  },
  {
    id: "18-syn-hmua-write",
    context: { budget: SEED_TRACKER },
    question: "set HMUA to 2,900",
    expect: ["Attire & beauty", "$2,900", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Attire & beauty", amountCents: 290000 },
  },
  {
    id: "18-syn-reception-hall-write",
    context: { budget: SEED_TRACKER },
    question: "change the reception hall budget to 13k",
    expect: ["Venue", "$13,000", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Venue", amountCents: 1300000 },
  },
  {
    id: "18-syn-dj-read",
    context: { budget: SEED_TRACKER },
    question: "how much do we have for the dj?",
    expect: ["$1,800", /music/i],
    reject: [NO_VENDOR_LINKS],
    action: false,
  },
  {
    id: "18-syn-photos-read",
    context: { budget: SEED_TRACKER },
    question: "whats set aside for photos",
    expect: ["$3,500", /photography/i],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18-syn-musicians-read",
    context: { budget: SEED_TRACKER },
    question: "what's our musicians budget",
    expect: ["$1,800"],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "18-syn-limo-read",
    context: { budget: SEED_TRACKER },
    question: "how much is budgeted for the limo?",
    expect: ["$700", /transportation/i],
    reject: [NO_VENDOR_LINKS],
  },

  // ── 10. Money written many ways ─────────────────────────────────────────────────────────────────
  {
    id: "18-money-decimal-k",
    context: { budget: TRACKER },
    question: "set our budget to 42.5k",
    expect: ["$42,500", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4250000 },
  },
  {
    id: "18-money-commas",
    context: { budget: TRACKER },
    question: "change the total budget to $42,500",
    expect: ["$42,500", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4250000 },
  },
  {
    id: "18-money-dollars-word",
    context: { budget: TRACKER },
    question: "make our budget 42,500 dollars",
    expect: ["$42,500", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4250000 },
  },
  {
    id: "18-money-grand",
    context: { budget: TRACKER },
    question: "set the budget to 42.5 grand",
    expect: ["$42,500", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4250000 },
  },
  {
    id: "18-money-words",
    context: { budget: TRACKER },
    question: "set our budget to forty two thousand",
    expect: ["$42,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4200000 },
  },
  {
    id: "18-money-words-compound",
    context: { budget: TRACKER },
    question: "our new budget is forty-five thousand",
    expect: ["$45,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4500000 },
  },
  {
    id: "18-money-capital-k",
    context: { budget: TRACKER },
    question: "new budget is $45K",
    expect: ["$45,000", CONFIRM],
    action: { kind: "set_total_budget", amountCents: 4500000 },
  },
  {
    id: "18-money-category-grand",
    context: { budget: TRACKER },
    question: "put 3.5 grand toward photography",
    expect: ["Photography", "$3,500", CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 350000 },
  },

  // ── 11. Partners and plus-ones ──────────────────────────────────────────────────────────────────
  {
    id: "18-guest-and-a-guest",
    question: "add Maya Ross and a guest",
    expect: ["Maya Ross"],
    action: { guests: ["Maya Ross"], plusOnes: 1 },
  },
  {
    id: "18-guest-plus-one",
    question: "add Tom Reed plus one",
    expect: ["Tom Reed"],
    action: { guests: ["Tom Reed"], plusOnes: 1 },
  },
  {
    id: "18-guest-husband",
    question: "add Jenna Cole and her husband Mark Cole",
    expect: ["Jenna Cole", "Mark Cole"],
    action: {
      kind: "add_guests",
      guests: [{ name: "Jenna Cole" }, { name: "Mark Cole" }],
      plusOnes: 0,
    },
  },
  {
    id: "18-guest-cousin-fiance",
    question: "add my cousin Dana Fox and her fiancé Eli Park",
    expect: ["Dana Fox", "Eli Park"],
    action: {
      kind: "add_guests",
      guests: [
        { name: "Dana Fox", guestType: "family" },
        { name: "Eli Park", guestType: "family" },
      ],
    },
  },
  {
    id: "18-guest-friend-wife",
    question: "please add my friend Omar Said and his wife Lina Said",
    expect: ["Omar Said", "Lina Said"],
    action: {
      kind: "add_guests",
      guests: [
        { name: "Omar Said", guestType: "friend" },
        { name: "Lina Said", guestType: "friend" },
      ],
    },
  },

  // ── 12. Shorthand and misspelt time words ───────────────────────────────────────────────────────
  {
    id: "18-short-wks",
    question: "how many wks til the wedding",
    expect: [/\d+ weeks/],
  },
  {
    id: "18-short-mo",
    question: "how many mo until the wedding?",
    expect: [/\d+ months/],
  },
  {
    id: "18-short-yr",
    question: "is the wedding less than a yr away",
    expect: [/\d+ days/],
  },
  {
    id: "18-short-b4",
    question: "thx! how many days b4 the big day",
    expect: [/\d+ days/],
  },
  {
    id: "18-short-tmrw-abt",
    question: "tmrw we tour venues, wat abt the budget — how much is unallocated?",
    context: { budget: TRACKER },
    expect: ["$5,000"],
  },
  {
    id: "18-short-weeks-typo",
    question: "how mnay weeks untill the weding",
    expect: [/\d+ weeks/],
  },
];
