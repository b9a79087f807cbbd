import { guestDelta } from "./guest-delta";
import { requestedGuestCount } from "./guest-count-change";
import { digitsForNumberWords } from "./number-words";

/**
 * A guest count the couple asks June to record, said relatively or in words (issue #16, eighth round;
 * decision 064): "we cut 20 people, update our headcount" (the profile's count less 20), "about a hundred and
 * ten now, update the count" (110, number words already digits). The explicit ask to update is what makes
 * it a write: without it, "we cut 20 people" stays a what-if (decision 063). Pure.
 */

export type CountUpdate = { delta: number } | { count: number };

/** "update our headcount", "change the guest count", "record that in the count", "fix our numbers". */
const UPDATE_ASK =
  /\b(update|updat\w*|change|set|record|adjust|fix|save|put)\b.{0,25}\b(head ?count|guest ?count|count|number of guests|guest numbers?|numbers)\b|\b(head ?count|guest ?count)\b.{0,10}\b(update|updated|changed)\b/;

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
/**
 * A date said beside the count ("and change the date to may 8 2027", "the 14th of june", "in 2028"): its
 * numbers are no count (the lead's mend after the round, decision 064's addendum).
 */
const DATE = new RegExp(
  String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b(?:,?\s+\d{4})?|\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?:,?\s+\d{4})?|\bthe\s+\d{1,2}(?:st|nd|rd|th)\b|\b(?:19|20)\d{2}\b`,
  "g",
);

export function countUpdate(message: string): CountUpdate | undefined {
  if (!UPDATE_ASK.test(message)) return undefined;
  // Number words as digits ("a headcount of ninety"), dates out.
  const text = digitsForNumberWords(message).replace(DATE, " ");
  const delta = guestDelta(text);
  if (delta !== undefined) return { delta };
  const count = requestedGuestCount(text, { bare: true });
  return count !== undefined && count > 0 ? { count } : undefined;
}
