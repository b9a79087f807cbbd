/**
 * The RSVP figure a guest question asks for in everyday words (issue #16, seventh round; decision 063):
 * - "pending": "how many haven't gotten back to us", "still haven't answered", "are we still waiting on",
 *   "ghosted us", "still owe us an rsvp";
 * - "turnout": "what's our turnout so far" — attending as a share of those who answered and of those invited;
 * - "attending": "our final headcount right now", "current head count", "how many are actually coming".
 * Pure: answers/guests.ts leads with that figure from guest_stats.
 */

export type RsvpFigure = "pending" | "turnout" | "attending" | "declined";

/** Answers in slang (eighth round, decision 064): "how many yeses", "how many no's came back", "said nope". */
export const YESES =
  /\b(yes(es|'s)|yeses|yesses|said (yes|yep|yeah|yup)|(rsvp'?d|answered|replied) yes|accepted|accepts)\b/;
export const NOS =
  /\b(no'?s|noes|nopes?|said (no|nope|nah)|(rsvp'?d|answered|replied) no|declined|declines|regrets|turned (us )?down|can'?t make it)\b/;

/** Words that say "no answer yet" (the normalized message). */
export const NO_ANSWER_YET =
  /\b(haven't|have not|havent|hasn't|not|n't|yet to|still)\b.{0,20}\b(gotten back|got back|get back|heard back|heard from|hear back|answered|replied|responded|rsvp'?d|rsvped|sent (it|them|their \w+) back)\b|\b(still )?waiting (on|for|to hear)\b|\bghost\w*\b|\b(still )?owe (us|me) (an? )?(rsvp|answer|reply|response)\b|\bno (answer|reply|response|rsvp) (yet|so far)\b|\b(unanswered|unreturned|outstanding)\b/;
const TURNOUT =
  /\b(turnout|turn[- ]?out|turning out|acceptance rate|yes rate|attendance rate|show-?up rate)\b/;
const HEADCOUNT_NOW =
  /\b(head ?count|numbers?)\b.{0,20}\b(right now|so far|now|currently|at the moment|as of (now|today|yet))\b|\b(current|actual|real|confirmed|live) head ?count\b|\bhow many (are |people are |guests are |of them are )?(actually |really |definitely |officially )?(coming|attending)\b.{0,20}\b(so far|right now|now|as of|yet|currently)\b/;

/** The figure asked; undefined for the whole picture or a question that isn't about RSVPs. */
export function rsvpFigure(text: string): RsvpFigure | undefined {
  if (TURNOUT.test(text)) return "turnout";
  if (/\bhow many\b/.test(text) && NO_ANSWER_YET.test(text)) return "pending";
  if (HEADCOUNT_NOW.test(text)) return "attending";
  if (/\b(how many|number of|count of|total)\b/.test(text)) {
    if (NOS.test(text) && !YESES.test(text)) return "declined";
    if (YESES.test(text) && !NOS.test(text)) return "attending";
  }
  return undefined;
}
