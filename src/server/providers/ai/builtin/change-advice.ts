/**
 * A question about whether to make a change (issue #16, sixth round): "should we move the wedding to
 * Nashville? pros and cons", "is it a good idea to cut our guest count to 100?", "would it be smart to move
 * our wedding to October?". The couple asks for advice, not for the change: June answers with what she
 * knows and how to ask for the change — she never proposes a write from it.
 */

const ADVICE =
  /\b(should (we|i)|shall we|is it (a )?(good|bad|smart|wise|better|dumb|crazy)( idea)?|would it be (smart|wise|better|a (good|bad) idea|worth it|crazy|dumb)|(good|bad|smart) idea|pros and cons|pros ?(&|\/) ?cons|worth (it|moving|changing|cutting|switching)|thoughts on|what do you think (about|of)|do you think (we|i) should|(does it|would it) make sense|advice on whether|help us decide|weigh (up|in))\b/;
const CHANGE =
  /\b(move|moving|moved|change|changing|switch|switching|cut|cutting|trim|trimming|raise|raising|lower|lowering|increase|increasing|reduce|reducing|push|pushing|bump|bumping|postpone|relocat\w*|have (it|the wedding) in|get married in|go (up|down) to|drop|dropping|invite|inviting)\b/;
/** "Should we change our date to June 12? yes please do it": a request after all. */
const ASKS_FOR_IT =
  /\b(please (do|change|set|update)|go ahead|do it|make the change|then (change|set|update))\b/;

/** Whether the (normalized) message asks advice about a change rather than for it. */
export function adviceAboutChange(text: string): boolean {
  return ADVICE.test(text) && CHANGE.test(text) && !ASKS_FOR_IT.test(text);
}
