import {
  CHEAPER,
  cheaperCeiling,
  dialogueState,
  relativeReference,
  type DialogueState,
  type ListingFilters,
  type Reference,
} from "./dialogue-state";
import { extractEntities, mergeEntities, normalize, type Entities } from "./entities";
import { parseGuestRequest } from "./guest-request";
import { nameSpans, type NameSpan } from "./listing-names";
import { scoreWrites } from "./write-scoring";
import { correctionOf } from "./correction";
import type { PendingChange } from "./pending-change";

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
  // Issue #16: facts about named listings, the couple's numbers, writes, and what June doesn't cover.
  "listing_info",
  "capacity",
  "compare",
  "count_listings",
  "set_budget",
  "set_category",
  "update_profile",
  "remove_saved",
  "out_of_scope",
] as const;
export type IntentName = (typeof intentNames)[number];

type Rule = { re: RegExp; weight: number };

const FIND_VERB =
  /\b(find|show|search|love|like|prefer|dream|look(ing)? for|recommend|suggest|options?|list|any|need|want|looking|who|which|where|hire|book|best|top|good|affordable|cheap(er|est)?|available)\b/;

/** Ways to ask what the couple set aside for something, or what share of their money it takes. */
const BUDGET_PARAPHRASE =
  /\b(earmark(ed)?|set aside|put aside|put away|set apart|budgeted|allotted|allocated|reserved)\b.{0,40}\b(for|to|on)\b|\b(share|percent(age)?|portion|proportion|fraction|chunk|slice|part|%) of (our |the |my )?(money|budget|total|funds|spend(ing)?)\b|\b(money|budget|spend(ing)?) (goes|going|go|is going|went) (to|on|toward|towards)\b|\bhow much (are we|did we|have we|do we) (spend(ing)?|budget(ed)?|plan(ning)? to spend|put|set aside|allow(ed)?)\b.{0,30}\b(for|on|to)\b/;

