import type { Entities } from "./entities";
import { BUDGET_PARAPHRASE, PLANNING_TOPIC, type IntentName } from "./intent-rules";
import { nameSpans } from "./listing-names";
import { practiceQuestion } from "./practice-question";
import { scoreWrites } from "./write-scoring";

/**
 * Issue #16's rules between intents that share words (decisions 041, 049), split from intents.ts, which
 * scores the patterns and reads the conversation.
 */

/** Verbs that ask for a list of listings, strictly (FIND_VERB also has "need", "which", "good"…). */
export const STRICT_FIND = /\b(find|show|search|recommend|suggest|look(ing)? for|list|options?)\b/;
const RSVP_WORDS =
  /\b(rsvp'?s?'?d?|attending|declined|pending|coming|comming|replied|responded|answered|haven't|accepted|said (yes|no)|(can'?t|cannot|won'?t|unable to) (make it|come|attend))\b/;
/**
 * Issue #16's rules between intents that share words: a capacity question that says "guests" is not about
 * RSVPs; "our photography budget" is not a photographer search; plus-one etiquette is not a head count;
 * a request to change the budget, a category, the date, the city or the guest count is a write.
 */
export function scoreIssue16(
  original: string,
  text: string,
  entities: Entities,
  scores: Map<IntentName, number>,
  add: (n: IntentName, w: number) => void,
) {
  const get = (n: IntentName) => scores.get(n)!;
  const strictFind = STRICT_FIND.test(text);
  // Capacity: a listing or the saved venues against a head count, not RSVPs.
  if (get("capacity") > 0) {
    if (!RSVP_WORDS.test(text)) add("guests", -3);
    if (get("saved_venues") > 0) add("capacity", 3);
    // "Find venues that seat 200" stays a search.
    if (strictFind && /\bvenues\b/.test(text) && get("saved_venues") === 0) add("capacity", -3);
  }
  // A category's budget ("our photography budget", "what's left for flowers") is a budget question.
  if (
    entities.category &&
    (/\b(budget|budgeted|allocat\w*|left (for|in|on)|remaining|spend|spent|spending|afford)\b/.test(text) ||
      BUDGET_PARAPHRASE.test(text)) &&
    !strictFind
  ) {
    add("budget", 2);
    add("find_vendors", -2.5);
  }
  // "What share of our money goes to the venue": the couple's budget, not a venue search.
  if (BUDGET_PARAPHRASE.test(text) && !strictFind) {
    add("find_venues", -3);
    add("find_vendors", -3);
  }
  // Plus-one and other guest etiquette: the guide, not the head count.
  if (
    /\b(plus[- ]ones?|\+1s?)\b/.test(text) &&
    /\b(should|do (we|i)|have to|need to|must|is it|rude|etiquette|expected|okay|ok|normal|allowed|everyone|every guest|all (our |the )?guests)\b/.test(
      text,
    ) &&
    !/^(please |can you |could you )?(add|put|invite)\b/.test(text)
  ) {
    add("explain", 3);
    add("guests", -2);
    add("add_guest", -6);
  }
  // "How many venues in Columbus?" counts; it doesn't list (and invents no filter).
  if (get("count_listings") > 0) {
    add("find_venues", -2);
    add("find_vendors", -2);
    add("guests", -2);
  }
  if (get("compare") > 0 && get("saved_venues") > 0) add("compare", 2);
  // "When do invites go out vs save the dates?": two planning topics, not two listings.
  if (get("compare") > 0 && PLANNING_TOPIC.test(text) && !nameSpans(original).some((n) => n.marked)) {
    add("compare", -5);
    add("explain", 2);
  }
  if (get("compare") > 0) {
    // "chicken vs fish" compares meal counts.
    if (/\b(chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie|pasta|meals?)\b/.test(text))
      add("compare", -5);
    add("find_venues", -1.5);
    add("find_vendors", -1.5);
  }
  if (get("remove_saved") > 0) {
    add("saved_venues", -5);
    add("save_venue", -6);
    if (/\bguest ?list\b/.test(text)) add("remove_saved", -6);
  }
  if (get("out_of_scope") > 0) add("explain", -1);
  // "How many vegetarian plates does the caterer need?": the guests' meal choices, not caterers (060).
  if (
    /\bhow many\b.{0,30}\b(chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie|pasta|kids'? ?(meals?|plates?)|meals?|plates?|dinners?|entr[eé]es?)\b/.test(
      text,
    ) &&
    !/\bhow many ([a-z]+ )?(caterers|vendors|venues|chefs)\b/.test(text)
  ) {
    add("guests", 3);
    add("find_vendors", -3);
    add("count_listings", -3);
  }
  // "Is the photographer's retainer refundable?": a practice the guides explain, not a vendor search (060).
  if (practiceQuestion(text) && !strictFind && !nameSpans(original).some((n) => n.marked)) {
    add("explain", 3);
    add("find_vendors", -3);
    add("find_venues", -3);
    // "When is the final headcount due to the caterer?": a deadline, not the couple's head count (sixth round).
    if (!/\bhow many\b/.test(text)) add("guests", -3);
  }
  // "How much is Paper Moon Portraits?": a question about a listing written as a name, not a search.
  if (get("listing_info") > 0 && nameSpans(original).some((n) => n.marked)) {
    add("listing_info", 2.5);
    add("find_vendors", -2);
    add("find_venues", -2);
  }

  scoreWrites(text, entities, strictFind, add);
}
