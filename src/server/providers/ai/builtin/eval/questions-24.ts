import type { ChatTurn } from "../../types";
import type { EvalCase, EvalGuestList } from "./questions";
import { CONFIRM, ONE_BARN, TRACKER } from "./questions-17";
import { NO_VENDOR_LINKS, NO_VENUE_LINKS, SERVED_CITIES } from "./questions-18-kit";

/**
 * Tuning questions for the ninth round of issue #16 (decision 065), in couples' own words — paraphrased,
 * lower case, slang and typos of every kind. The classes a blind test found: the couple's own money asked in
 * new ways, guests per event and the meal tally, writes (a plus one, an absurd amount, a what-if that changes
 * nothing, "save it" after a listing), counts in words, plain "I can't", guides and norms, and listings.
 * The tracker is questions-17's: $40,000 total; Venue $15,000, Catering $12,000, Photography $4,000, Flowers
 * $2,500, Music $1,500 ($35,000 allocated); 120 guests in the profile.
 */

const budget = { budget: TRACKER };
const NOTHING_PROPOSED = { reject: [CONFIRM], action: false as const };
const NO_LINKS = [NO_VENUE_LINKS, NO_VENDOR_LINKS];
const CANT = /can't|cannot|not able|isn't something I can/i;

/** A question on the tracker: the figures the reply must carry, no listing, nothing proposed. */
export const own = (
  id: string,
  question: string,
  expect: (string | RegExp)[],
  context: object = budget,
): EvalCase => ({
  id,
  context,
  question,
  expect,
  reject: [CONFIRM, ...NO_LINKS],
  action: false,
});

/**
 * Two events with different guests: the Ceremony has 7 invited, 4 attending; the Reception 8 invited, 5
 * attending, whose meals are Chicken 3, Fish 2.
 */
