import type { EvalCase } from "./questions";
import { heldOut23Actions } from "./questions-held-out-23-actions";
import { heldOut23Data } from "./questions-held-out-23-data";
import { heldOut23Knowledge } from "./questions-held-out-23-knowledge";
import { heldOut23Listings } from "./questions-held-out-23-listings";
import { heldOut23Safety } from "./questions-held-out-23-safety";

/**
 * A fresh held-out set for issue #16, #23 (ids `h23-…`), written apart from the engine: its author read
 * only the evaluation's format (questions.ts's types, how eval.test.ts builds a couple and checks a case,
 * the shape of questions-held-out-21.ts and questions-held-out-21-data.ts, and the patterns of
 * questions-held-out-18-patterns.ts and questions-held-out-21-patterns.ts, which it imports), the tool
 * types and the write tools' input checks, the spec, and the seeded marketplace and planning guides
 * (queried from a scratch database built by the project's seed script) — never the engine, its answers,
 * rules or tests, never the other question files' cases, never the decisions about the engine. It was
 * measured once, after every case was written and checked. It must never be tuned on: a failing case is
 * a finding to report, not a pattern to add. Change a case only when the seeded data or the case's own
 * context proves its expected FACT wrong.
 *
 * Families, roughly equal: the couple's own data (data.ts); listings named, misspelt in every way,
 * filtered, compared and followed up (listings.ts); the guides, etiquette, timelines and money customs
 * (knowledge.ts); exact write proposals, refused values and what-ifs that must propose nothing
 * (actions.ts); cities we don't serve, medical, legal, tax and money advice, another couple's data,
 * prompt injection and requests June cannot carry out (safety.ts). Questions are typed the way couples
 * type (lowercase, typos, slang, numbers in words, two questions at once, follow-ups); patterns are
 * forgiving on wording (digits or words, with or without separators) and strict on the facts.
 */
export const heldOut23Cases: EvalCase[] = [
  ...heldOut23Data,
  ...heldOut23Listings,
  ...heldOut23Knowledge,
  ...heldOut23Actions,
  ...heldOut23Safety,
];
