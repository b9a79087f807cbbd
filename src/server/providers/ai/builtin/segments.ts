import { normalize } from "./entities";
import { scoreIntents, type IntentName } from "./intents";

/**
 * Several requests in one message (issue #16): "How many days until the wedding? And how much budget is
 * left?" is cut into its requests, answered in order. A message is only cut where each part is a
 * confident request of its own and the parts want different things — "chicken and fish", "Chris and Sam
 * Lee" or "find a DJ and a photographer" stay whole.
 */

const CONFIDENT = 2;
/** Small talk around a request is not a request of its own. */
const SMALL_TALK: IntentName[] = ["greeting", "thanks", "help"];

/** Sentence ends, and "and"/"also" before a new question or request. */
const CUT =
  /(?<=[?!.])\s+|\s*(?:,\s*)?\b(?:and also|also|and then|plus|and)\s+(?=(?:how|what|what's|when|where|which|who|can|could|do|does|is|are|please|set|add|remove|put|show|find|tell)\b)/i;

export function splitRequests(message: string): string[] {
  const parts = message
    .split(CUT)
    .map((p) => p?.trim())
    .filter((p): p is string => !!p && p.split(/\s+/).length >= 3);
  if (parts.length < 2) return [message];
  const intents = parts.map((p) => scoreIntents(p)[0]);
  const requests = parts.filter(
    (_, i) => intents[i]!.score >= CONFIDENT && !SMALL_TALK.includes(intents[i]!.intent),
  );
  const kinds = new Set(
    parts.flatMap((_, i) =>
      intents[i]!.score >= CONFIDENT && !SMALL_TALK.includes(intents[i]!.intent) ? [intents[i]!.intent] : [],
    ),
  );
  // Every part that carries a request must be confident, and they must differ.
  const carrying = parts.filter(
    (p, i) => !SMALL_TALK.includes(intents[i]!.intent) && normalize(p).length > 0,
  );
  if (requests.length < 2 || kinds.size < 2 || requests.length !== carrying.length) return [message];
  return requests.slice(0, 3);
}
