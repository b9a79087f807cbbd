/**
 * The couple's own profile facts asked as reminders (issue #16, fifth round; decision 060): "remind me what
 * date we set", "what city did we pick again", "how many guests did we say", "what guest count did we put
 * down" — answered from their profile, never from a guide about choosing a date or a city. Only a question
 * that looks back at what they chose ("did we", "we set", "again", "remind me"); "what date should we pick?"
 * stays the guides'.
 */

export type ProfileFact = "date" | "city" | "guests";

const LOOKS_BACK =
  /\b(remind me|again|did we (set|pick|choose|say|put|decide|go with|settle on|enter|book)|have we (set|picked|chosen|said)|we (set|picked|chose|said|put down|entered|decided on|settled on|went with)|is (it )?on (my|our) profile|(on|in) (my|our) (profile|account))\b/;
const FACT_WORDS: [ProfileFact, RegExp][] = [
  ["guests", /\b(guests?|guest count|headcount|head count|how many people|number of people)\b/],
  ["date", /\b(date|day|when)\b/],
  ["city", /\b(city|where|location|town)\b/],
];

/** Which profile fact a reminder asks for; undefined when the message isn't one. */
export function profileFactQuestion(text: string): ProfileFact | undefined {
  if (
    !LOOKS_BACK.test(text) ||
    !/^(remind|what|which|when|where|how|did|do|is|can you|could you)\b/.test(text)
  )
    return undefined;
  // A question about planning ("when should we send invites again?") is the guides'.
  if (/\b(should|could|would|best|tips?|how do)\b/.test(text)) return undefined;
  return FACT_WORDS.find(([, re]) => re.test(text))?.[0];
}
