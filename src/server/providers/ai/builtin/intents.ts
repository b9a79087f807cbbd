import { extractEntities, mergeEntities, normalize, type Entities } from "./entities";
import { parseGuestRequest } from "./guest-request";

/**
 * Intent recognition for the built-in planner engine: weighted patterns over the latest message plus
 * boosts from its entities; the best score wins if it clears a threshold. A short follow-up ("what about
 * in Columbus?") inherits the intent and entities of the previous request it refines.
 */

export const intentNames = [
  "greeting",
  "help",
  "thanks",
  "next_steps",
  "days_left",
  "budget",
  "guests",
  "find_venues",
  "find_vendors",
  "saved_venues",
  "save_venue",
  "add_guest",
  "explain",
] as const;
export type IntentName = (typeof intentNames)[number];

type Rule = { re: RegExp; weight: number };

const FIND_VERB =
  /\b(find|show|search|love|like|prefer|dream|look(ing)? for|recommend|suggest|options?|list|any|need|want|looking|who|which|where|hire|book|best|top|good|affordable|cheap(er|est)?|available)\b/;

const RULES: Record<IntentName, Rule[]> = {
  greeting: [{ re: /^(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening))\b/, weight: 2 }],
  help: [
    {
      re: /\b(what (can|do) you (do|help( me)? with|offer)|how (can|do) you (help|work)|what are you|who are you|what (kind of )?things can you)\b/,
      weight: 3,
    },
    { re: /^(help|help me|menu|options|commands|\?)[.!?]*$/, weight: 3 },
    { re: /\bhelp\b/, weight: 0.5 },
  ],
  thanks: [
    {
      re: /^(thanks|thank you|thx|ty|thank u|much appreciated|awesome,? thanks|great,? thanks)\b/,
      weight: 2.5,
    },
  ],
  next_steps: [
    {
      re: /\b(what('s| is| are)? (should )?(we|i)?\s*(do|doing|be doing|focus on|work on|tackle)?\s*next|next steps?|what now|where (do|should) (we|i) (start|begin)|to-?do( list)?|on track|(are|am) (we|i) behind|what should (we|i) (be )?(doing|do|focus|work|tackle|prioriti[sz]e)|prioriti[sz]e|what('s| is) left to (do|plan|book)|what needs to (be done|happen)|checklist|this month)\b/,
      weight: 3,
    },
    { re: /\b(timeline|schedule|when should (we|i) (book|start|do))\b/, weight: 1 },
  ],
  days_left: [
    {
      re: /\b((our|my|the) wedding date|date of (our|my|the) wedding|how (many|much) (days|weeks|months|time)( do we have| are)?( left)?|how long (until|till|til|before|to)|days (left|until|till|to go|remaining)|count ?down|when is (our|my|the) wedding|how far (away|off)|until (our|my|the) (wedding|big day))\b/,
      weight: 3,
    },
  ],
  budget: [
    { re: /\bbudget\b/, weight: 2 },
    { re: /\b(money|spent|spending|allocat\w*|unallocated|afford|remaining funds)\b/, weight: 1 },
    { re: /\b(where (does|is|did|has) (the |our |my )?money|over ?budget|under ?budget)\b/, weight: 2.5 },
    {
      re: /\b(how much (money )?(do we have|is left|have we|can we spend|should (we|i) (spend|budget|allocate|set aside)))\b/,
      weight: 3,
    },
    {
      re: /\b(budget split|breakdown|cost per (guest|person)|per[- ]guest|average cost|typical (split|cost))\b/,
      weight: 1.5,
    },
  ],
  guests: [
    { re: /\bguests?\b/, weight: 1.5 },
    { re: /\brsvp'?s?'?d?\b/, weight: 2 },
    {
      re: /\b(attending|declined|pending|coming|comming|headcount|head count|replied|responded|answered|responses|not (yet )?(replied|responded|answered)|guest list)\b/,
      weight: 1.5,
    },
    { re: /\bhow many (people|guests|of our guests)\b/, weight: 1 },
    // Per event and meals (issue #12): "coming to the rehearsal dinner", "how many chicken vs fish".
    {
      re: /\b(coming|comming|attending|going|invited|headcount|head count|count|declined|answered|rsvp'?d?)\b.*\b(to|for|at) (the |our )?(ceremony|cerimony|reception|recepton|reciption|rehearsal|rehersal|dinner|brunch|party|after ?party|welcome|luncheon|cocktail|events?)\b/,
      weight: 1,
    },
    {
      re: /\b(meals?|entr[eé]es?|menu (choices?|selections?)|food choices?|dinner choices?)\b.*\b(counts?|choices?|split|totals?|picked|chose|choosing|selected|ordered|breakdown|so far|please)\b|\b(how many|count|counts|split|vs\.?|versus|or)\b.*\b(chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie|pasta|meals?)\b|\b(chicken|fish|beef|steak|salmon|vegetarian|vegan)\b.*\b(vs\.?|versus|or)\b.*\b(chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie)\b/,
      weight: 2,
    },
    {
      re: /\b(who|which (guests|people|households|families))\b.*\b(not|n't|nt|still|yet|pending|waiting|chase|follow up)\b/,
      weight: 1,
    },
  ],
  find_venues: [
    { re: /\bvenues?\b/, weight: 2 },
    {
      re: /\b(places?|locations?|spots?|spaces?|somewhere) (to|for|where) (get married|(have )?(the |our )?wedding|(the |our )?reception|(the |our )?ceremony|celebrate)\b/,
      weight: 2.5,
    },
    {
      re: /\bwhere (can|could|should) (we|i) (get married|have (the|our) (wedding|reception))\b/,
      weight: 2.5,
    },
  ],
  find_vendors: [{ re: /\bvendors?\b/, weight: 2 }],
  saved_venues: [
    {
      re: /\b(saved venues?|venues? (we|i)('ve| have)? saved|(venues?|ones|places) (have|did) (we|i) (saved?|bookmark(ed)?|favou?rited?)|(my|our) (saved|favou?rite|shortlisted|bookmarked) (venues?|list|places)|(my|our) shortlist|what (did|have) (we|i) saved?)\b/,
      weight: 4.5,
    },
  ],
  save_venue: [
    {
      re: /^(please |pls |can you |could you |would you |go ahead and |ok,? |okay,? |yes,? )*(save|bookmark|shortlist|favou?rite|heart)\b/,
      weight: 5,
    },
    { re: /\badd .+ to (my|our) (saved|venues|favou?rites|shortlist|list)\b/, weight: 5 },
  ],
  // Adding guests (issue #12): scored in scoreIntents, from the message's names (guest-request.ts).
  add_guest: [],
  explain: [
    {
      re: /\b(how (do|does|should|much|many|early|far in advance|long before|soon)|what (is|are|does|should|to)|what's|when (should|do|to|is the best)|should (we|i)|do (we|i) need|who (pays|should|traditionally)|why|explain|tips?|advice|etiquette|is it (ok|okay|rude|normal|acceptable|common)|tell me about|what about|best (time|month|season)|rules?)\b/,
      weight: 1.5,
    },
    {
      re: /\b(what (questions )?(to|should (we|i)) ask|questions (to|should (we|i)|for)|ask (a|the|our) )/,
      weight: 3,
    },
    {
      re: /\bhow (do|should|can|could|would) (we|i) (cut|trim|reduce|handle|deal|word|ask|tell|choose|decide|organi[sz]e|manage|track|pick|set|create|build|start|save|split|address|seat|thank|say)\b/,
      weight: 3,
    },
    { re: /\b(venue )?(tours?|touring|site visits?)\b/, weight: 2 },
    {
      re: /\bwhen (should|do|must|can) (we|i) (book|hire|order|send|buy|start|mail|reserve|apply|get|choose|pick)\b/,
      weight: 3,
    },
    { re: /\b(usually|typically|on average|normally|percentage|percent|rule of thumb)\b/, weight: 2 },
    {
      re: /\b(marriage licen[cs]e|save[- ]the[- ]dates?|invitations?|thank[- ]you (notes|cards)|plus[- ]ones?|seating|contract|deposit|tipping|tips?|hidden costs?|weather|rain plan|peak (season|months)|insurance)\b/,
      weight: 1.5,
    },
  ],
};

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

  return [...scores]
    .map(([intent, score]) => ({ intent, score }))
    .sort((a, b) => b.score - a.score || intentNames.indexOf(a.intent) - intentNames.indexOf(b.intent));
}

export const INTENT_THRESHOLD = 1.5;

export type Understanding = {
  intent: IntentName | "unknown";
  score: number;
  entities: Entities;
  /** True when the intent and entities came partly from an earlier message. */
  followUp: boolean;
  /** The text to look up in the knowledge base (for explain/unknown: this and a refined earlier question). */
  topic: string;
};

/** An earlier question without its city names, so "what about Cleveland?" looks up Cleveland alone. */
function withoutCities(text: string): string {
  return text.replace(/\b(cleveland|columbus|cincinnati|nashville|ohio|tennessee)\b/gi, " ");
}

const FOLLOW_UP =
  /^(and|also|what about|how about|ok(ay)?|then|now|but|only|just|same|instead|in|near|around|cheaper|bigger|smaller|more|any)\b/;
const CARRY_OVER: IntentName[] = ["find_venues", "find_vendors", "explain"];

/**
 * The intent of the newest message in context. `previous` are the earlier user messages, oldest first.
 */
export function understand(latest: string, previous: string[] = []): Understanding {
  const entities = extractEntities(latest);
  const [best] = scoreIntents(latest, entities);
  const text = normalize(latest);
  const words = text.split(" ").filter(Boolean).length;
  const looksLikeFollowUp = FOLLOW_UP.test(text) || words <= 4;

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
      intent,
      score: best?.score ?? 0,
      entities: mergeEntities(carried, entities),
      followUp: true,
      topic:
        intent === "explain" ? `${entities.city ? withoutCities(prior.text) : prior.text} ${latest}` : latest,
    };
  }

  if (!best || best.score < INTENT_THRESHOLD) {
    return { intent: "unknown", score: best?.score ?? 0, entities, followUp: false, topic: latest };
  }
  return { intent: best.intent, score: best.score, entities, followUp: false, topic: latest };
}
