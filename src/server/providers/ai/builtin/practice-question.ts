/**
 * A knowledge question about a money or etiquette practice that names a vendor category (issue #16, fifth
 * round; decision 060): "is the caterer's service charge the same as a tip?", "is the photographer's
 * retainer refundable?", "do we tip the DJ". The category says who, the practice says what: the guides
 * answer it — never a list of caterers, nor a question about which vendor.
 */

export const PRACTICE =
  /\b(deposits?|retainers?|refund\w*|non-?refundable|service charges?|gratuit(y|ies)|tips?|tipping|tipped|overtime|cancell?ations?|cancel|contracts?|travel fees?|fees?|tastings?|payment schedules?|final payments?|insurance|customary|etiquette)\b/;
/** A question's opening: a yes/no verb or any question word ("what do vendors usually want as a retainer"). */
const ASKS =
  /^(is|are|do|does|did|should|can|could|will|would|must|how|what|whats|what's|when|which|who|typically|usually|normally)\b/;

/**
 * A norm rather than a listing (sixth round): a price range or per-person figure, a timing, a deadline or a
 * rule — "typical caterer price per plate?", "when is the final headcount due to the caterer", "how long is
 * a marriage licence valid", "when should we book a hotel block", "what does a tent cost".
 */
const NORM =
  /\b(typical(ly)?|usually|average|avg|normal(ly)?|on average|going rate|price range|ballpark|per (person|plate|head|guest)|how long (is|are|does|do)\b.{0,40}\b(valid|good for|last)|valid|expire\w*|due|deadline|how far (in advance|ahead|out|before)(?! (are|is) (we|it|our|the|my)\b)(?! ?$)|how (early|soon)\b(?! (is|are|until|till|til|will|before the wedding))|how many (months|weeks) (ahead|before|out|in advance)(?! (are|is) (we|it|our|the|my)\b)(?! ?$)|when (does|do|will|would|should|must) (the |a |an |our |my )?[a-z]+ (need|want|expect|require|ask for|have to have)|when (do|does|should|must|are|is|will) .{0,30}\b(need to be|have to be|be back|come back|come in|be returned|go out|be sent|get sent)|how (do|should|can|could|would) (we|i|you|one) (nudge|chase|remind|follow up|approach|politely)|what (do|should|can|would) (we|i|you|people|couples) do (about|with|when|if)|(discounts?|cheaper|less expensive)\b.{0,30}\b(weekdays?|fridays?|sundays?|thursdays?|off[- ]peak|off[- ]season)|(weekdays?|fridays?|sundays?|thursdays?|off[- ]peak|off[- ]season)\b.{0,30}\b(discounts?|cheaper|less expensive)|(polite(st)?|nicest|nice|best|right|proper|good|kind(est)?|gentle(st)?|tactful|least awkward) way to|when (should|do|must|can) (we|i) ((have|need) to )?(book|reserve|send|give|get|apply|order|tell|submit)|what does an? [a-z ]{1,25} (cost|run)|how much (does|do|is|are) an? (?!lot)[a-z ]{1,25} (cost|run)|how much (does|do) [a-z ]{1,25} (usually|typically|normally) (cost|run|charge))\b/;
// A lead time asked of the couple's own date ("how many weeks out are we", "how far out is the wedding", a
// bare "how many weeks out") is the countdown's, never a practice: hence the look-aheads after "out" above.
/** A question's opening, with the typed forms of "typical" and "roughly" a norm question may start with. */
const ASKS_NORM = /^(typical|avg|average|roughly|ballpark|about how)\b/;

/** Whether the (normalized) message asks a general question about a practice (a search verb aside). */
export function practiceQuestion(text: string): boolean {
  // The question may follow what prompted it: "ppl still haven't rsvpd, how do we chase them" (ninth round).
  const clauses = text.split(/[,.;!?]\s*|\s[—–-]\s/).map((c) => c.trim());
  if (!clauses.some((c) => ASKS.test(c) || ASKS_NORM.test(c))) return false;
  // "What's a typical budget split for us?": a norm applied to their own plan is their numbers' question.
  return PRACTICE.test(text) || (NORM.test(text) && !FOR_US.test(text));
}

/** Booking timing: the trade named is the topic ("how early to book a florist" is the florist's stage). */
const BOOKING_TIMING =
  /\b(how (early|soon|far (ahead|in advance|out|before)|long before)|how many (months|weeks) (ahead|before|out|in advance)(?! (are|is) (we|it|our|the|my)\b)(?! ?$)|when (should|do|must|can|to) (we |i )?(book|hire|reserve|lock in|secure))\b/;

const FOR_US = /\b(for us|for me|for our (wedding|budget|guests|total)|our (budget|total))\b/;

/**
 * Who a practice question names ("the caterer's", "the DJ"), taken out of the guide query when enough is
 * left. Only a category: the general words "vendor" and "venue" stay, because the guides' passages about a
 * practice are written with them ("most vendors ask for a retainer… to hold the date") — without them a
 * deposit question matched the venue-tour passage that merely mentions a deposit.
 */
const WHO =
  /\b(the |our |my |a |an )?(caterer|caterers|catering|photographer|photographers|photography|videographers?|florists?|djs?|bands?|planners?|bartenders?|officiants?|bakers?|hair|makeup)('s|s')?\b/g;

/**
 * The guide query of a practice question: without the vendor words when two or more other words remain
 * ("is the service charge the same as a tip"), so the passage about the practice outranks one that only
 * lists questions for that vendor; as asked otherwise ("do we tip the DJ").
 */
export function practiceTopic(text: string): string {
  // "How early do we book a florist": the florist is what the timeline's stages name (decision 063).
  if (BOOKING_TIMING.test(text) && !PRACTICE.test(text)) return text;
  const without = text.replace(WHO, " ").replace(/\s+/g, " ").trim();
  const left = without
    .split(" ")
    .filter((w) => w.length > 3 && !/^(same|the|usually|normally|typically)$/.test(w));
  return left.length >= 2 ? without : text;
}
