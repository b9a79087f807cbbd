import {
  CHEAPER,
  cheaperCeiling,
  dialogueState,
  relativeReference,
  superlativeOf,
  type DialogueState,
  type Pick,
  type ListingFilters,
  type Reference,
} from "./dialogue-state";
import { extractEntities, mergeEntities, normalize, type Entities } from "./entities";
import { parseGuestRequest } from "./guest-request";
import { nameSpans, type NameSpan } from "./listing-names";
import { FIND_VERB, RULES, intentNames, type IntentName } from "./intent-rules";
import { correctionOf, reaskedWithValue, withoutRejected } from "./correction";
import { STRICT_FIND, scoreIssue16 } from "./intent-conflicts";
import { danglingWrite, pointsAtNothing, previousTopic, withReferent } from "./referent";
import { proposedValueQuestion, suppositionOf, type Supposition } from "./hypothetical";
import { bareFactAboutName, savesShownAt } from "./listing-cues";
import type { PendingChange } from "./pending-change";

export { intentNames, type IntentName };

/**
 * Intent recognition for the built-in planner engine: weighted patterns over the latest message plus
 * boosts from its entities; the best score wins if it clears a threshold. A short follow-up ("what about
 * in Columbus?") inherits the intent and entities of the previous request it refines.
 */

export type IntentScore = { intent: IntentName; score: number };

/** Scores of every intent for one message, best first. */
export function scoreIntents(message: string, entities: Entities = extractEntities(message)): IntentScore[] {
  const text = normalize(message);
  const words = text.split(" ").filter(Boolean).length;
  const scores = new Map<IntentName, number>(intentNames.map((n) => [n, 0]));
  const add = (n: IntentName, w: number) => scores.set(n, scores.get(n)! + w);
  for (const name of intentNames)
    for (const rule of RULES[name]) if (rule.re.test(text)) add(name, rule.weight);

  // A greeting or thanks that goes on to ask something is about the something.
  if (words > 5) {
    add("greeting", -1.5);
    add("thanks", -2);
  }
  const hasFindVerb = FIND_VERB.test(text);
  if (entities.category) add("find_vendors", hasFindVerb ? 2.5 : 1.5);
  if (entities.style || entities.setting) add("find_venues", hasFindVerb || entities.city ? 1.5 : 1);
  if (scores.get("find_venues")! > 0 && hasFindVerb) add("find_venues", 0.5);
  if (scores.get("find_vendors")! > 0 && hasFindVerb) add("find_vendors", 0.5);
  // "How much should we spend on flowers?" is a budget question, not a florist search.
  if (scores.get("budget")! >= 3 && entities.category) add("find_vendors", -2);
  // A question about what to ask, or about etiquette, beats a listing search on the same noun.
  if (/\b(questions?|ask)\b/.test(text) && scores.get("explain")! >= 3) {
    add("find_vendors", -2);
    add("find_venues", -2);
  }
  // "Do we need to tip the photographer?" asks about tipping, not for a list.
  if (/\b(tip|tipping|tips|tipped|gratuit(y|ies))\b/.test(text) && !STRICT_FIND.test(text)) {
    add("find_vendors", -3);
    add("find_venues", -2);
    add("explain", 1);
  }
  // "When should we book a photographer?" asks about timing, not for a list.
  if (/\bwhen (should|do|must|can) (we|i)\b/.test(text)) {
    add("find_vendors", -2);
    add("find_venues", -2);
  }
  // Venues named together with saving → save; "saved venues" → list.
  if (scores.get("save_venue")! > 0) add("saved_venues", -3);
  // "add my aunt Maria Lopez", "put Tom Baker and a plus one on the list": names after an add verb. Without
  // names, a verb aimed at the guest list still asks June (she asks who); "add X to our saved venues" and
  // "save …" stay with the venues.
  const request = parseGuestRequest(message);
  if (request) {
    const named = request.people.length > 0 || request.householdName !== undefined;
    const atList = /\b(guest ?list|invite ?list|on the list|to the list)\b/.test(text);
    const atVenues = /\b(saved|venues?|favou?rites?|shortlist|bookmarks?)\b/.test(text);
    if (!atVenues && (named || atList)) add("add_guest", named ? 5.5 : 4);
  }

  scoreIssue16(message, text, entities, scores, add);

  return [...scores]
    .map(([intent, score]) => ({ intent, score }))
    .sort((a, b) => b.score - a.score || intentNames.indexOf(a.intent) - intentNames.indexOf(b.intent));
}