/** Planning topics a "vs" compares ("invites vs save the dates"): the guides answer, not a listing comparison. */
const PLANNING_TOPIC =
  /\b(save[- ]the[- ]dates?|invit(e|es|ations?)|thank[- ]you|rsvps?|deposits?|service charges?|gratuit(y|ies)|tips?|tipping|ceremony|reception|rehearsal|contracts?|insurance|licen[cs]es?|plus[- ]ones?|registry|favou?rs|seating|buffet|plated|open bar|cash bar|peak|off[- ]peak|season)\b/;

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
      re: /\b(what (date|day) is (our|my|the) wedding|when'?s (our|my|the) wedding|day of the week|weekday|what day (is|does|will|falls)|(falls?|lands?) on a|is (it|our wedding|the wedding|the big day) (on )?a (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|how many (weeks|months)|(weeks|months) (left|until|till|to go|away)|(our|my|the) wedding date|date of (our|my|the) wedding|how (many|much) (days|weeks|months|time)( do we have| are)?( left)?|how long (until|till|til|before|to)|days (left|until|till|to go|remaining)|count ?down|when is (our|my|the) wedding|when (are|do) (we|i) (getting|get) married|how far (away|off)|until (our|my|the) (wedding|big day))\b/,
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
    // Paraphrases (decision 049): "what's earmarked for catering", "what share of our money goes to the venue".
    { re: BUDGET_PARAPHRASE, weight: 3.5 },
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
    // "love this, keep it", "save the third one": a pointer at what June just showed (decision 049).
    {
      re: /\b(keep|save|bookmark|shortlist|favou?rite|heart)\s+(it|that( one)?|this( one)?|the (first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)( one| venue)?)\s*([.!?,]|$|please|for (me|us)|thanks)/,
      weight: 5,
    },
  ],
  // Adding guests (issue #12): scored in scoreIntents, from the message's names (guest-request.ts).
  add_guest: [],
  // Issue #16. Facts about a listing the couple names: these win only once a name is found (listing-lookup.ts).
  listing_info: [
    {
      re: /\b(how much (is|does|do|are|would|will)|(tell|know) (me |us )?(more )?about|what do you know about|info(rmation)? (on|about)|details (on|about)|(is|are) .+ (any good|worth it|available|pet friendly|accessible|indoors?|outdoors?|inside|outside|open air)|where is|what('s| is) .+ like)\b/,
      weight: 1.5,
    },
  ],
  capacity: [
    {
      re: /\b(capacity|big enough|large enough|room for|how many (people|guests|of us) (can|does|will|would|could|do(?! (we|i|you) (have|invite|expect|need|want|plan)))|max(imum)? (guests|people|headcount)|(seat|seats|hold|holds|fit|fits|accommodate|accommodates|take|takes)\b.{0,30}\b(everyone|everybody|all of us|our (guests|guest count|headcount|crowd|list|people)|us)|(does|do|will|would|can|could) .{2,60} (seat|hold|fit|accommodate|take) \d+|(guests|everyone|everybody|people|we all|all of us) (will |would |all |still )?fit|how (big|large) is)\b/,
      weight: 3,
    },
  ],
  compare: [
    {
      re: /\b(compare|comparison|versus|vs\.?|side by side|difference between|which (one |of (them|these|those|the two|the three) )?(is|has|seats|costs|would be) (better|cheaper|bigger|larger|smaller|more|less|the most|the least))\b/,
      weight: 4,
    },
  ],
  count_listings: [
    {
      re: /\b(how many ([a-z]+ ){0,2}(venues|vendors|listings|photographers|videographers|florists|caterers|djs|bands|bakers|planners|officiants|bartenders|decorators)|(number|count) of (venues|vendors|listings)|how many of (those|these|them))\b/,
      weight: 4.5,
    },
  ],
  // Writes (issue #16) need their value too: scored in scoreIntents with the message's entities.
  set_budget: [],
  set_category: [],
  update_profile: [],
  remove_saved: [
    {
      re: /\b(remove|delete|unsave|drop|take|get rid of|ditch|scrap|nix|cross)\b.{1,80}\b(from|off|out of)\b.{0,12}\b(saved|shortlist|favou?rites|bookmarks|saved venues|venues? list|our list|my list|the list)\b|^(please |can you |could you )*unsave\b/,
      weight: 6,
    },
    {
      // "get rid of the first one", "remove it": a pointer at a venue June showed (decision 049).
      re: /^(please |can you |could you |ok,? |okay,? |actually,? )*(remove|delete|unsave|drop|get rid of|ditch|scrap|nix|cross off)\s+(it|that( one)?|this( one)?|the (first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)( one| venue)?)\s*([.!?,]|$|please|for (me|us)|thanks)/,
      weight: 5.5,
    },
  ],
  out_of_scope: [
    {
      // Accounts and secrets: never June's to give.
      re: /\b(passwords?|credit card|social security|ssn|log ?in details|credentials|api keys?|system prompt|(your|the) instructions|other users?'?s?|every user'?s?|all users'?|email address(es)? of)\b/,
      weight: 5,
    },
    {
      // Legal advice: June gives general information on licences, not advice on a dispute or a contract.
      re: /\b(prenup|prenups|prenuptial|lawyer|attorney|legal advice|sue|suing|lawsuit|small claims|breach of contract|legally (binding|enforceable)|is it legal|is that legal|court case|divorce)\b/,
      weight: 4,
    },
    {
      // Another couple's plan.
      re: /\b((other|another|different) couples?'?s?|someone else'?s|somebody else'?s|(my|our) (friends?|sister|brother|cousin|neighbou?r)'?s? (budget|guest list|guests|wedding plans?|saved venues|rsvps?)|[a-z]+ (and|&) [a-z]+'s (budget|guest list|guests|wedding plans?|saved venues|rsvps?)|(show|see|view|what's|what is|tell me|look at|open|access)\b.{0,20}\b(?!(?:our|my|your|june|couple)'s)[a-z]+'s (budget|guest list|guests|wedding plans?|saved venues|rsvps?))\b/,
      weight: 5,
    },
  ],
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
      re: /\b(marriage licen[cs]e|save[- ]the[- ]dates?|invitations?|invites|thank[- ]you (notes|cards)|plus[- ]ones?|seating|contract|deposit|tipping|tips?|hidden costs?|weather|rain plan|peak (season|months)|insurance)\b/,
      weight: 1.5,
    },
  ],
};

export type IntentScore = { intent: IntentName; score: number };

/** Verbs that ask for a list of listings, strictly (FIND_VERB also has "need", "which", "good"…). */
const STRICT_FIND = /\b(find|show|search|recommend|suggest|look(ing)? for|list|options?)\b/;
const RSVP_WORDS =
  /\b(rsvp'?s?'?d?|attending|declined|pending|coming|comming|replied|responded|answered|haven't)\b/;
/**
 * Issue #16's rules between intents that share words: a capacity question that says "guests" is not about
 * RSVPs; "our photography budget" is not a photographer search; plus-one etiquette is not a head count;
 * a request to change the budget, a category, the date, the city or the guest count is a write.
 */
function scoreIssue16(
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
  // "How much is Paper Moon Portraits?": a question about a listing written as a name, not a search.
  if (get("listing_info") > 0 && nameSpans(original).some((n) => n.marked)) {
    add("listing_info", 2.5);
    add("find_vendors", -2);
    add("find_venues", -2);
  }

  scoreWrites(text, entities, strictFind, add);
}

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
};

/** An earlier question without its city names, so "what about Cleveland?" looks up Cleveland alone. */
function withoutCities(text: string): string {
  return text.replace(/\b(cleveland|columbus|cincinnati|nashville|ohio|tennessee)\b/gi, " ");
}

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
  const listingQuestion = scores.some(
    (x) => (x.intent === "listing_info" || x.intent === "capacity" || x.intent === "compare") && x.score > 0,
  );
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

  // "No, make it 38k" right after June proposed a change: the same change with the new value.
  const correcting = correctionOf(text, entities, state.pending, best);
  if (correcting)
    return {
      ...base,
      intent: correcting,
      score: Math.max(best?.score ?? 0, 5),
      entities,
      followUp: true,
      topic: latest,
      correction: state.pending,
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
