import { localToday } from "@shared/rules/wedding-countdown";
import type { EvalCase, EvalContext } from "./questions";
import type { ProposalExpectation } from "./questions-held-out-16";

/**
 * What the fresh held-out set of issue #16 (questions-held-out-17*.ts) shares: its case type, the patterns
 * for known wrong answers, and the couples' data its cases start from. Every figure here was read from
 * the seeded demo marketplace (a test app's database) or is the eval's own default (Ava & Noah,
 * Cleveland, 120 guests, the wedding in 300 days), never from what the engine answers.
 */

/** An eval case whose `action` may be an issue #16 proposal, matched partially by eval.test.ts. */
export type HeldOut17Case = Omit<EvalCase, "action"> & { action?: EvalCase["action"] | ProposalExpectation };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weekday of the date `days` after local today: how eval.test.ts sets the couple's wedding date. */
export function weekdayIn(days: number): string {
  const [y, m, d] = localToday().split("-").map(Number);
  return WEEKDAYS[new Date(Date.UTC(y!, m! - 1, d! + days)).getUTCDay()]!;
}

/** The couple's RSVP counts: the known wrong answer to a capacity or etiquette question (issue #16). */
export const RSVP_COUNTS = /\d+ (attending|pending|declined)\b/i;
/** A vendor link: wrong for a question about the couple's own budget lines. */
export const VENDOR_LINK = "/vendor/";
/** A venue link: wrong where the place is one we don't serve, or the question is about the budget. */
export const VENUE_LINK = "/venues/";
/** The filter nobody asked for on a count ("13 venues that seat 140+"). */
export const INVENTED_SEATS = /seats? \d+\+/i;
/** One of the four cities June serves, offered instead of a city we don't. */
export const OUR_CITY = /Cleveland|Columbus|Cincinnati|Nashville/;
/** The engine's "don't know" reply: wrong for a listing that exists under a misspelt name. */
export const DONT_KNOW = /I don't know that one/;
export const CONFIRM = /confirm/i;
/** June says plainly she only sees this couple's data. */
export const ONLY_YOURS =
  /only (see|access|help with|work with|show|have)|can't (see|access|share|look|show|give)|cannot (see|access|share|show|give)|other couples?|another couple|private|not able to|don't have access/i;
/** A lawyer, not June, for legal questions. */
export const SEE_A_LAWYER = /lawyer|attorney|legal advice|legal professional/i;
export const NO_DATE =
  /haven't (set|added|picked|chosen) (a |your )?(wedding )?date|no wedding date|set (a|your) (wedding )?date|don't (have|know|see) your (wedding )?date/i;
export const NO_BUDGET =
  /haven't (set|added|created|started) (up )?(a |your )?(total )?budget|no budget|set (up )?(a|your) (total )?budget|haven't (allocated|budgeted|added)/i;
export const NOT_SAVED =
  /isn't (one of |in |among )?your saved|not (in|among|one of) your saved|haven't saved|not saved|isn't saved|aren't saved/i;

/**
 * A $50,000 budget in the tracker's own category names (as the demo couple's tracker names them):
 * $43,000 allocated, $7,000 not yet assigned; Photography is 10% of the total, Venue the largest line.
 */
export const BUDGET_50K: EvalContext = {
  budget: {
    totalBudget: 50000,
    categories: [
      { name: "Venue", allocated: 20000 },
      { name: "Catering", allocated: 12000 },
      { name: "Photography", allocated: 5000 },
      { name: "Flowers & decor", allocated: 3500 },
      { name: "Music", allocated: 2500 },
    ],
  },
};

/** Three saved Cleveland venues: Hollister House seats 250, Windward Lodge 220, Forge Event Hall 260. */
export const SAVED_THREE = ["hollister-house", "windward-lodge", "forge-event-hall"];
