/**
 * The content words of a question (lower-cased, deduplicated, stop words out): what the knowledge
 * base's full-text search ORs and what the built-in engine scores passages by. Shared by the June module
 * and the engine, so it lives here rather than in either (decision 016).
 */

const STOP_WORDS = new Set(
  "a about above after again all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours tell know want need please give let us get like thing things much many".split(
    " ",
  ),
);

/** Two-letter words that still carry meaning in wedding planning. */
const SHORT_TERMS = new Set(["dj", "mc", "tn"]);

/** The content words of a question, lower-cased and deduplicated (the terms full-text search should OR). */
export function contentTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((w) => (w.length > 2 || SHORT_TERMS.has(w)) && !STOP_WORDS.has(w)))];
}
