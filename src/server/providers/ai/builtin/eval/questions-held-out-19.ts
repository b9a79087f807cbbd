import type { EvalCase } from "./questions";
import { heldOut19Actions } from "./questions-held-out-19-actions";
import { heldOut19Data } from "./questions-held-out-19-data";
import { heldOut19Knowledge } from "./questions-held-out-19-knowledge";
import { heldOut19Listings } from "./questions-held-out-19-listings";
import { heldOut19Safety } from "./questions-held-out-19-safety";

/**
 * A fresh held-out set for issue #16, #19 (ids `h19-…`), written apart from the engine: its author read
 * only the evaluation's format (questions.ts's types, how eval.test.ts builds a couple and checks a case,
 * questions-held-out-18*.ts's format and the money/date patterns it exports), the tool types and the
 * write tools' input checks, the spec, the seeded marketplace and the planning guides (read from a
 * database built by the project's seed script) — never the engine, never the other question files'
 * cases, never the decisions about the engine. It must never be tuned on: a failing case is a finding
 * to report, not a pattern to add. Change a case only when the seeded data or the case's own context
 * proves its expected FACT wrong.
 *
 * Families, roughly equal: the couple's own data (data.ts); listings named, misspelt, filtered, compared
 * and followed up (listings.ts); the guides and etiquette (knowledge.ts); exact write proposals, refused
 * values and hypotheticals that must propose nothing (actions.ts); cities we don't serve, medical, legal,
 * another couple's data, prompt injection (safety.ts). Patterns are forgiving on wording (digits or words,
 * with or without separators) and strict on the facts.
 */
export const heldOut19Cases: EvalCase[] = [
  ...heldOut19Data,
  ...heldOut19Listings,
  ...heldOut19Knowledge,
  ...heldOut19Actions,
  ...heldOut19Safety,
];