export const INTENT_THRESHOLD = 1.5;

export type Understanding = {
  intent: IntentName | "unknown";
  score: number;
  /** How sure the intent is, 0–1: the winner's lead over the runner-up (1 when nothing else scored). */
  confidence: number;
  /** The runner-up, when it scored too (the clarifying question names both). */
  runnerUp?: IntentName;
  entities: Entities;
  /** True when the intent and entities came partly from an earlier message or June's last list. */
  followUp: boolean;
  /** The text to look up in the knowledge base (for explain/unknown: this and a refined earlier question). */
  topic: string;
  /** Candidate listing names in the message (listing-names.ts), looked up by the engine. */
  names: NameSpan[];
  /** "those", "the second one", "it": what June showed before (dialogue-state.ts). */
  reference?: Reference;
  /** The dialogue state the message was read in. */
  state: DialogueState;
  /** The message asks about a listing's facts, capacity or a comparison (names in it are worth a search). */
  listingQuestion: boolean;
  /**
   * A question with a name written as one ("Is Twin Maples Wine Estate in Columbus?"): its names are searched
   * whatever the intent, and a listing found makes it a question about that listing.
   */
  asksAboutName: boolean;
  /** The change June just proposed, when this message corrects it ("no, make it 38k"; decision 049). */
  correction?: PendingChange;
  /** "The cheapest one", "which seats the most": the listing of June's last list to pick (decision 054). */
  pick?: Pick;
  /** The message with its "it" written out, when the previous message said what "it" is (decision 054). */
  said?: string;
  /** A write with nothing to point at ("change it to 150"): the one question June asks (decision 054). */
  dangling?: string;
  /** "Which of those are under 1400?": the price cap applied to the listings June showed (fourth round). */
  shownUnder?: number;
  /** A what-if's value, or the proposed value a question is about (decision 054): computed, never written. */
  supposition?: Supposition;
};

/** An earlier question without its city names, so "what about Cleveland?" looks up Cleveland alone. */
function withoutCities(text: string): string {
  return text.replace(/\b(cleveland|columbus|cincinnati|nashville|ohio|tennessee)\b/gi, " ");
}

/** Facts a message can ask about one listing: its seats, price, place, style, setting. */
const LISTING_FACT =
  /\b(seat|seats|hold|holds|fit|fits|capacity|how big|how large|how many|cost|costs|price|prices|priced|how much|charge|charges|where|located|style|indoors?|outdoors?|inside|outside|tell me|info|details|like)\b/;

const FOLLOW_UP =
  /^(and|also|what about|how about|ok(ay)?|then|now|but|only|just|same|instead|in|near|around|cheaper|bigger|smaller|more|any)\b/;
const CARRY_OVER: IntentName[] = ["find_venues", "find_vendors", "explain", "count_listings"];

/** The filters of June's last list as entities, so "which of those are outdoors?" keeps them. */
export function filtersAsEntities(f: ListingFilters): Entities {
  const e: Entities = {};
  if (f.city) e.city = f.city;
  if (f.guests !== undefined) e.guests = f.guests;
  if (f.maxPrice !== undefined) e.money = { amount: f.maxPrice, isCeiling: true, isBudget: false };
  if (f.style) e.style = f.style;
  if (f.setting) e.setting = f.setting;
  if (f.category) e.category = f.category;
  return e;
}

function confidenceOf(scores: IntentScore[]): { confidence: number; runnerUp?: IntentName } {
  const [best, second] = scores;
  if (!best || best.score <= 0) return { confidence: 0 };
  if (!second || second.score <= 0) return { confidence: 1 };
  return { confidence: Math.min(1, (best.score - second.score) / best.score), runnerUp: second.intent };
}

/**
 * The intent of the newest message in context. `previous` are the earlier user messages, oldest first;
 * `state` what June's replies showed (dialogueState of the conversation).
 */
