import type { EvalCase } from "./questions";
import { CONFIRM, TRACKER } from "./questions-17";
import { DONT_KNOW, OFFERS, NO_VENDOR_LINKS, SEED_TRACKER } from "./questions-18-kit";

/**
 * Tuning questions for issue #16's third round (decision 054), classes 7–12: budget lines the couple doesn't
 * have, writes with no referent, category synonyms, money formats, partners and plus-ones, shorthand for time
 * words. Classes 1–6 are in questions-18.ts.
 */
export const evalCases18Writes: EvalCase[] = [
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
