import { NOS, YESES } from "./rsvp-figure";

/** An event of the day, forgiving typos ("ceremny", "recepion", "rehersal"). */
const EVENT = String.raw`\b(ce?re?mo?n\w*|re?ce?p\w*n|rehe?a?rs\w*|brunch|welcome \w+|after ?party)\b`;
/**
 * The intents of the built-in engine and the weighted patterns that score them (issue #4, #16; decisions
 * 041 and 049). Split from intents.ts, which adds the rules between intents and reads the conversation.
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

export type Rule = { re: RegExp; weight: number };

/** Medicine, pregnancy, allergies: "which meds are safe while pregnant", "benadryl for my alergies". */
export const MEDICAL =
  /\b(meds|medications?|medicines?|prescriptions?|benadryl|xanax|valium|ibuprofen|advil|tylenol|antihistamines?|beta[- ]blockers?|dosage|pills?|side effects?|diagnos\w*)\b|\b(pregnan\w*|a?ll?erg\w*|anxiety|panic attacks?|migraines?|illness)\b.{0,40}\b(safe|take|taking|treat\w*|cure)\b|\b(safe|take|taking)\b.{0,40}\b(pregnan\w*|a?ll?erg\w*)\b/;
/** Investing, loans, taxes: "should we put our wedding savings in index funds", "file our taxes jointly". */
export const FINANCIAL =
  /\b(invest\w*|index funds?|stocks?|401\(?k\)?|roth|ira|crypto\w*|bitcoin|mortgages?|credit scores?|tax returns?|(file|filing|filed) (our |my )?taxes|taxes jointly|personal loans?|take (out )?a loan|refinanc\w*|retirement (savings|accounts?)|financial advi\w*)\b/;
/** Another couple's plan named as a family or a pair (the plural possessive, or "… their wedding"). */
export const OTHER_COUPLE =
  /\b(the )?(?!guests|vendors|venues|photographers|couples|parents|friends)[a-z]+s' (budget|guest list|guests|wedding plans?|saved venues|rsvps?|venue|wedding)\b|\b(the [a-z]+s|[a-z]+ (and|&) [a-z]+)\b.{0,40}\btheir (wedding|budget|guest list|guests|venue|plans?|rsvps?)\b/;

export const FIND_VERB =
  /\b(find|show|search|love|like|prefer|dream|look(ing)? for|recommend|suggest|options?|list|any|need|want|looking|who|which|where|hire|book|best|top|good|affordable|cheap(er|est)?|available)\b/;

/** Ways to ask what the couple set aside for something, or what share of their money it takes. */
export const BUDGET_PARAPHRASE =
  /\b(earmark(ed)?|set aside|put aside|put away|set apart|budgeted|allotted|allocated|reserved)\b.{0,40}\b(for|to|on)\b|\b(share|percent(age)?|portion|proportion|fraction|chunk|slice|part|%) of (our |the |my )?(money|budget|total|funds|spend(ing)?)\b|\b(money|budget|spend(ing)?) (goes|going|go|is going|went) (to|on|toward|towards)\b|\bhow much (are we|did we|have we|do we) (spend(ing)?|budget(ed)?|plan(ning)? to spend|put|set aside|allow(ed)?)\b.{0,30}\b(for|on|to)\b/;

/** Planning topics a "vs" compares ("invites vs save the dates"): the guides answer, not a listing comparison. */
export const PLANNING_TOPIC =
  /\b(save[- ]the[- ]dates?|invit(e|es|ations?)|thank[- ]you|rsvps?|deposits?|service charges?|gratuit(y|ies)|tips?|tipping|ceremony|reception|rehearsal|contracts?|insurance|licen[cs]es?|plus[- ]ones?|registry|favou?rs|seating|buffet|plated|open bar|cash bar|peak|off[- ]peak|season)\b/;

