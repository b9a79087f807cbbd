import type { CityId, VendorCategorySlug } from "@shared/catalog";
import type { VenueStyle } from "@shared/marketplace-catalog";
import type { ChatTurn, PendingAction, ToolName } from "../../types";

/**
 * The built-in planner engine's evaluation set (issue #4): questions a couple asks, each with the data
 * the couple has (inserted through the database by eval.test.ts), and the facts the answer must and must
 * not contain. Listing checks are rules, not names, where the demo marketplace could change: every venue
 * or vendor a reply links must exist, and must satisfy the filters the question asked for.
 */

export type EvalContext = {
  /** The couple's profile; null: no profile row at all. Defaults: Ava & Noah, Cleveland, 120 guests, wedding in 300 days. */
  profile?: {
    partner1Name?: string;
    partner2Name?: string;
    /** Days from today to the wedding; null: no date. */
    weddingInDays?: number | null;
    guestCount?: number | null;
    cityId?: CityId | null;
  } | null;
  budget?: {
    totalBudget: number;
    guestCount?: number;
    categoryAllocations?: Record<string, number>;
    /** The tracker's categories (issue #14): name and allocated whole USD, in order (issue #16's allocation proposals). */
    categories?: { name: string; allocated: number }[];
  };
  guests?: { attending: number; pending: number; declined: number };
  /** A guest list in the issue #12 model: events, households, per-event answers, meals. */
  guestList?: EvalGuestList;
  /** Venue slugs from the demo marketplace. */
  savedVenues?: string[];
  /** The style quiz's result on the profile (issue #15): one venue style's profile. */
  styleQuiz?: VenueStyle;
};

export type EvalGuestList = {
  events: { name: string; asksMeal?: boolean }[];
  households: {
    name: string;
    /** Event names the household is invited to; omitted: every event. */
    invited?: string[];
    /** `answers` by event name (no entry: not answered); `meal` is the guest's meal choice. */
    guests: { name: string; answers?: Record<string, "attending" | "declined">; meal?: string }[];
  }[];
};

/** The add-guests proposal a reply must carry: these guest names, in order (and plus-ones, events). */
export type AddGuestsExpectation = { guests: string[]; plusOnes?: number; events?: string[] };

/**
 * Any other proposal (issue #16): its `kind` and the fields it must have, matched partially — e.g.
 * `{ kind: "set_total_budget", amountCents: 4000000 }`; nested objects and arrays match the same way
 * (an array's expected items, in order, against the same positions).
 */
export type ActionExpectation = { kind: PendingAction["kind"] } & Record<string, unknown>;

export type ListingRule = {
  city?: CityId;
  style?: VenueStyle;
  minSeated?: number;
  maxPrice?: number;
  setting?: "indoor" | "outdoor";
  category?: VendorCategorySlug;
  /** At least this many listings must be linked. */
  atLeast?: number;
};

export type ImageSpec = { solid: string } | { halves: [string, string] } | { dataUrl: string };

export type EvalCase = {
  id: string;
  context?: EvalContext;
  /** Earlier turns (oldest first); the question is appended as the newest user turn. */
  history?: ChatTurn[];
  question: string;
  image?: ImageSpec;
  /** Strings (case-insensitive) or patterns that must appear in the reply. */
  expect: (string | RegExp)[];
  /** Strings or patterns that must not appear. */
  reject?: (string | RegExp)[];
  /** Tools the engine must have called. */
  tools?: ToolName[];
  /** The save proposal the reply must carry (slug), the add-guests proposal, another proposal, or false: none. */
  action?: string | AddGuestsExpectation | ActionExpectation | false;
  /** Every venue linked must satisfy this. */
  venues?: ListingRule;
  /** Every vendor linked must satisfy this. */
  vendors?: ListingRule;
};

const DONT_KNOW = /I don't know that one/;

const BARN_ANSWER: ChatTurn = {
  role: "assistant",
  content:
    "I found **1** barn venue in Cleveland (your city) that seats 150+:\n\n1. **[Bramblewood Farmstead](/venues/bramblewood-farmstead)** — Medina, Cleveland · seats 160 · from $5,250 · barn",
};

