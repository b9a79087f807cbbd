import { heldOut18Data } from "./questions-held-out-18-data";
import { heldOut18Knowledge } from "./questions-held-out-18-knowledge";
import { heldOut18Listings } from "./questions-held-out-18-listings";
import type { HeldOut18Case } from "./questions-held-out-18-patterns";
import { heldOut18Turns } from "./questions-held-out-18-turns";

/**
 * A fresh held-out set for issue #16, #18 (ids `h18-…`), written apart from the engine: its author read
 * only the evaluation's format (questions.ts's types, how eval.test.ts builds a couple), the tool types,
 * the spec, the seeded marketplace and the planning guides — never the engine, never the other question
 * files' cases. It must never be tuned on: a failing case is a finding to report, not a pattern to add.
 * Change a case only when the seeded data or the case's own context proves its expected FACT wrong.
 *
 * Families: the couple's own data and money formats (data.ts); named, filtered, compared and followed-up
 * listings (listings.ts); the guides, and what June must decline (knowledge.ts); exact write proposals,
 * hypotheticals that must propose nothing, and requests with no referent (turns.ts). Patterns are
 * forgiving on wording (digits or words, with or without separators) and strict on the facts.
 */
export const heldOut18Cases: HeldOut18Case[] = [
  ...heldOut18Data,
  ...heldOut18Listings,
  ...heldOut18Knowledge,
  ...heldOut18Turns,
];
