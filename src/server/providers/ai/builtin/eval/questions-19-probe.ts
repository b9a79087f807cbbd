import type { EvalCase } from "./questions";
import { DONT_KNOW } from "./questions-18-kit";
import { TRACKER } from "./questions-17";

/**
 * Probe questions for the fourth round (decision 057), written after the mechanisms as a check on new
 * wordings; their first-run score is in the decision. Tracker as in questions-19.ts.
 */

const budget = { budget: TRACKER };

export const evalCases19Probe: EvalCase[] = [
  {
    id: "19p-neg-make",
    context: budget,
    question: "make our budget negative 2 grand",
    expect: [/can't be negative/i],
    action: false,
  },
  {
    id: "19p-neg-music",
    context: budget,
    question: "change music to -750",
    expect: [/can't be negative/i],
    action: false,
  },
  {
    id: "19p-contrib-inlaws",
    context: budget,
    question: "if the in-laws kick in 15k, what's our total then?",
    expect: ["$55,000"],
    action: false,
  },
  {
    id: "19p-pct-flowers",
    context: budget,
    question: "whats 20 percent of our flowers budget",
    expect: ["$500"],
  },
  {
    id: "19p-share-catering",
    context: budget,
    question: "what share of the total budget is catering?",
    expect: ["30%"],
  },
  {
    id: "19p-per-plate",
    context: budget,
    question: "so what r we spending a plate right now",
    expect: ["$333.33"],
  },
  {
    id: "19p-halve-venue",
    context: budget,
    question: "halve the venue budget",
    action: { kind: "set_category_allocation", categoryName: "Venue", amountCents: 750000 },
    expect: ["$7,500"],
  },
  {
    id: "19p-double-total-typo",
    context: budget,
    question: "doubel our total budjet",
    action: { kind: "set_total_budget", amountCents: 8000000 },
    expect: ["$80,000"],
  },
  {
    id: "19p-cheapest-cle-photog",
    question: "who's the cheapest photographer in cleveland?",
    expect: ["Hollow Tree Studio", "$1,200"],
  },
  {
    id: "19p-biggest-columbus",
    question: "biggest venue in cbus",
    expect: ["Railyard Warehouse", "250"],
  },
  {
    id: "19p-cap-florists",
    question: "florists in columbus for less than 520",
    vendors: { city: "columbus", category: "florists", maxPrice: 520, atLeast: 1 },
    expect: ["Stem Street"],
  },
  {
    id: "19p-medical-pregnant",
    question: "im pregnant, can i take ibuprofen for headaches before the wedding",
    expect: [/doctor/i],
    reject: [DONT_KNOW],
  },
  {
    id: "19p-other-couple",
    context: budget,
    question: "whats the millers' wedding budget",
    expect: [/only see your own/i],
    reject: [/\$\d/],
  },
  {
    id: "19p-echo-name",
    question: "does Quillfeather Barn allow dogs?",
    expect: [/Quillfeather Barn/],
  },
];
