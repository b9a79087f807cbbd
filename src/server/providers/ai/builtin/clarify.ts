import type { IntentName, Understanding } from "./intents";

/**
 * When June is unsure (issue #16): two readings of the message score almost the same, so she asks ONE short
 * question naming both instead of answering the wrong one. Only between readings that each lead to a
 * different answer from the couple's data; a planning question that also mentions guests is still answered
 * from the guides (the knowledge base picks the passage).
 */

const READING: Partial<Record<IntentName, string>> = {
  budget: "your budget",
  guests: "your guest list and RSVPs",
  find_venues: "venues to book",
  find_vendors: "vendors to hire",
  days_left: "the countdown to your date",
  next_steps: "what to do next",
  saved_venues: "your saved venues",
  capacity: "whether a venue fits your guests",
};

/** How close two readings must be (the winner's lead over the runner-up, relative to its score). */
const TIE = 0.12;

export function clarifyingQuestion(u: Understanding): string | undefined {
  if (u.intent === "unknown" || u.followUp || !u.runnerUp) return undefined;
  const first = READING[u.intent];
  const second = READING[u.runnerUp];
  if (!first || !second || u.confidence > TIE || u.score < 2) return undefined;
  return `Just to be sure: do you mean ${first}, or ${second}?`;
}
