import { heldOut17Answers } from "./questions-held-out-17-answers";
import type { HeldOut17Case } from "./questions-held-out-17-patterns";
import { heldOut17Turns } from "./questions-held-out-17-turns";

/**
 * A fresh held-out set for issue #16 (June understands), ids `h17-…`. The earlier held-out sets
 * (questions-held-out.ts, questions-held-out-16.ts) have been read while the engine was worked on; this
 * one was written by someone who read only the evaluation's format, the demo marketplace, the planning
 * guides and the tool types, never the engine, and it must never be tuned on: a failing case is a finding
 * to report, not a pattern to add. Change a case only when its expected FACT is wrong.
 *
 * It covers the Deliver list in proportion, in couples' own words (shorthand, lowercase, every
 * kind of typo, several asks in one message): the couple's own numbers (category budget, what is left to
 * assign, per guest, capacity against their guest count, weekday and time to go), named and misspelt
 * listings, comparisons of two or three, counts without invented filters, the guides, cities we don't
 * serve, legal advice and other couples' data (answers.ts); the five write tools with their exact
 * proposals, follow-ups on earlier replies, clarifying questions and combined requests (turns.ts).
 * Facts come from the seeded data or the case's own context; patterns are forgiving on wording and
 * strict on the facts, and `reject` names the known wrong answers.
 */
export const heldOut17Cases: HeldOut17Case[] = [...heldOut17Answers, ...heldOut17Turns];
