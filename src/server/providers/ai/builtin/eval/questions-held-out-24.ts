import type { EvalCase } from "./questions";
import { heldOut24Actions } from "./questions-held-out-24-actions";
import { heldOut24Data } from "./questions-held-out-24-data";
import { heldOut24Knowledge } from "./questions-held-out-24-knowledge";
import { heldOut24Listings } from "./questions-held-out-24-listings";
import { heldOut24Safety } from "./questions-held-out-24-safety";

/**
 * A fresh held-out set for issue #16, #24 (ids `h24-…`), written apart from the engine: its author read
 * only the evaluation's format (questions.ts's types, how eval.test.ts builds a couple and checks a case,
 * the shape of questions-held-out-21.ts and questions-held-out-21-data.ts, and the patterns of
 * questions-held-out-18-patterns.ts and questions-held-out-21-patterns.ts, imported as they are), the tool
 * types and the write tools' input checks, the product spec, and the seeded marketplace and planning
 * guides (queried from a scratch database built by the project's seed script) — never the engine, its
 * answers, rules or tests, never the other question files' cases, never the decisions about the engine,
 * never the git log. Its wordings are new. It was measured once, after every case was written and checked.
 * It must never be tuned on: a failing case is a finding to report, not a pattern to add. Change a case
 * only when the seeded data or the case's own context proves its expected FACT wrong, or a pattern rejects
 * a correct answer.
 *
 * Families, roughly equal (25 or 26 each): the couple's own data (data.ts); listings named, misspelt in
 * every way, filtered, compared and followed up (listings.ts); the guides' etiquette, timelines and money
 * customs (knowledge.ts); exact write proposals, refused values and what-ifs that must propose nothing
 * (actions.ts); cities we don't serve, medical, legal, tax and money advice, another couple's data, prompt
 * injection and requests June cannot carry out (safety.ts). Questions are typed the way couples type
 * (lowercase, typos, slang, numbers in words, two questions at once, follow-ups); patterns are forgiving on
 * wording (digits or words, with or without separators) and strict on the facts.
 */
export const heldOut24Cases: EvalCase[] = [
  ...heldOut24Data,
  ...heldOut24Listings,
  ...heldOut24Knowledge,
  ...heldOut24Actions,
  ...heldOut24Safety,
];
