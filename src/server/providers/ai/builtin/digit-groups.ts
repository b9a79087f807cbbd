/**
 * Thousands written with a space ("$47 000", "make our total 39 500"; issue #16, seventh round, decision 063):
 * joined into one number before anything reads the message, so the amount parser sees 47000, not $47. Only
 * where the message talks money — a dollar sign before, a money word after, or budget words in the message —
 * and never before a guest word ("12 100 guests" stays as typed), so dates and counts keep their digits.
 */

const GROUPED =
  /(^|[^\d,.])(\$\s?)?([1-9]\d{0,2})((?:[ \u00a0\u202f]\d{3})+)(?![\d,.]|\s?\d)(\s*(?:dollars|bucks|usd)\b)?(?!\s*(?:guests?|people|ppl|persons|heads|seats|attendees|invitees|days|weeks|months|years)\b)/gi;
const MONEY_TALK =
  /\b(budget|total|spend\w*|line|allocat\w*|toward|towards|cost\w*|price\w*|dollars|bucks|grand)\b|\$/i;

/** The message with space-grouped thousands joined ("$47 000" → "$47000") where it talks money. */
export function joinedDigitGroups(message: string): string {
  if (!MONEY_TALK.test(message)) return message;
  return message.replace(
    GROUPED,
    (
      _all,
      before: string,
      dollar: string | undefined,
      head: string,
      groups: string,
      word: string | undefined,
    ) => `${before}${dollar ?? ""}${head}${groups.replace(/[ \u00a0\u202f]/g, "")}${word ?? ""}`,
  );
}