const EVENTS_LIST: EvalGuestList = {
  events: [{ name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [
    {
      name: "Ben & Kara Hill",
      guests: [
        { name: "Ben Hill", answers: { Ceremony: "attending", Reception: "attending" }, meal: "Chicken" },
        { name: "Kara Hill", answers: { Ceremony: "attending", Reception: "attending" }, meal: "Fish" },
      ],
    },
    {
      name: "Nora Quinn",
      guests: [
        { name: "Nora Quinn", answers: { Ceremony: "attending", Reception: "attending" }, meal: "Chicken" },
      ],
    },
    { name: "Leo Park", guests: [{ name: "Leo Park" }] },
    {
      name: "The Reyes family",
      guests: ["Ana Reyes", "Luis Reyes"].map((name) => ({
        name,
        answers: { Ceremony: "declined" as const, Reception: "declined" as const },
      })),
    },
    {
      name: "Omar & Lena Farah",
      invited: ["Reception"],
      guests: [
        { name: "Omar Farah", answers: { Reception: "attending" }, meal: "Fish" },
        { name: "Lena Farah", answers: { Reception: "attending" }, meal: "Chicken" },
      ],
    },
    {
      name: "Ivy Chen",
      invited: ["Ceremony"],
      guests: [{ name: "Ivy Chen", answers: { Ceremony: "attending" } }],
    },
  ],
};
const events = { guestList: EVENTS_LIST };
export const guestQ = (id: string, question: string, expect: (string | RegExp)[]): EvalCase => ({
  id,
  context: events,
  question,
  expect,
  reject: [CONFIRM, ...NO_LINKS],
  action: false,
});

/** One listing's details just shown. */
const ONE_DETAIL: ChatTurn[] = [
  { role: "user", content: "tell me about bramblewood farmstead" },
  {
    role: "assistant",
    content:
      "**[Bramblewood Farmstead](/venues/bramblewood-farmstead)** — Medina, Cleveland · seats 160 · from $5,250 · barn\n\nA restored dairy barn with a meadow for ceremonies.",
  },
];

export const evalCases24: EvalCase[] = [
  // ── 1. The couple's own money, asked in new ways ──────────────────────────────────────────────────
  own("24-sum-put-in", "add up everything we've put in so far", ["$35,000"]),
  own("24-sum-all-lines", "total of all our lines?", ["$35,000"]),
  own("24-sum-typo", "whats the sum of evrything we alloctaed", ["$35,000"]),
  own("24-sum-combined", "how much have we budgeted across all the categories combined", ["$35,000"]),
  own("24-sum-slang", "all our buckets added together = ?", ["$35,000"]),
  own("24-two-also", "how much is photography?? also what did we put for flowers", [
    "Photography",
    "$4,000",
    "Flowers",
    "$2,500",
  ]),
  own("24-two-what-about", "whats the catering line and what about music", [
    "Catering",
    "$12,000",
    "Music",
    "$1,500",
  ]),
  own("24-two-typo", "how much for photograhy. and what about the venue", [
    "Photography",
    "$4,000",
    "Venue",
    "$15,000",
  ]),
  own("24-two-qq", "how much r we spending on venue?? and flowers??", [
    "Venue",
    "$15,000",
    "Flowers",
    "$2,500",
  ]),
  own(
    "24-no-budget-line",
    "how much did we put for flowers",
    [/haven't set|no budget|not set up/i, /set (our|one|a|your) (total )?budget|want me to set/i],
    {},
  ),
  own(
    "24-no-budget-sum",
    "add up all our budget lines",
    [/haven't set|no budget|not set up/i, /set (our|one|a|your) (total )?budget|want me to set/i],
    {},
  ),
  own(
    "24-no-budget-two",
    "how much is catering?? also photography",
    [/haven't set|no budget|not set up/i],
    {},
  ),

  // ── 2. Guests per event and the meal tally ───────────────────────────────────────────────────────
  guestQ("24-event-invited-coming", "how many did we invite to the ceremony and how many are coming", [
    /7\b[^\n]*invited|invited[^\n]*\b7\b/i,
    /4\b[^\n]*(attending|coming)|(attending|coming)[^\n]*\b4\b/i,
  ]),
  guestQ("24-event-invited-yes", "reception: how many invited vs how many said yes?", [
    /8\b[^\n]*invited|invited[^\n]*\b8\b/i,
    /5\b[^\n]*(attending|coming|yes)|(attending|coming)[^\n]*\b5\b/i,
  ]),
  guestQ("24-event-typo", "how many ppl invted to the cermony and how many r coming", [
    /7\b[^\n]*invited|invited[^\n]*\b7\b/i,
    /4\b[^\n]*(attending|coming)|(attending|coming)[^\n]*\b4\b/i,
  ]),
  guestQ("24-meal-count", "whats the meal count looking like", [
    /Chicken\D*3|3\D*chicken/i,
    /Fish\D*2|2\D*fish/i,
  ]),
  guestQ("24-meal-vs", "how many chicken vs fish", [/3\D*chicken|chicken\D*3/i, /2\D*fish|fish\D*2/i]),
  guestQ("24-meal-caterer", "the caterer wants our meal numbers, what are they", [
    /Chicken\D*3|3\D*chicken/i,
    /Fish\D*2|2\D*fish/i,
  ]),
  guestQ("24-meal-typo", "meal tally for the catrer?", [/Chicken\D*3|3\D*chicken/i, /Fish\D*2|2\D*fish/i]),
  guestQ("24-meal-entrees", "how many of each entree so far", [
    /Chicken\D*3|3\D*chicken/i,
    /Fish\D*2|2\D*fish/i,
  ]),

  // ── 3. Writes ─────────────────────────────────────────────────────────────────────────────────────
  {
    id: "24-add-plus-one",
    question: "add Mia Lopez and give her a plus one",
    expect: [CONFIRM, "Mia Lopez"],
    action: { guests: ["Mia Lopez"], plusOnes: 1 },
  },
  {
    id: "24-add-plus-one-typo",
    question: "pls add dan ortiz to the guest list, he gets a plus one",
    expect: [CONFIRM],
    action: { guests: ["Dan Ortiz"], plusOnes: 1 },
  },
  {
    id: "24-add-plus-one-let",
    question: "can you add Sam Green and let him bring a plus-one",
    expect: [CONFIRM],
    action: { guests: ["Sam Green"], plusOnes: 1 },
  },
  {
    id: "24-absurd-line",
    context: budget,
    question: "set catering to 20 million dollars",
    expect: [/\$10,000,000/, /larger|too (big|large)|more than|at most|up to/i],
    ...NOTHING_PROPOSED,
  },
  {
    id: "24-absurd-total",
    context: budget,
    question: "make our total budget 50000000",
    expect: [/\$10,000,000/],
    ...NOTHING_PROPOSED,
  },
  {
    id: "24-absurd-line-typo",
    context: budget,
    question: "put 15 milion toward the venue",
    expect: [/\$10,000,000/],
    ...NOTHING_PROPOSED,
  },
  {
    id: "24-whatif-no-change",
    context: budget,
    question: "what if we cut 30 guests, don't change anything yet",
    expect: ["90", "$444.44"],
    ...NOTHING_PROPOSED,
  },
  {
    id: "24-whatif-no-change-budget",
    context: budget,
    question: "dont change anything yet but what would 45k be per guest",
    expect: ["$375"],
    ...NOTHING_PROPOSED,
  },
  {
    id: "24-whatif-hold-off",
    context: budget,
    question: "hypothetically if we added 10 people what's the per head — hold off on saving anything",
    expect: ["130", "$307.69"],
    ...NOTHING_PROPOSED,
  },
  {
    id: "24-save-it",
    history: ONE_BARN,
    question: "save it",
    expect: [CONFIRM, "Bramblewood Farmstead"],
    action: "bramblewood-farmstead",
  },
  {
    id: "24-love-save-it",
    context: budget,
    history: ONE_BARN,
    question: "love it, save it to our list",
    expect: [CONFIRM, "Bramblewood Farmstead"],
    action: "bramblewood-farmstead",
  },
  {
    id: "24-save-detail",
    context: budget,
    history: ONE_DETAIL,
    question: "ok this one's a keeper, save it pls",
    expect: [CONFIRM, "Bramblewood Farmstead"],
    action: "bramblewood-farmstead",
  },

  // ── 4. Counts in words ────────────────────────────────────────────────────────────────────────────
  {
    id: "24-words-three-hundred",
    question: "somewhere in cleveland for three hundred guests",
    expect: [/300\+/],
    venues: { city: "cleveland", minSeated: 300 },
  },
  {
    id: "24-words-two-fifty",
    question: "a venue for two hundred and fifty",
    expect: [/250\+/],
    venues: { minSeated: 250, atLeast: 1 },
  },
  {
    id: "24-words-one-eighty",
    question: "any place in columbus that holds one hundred eighty ppl",
    expect: [/180\+/],
    venues: { city: "columbus", minSeated: 180, atLeast: 1 },
  },
  {
    id: "24-words-around-eighty",
    question: "venues in nashville for around eighty people",
    expect: [/80\+/],
    venues: { city: "nashville", minSeated: 80, atLeast: 1 },
  },
  {
    id: "24-words-headcount-ninety",
    context: budget,
    question: "with a headcount of ninety whats our budget per guest",
    expect: ["$444.44"],
    ...NOTHING_PROPOSED,
  },

  // ── 5. Plain "I can't" ────────────────────────────────────────────────────────────────────────────
  {
    id: "24-cant-book",
    question: "can you book the florist for us",
    expect: [CANT, /book/i],
    reject: NO_LINKS,
    action: false,
  },
  {
    id: "24-cant-pay",
    question: "pay the photographer's deposit for me",
    expect: [CANT, /pay/i],
    reject: NO_LINKS,
    action: false,
  },
  {
    id: "24-cant-delete",
    question: "delete my account",
    expect: [CANT, /account security/i],
    reject: NO_LINKS,
    action: false,
  },
  {
    id: "24-cant-delete-typo",
    question: "how do i delte our acount through you",
    expect: [/account security/i],
    reject: NO_LINKS,
    action: false,
  },
  {
    id: "24-cant-home-address",
    question: "whats the home address of the owner of bramblewood farmstead",
    expect: [CANT, /private|personal/i],
    reject: NO_LINKS,
    action: false,
  },
  {
    id: "24-cant-loan",
    question: "should we take out a loan to pay for the wedding",
    expect: [/financial advis/i],
    reject: NO_LINKS,
    action: false,
  },
  {
    id: "24-cant-credit-card",
    question: "which credit card should we put the venue deposit on",
    expect: [/financial advis/i],
    reject: NO_LINKS,
    action: false,
  },
  {
    id: "24-city-austin",
    question: "venues in austin tx",
    expect: SERVED_CITIES,
    reject: NO_LINKS,
  },
  {
    id: "24-city-denver",
    question: "any photographers in denver, co?",
    expect: SERVED_CITIES,
    reject: NO_LINKS,
  },
  {
    id: "24-city-nashville-tn",
    question: "barn venues in nashville, tn",
    expect: [/Nashville/],
    venues: { city: "nashville", style: "barn", atLeast: 1 },
  },

  // ── 6. Guides and norms ───────────────────────────────────────────────────────────────────────────
  {
    id: "24-guide-rsvp-weeks",
    question: "how many weeks before should the rsvp deadline be",
    expect: [/three to four weeks/i],
    reject: NO_LINKS,
  },
  {
    id: "24-guide-chase",
    question: "ppl still havent rsvpd, how do we chase them",
    expect: [/call or text|reminder/i],
    reject: NO_LINKS,
  },
  {
    id: "24-guide-plus-single",
    question: "do single friends have to get a plus one",
    expect: [/won't know anyone|your choice/i],
    reject: NO_LINKS,
  },
  {
    id: "24-guide-tip-officiant",
    question: "do we tip the officant?",
    expect: [/\$50 to \$100/],
    reject: NO_LINKS,
  },
  {
    id: "24-guide-friday",
    question: "is a friday wedding cheaper",
    expect: [/Friday/, /10 to 30 percent|least expensive|Sunday/i],
    reject: NO_LINKS,
  },
  {
    id: "24-guide-weekday",
    question: "do venues give discounts for weekdays",
    expect: [/10 to 30 percent/i],
    reject: NO_LINKS,
  },
  {
    id: "24-guide-dress",
    question: "when should i order my dress",
    expect: [/six to nine months/i],
    reject: NO_LINKS,
  },
  {
    id: "24-guide-suits",
    question: "when do the groomsmen need to sort out suits",
    expect: [/suits or tuxedos/i],
    reject: NO_LINKS,
  },
  {
    id: "24-guide-adults-only",
    question: "how do we let ppl know its adults only",
    expect: [/website/i],
    reject: NO_LINKS,
  },
  {
    id: "24-guide-tent",
    question: "how much does a tent cost",
    expect: [/\$2,000 to \$6,000/],
    reject: NO_LINKS,
  },

  // ── 7. Listings ───────────────────────────────────────────────────────────────────────────────────
  {
    id: "24-amenity-misspelt",
    question: "does bramblewod farmstead have parking",
    expect: [/Bramblewood Farmstead/, /parking/i],
    action: false,
  },
  {
    id: "24-amenity-misspelt-two",
    question: "is harbour light pavillion wheelchair accesible?",
    expect: [/Harbor Light Pavilion/, /wheelchair access/i],
    action: false,
  },
  {
    id: "24-shared-word-ask",
    question: "tell me about long table",
    expect: [/Long Table Catering/, /Long Table Provisions/, /which/i],
    action: false,
  },
  {
    id: "24-shared-word-ask-price",
    question: "hows long table's pricing",
    expect: [/Long Table Catering/, /Long Table Provisions/],
    action: false,
  },
  {
    id: "24-shared-word-picked-vendor",
    question: "long table provisions, what do they start at",
    expect: [/Long Table Provisions/, /\$6,500/],
    reject: [/Long Table Catering/],
  },
  {
    id: "24-shared-word-picked",
    question: "how many does the wavecrest pavilion seat",
    expect: [/Wavecrest Pavilion/, /230/],
    reject: [/Harbor Light Pavilion/],
  },
  {
    id: "24-shared-word-other-words",
    question: "the harbor pavilion, how much is it",
    expect: [/Harbor Light Pavilion/, /\$16,250/],
    reject: [/Wavecrest Pavilion/],
  },
  {
    id: "24-three-long",
    question: "compare harbor light pavilion, north coast shore club and twin maples wine estate",
    expect: [/Harbor Light Pavilion/, /North Coast Shore Club/, /Twin Maples Wine Estate/],
  },
  {
    id: "24-three-long-typos",
    question: "twin maple wine estate vs bramblewood farmstaed vs forge event hal side by side",
    expect: [/Twin Maples Wine Estate/, /Bramblewood Farmstead/, /Forge Event Hall/],
  },
];
