import type { DialogueState, Reference } from "./dialogue-state";
import type { NameSpan } from "./listing-names";

/**
 * Two cues that a message is about one listing, whatever its other words score (issue #16, seventh round;
 * decision 063). Pure: intents.ts reads the message with them.
 */

/** A question that opens with its question word ("what does a photo booth cost") names no listing first. */
const QUESTION_FIRST =
  /^(how|what|whats|what's|when|which|why|who|where|is|are|do|does|can|could|should|would|will)\b/;
/** A listing's fact asked with nothing else: "… how much", "… prices?", "… how many seats". */
const BARE_FACT = /\b(how much|cost|costs|price|prices|pricing|rates?|how many seats|capacity)\s*[?.!]*$/;

/**
 * "The velvet djs how much", "bitters and bubbles bar service prices?": a bare fact after a run of two or more
 * words asks about the listing the run names, even when a trade word in it reads as a search.
 */
export function bareFactAboutName(text: string, names: NameSpan[]): boolean {
  return BARE_FACT.test(text) && !QUESTION_FIRST.test(text) && names.some((n) => n.text.includes(" "));
}

/** Words that keep a listing: "save", "bookmark", "keep", "shortlist", "favourite", "heart". */
const SAVE_WORD = /\b(save|bookmark|shortlist|keep|favou?rite|heart)\b/;

/**
 * "The last one — save it", "lets keep the last one you showed": a save aimed at a listing June showed, by its
 * place in her list — unless a name is written, or the message is a strong request of another kind.
 */
export function savesShownAt(
  text: string,
  reference: Reference | undefined,
  state: DialogueState,
  names: NameSpan[],
  best: { intent: string; score: number } | undefined,
): boolean {
  return (
    reference?.to === "ordinal" &&
    state.shown.length > 0 &&
    SAVE_WORD.test(text) &&
    !names.some((n) => n.marked) &&
    !(best && best.score >= 5 && best.intent !== "save_venue")
  );
}