const LAKESIDE_LIST: ChatTurn = {
  role: "assistant",
  content:
    "I found **5** lakeside venues in Cleveland:\n\n1. **[Harbor Light Pavilion](/venues/harbor-light-pavilion)** — …\n2. **[North Coast Shore Club](/venues/north-coast-shore-club)** — …\n3. **[Wavecrest Pavilion](/venues/wavecrest-pavilion)** — …",
};

/** The tuning part's guest list (the held-out part has its own: questions-held-out.ts). */
const TUNING_GUEST_LIST: EvalGuestList = {
  events: [{ name: "Rehearsal Dinner" }, { name: "Ceremony" }, { name: "Reception", asksMeal: true }],
  households: [
    {
      name: "Ben & Kara Hill",
      guests: [
        {
          name: "Ben Hill",
          answers: { "Rehearsal Dinner": "attending", Ceremony: "attending", Reception: "attending" },
          meal: "Beef",
        },
        {
          name: "Kara Hill",
          answers: { "Rehearsal Dinner": "attending", Ceremony: "attending", Reception: "attending" },
          meal: "Fish",
        },
      ],
    },
    {
      name: "Nora Quinn",
      invited: ["Ceremony", "Reception"],
      guests: [
        { name: "Nora Quinn", answers: { Ceremony: "attending", Reception: "attending" }, meal: "Fish" },
      ],
    },
    { name: "Leo Park", guests: [{ name: "Leo Park" }] },
    {
      name: "The Reyes family",
      guests: ["Ana Reyes", "Luis Reyes"].map((name) => ({
        name,
        answers: {
          "Rehearsal Dinner": "declined" as const,
          Ceremony: "declined" as const,
          Reception: "declined" as const,
        },
      })),
    },
    { name: "Omar Farah", guests: [{ name: "Omar Farah", answers: { "Rehearsal Dinner": "attending" } }] },
    { name: "Ivy Chen", guests: [{ name: "Ivy Chen" }] },
  ],
};
const tuningList = { guestList: TUNING_GUEST_LIST };

