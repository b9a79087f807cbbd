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

/** Whether the (normalized) message asks a general question about a practice (a search verb aside). */
export function practiceQuestion(text: string): boolean {
  return PRACTICE.test(text) && ASKS.test(text);
}

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
  const without = text.replace(WHO, " ").replace(/\s+/g, " ").trim();
  const left = without
    .split(" ")
    .filter((w) => w.length > 3 && !/^(same|the|usually|normally|typically)$/.test(w));
  return left.length >= 2 ? without : text;
}