export function understand(
  latest: string,
  previous: string[] = [],
  state: DialogueState = { shown: [] },
): Understanding {
  const entities = extractEntities(latest);
  const scores = scoreIntents(latest, entities);
  const [best] = scores;
  const text = normalize(latest);
  const words = text.split(" ").filter(Boolean).length;
  const looksLikeFollowUp = FOLLOW_UP.test(text) || words <= 4;
  const names = nameSpans(latest);
  const reference = relativeReference(text);
  // "The velvet djs how much": about the listing the run names (decision 063).
  const listingQuestion =
    scores.some(
      (x) =>
        (x.intent === "listing_info" || x.intent === "capacity" || x.intent === "compare") && x.score > 0,
    ) || bareFactAboutName(text, names);
  const asksAboutName =
    names.some((n) => n.marked) &&
    /^(is|are|does|do|did|can|could|will|would|has|have|how|what|what's|tell|which)\b/.test(text);
  const base = {
    names,
    state,
    listingQuestion,
    asksAboutName,
    ...(reference ? { reference } : {}),
    ...confidenceOf(scores),
  };

  // "What if we raised the budget to 60k?", "what day of the week is that?" after a proposed date: the
  // answer is computed with that value and nothing is proposed (decision 054).
  const supposition = suppositionOf(text, entities) ?? proposedValueQuestion(text, entities, state.pending);
  if (supposition) {
    const guests = supposition.kind === "guests" ? supposition.value : undefined;
    return {
      ...base,
      intent: best && best.score >= INTENT_THRESHOLD ? best.intent : "unknown",
      score: best?.score ?? 0,
      entities: guests !== undefined ? { ...entities, guests } : entities,
      followUp: supposition.source === "proposal",
      topic: latest,
      supposition,
    };
  }

  // "Change it to 150": "it" is what the couple's previous message asked about, else one short question
  // (decision 054).
  const topic = state.pending ? undefined : previousTopic(previous.at(-1));
  if (topic && pointsAtNothing(text, entities))
    return { ...understand(withReferent(latest, topic), previous, state), said: withReferent(latest, topic) };
  const dangling = danglingWrite(text, entities, state);
  if (dangling)
    return { ...base, intent: "unknown", score: 0, entities, followUp: false, topic: latest, dangling };

  // "No, make it 38k" right after June proposed a change: the same change with the new value — the value
  // meant, not the one it rejects ("54k not 45"; decision 060).
  const kept = state.pending ? withoutRejected(text) : text;
  const keptEntities = kept === text ? entities : extractEntities(kept);
  const correcting = correctionOf(kept, keptEntities, state.pending, best);
  if (correcting)
    return {
      ...base,
      intent: correcting,
      score: Math.max(best?.score ?? 0, 5),
      entities: keptEntities,
      followUp: true,
      topic: latest,
      correction: state.pending,
      ...(kept !== text ? { said: kept } : {}),
    };
  // "Sorry, 130 not 120" right after June answered: the previous request asked again with that value.
  const reasked = state.pending ? undefined : reaskedWithValue(text, previous.at(-1));
  if (reasked) return { ...understand(reasked, previous.slice(0, -1), state), said: reasked };

  // "The cheapest one?", "which seats the most", "save the biggest": one of the listings June just showed,
  // picked by its facts (decision 054) — unless the message starts a new search of its own.
  const pick = state.shown.length >= 2 && !names.some((n) => n.marked) ? superlativeOf(text) : undefined;
  const newFilters = ["city", "style", "setting", "guests"].some((k) => k in entities);
  if (pick && !newFilters && !(entities.category && entities.category !== state.filters?.category)) {
    const saving =
      /^(please |pls |can you |could you |ok,? |okay,? |let'?s |let us |go ahead and |we'?ll |i'?ll )*(save|bookmark|shortlist|keep|favou?rite|heart)\b/.test(
        text,
      );
    return {
      ...base,
      intent: saving ? "save_venue" : "listing_info",
      score: Math.max(best?.score ?? 0, 5),
      entities,
      followUp: true,
      topic: latest,
      reference: { to: "all" },
      pick,
    };
  }
  // "The last one — save it": a save aimed at a place in June's last list (decision 063).
  if (savesShownAt(text, reference, state, names, best))
    return {
      ...base,
      intent: "save_venue",
      score: Math.max(best?.score ?? 0, 5),
      entities,
      followUp: true,
      topic: latest,
    };
  // "How many does the third one seat?", "what does the second one cost": a fact about one listing shown.
  if (
    reference &&
    reference.to !== "all" &&
    state.shown.length > 0 &&
    LISTING_FACT.test(text) &&
    (!best || best.score < 5)
  )
    return {
      ...base,
      intent: /\b(seat|seats|hold|holds|fit|fits|capacity|how big|how large|how many)\b/.test(text)
        ? "capacity"
        : "listing_info",
      score: Math.max(best?.score ?? 0, 3),
      entities,
      followUp: true,
      topic: latest,
    };

  // "Which of those are under 1400?", "any of them under 10k?": the ones shown that are, or none — never a
  // new search whose results she didn't show (fourth round).
  if (
    reference?.to === "all" &&
    entities.money?.isCeiling &&
    state.shown.some((s) => s.priceFrom !== undefined) &&
    (!best || best.score < 5)
  )
    return {
      ...base,
      intent: state.filters
        ? state.filters.kind === "venue"
          ? "find_venues"
          : "find_vendors"
        : "listing_info",
      score: Math.max(best?.score ?? 0, 3),
      entities: state.filters ? mergeEntities(filtersAsEntities(state.filters), entities) : entities,
      followUp: true,
      topic: latest,
      shownUnder: entities.money.amount,
    };

  // "Which of those are outdoors?", "how many of them seat 200?": June's last search, narrowed. "Any
  // cheaper ones?", "more affordable options?": the same search below the middle of the prices shown.
  const cheaper = CHEAPER.test(text) && (reference?.to === "all" || words <= 6);
  if ((reference?.to === "all" || cheaper) && state.filters && (!best || best.score < 5)) {
    const kind = state.filters.kind;
    const listingTalk =
      (cheaper || /\b(which|any|how many|are|do|show|only|just|those|them|these|ones)\b/.test(text)) &&
      !/\b(rsvp|guests? (list|have)|budget|date)\b/.test(text);
    const named =
      best &&
      ["capacity", "compare", "listing_info", "remove_saved", "save_venue"].includes(best.intent) &&
      best.score >= 3;
    if (listingTalk && !named) {
      const count = /\bhow many\b/.test(text);
      const intent: IntentName = count ? "count_listings" : kind === "venue" ? "find_venues" : "find_vendors";
      const carried = filtersAsEntities(state.filters);
      const ceiling = cheaper && !entities.money ? cheaperCeiling(state.shown) : undefined;
      if (ceiling !== undefined) carried.money = { amount: ceiling, isCeiling: true, isBudget: false };
      return {
        ...base,
        intent,
        score: best?.score ?? 0,
        entities: mergeEntities(carried, entities),
        followUp: true,
        topic: latest,
      };
    }
  }

  // Find the last earlier request this one may refine.
  let prior: { intent: IntentName; entities: Entities; text: string } | undefined;
  for (let i = previous.length - 1; i >= 0 && i >= previous.length - 4; i--) {
    const prevEntities = extractEntities(previous[i]!);
    const [prevBest] = scoreIntents(previous[i]!, prevEntities);
    if (prevBest && prevBest.score >= INTENT_THRESHOLD && CARRY_OVER.includes(prevBest.intent)) {
      prior = { intent: prevBest.intent, entities: prevEntities, text: previous[i]! };
      break;
    }
    if (prevBest && prevBest.score >= INTENT_THRESHOLD) break; // a different, complete request
  }

  const strong = best && best.score >= INTENT_THRESHOLD + 1;
  if (prior && looksLikeFollowUp && !strong && Object.keys(entities).length + words > 0) {
    const switchesListing =
      (prior.intent === "find_venues" && entities.category && !entities.style) ||
      (prior.intent === "find_vendors" && (entities.style || /\bvenues?\b/.test(text)));
    const intent: IntentName = switchesListing
      ? prior.intent === "find_venues"
        ? "find_vendors"
        : "find_venues"
      : best && best.score >= INTENT_THRESHOLD && best.intent !== "explain"
        ? best.intent
        : prior.intent;
    // The earlier request's filters stay unless this message replaces them (a new category drops the old style, and the reverse).
    const carried: Entities = { ...prior.entities };
    if (intent !== prior.intent) {
      delete carried.category;
      delete carried.style;
      delete carried.setting;
    }
    return {
      ...base,
      intent,
      score: best?.score ?? 0,
      entities: mergeEntities(carried, entities),
      followUp: true,
      topic:
        intent === "explain" ? `${entities.city ? withoutCities(prior.text) : prior.text} ${latest}` : latest,
    };
  }

  if (!best || best.score < INTENT_THRESHOLD) {
    return { ...base, intent: "unknown", score: best?.score ?? 0, entities, followUp: false, topic: latest };
  }
  return { ...base, intent: best.intent, score: best.score, entities, followUp: false, topic: latest };
}

export { dialogueState };
