import type { EvalCase } from "./questions";
import { CONFIRM } from "./questions-17";

/**
 * Written by the lead after the fifth round's merge (decision 060, addendum), in the lead's own words: a
 * practice question that says "vendors" in general must still find the passage about that practice, and a
 * named venue with a misspelt city answers every part asked (price and seats). After the eighth round's merge
 * (decision 064, addendum): a count to record said beside another field keeps the other field, a date's
 * numbers are no count, and a count said roughly ("about 15 people") is still a change by that many.
 */
export const evalCases20Lead: EvalCase[] = [
  {
    id: "20l-retainer-general",
    question: "what do vendors usually want as a retainer to lock in our date",
    expect: [/25 to 50 percent/],
  },
  {
    id: "20l-deposit-vendor-typo",
    question: "how big a depsoit does a vendor normally take to book the day",
    expect: [/25 to 50 percent/],
  },
  {
    id: "20l-deposit-balance",
    question: "when is the rest due after the vendor deposit usually",
    expect: [/one to four weeks before/],
  },
  {
    id: "20l-named-price-seats-city-typo",
    question: "what does briar ridge estate vineyards in colombus cost and how many can it seat",
    expect: ["$12,000", "200"],
  },
  {
    id: "20l-named-seats-price-order",
    question: "how many fit at canal street event hall in columbus and whats the price",
    expect: ["130", "$6,500"],
  },
  {
    id: "20l-count-update-and-city",
    question: "we lost about 15 people, update the headcount and also move us to nashvile",
    expect: ["105", "Nashville", CONFIRM],
    action: {
      kind: "update_profile",
      changes: [
        { field: "cityId", to: "nashville" },
        { field: "guestCount", to: "105" },
      ],
    },
  },
  {
    id: "20l-count-words-and-date",
    question: "pls record a headcount of a hundred and five and change the date to may 8 2027",
    expect: ["105", /May 8, 2027/, CONFIRM],
    action: {
      kind: "update_profile",
      changes: [
        { field: "weddingDate", to: "2027-05-08" },
        { field: "guestCount", to: "105" },
      ],
    },
  },
];