export const RULES: Record<IntentName, Rule[]> = {
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
    // "It's on a thursday right?", "our wedding is on a friday, isn't it?": a premise about the weekday to
    // confirm or correct (sixth round).
    {
      re: /\b(it's|it is|its|wedding is|wedding's|big day is|date is|(we're|we are) getting married|falls|lands)\b.{0,12}\bon an? (mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/,
      weight: 3,
    },
    // "Is the wedding less than a year away?", "how far off is the big day" (decision 054).
    {
      re: /\b(wedding|big day)\b.{0,30}\b(away|off|to go)\b|\b(less|more) than an? (year|month|week)s? (away|off|to go|left)\b|\b(wedding|big day)\b.{0,20}\b(less|more) than (an?|\d+|two|three|four|five|six|nine) (years?|months?|weeks?)\b/,
      weight: 3,
    },
    {
      re: /\b(what (date|day) is (our|my|the) wedding|when'?s (our|my|the) wedding|day of the week|weekday|what day (is|does|will|falls)|(falls?|lands?) on a|is (it|our wedding|the wedding|the big day) (on )?a (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|how many (weeks|months)|(weeks|months) (left|until|till|to go|away)|(our|my|the) wedding date|date of (our|my|the) wedding|how (many|much) (days|weeks|months|time)( do we have| are)?( left)?|how long (until|till|til|before|to)|days (left|until|till|to go|remaining)|count ?down|when is (our|my|the) wedding|when (are|do) (we|i) (getting|get) married|how far (away|off)|how soon (is|are) (our|my|the) (wedding|big day)|until (our|my|the) (wedding|big day))\b/,
      weight: 3,
    },
  ],
  budget: [
    { re: /\bbudget\b/, weight: 2 },
    { re: /\b(money|spent|spending|allocat\w*|unallocated|afford|remaining funds)\b/, weight: 1 },
    // "How much is unallocated?" can only be the couple's budget (decision 054).
    { re: /\b(unallocated|left to allocate|not (yet )?allocated)\b/, weight: 2 },
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
    // RSVP answers in everyday words, and counts per household (sixth round).
    {
      re: /\b(accepted|said yes|said no|confirmed|no reply|no response|haven'?t (replied|responded|answered|rsvp'?d))\b/,
      weight: 2,
    },
    {
      // "How many ppl cant make it": the declines, never a venue's seats.
      re: /\b(can'?t|cannot|can not|won'?t|unable to) (make it|come|attend|be there)\b|\bnot (coming|attending|able to (come|make it))\b/,
      weight: 4,
    },
    {
      re: /\bhow many (households|families|homes|invitations|invites|envelopes|addresses|save[- ]the[- ]dates)\b(?!.{0,20}\b(should|usually|typically)\b)/,
      weight: 4,
    },
    // Per event and meals (issue #12): "coming to the rehearsal dinner", "how many chicken vs fish".
    {
      re: /\b(coming|comming|attending|going|invited|headcount|head count|count|declined|answered|rsvp'?d?)\b.*\b(to|for|at) (the |our )?(ceremony|cerimony|reception|recepton|reciption|rehearsal|rehersal|dinner|brunch|party|after ?party|welcome|luncheon|cocktail|events?)\b/,
      weight: 1,
    },
    {
      re: /\b(meals?|entr[eé]es?|menu (choices?|selections?)|food choices?|dinner choices?)\b.*\b(counts?|choices?|split|totals?|picked|chose|choosing|selected|ordered|breakdown|so far|please)\b|\b(how many|count|counts|split|vs\.?|versus|or)\b.*\b(chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie|pasta|meals?)\b|\b(chicken|fish|beef|steak|salmon|vegetarian|vegan)\b.*\b(vs\.?|versus|or)\b.*\b(chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie)\b/,
      weight: 2,
    },
    // The meal tally for the caterer (ninth round): "meal numbers for the caterer", "meal tally", "how many of
    // each entree" — the guest list's meal choices, never a caterer search.
    {
      re: /\b(meals?|entr[eé]es?|dish(es)?|menu)\b.{0,20}\b(numbers?|tall(y|ies)|totals?|counts?|looking|breakdown|split)\b|\bhow many (of )?each (meal|entr[eé]e|dish|option|plate)s?\b|\b(chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie|pasta)\s*[/&]\s*(chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie|pasta)\b|\b(chicken|fish|beef|steak|salmon|vegetarian|vegan|veggie|pasta)\b.{0,25}\b(split|tally|count|numbers)\b/,
      weight: 4,
    },
    {
      re: /\b(who|which (guests|people|households|families))\b.*\b(not|n't|nt|still|yet|pending|waiting|chase|follow up)\b/,
      weight: 1,
    },
    // RSVP answers in slang and events compared (eighth round, decision 064): "how many yeses", "how many
    // no's came back", "ceremony vs reception — how many coming to each".
    {
      re: new RegExp(String.raw`\b(how many|number of|count of)\b.{0,30}(?:${YESES.source}|${NOS.source})`),
      weight: 3.5,
    },
    {
      re: new RegExp(String.raw`${EVENT}.{0,30}\b(and|or)\b.{0,10}${EVENT}`),
      weight: 1.5,
    },
    {
      re: new RegExp(String.raw`${EVENT}.{0,30}\b(vs\.?|versus|compared to|against)\b.{0,10}${EVENT}`),
      weight: 4,
    },
    {
      re: /\b(attendance|how many (are )?(coming|attending)|numbers|head ?counts?) (for|at|to|of)? ?(the |our )?(ce?re?mo?n\w*|re?ce?p\w*n|rehe?a?rs\w*|each)\b|\bcompare (the )?(attendance|numbers|head ?counts?|rsvps?)\b/,
      weight: 3,
    },
    // RSVP figures in everyday words (seventh round, decision 063): "how many haven't gotten back to us",
    // "are we still waiting on", "ghosted us", "our turnout so far", "our headcount right now".
    {
      re: /\bhow many\b.{0,40}\b(gotten back|got back|get back|heard back|hear back|heard from|waiting on|waiting for|waiting to hear|ghost\w*|owe (us|me)|unanswered|unreturned|(haven't|have not|havent|yet to|still not) (answered|replied|responded|rsvp'?d))\b|\b(turnout|turn-?out|acceptance rate|attendance rate)\b|\bhead ?count\b.{0,20}\b(right now|so far|currently|at the moment|as of)\b|\b(current|actual|confirmed) head ?count\b/,
      weight: 3,
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
    // "Somewhere in cleveland for 300 guests", "any place that holds 180 people" (ninth round): a place for a
    // count is a venue search, never the couple's own guest list.
    {
      re: /\b(somewhere|some ?place|any ?place|a place|places|spots?|locations?|a space|spaces)\b.{0,40}\b(for|holds?|hold|fits?|fit|seats?|seat|takes?|accommodates?)( up to| about| around| at least)? \d{2,4}\b/,
      weight: 4,
    },
  ],
  find_vendors: [{ re: /\bvendors?\b/, weight: 2 }],
  saved_venues: [
    {
      re: /\b(saved venues?|(venues?|places?|spots?|ones?|options?) (that )?(we|i)('ve| have)? (saved|bookmarked|favou?rited|shortlisted)|(venues?|ones|places?|spots?) (have|did) (we|i) (saved?|bookmark(ed)?|favou?rited?)|(my|our) (saved|favou?rite|shortlisted|bookmarked) (venues?|list|places?|ones?|spots?|options?)|(my|our) shortlist|what (did|have) (we|i) saved?)\b/,
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
      re: /\b(keep|save|bookmark|shortlist|favou?rite|heart)\s+(it|that( one)?|this( one)?|the (first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)( one| venue)?)\s*([.!?,]|$|please|for (me|us)|thanks|(to|on|in|onto) (our|my|the) (list|saved|shortlist|favou?rites))/,
      weight: 5,
    },
  ],
  // Adding guests (issue #12): scored in scoreIntents, from the message's names (guest-request.ts).
  add_guest: [],
  // Issue #16. Facts about a listing the couple names: these win only once a name is found (listing-lookup.ts).
  listing_info: [
    {
      re: /\b(how much (is|does|do|are|would|will)|(price|prices|pricing|cost|costs|capacity|rates?|fees?) (of|for|at)|(tell|know) (me |us )?(more )?about|what do you know about|info(rmation)? (on|about)|details (on|about)|(is|are) .+ (any good|worth it|available|pet friendly|accessible|indoors?|outdoors?|inside|outside|open air)|where is|what('s| is) .+ like)\b/,
      weight: 1.5,
    },
  ],
  capacity: [
    // "Would it work for 260 ppl", "does that one do 200 guests" about the listing last discussed (064).
    {
      re: /\b(would|will|does|do|could|can|is) (it|that|this|that one|this one|that place|this place|that venue|this venue)( still)? (work|do|be (ok|okay|enough|big enough)) for \d{2,4}\b/,
      weight: 4,
    },
    // "How many does wave crest pavilion seat", "lakeview glasshouse how many seats", "how many fit at the
    // forge" (sixth round): a listing's seats asked without a number.
    {
      re: /\bhow many (people |guests )?(does|do|can|will|would|could) [a-z0-9&' ]{2,60} (seat|hold|fit|accommodate|take)\b|\bhow many seats\b|\bseating capacity\b|\b(which|any|do any|does any|will any|would any|can any|could any)( one)?( of (those|them|these|the \w+))? ?(could|can|would|will|do|does)? (seat|hold|fit|accommodate|take) \d+|\bhow many (people |guests )?(fit|can fit) (at|in)\b/,
      weight: 3,
    },
    {
      re: /\b(capacity|big enough|large enough|room for|how many (people|guests|of us) (can|does|will|would|could|do(?! (we|i|you) (have|invite|expect|need|want|plan)))|max(imum)? (guests|people|headcount)|(seat|seats|hold|holds|fit|fits|accommodate|accommodates|take|takes)\b.{0,30}\b(everyone|everybody|all of us|our (guests|guest count|headcount|crowd|list|people)|us)|(does|do|will|would|can|could) .{2,60} (seat|hold|fit|accommodate|take) \d+|(guests|everyone|everybody|people|we all|all of us) (will |would |all |still )?fit|how (big|large) is)\b/,
      weight: 3,
    },
  ],
  compare: [
    {
      re: /\b(compare|comparison|versus|vs\.?|side by side|difference between|stacks? up|up against|pros and cons of|which (one |of (them|these|those|the two|the three) )?(is|has|seats|costs|would be) (better|cheaper|bigger|larger|smaller|more|less|the most|the least))\b/,
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
      re: /^(please |can you |could you |ok,? |okay,? |actually,? )*(remove|delete|unsave|drop|get rid of|ditch|scrap|nix|cross off)\s+(it|that( one)?|this( one)?|the (first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)( one| venue)?)\s*([.!?,]|$|please|for (me|us)|thanks|(to|on|in|onto) (our|my|the) (list|saved|shortlist|favou?rites))/,
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
      // Above a guide's practice (5): "should we take them to small claims court" asks what to do about a
      // refund, but a court is a lawyer's question (lead's mend after the ninth round, decision 065).
      re: /\b(prenup|prenups|prenuptial|lawyer|attorney|legal advice|sue|suing|lawsuit|small claims|breach of contract|legally (binding|enforceable)|is it legal|is that legal|court case|divorce)\b/,
      weight: 5.5,
    },
    {
      // Medical questions (fourth round): a doctor's or pharmacist's, never June's.
      re: MEDICAL,
      weight: 4,
    },
    {
      // Financial and tax advice (fourth round): a financial advisor's or tax professional's.
      re: FINANCIAL,
      weight: 4,
    },
    {
      // Another couple's plan named as a family or a pair (fourth round): "the smiths' guest list", "what
      // are jake and sarah spending on their wedding", "who are the Johnsons inviting to their wedding".
      re: OTHER_COUPLE,
      weight: 5,
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
