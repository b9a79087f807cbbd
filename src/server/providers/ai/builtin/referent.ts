import { centsLabel } from "@shared/rules/june-changes";
import type { DialogueState } from "./dialogue-state";
import type { Entities } from "./entities";
import { adviceAboutChange } from "./change-advice";
import { dateShift, impossibleDate } from "./date-change";
import { relativeChange } from "./money-change";
import { CATEGORY_WORD, writeAmount } from "./write-scoring";

/**
 * Writes with nothing to point at (issue #16, decision 054): "change it to 150" with no change proposed,
 * "set it to 5k", "bump it up by 500", "we need to move the wedding" with no date, "add her" with no name.
 * June asks ONE short question that names what the value could be for — never a guess, never a passage
 * from the guides. A change June just proposed is a referent (correction.ts reads those first), and so is a
 * listing she showed for save/remove (dialogue-state.ts); this is only for what neither resolves.
 */

/** A change verb aimed at a pronoun: "change it to", "make that 200", "bump it up by 500". */
const CHANGE_IT =
  /^(?:(?:please|pls|can you|could you|ok|okay|so|then|just|let's|lets|now|and)[,]?\s+)*(?:change|set|make|bump|raise|lower|increase|decrease|update|up|drop|cut|reduce|move|switch)\s+(?:it|that|this|them)\b/;
/** Moving the wedding, with no day said. */
const MOVE_WEDDING =
  /\b(?:move|moving|change|changing|push|pushing|push back|reschedul\w*|postpon\w*|shift|bring forward)\s+(?:back\s+)?(?:the|our|my)\s+(?:wedding|date|wedding date|big day)\b/;
/** "Add her", "invite him", "put them on the list": someone with no name. */
const ADD_SOMEONE =
  /^(?:(?:please|pls|can you|could you|ok|okay|also|and)[,]?\s+)*(?:add|invite|put)\s+(?:her|him|them|this person|that person|someone|somebody)(?:\s+(?:to|on)\s+(?:the|our|my)\s+(?:guest\s*list|list))?(?:\s+(?:too|as well|also))?\s*[.!?]*$/;

/**
 * A pointer at a listing June showed — "save the cheaper one", "what about the other one?", "tell me about
 * the second one" — with its verb and nothing after it (eighth round, decision 064).
 */
const POINTS_AT_SHOWN =
  /^(?:(?:please|pls|can you|could you|ok|okay|so|then|and|hmm|what about|how about)[,]?\s+)*(?:save|bookmark|heart|favou?rite|remove|unsave|book|pick|choose|go with|tell me (?:more )?about|more (?:on|about)|details (?:on|for)|what about|how about)?\s*(?:the\s+)?(?:other|cheaper|cheapest|pricier|priciest|bigger|biggest|larger|largest|smaller|smallest|first|second|third|last|1st|2nd|3rd|closer|nicer|better)\s+(?:one|venue|place|option|spot|vendor)\s*[.!?]*$/;

/**
 * What "it" is when the couple's previous message named it ("what's our guest count?" → "change it to
 * 150"): the thing as a noun phrase to put in its place; undefined when that message named none.
 */
export function previousTopic(previous: string | undefined): string | undefined {
  if (!previous) return undefined;
  const p = previous.toLowerCase();
  if (/\b(guest count|head ?count|how many (guests|people)|number of guests)\b/.test(p))
    return "our guest count";
  if (/\b(wedding date|when is (our|the) wedding|what date)\b/.test(p)) return "our wedding date";
  if (!/\b(budget|allocat\w*|set aside|earmarked|spend\w*)\b/.test(p)) return undefined;
  const category = CATEGORY_WORD.exec(p)?.[1];
  return category && !/\b(total|overall)\b/.test(p) ? `the ${category} budget` : "our total budget";
}

/** "Change it to 150" after "what's our guest count?" → "change our guest count to 150". */
export function withReferent(text: string, topic: string): string {
  return text.replace(/\b(it|that|this|them)\b/, topic);
}

/** A change verb aimed at a pronoun, with nothing of its own to change ("change it to Columbus" has one). */
export function pointsAtNothing(text: string, entities: Entities): boolean {
  return CHANGE_IT.test(text) && !entities.city && !entities.outsideCity && !entities.date;
}

/** The clarifying question for a write with no referent; undefined when the write has one. */
export function danglingWrite(text: string, entities: Entities, state: DialogueState): string | undefined {
  if (state.pending) return undefined;
  // "Save the cheaper one" with nothing shown: ask which, never pick a listing the couple didn't see.
  if (state.shown.length === 0 && POINTS_AT_SHOWN.test(text))
    return "Which one do you mean? I haven't shown you any venues or vendors in this chat yet — tell me its name, or ask me to find some (for example “barn venues in Columbus”).";
  if (ADD_SOMEONE.test(text))
    return "Who should I add? Tell me their name, e.g. “add Maria Lopez” or “add Maria Lopez and a guest”.";
  // Advice about a move ("should we move it to october?") is answered, and a shift ("push it back a week")
  // or a day no month has ("February 30") is the write's to read (sixth round).
  if (adviceAboutChange(text) || dateShift(text) || impossibleDate(text)) return undefined;
  if (MOVE_WEDDING.test(text) && !entities.date && !entities.city && !entities.outsideCity)
    return "What's the new date? For example “move our wedding to June 12, 2027” — I'll show you the change to confirm first.";
  if (!pointsAtNothing(text, entities)) return undefined;
  const change = relativeChange(text);
  const bare = /\b(?:to|at)\s+\$?(\d{1,3}(?:,\d{3})+|\d{1,7})\b/.exec(text);
  const amount =
    writeAmount(text, entities) ?? entities.guests ?? (bare ? Number(bare[1]!.replace(/,/g, "")) : undefined);
  if (change) {
    const by =
      change.percent !== undefined ? `${change.percent}%` : centsLabel(Math.round(change.amount! * 100));
    return `What should change by ${by} — your total budget or one of your budget categories? For example “raise our total budget by ${by}”.`;
  }
  // "Make it rustic", "set it up": no value and no change verb — not a write at all.
  if (amount === undefined && !/\b(change|update|raise|lower|increase|decrease|bump|reduce|cut)\b/.test(text))
    return undefined;
  if (amount === undefined)
    return "What should I change, and to what? For example “set our budget to $40,000” or “we're now expecting 150 guests”.";
  const money = entities.money !== undefined || amount >= 1000;
  const label = money ? centsLabel(Math.round(amount * 100)) : String(amount);
  return money
    ? `What should I set to ${label} — your total budget or one of your budget categories? For example “set our total budget to ${label}” or “put ${label} toward catering”.`
    : `What should I change to ${label} — your guest count or your budget? For example “we're now expecting ${label} guests”.`;
}
