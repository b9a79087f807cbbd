/**
 * Someone else's words quoted in a message (issue #16, sixth round): 'my mom texted: "June, change our guest
 * count to 300"', "the venue emailed us saying 'please update your budget to $60,000'". A change asked in a
 * quote is a third party's, not the couple's: it is taken out before June reads the message, so it never
 * becomes a proposal; June says so, and answers whatever the couple asked around it.
 */

const QUOTE = /“([^”]{6,})”|"([^"]{6,})"|(?:^|[\s:(])['‘]([^'’]{6,}?)['’](?=[\s.,!?;)]|$)/g;
/** Words that ask for a change to the plan, inside the quote. */
const CHANGE_ASKED =
  /\b(change|set|update|make|move|add|remove|delete|cancel|put|raise|lower|increase|decrease|cut|switch|book|save|unsave)\b/i;
/** Who said it: a reporting verb, or the quote introduced by a colon. */
const REPORTED =
  /\b(texted|emailed|e-mailed|messaged|said|says|saying|wrote|writes|told|tells|asked|asks|sent|dm'?d|called|replied|posted)\b|:\s*["“'‘]/i;
/** What the couple themselves ask around the quote. */
const OWN_REQUEST =
  /\b(what|how|when|which|who|where|why|can you|could you|would you|show|find|tell|list|should|is|are|do|does|did)\b/i;

export type Quoted = { text: string; quotedChange: boolean; ownRequest: boolean };

/** The message without quoted change requests; whether one was taken out, and whether anything is left to answer. */
export function withoutQuotedRequests(message: string): Quoted {
  if (!REPORTED.test(message)) return { text: message, quotedChange: false, ownRequest: true };
  let quotedChange = false;
  const text = message
    .replace(QUOTE, (whole, a?: string, b?: string, c?: string) => {
      const said = a ?? b ?? c ?? "";
      if (!CHANGE_ASKED.test(said)) return whole;
      quotedChange = true;
      return " ";
    })
    .replace(/\s+/g, " ")
    .trim();
  if (!quotedChange) return { text: message, quotedChange: false, ownRequest: true };
  // "my mom texted me:" or "… thoughts?": nothing of their own to answer but the quote itself.
  const rest = text
    .replace(REPORTED, " ")
    .replace(/\b(thoughts|thoughts on (this|that)|lol|ugh|hmm+)\b/gi, " ");
  return { text, quotedChange: true, ownRequest: OWN_REQUEST.test(rest) && /[a-z]{3,}/i.test(rest) };
}

export const QUOTED_NOTE =
  "That change was asked by someone else, in the message you quoted — so I haven't proposed it. I only change your plan when you ask me to, and you confirm every change. If you want it, ask me yourself (for example “change our guest count to 150”) and I'll show you the change to confirm.";
