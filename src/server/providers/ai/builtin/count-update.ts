import { guestDelta } from "./guest-delta";
import { requestedGuestCount } from "./guest-count-change";

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

export function countUpdate(text: string): CountUpdate | undefined {
  if (!UPDATE_ASK.test(text)) return undefined;
  const delta = guestDelta(text);
  if (delta !== undefined) return { delta };
  const count = requestedGuestCount(text, { bare: true });
  return count !== undefined && count > 0 ? { count } : undefined;
}
