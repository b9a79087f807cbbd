import type { EvalCase } from "./questions";
import { heldOut21Actions } from "./questions-held-out-21-actions";
import { heldOut21Data } from "./questions-held-out-21-data";
import { heldOut21Knowledge } from "./questions-held-out-21-knowledge";
import { heldOut21Listings } from "./questions-held-out-21-listings";
import { heldOut21Safety } from "./questions-held-out-21-safety";

/**
 * A fresh held-out set for issue #16, #21 (ids `h21-…`), written apart from the engine while its next
 * round was being worked on: its author read only the evaluation's format (questions.ts's types, how
 * eval.test.ts builds a couple and checks a case, the format of questions-held-out-19*.ts and the money,
 * count, range and date patterns of questions-held-out-18-patterns.ts, with two more of its own in
 * questions-held-out-21-patterns.ts), the tool types and the write tools' input checks, the spec, and the
 * seeded marketplace and planning guides (queried from a scratch database built by the project's seed
 * script) — never the engine, its answers, rules or tests, never the other question files' cases, never
 * the decisions about the engine. It was measured once, after every case was written and checked. It
 * must never be tuned on: a failing case is a finding to report, not a pattern to add. Change a case only
 * when the seeded data or the case's own context proves its expected FACT wrong.
 *
 * Families, roughly equal: the couple's own data (data.ts); listings named, misspelt in every way,
 * filtered, compared and followed up (listings.ts); the guides, etiquette and money customs
 * (knowledge.ts); exact write proposals, refused values and what-ifs that must propose nothing
 * (actions.ts); cities we don't serve, medical, legal, money and tax advice, another couple's data,
 * prompt injection and requests June cannot carry out (safety.ts). Questions are typed the way couples
 * type (lowercase, typos, slang, numbers in words, two questions at once, follow-ups); patterns are
 * forgiving on wording (digits or words, with or without separators) and strict on the facts.
 */
export const heldOut21Cases: EvalCase[] = [
  ...heldOut21Data,
  ...heldOut21Listings,
  ...heldOut21Knowledge,
  ...heldOut21Actions,
  ...heldOut21Safety,
];
