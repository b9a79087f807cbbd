import { localToday } from "@shared/rules/wedding-countdown";
import type { ChatTurn } from "../../types";
import { addDays } from "../answers/context";
import type { EvalCase } from "./questions";
import { NO_VENDOR_LINKS, NO_VENUE_LINKS } from "./questions-18-kit";
import { CONFIRM, LAKESIDE_SEARCH, PROPOSED_DATE, TRACKER } from "./questions-17";

/**
 * Probe questions for the sixth round of issue #16 (decision 061), written after its mechanisms and run once
 * before any fix: new wordings of the brief's classes, and the classes combined with follow-ups.
 */

const budget = { budget: TRACKER };
const CANT = /can't|cannot/i;

const VENUES_CHEAP_FIRST: ChatTurn[] = [
  { role: "user", content: "venues in cleveland under 10k" },
  {
    role: "assistant",
    content:
      "I found **3** venues in Cleveland under $10,000:\n\n1. **[Bramblewood Farmstead](/venues/bramblewood-farmstead)** — Cleveland · seats 160 · from $5,250 · barn\n2. **[Forge Event Hall](/venues/forge-event-hall)** — Cleveland · seats 260 · from $8,750 · industrial\n3. **[Lakeview Glasshouse](/venues/lakeview-glasshouse)** — Cleveland · seats 130 · from $9,250 · lakeside\n\n[See them on the venues page](/venues?city=cleveland&maxPrice=10000)",
  },
];

export const evalCases21Probe: EvalCase[] = [
  {
    id: "21p-share-flowers-misspelt",
    context: budget,
    question: "what % of our totl budget are the flowrs",
    expect: [/6\.3%|6\.25%/],
    reject: [NO_VENDOR_LINKS],
  },
  {
    id: "21p-three-lines",
    context: budget,
    question: "how much did we set aside for the venue, catering and music?",
    expect: [/\$15,000/, /\$12,000/, /\$1,500/],
  },
  {
    id: "21p-weekday-saturday-premise",
    question: "we're getting married on a saturday, correct?",
    expect: [/\b(yes|no)\b/i, /falls on a/i],
    action: false,
  },
  {
    id: "21p-rsvp-not-coming",
    context: { guests: { attending: 30, pending: 12, declined: 9 } },
    question: "how many ppl cant make it",
    expect: [/\b9\b/],
  },
  {
    id: "21p-fit-after-search",
    history: VENUES_CHEAP_FIRST,
    question: "which of those could hold 150?",
    expect: [/Bramblewood Farmstead/, /Forge Event Hall/, /Lakeview Glasshouse/],
  },
  {
    id: "21p-save-the-bigger-one",
    history: LAKESIDE_SEARCH,
    question: "ok save the bigger one",
    expect: [CONFIRM],
    action: "north-coast-shore-club",
  },
  {
    id: "21p-name-and-city-typo",
    question: "north coast shoreclub cleveland - how much?",
    expect: [/North Coast Shore Club/, /\$18,000/],
  },
  {
    id: "21p-know-bar-per-person",
    question: "what's the going rate for a bar package per person",
    expect: [/\$20 to \$45 per person/],
    reject: [NO_VENDOR_LINKS, NO_VENUE_LINKS],
  },
  {
    id: "21p-cat-band-words",
    context: budget,
    question: "put two thousand five hundred toward the band",
    expect: [CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Music", amountCents: 250000 },
  },
  {
    id: "21p-cat-not-doing-photo",
    context: budget,
    question: "we're dropping the photographer completely, zero it out",
    expect: [CONFIRM],
    action: { kind: "set_category_allocation", categoryName: "Photography", amountCents: 0 },
  },
  {
    id: "21p-date-correction-relative",
    history: PROPOSED_DATE,
    question: "actually push our current date back 3 days instead",
    expect: [CONFIRM],
    action: { kind: "update_profile", changes: [{ field: "weddingDate", to: addDays(localToday(), 303) }] },
  },
  {
    id: "21p-advice-budget",
    context: budget,
    question: "do you think we should raise our budget to 50k?",
    expect: [/50,000|\$50k/i],
    action: false,
  },
  {
    id: "21p-scope-gift-tax",
    question: "if my parents give us 20k do we owe gift tax?",
    expect: [/tax professional|accountant/i],
    action: false,
  },
  {
    id: "21p-cant-call-vendor",
    question: "can you call the florist and ask if they're free on our date",
    expect: [CANT],
    action: false,
  },
];
