import type { EvalCase, EvalGuestList } from "./questions";

/**
 * The held-out part of the built-in engine's evaluation (issue #12): questions in couples' own words —
 * paraphrases, shorthand and misspellings — written BEFORE the guest-list intents were tuned, and never
 * used to tune them. eval.test.ts scores this part separately from the tuning part (questions.ts); a
 * question here that fails is a finding to report, not a pattern to add. New held-out questions go in
 * before the change they test, and stay untouched after.
 */

/** A small guest list: three events, six households, answers per event, meals of attending guests. */
export const HELD_OUT_GUEST_LIST: EvalGuestList = {
  events: [{ name: "Ceremony" }, { name: "Reception", asksMeal: true }, { name: "Rehearsal Dinner" }],
  households: [
    {
      name: "Chris & Sam Lee",
      guests: [
        {
          name: "Chris Lee",
          answers: { Ceremony: "attending", Reception: "attending", "Rehearsal Dinner": "attending" },
          meal: "Chicken",
        },
        {
          name: "Sam Lee",
          answers: { Ceremony: "attending", Reception: "attending", "Rehearsal Dinner": "attending" },
          meal: "Fish",
        },
      ],
    },
    {
      name: "The Okafor family",
      invited: ["Ceremony", "Reception"],
      guests: [
        { name: "Ada Okafor", answers: { Ceremony: "attending", Reception: "attending" }, meal: "Chicken" },
        { name: "Emeka Okafor", answers: { Ceremony: "declined", Reception: "declined" } },
      ],
    },
    { name: "Maria Lopez", guests: [{ name: "Maria Lopez" }] },
    {
      name: "Tom Baker",
      guests: [
        {
          name: "Tom Baker",
          answers: { Ceremony: "declined", Reception: "declined", "Rehearsal Dinner": "declined" },
        },
      ],
    },
    { name: "Priya Shah", invited: ["Ceremony", "Reception"], guests: [{ name: "Priya Shah" }] },
    {
      name: "Jo Kim",
      guests: [{ name: "Jo Kim", answers: { Reception: "attending" }, meal: "Vegetarian" }],
    },
  ],
};

const list = { guestList: HELD_OUT_GUEST_LIST };

export const heldOutCases: EvalCase[] = [
  // ── Per event ─────────────────────────────────────────────────────────────────────────────────
  {
    id: "ho-rehearsal-typos",
    context: list,
    question: "hw many ppl r coming to the rehersal dinner",
    expect: [/rehearsal dinner/i, /2 attending/],
    tools: ["guest_stats"],
    action: false,
  },
  {
    id: "ho-reception-headcount",
    context: list,
    question: "whats the headcount for the reception",
    expect: [/reception/i, /4 attending/],
  },
  {
    id: "ho-ceremony-declined",
    context: list,
    question: "how many declined the ceremony?",
    expect: [/ceremony/i, /2 declined/],
  },
  // ── Meals ─────────────────────────────────────────────────────────────────────────────────────
  {
    id: "ho-meal-chicken",
    context: list,
    question: "how many people picked chicken",
    expect: [/chicken\W+2\b/i],
  },
  {
    id: "ho-meal-counts",
    context: list,
    question: "meal counts please",
    expect: [/chicken\W+2\b/i, /fish\W+1\b/i, /vegetarian\W+1\b/i],
  },
  {
    id: "ho-meal-split",
    context: list,
    question: "fish or chicken - what's the split so far?",
    expect: [/chicken\W+2\b/i, /fish\W+1\b/i],
  },
  // ── Who hasn't answered ───────────────────────────────────────────────────────────────────────
  {
    id: "ho-pending-names",
    context: list,
    question: "which guests still havent rsvpd",
    expect: ["Maria Lopez", "Priya Shah"],
    reject: ["Chris Lee", "Tom Baker"],
  },
  {
    id: "ho-pending-chase",
    context: list,
    question: "who do I still need to chase for an rsvp?",
    expect: ["Maria Lopez", "Priya Shah"],
  },
  // ── Adding guests ─────────────────────────────────────────────────────────────────────────────
  {
    id: "ho-add-cousin",
    question: "can you add my cousin Rob Diaz to the guest list",
    expect: ["Rob Diaz", /confirm/i],
    action: { guests: ["Rob Diaz"] },
  },
  {
    id: "ho-add-lowercase-couple",
    question: "pls add jen and mark o'brien",
    expect: ["Jen O'Brien", "Mark O'Brien", /confirm/i],
    action: { guests: ["Jen O'Brien", "Mark O'Brien"] },
  },
  {
    id: "ho-add-uncle-plus-one",
    question: "put Uncle Dave Miller on the list with a plus one",
    expect: ["Dave Miller", /plus-one/i, /confirm/i],
    action: { guests: ["Dave Miller"], plusOnes: 1 },
  },
  {
    id: "ho-add-family-count",
    question: "add the Nguyen family, 3 people",
    expect: [/names?/i, "Nguyen"],
    action: false,
  },
  {
    id: "ho-add-reception-only",
    context: list,
    question: "add my friend Lisa Wong but only to the reception",
    expect: ["Lisa Wong", "Reception", /confirm/i],
    action: { guests: ["Lisa Wong"], events: ["Reception"] },
  },
  {
    id: "ho-add-unknown-event",
    context: list,
    question: "add Sara Cohen to the brunch",
    expect: [/brunch/i, "Rehearsal Dinner"],
    action: false,
  },
  // ── The style quiz (issue #15), written before the quiz's June answers were run or tuned ───────
  {
    id: "ho-quiz-aesthetic",
    context: { styleQuiz: "lakeside" },
    question: "any venues that fit our aesthetic?",
    expect: ["Lakeside breeze"],
    venues: { city: "cleveland", style: "lakeside", atLeast: 1 },
  },
  {
    id: "ho-quiz-match-us",
    context: { styleQuiz: "industrial" },
    question: "what wedding venues would match us",
    expect: ["Modern industrial"],
    venues: { city: "cleveland", style: "industrial", atLeast: 1 },
  },
  {
    id: "ho-quiz-florists",
    context: { styleQuiz: "historic" },
    question: "florists that fit our style please",
    expect: ["Timeless heritage", /historic/i],
    vendors: { category: "florists", atLeast: 1 },
  },
  {
    id: "ho-quiz-not-taken",
    question: "venues for our vibe?",
    expect: ["/planning-quiz"],
  },
];