export const evalCases: EvalCase[] = [
  // ── Greeting and help ─────────────────────────────────────────────────────────────────────────
  { id: "greeting", question: "Hi June!", expect: ["Ava & Noah", /find venues/i, /budget/i] },
  { id: "help", question: "What can you do?", expect: [/venues/i, /vendors/i, /budget/i, /RSVPs/i] },
  { id: "thanks", question: "thanks!", expect: [/you're welcome/i], reject: [/\/venues\//] },
  {
    id: "greeting-with-request",
    question: "Hi June, can you help me find a photographer in Cleveland?",
    expect: [/photographers in Cleveland/i, "/vendor/"],
    vendors: { category: "photographers", city: "cleveland", atLeast: 3 },
    tools: ["search_vendors"],
  },

  // ── Days to the wedding ───────────────────────────────────────────────────────────────────────
  {
    id: "days-300",
    question: "How many days until our wedding?",
    expect: ["300 days", "plenty of time"],
    tools: ["days_to_wedding"],
  },
  {
    id: "days-120",
    context: { profile: { weddingInDays: 120 } },
    question: "how long until the big day?",
    expect: ["120 days", "getting exciting"],
  },
  {
    id: "days-45",
    context: { profile: { weddingInDays: 45 } },
    question: "Countdown please: how many days left?",
    expect: ["45 days", "final stretch"],
  },
  {
    id: "days-no-date",
    context: { profile: { weddingInDays: null } },
    question: "How many days until our wedding?",
    expect: [/haven't set a wedding date/i, "/couple-account"],
    reject: [/\d+ days/],
  },

  // ── What to do next ───────────────────────────────────────────────────────────────────────────
  {
    id: "next-400",
    context: { profile: { weddingInDays: 400 } },
    question: "What should we do next?",
    expect: [
      "12 or more months",
      /book the venue/i,
      /haven't added anyone/i,
      /find venues in Cleveland for 120 guests/,
    ],
    tools: ["days_to_wedding", "saved_venues", "budget_summary"],
  },
  {
    id: "next-200",
    context: { profile: { weddingInDays: 200 }, budget: { totalBudget: 30000 } },
    question: "What should we be doing now?",
    expect: ["6 to 9 months", /save-the-dates/i],
    reject: [/Set your total budget/],
  },
  {
    id: "next-90",
    context: { profile: { weddingInDays: 90 } },
    question: "What's next on our to-do list?",
    expect: ["2 to 4 months", /mail invitations/i],
  },
  {
    id: "next-30-pending",
    context: { profile: { weddingInDays: 30 }, guests: { attending: 60, pending: 12, declined: 8 } },
    question: "What should we focus on this month?",
    expect: ["1 to 2 months", /seating chart/i, /12 guests haven't replied/],
  },
  {
    id: "next-7",
    context: { profile: { weddingInDays: 7 } },
    question: "What's left to do?",
    expect: ["final two weeks", /emergency kit/i],
  },
  {
    id: "next-no-date",
    context: { profile: { weddingInDays: null } },
    question: "Where do we start?",
    expect: [/haven't set a wedding date/i, "12 or more months"],
  },

  // ── Budget ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "budget-left",
    context: {
      budget: { totalBudget: 35000, categoryAllocations: { venue: 15000, photography: 4000, flowers: 2500 } },
    },
    question: "How much budget do we have left?",
    expect: ["$35,000", "$21,500", "$13,500", "unallocated"],
    tools: ["budget_summary"],
  },
  {
    id: "budget-where",
    context: {
      budget: { totalBudget: 35000, categoryAllocations: { venue: 15000, photography: 4000, flowers: 2500 } },
    },
    question: "Where is our money going?",
    expect: ["Venue: $15,000 (43%)", "Photography: $4,000 (11%)", /\$292 per guest/],
  },
  {
    id: "budget-none-typical",
    question: "What's a typical budget split for us?",
    expect: [/haven't set a budget/i, "120 guests", "$30,000", "Venue & catering: 45%", "Budgeting basics"],
  },
  {
    id: "budget-none-no-guests",
    context: { profile: { guestCount: null } },
    question: "Can you help us with our budget?",
    expect: [/haven't set a budget/i, /guest count/i, "45%"],
    reject: ["$30,000"],
  },
  {
    id: "budget-flowers",
    context: { budget: { totalBudget: 40000 } },
    question: "How much should we spend on flowers?",
    expect: ["9%", "$3,600", "$40,000"],
    reject: ["/vendor/"],
  },
  {
    id: "budget-over",
    context: { budget: { totalBudget: 20000, categoryAllocations: { venue: 15000, catering: 8000 } } },
    question: "Are we over budget?",
    expect: ["$3,000 more than your total", /over-allocated/i],
  },

  // ── Guests and RSVPs ──────────────────────────────────────────────────────────────────────────
  {
    id: "guests-stats",
    context: { guests: { attending: 50, pending: 30, declined: 20 } },
    question: "How many guests have RSVP'd?",
    expect: ["100 guests", "50 attending", "30 pending", "20 declined", "70%"],
    tools: ["guest_stats"],
  },
  {
    id: "guests-empty",
    question: "How many people are coming?",
    expect: [/guest list is empty/i, "120 guests"],
    reject: [/\d+ attending/],
  },
  {
    id: "guests-follow-up",
    context: { profile: { weddingInDays: 30 }, guests: { attending: 70, pending: 12, declined: 4 } },
    question: "How many guests haven't responded yet?",
    expect: ["12 pending", /follow up/i, "30 days"],
  },

  // ── Guest list: per event, meals, who hasn't answered, adding (issue #12) ────────────────────────
  {
    id: "guests-event-rehearsal",
    context: tuningList,
    question: "How many are coming to the rehearsal dinner?",
    expect: ["Rehearsal Dinner", "3 attending", "2 declined", "2 pending", "7 guests invited"],
    tools: ["guest_stats"],
  },
  {
    id: "guests-event-typo",
    context: tuningList,
    question: "how many are comming to the recepton?",
    expect: ["Reception", "3 attending", "8 guests invited"],
  },
  {
    id: "guests-each-event",
    context: tuningList,
    question: "Show me the RSVPs by event",
    expect: [
      "Rehearsal Dinner",
      "Ceremony",
      "Reception",
      /Ceremony\*\*: 3 attending, 2 declined and 3 pending/,
    ],
  },
  {
    id: "guests-event-unknown",
    context: tuningList,
    question: "How many people are coming to the brunch?",
    expect: [/don't have an event called “brunch”/, "Rehearsal Dinner"],
  },
  {
    id: "guests-event-no-events",
    context: { guests: { attending: 5, pending: 2, declined: 1 } },
    question: "how many are coming to the reception?",
    expect: [/haven't added your wedding's events/, "5 attending"],
  },
  {
    id: "guests-meals",
    context: tuningList,
    question: "how many chicken vs fish?",
    expect: [/Fish: 2/, /Beef: 1/, /No choice yet: 1/],
    reject: [/Chicken: \d/],
  },
  {
    id: "guests-meals-none",
    context: { guests: { attending: 5, pending: 2, declined: 1 } },
    question: "What are the meal counts so far?",
    expect: [/No one has chosen a meal yet/],
  },
  {
    id: "guests-who-pending",
    context: tuningList,
    question: "Who hasn't answered?",
    expect: ["Leo Park", "Ivy Chen", "2 households"],
    reject: ["Nora Quinn", "Reyes"],
  },
  {
    id: "guests-total-new-model",
    context: tuningList,
    question: "How many guests are coming?",
    expect: ["8 guests", "4 attending", "2 pending", "2 declined"],
  },
  {
    id: "add-aunt",
    question: "add my aunt Maria Lopez",
    expect: ["Maria Lopez", /confirm below/i],
    action: { guests: ["Maria Lopez"] },
    tools: ["add_guests"],
  },
  {
    id: "add-couple-shared-surname",
    context: tuningList,
    question: "Add Chris and Sam Lee",
    expect: ["Chris Lee", "Sam Lee", "Chris & Sam Lee", "all your events"],
    action: { guests: ["Chris Lee", "Sam Lee"] },
  },
  {
    id: "add-plus-one",
    question: "put Tom Baker and a plus one on the list",
    expect: ["Tom Baker", /a plus-one/],
    action: { guests: ["Tom Baker"], plusOnes: 1 },
  },
  {
    id: "add-family-count",
    question: "add the Okafor family (4 people)",
    expect: [/the 4 people's names/, "Okafor"],
    action: false,
  },
  {
    id: "add-names-follow-up",
    history: [
      { role: "user", content: "add the Okafor family (4 people)" },
      {
        role: "assistant",
        content:
          "I'd love to add the Okafor family — what are the 4 people's names? I only add people by name (each guest answers their own RSVP and picks their own meal), e.g. “add the Okafor family: Ada, Chidi, Ngozi and Emeka”.",
      },
    ],
    question: "Ada, Chidi, Ngozi and Emeka",
    expect: ["Ada Okafor", "Emeka Okafor", "The Okafor family", /confirm below/i],
    action: { guests: ["Ada Okafor", "Chidi Okafor", "Ngozi Okafor", "Emeka Okafor"] },
  },
  {
    id: "add-to-event",
    context: tuningList,
    question: "invite Jess Park to the rehearsal dinner",
    expect: ["Jess Park", "invited to Rehearsal Dinner"],
    action: { guests: ["Jess Park"], events: ["Rehearsal Dinner"] },
  },
  {
    id: "add-no-names",
    question: "add my friend to the guest list",
    expect: [/Who should I add/],
    action: false,
  },
  {
    id: "add-not-a-request",
    question: "Should we invite kids to the wedding?",
    expect: [/kids|children|adults-only/i],
    action: false,
  },

  // ── Venues ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "venues-barn-150",
    question: "Find barn venues for 150 guests",
    expect: ["Bramblewood Farmstead", "/venues/bramblewood-farmstead", "seats 160", "$5,250"],
    venues: { city: "cleveland", style: "barn", minSeated: 150, atLeast: 1 },
    tools: ["search_venues"],
  },
  {
    id: "venues-follow-up-city",
    history: [{ role: "user", content: "Find barn venues for 150 guests" }, BARN_ANSWER],
    question: "what about in Columbus?",
    expect: [/barn venues in Columbus/i],
    venues: { city: "columbus", style: "barn", minSeated: 150, atLeast: 2 },
  },
  {
    id: "venues-outdoor-nashville-price",
    question: "Show me outdoor venues in Nashville under $10,000",
    expect: [/outdoor venues in Nashville/i, "$10,000"],
    venues: { city: "nashville", setting: "outdoor", maxPrice: 10000, atLeast: 1 },
  },
  {
    id: "venues-ballroom-300",
    question: "We need a ballroom for 300 people",
    expect: ["The Sterling Ballroom & Terrace", "seats 390"],
    venues: { city: "cleveland", style: "ballroom", minSeated: 300, atLeast: 2 },
  },
  {
    id: "venues-rooftop-cincinnati",
    question: "rooftop venues in Cincinnati?",
    expect: [/rooftop venue/i, "Cincinnati"],
    venues: { city: "cincinnati", style: "rooftop" },
  },
  {
    id: "venues-impossible",
    question: "Find a venue in Columbus for 4000 guests",
    expect: [/couldn't find any venues in Columbus that seat 4000\+/i, /without the guest count/i],
    venues: { city: "columbus" },
  },
  {
    id: "venues-lakeside-default-city",
    question: "Any lakeside venues?",
    expect: [/lakeside venues in Cleveland \(your city\)/i],
    venues: { city: "cleveland", style: "lakeside", minSeated: 120, atLeast: 3 },
  },
  {
    id: "venues-no-profile",
    context: { profile: null },
    question: "Find garden venues for 200 guests",
    expect: [/garden venues/i, "200+"],
    venues: { style: "garden", minSeated: 200, atLeast: 3 },
  },

  // ── Vendors ───────────────────────────────────────────────────────────────────────────────────
  {
    id: "vendors-photographer-columbus",
    question: "Find a photographer in Columbus",
    expect: [/photographers in Columbus/i],
    vendors: { category: "photographers", city: "columbus", atLeast: 5 },
  },
  {
    id: "vendors-dj-nashville-price",
    question: "Find a DJ in Nashville under $2,000",
    expect: [/DJs and bands in Nashville/, "$2,000 or less"],
    vendors: { category: "djband", city: "nashville", maxPrice: 2000, atLeast: 3 },
  },
  {
    id: "vendors-florist-default-city",
    question: "We need a florist",
    expect: [/florists in Cleveland \(your city\)/i],
    vendors: { category: "florists", city: "cleveland", atLeast: 5 },
  },
  {
    id: "vendors-follow-up-category",
    history: [
      { role: "user", content: "Find a photographer in Columbus" },
      { role: "assistant", content: "I found **5** photographers in Columbus: …" },
    ],
    question: "what about florists?",
    expect: [/florists in Columbus/i],
    vendors: { category: "florists", city: "columbus", atLeast: 5 },
  },
  {
    id: "vendors-hair-cincinnati",
    question: "Who does hair and makeup in Cincinnati?",
    expect: [/hair and makeup in Cincinnati/i],
    vendors: { category: "hairmakeup", city: "cincinnati", atLeast: 5 },
  },
  {
    id: "vendors-cake",
    question: "Can you recommend a wedding cake baker?",
    expect: [/bakers in Cleveland/i],
    vendors: { category: "bakers", city: "cleveland", atLeast: 3 },
  },
  {
    id: "vendors-officiant-too-cheap",
    question: "Find an officiant under $100",
    expect: [/couldn't find any officiants in Cleveland/i, /without the price limit/i],
    vendors: { category: "officiants", city: "cleveland" },
  },

  // ── Saved venues and saving ───────────────────────────────────────────────────────────────────
  {
    id: "saved-list",
    context: { savedVenues: ["bramblewood-farmstead", "twin-maples-wine-estate"] },
    question: "Which venues have we saved?",
    expect: ["Bramblewood Farmstead", "Twin Maples Wine Estate", "2 venues"],
    tools: ["saved_venues"],
    venues: { atLeast: 2 },
  },
  {
    id: "saved-none",
    question: "Show our saved venues",
    expect: [/haven't saved any venues/i],
    reject: ["/venues/"],
  },
  {
    id: "save-by-name",
    question: "Save Lakeview Glasshouse",
    expect: ["Lakeview Glasshouse", /confirm/i],
    action: "lakeview-glasshouse",
    tools: ["save_venue"],
  },
  {
    id: "save-already-saved",
    context: { savedVenues: ["lakeview-glasshouse"] },
    question: "please save lakeview glasshouse to our venues",
    expect: [/already in your saved venues/i],
    action: false,
  },
  {
    id: "save-unknown",
    question: "Save the Crystal Palace Hotel",
    expect: [/couldn't find a venue called/i],
    action: false,
  },
  {
    id: "save-ordinal",
    history: [{ role: "user", content: "Any lakeside venues?" }, LAKESIDE_LIST],
    question: "save the second one",
    expect: ["North Coast Shore Club", /confirm/i],
    action: "north-coast-shore-club",
  },

  // ── Planning topics from the knowledge base ───────────────────────────────────────────────────
  {
    id: "explain-invitations",
    question: "When should we send invitations?",
    expect: ["six to eight weeks", "Wedding etiquette", /mail your invitations between/],
    tools: ["planning_guide"],
  },
  {
    id: "explain-ohio-license",
    question: "How do we get a marriage license in Ohio?",
    expect: ["probate court", "60 days", "General information only"],
  },
  {
    id: "explain-tennessee-license",
    question: "What do we need for a Tennessee marriage licence?",
    expect: ["30 days", /premarital/i, "General information only"],
  },
  {
    id: "explain-photographer-questions",
    question: "What questions should I ask a photographer?",
    expect: [/second shooter/i, "Questions to ask vendors"],
    reject: ["/vendor/"],
  },
  {
    id: "explain-tip-dj",
    question: "How much should we tip the DJ?",
    expect: ["$50 to $150"],
  },
  {
    id: "explain-plus-ones",
    question: "Is it rude not to give every guest a plus-one?",
    expect: [/plus-ones are your choice/i],
  },
  {
    id: "explain-who-pays",
    question: "Who traditionally pays for the wedding?",
    expect: [/rehearsal dinner/i, /groom's family/i],
  },
  {
    id: "explain-weather-nashville",
    question: "What's the weather like in Nashville in May?",
    expect: [/Nashville springs/i],
  },
  {
    id: "explain-weather-follow-up",
    history: [
      { role: "user", content: "What's the weather like in Nashville in May?" },
      {
        role: "assistant",
        content: "From our **Ohio and Tennessee specifics** guide — **Tennessee seasons and weather**: …",
      },
    ],
    question: "what about Cleveland?",
    expect: [/Lake Erie/i],
    reject: [/Nashville springs/],
  },
  {
    id: "explain-hidden-costs",
    question: "What hidden costs should we plan for?",
    expect: [/service charges/i, /overtime/i],
  },
  {
    id: "explain-cut-list",
    question: "How do we cut down our guest list?",
    expect: [/B-list/],
  },
  {
    id: "explain-venue-tour",
    question: "What should we check on a venue tour?",
    expect: [/Venue tour checklist/],
  },
  {
    id: "explain-thank-you",
    question: "When do thank-you notes need to go out?",
    expect: [/three months/i],
  },

  // ── Paraphrases (written after the engine, to check it generalises) ───────────────────────────
  {
    id: "para-budget-left",
    context: { budget: { totalBudget: 28000, categoryAllocations: { venue: 12000 } } },
    question: "how much money is left in our budget",
    expect: ["$28,000", "$16,000"],
  },
  {
    id: "para-budget-realistic",
    context: { budget: { totalBudget: 20000 } },
    question: "Is our budget realistic for our guest count?",
    expect: ["$20,000", /\$167 per guest/],
  },
  {
    id: "para-vineyard-columbus",
    question: "any vineyard venues near Columbus under 9k?",
    expect: [/vineyard venue/i, "Columbus"],
    venues: { city: "columbus", style: "vineyard", maxPrice: 9000, atLeast: 1 },
  },
  {
    id: "para-industrial-loft",
    question: "I'd love an industrial loft in Cleveland",
    expect: [/industrial venues in Cleveland/i],
    venues: { city: "cleveland", style: "industrial", atLeast: 2 },
  },
  {
    id: "para-videographer",
    question: "looking for a videographer",
    expect: [/videographers in Cleveland/i],
    vendors: { category: "videographers", city: "cleveland", atLeast: 3 },
  },
  {
    id: "para-transportation",
    question: "We need transportation for the wedding party in Nashville",
    expect: [/transportation in Nashville/i],
    vendors: { category: "transportation", city: "nashville", atLeast: 3 },
  },
  {
    id: "para-caterers",
    question: "who are the best caterers in Cincinnati",
    expect: [/caterers in Cincinnati/i],
    vendors: { category: "caterers", city: "cincinnati", atLeast: 3 },
  },
  {
    id: "para-when-book-photographer",
    question: "When should we book a photographer?",
    expect: [/12 or more months|12 to 18 months|sell out first/i],
    reject: ["/vendor/"],
  },
  {
    id: "para-license-cincinnati",
    question: "Do we need a marriage license before our wedding in Cincinnati?",
    expect: ["probate court", "General information only"],
  },
  {
    id: "para-save-the-dates",
    question: "how early should we send save the dates?",
    expect: ["six to eight months"],
  },
  {
    id: "para-kids",
    question: "Is it okay to have an adults-only wedding with no kids?",
    expect: [/adults-only wedding is perfectly acceptable/i],
  },
  {
    id: "para-best-month-ohio",
    question: "What's the best month to get married in Ohio?",
    expect: [/September and October|June, September and October/],
  },
  {
    id: "para-attendance",
    question: "What percentage of invited guests usually show up?",
    expect: [/80 to 90 percent/],
  },
  {
    id: "para-wedding-date",
    question: "remind me of our wedding date",
    expect: ["300 days"],
  },
  { id: "para-joke", question: "Tell me a joke", expect: [DONT_KNOW] },
  {
    id: "para-save-partial",
    question: "save Bramblewood",
    expect: ["Bramblewood Farmstead", /confirm/i],
    action: "bramblewood-farmstead",
  },
  {
    id: "para-save-add",
    question: "add Twin Maples Wine Estate to our saved venues",
    expect: ["Twin Maples Wine Estate", /confirm/i],
    action: "twin-maples-wine-estate",
  },
  {
    id: "para-image-navy-gold",
    question: "",
    image: { halves: ["#1f2a44", "#d4af37"] },
    expect: ["navy", "gold", /delphinium|hydrangeas|thistle|sea holly/i],
  },

  // ── Honest "I don't know" ─────────────────────────────────────────────────────────────────────
  {
    id: "unknown-capital",
    question: "What's the capital of France?",
    expect: [DONT_KNOW],
    reject: ["/venues/"],
  },
  {
    id: "unknown-python",
    question: "Can you write Python code to sort a list?",
    expect: [DONT_KNOW],
    reject: [/guest list/i],
  },
  { id: "unknown-superbowl", question: "Who won the Super Bowl in 1995?", expect: [DONT_KNOW] },

  // ── Images ────────────────────────────────────────────────────────────────────────────────────
  {
    id: "image-sage",
    question: "What can you tell me about this image?",
    image: { solid: "#9caf88" },
    expect: [/sage \(100%/, /eucalyptus/i, /Florists in Cleveland/],
    vendors: { category: "florists", city: "cleveland", atLeast: 3 },
    tools: ["search_vendors"],
  },
  {
    id: "image-blush-ivory",
    question: "Colours for our flowers?",
    image: { halves: ["#f0c5c0", "#f5efdc"] },
    expect: ["blush", "ivory", /lead with blush/i, /peonies|garden roses|dahlias|hellebores/i],
  },
  {
    id: "image-unreadable",
    question: "What can you tell me about this image?",
    image: { dataUrl: "data:image/png;base64,AAAAbm90IGFuIGltYWdl" },
    expect: [/couldn't read that image/i],
    reject: ["/vendor/"],
  },
  // ── The style quiz's result in venue and vendor suggestions (issue #15) ─────────────────────────
  {
    id: "quiz-venues-our-style",
    context: { styleQuiz: "barn" },
    question: "Which venues suit our style?",
    expect: ["Rustic romance", /barn venues? in Cleveland/i],
    tools: ["search_venues"],
    venues: { city: "cleveland", style: "barn", atLeast: 1 },
  },
  {
    id: "quiz-venues-match-vibe",
    context: { styleQuiz: "garden" },
    question: "Find us venues that match our vibe",
    expect: ["Garden romance", /garden venues?/i],
    venues: { style: "garden", atLeast: 1 },
  },
  {
    id: "quiz-named-style-wins",
    context: { styleQuiz: "barn" },
    question: "Show us ballroom venues for our style",
    expect: [/ballroom venues?/i],
    reject: ["Rustic romance"],
    venues: { style: "ballroom", atLeast: 1 },
  },
  {
    id: "quiz-none-yet",
    question: "Show us venues that fit our style",
    expect: ["/planning-quiz", /style quiz/i],
  },
  {
    id: "quiz-vendors-our-style",
    context: { styleQuiz: "barn" },
    question: "Find photographers that suit our style",
    expect: ["Rustic romance", /barn, rustic and string lights/i],
    vendors: { category: "photographers", city: "cleveland", atLeast: 1 },
  },
];
