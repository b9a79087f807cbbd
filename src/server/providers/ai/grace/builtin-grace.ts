import type { GraceAccountState, GraceAnswer, GraceEngine, GraceRequest } from "./grace-types";
import type { SupportHit, SupportKnowledge } from "./support-knowledge";
import { decideTicket, type TicketOffer } from "./ticket-decision";

/**
 * Grace's built-in engine (issue #17; docs/decisions/043): offline, deterministic. She answers from the
 * best-matching section of the support knowledge base, adds what the person's own account says where it
 * helps (their last confirmation or reset mail), and offers a ticket by the rules of ticket-decision.ts.
 * The person's words are only ever searched, never followed: an instruction inside a message is a query.
 */

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|yo)\b[\s!.,?]*(grace)?[\s!.?]*$/i;
const THANKS =
  /^(thanks?( you)?|thank you( so much)?|ty|great,? thanks|perfect,? thanks|ok(ay)?,? thanks?|that helped|got it,? thanks)\b[\s!.]*$/i;
/** Planning questions belong to June, the planner: Grace supports the product, not the wedding. */
const PLANNING =
  /\b(how much should (we|i) (spend|budget)|ideas? for|recommend (a|some)|suggest (a|some)|which (venue|photographer|florist|caterer|dj|band)|colou?r (scheme|palette)|theme for|what should (we|i) serve|seating (chart|plan) ideas|how many guests should)\b/i;

const MIN_SCORE = 3;
/** A message written to steer the assistant rather than ask for help: answered with what Grace can do. */
const STEERING =
  /\b(ignore (all |any |the |your )?(previous|prior|above|earlier) (instructions|rules|messages)|system prompt|you are now|act as|developer mode|jailbreak|reveal (your|the) (prompt|instructions|rules)|admin password|other (users|people|couples)'? (emails?|data|accounts|tickets|details))\b/i;
/** The knowledge section about reaching a person: a topic of its own only when nothing better matches. */
const PERSON_SECTION = "technical:talking-to-a-person";

export function createBuiltinGrace(opts: { knowledge: SupportKnowledge }): GraceEngine {
  return {
    name: "builtin",
    answer: async (req) => answerWith(opts.knowledge, req),
  };
}

/** The newest user turns before this message, used when the message alone says too little ("still no"). */
function earlierQuestion(req: GraceRequest): string {
  return req.history
    .filter((t) => t.role === "user")
    .slice(-2)
    .map((t) => t.content)
    .join(" ");
}

export function answerWith(knowledge: SupportKnowledge, req: GraceRequest): GraceAnswer {
  const message = req.message.trim();
  if (GREETING.test(message))
    return plain(
      "Hi! I'm Grace, the June Weddings support assistant. Ask me about your account, venues and vendors, bookings and payments, technical problems or any feature.",
    );
  if (THANKS.test(message)) return plain("You're welcome! If anything else comes up, I'm right here.");

  if (STEERING.test(message))
    return plain(
      "I can only help with questions about June Weddings and your own account — I can't share anyone else's information or change how I work. What can I help you with?",
    );

  const hits = knowledge.search(message, 3);
  const best: SupportHit | undefined =
    hits[0] && hits[0].score >= MIN_SCORE
      ? hits[0]
      : knowledge.search(`${message} ${earlierQuestion(req)}`, 1)[0];
  const topic = best && best.score >= MIN_SCORE ? best : undefined;
  const ticketTopic = topic && topic.section.id !== PERSON_SECTION ? topic : undefined;
  const offer = decideTicket(
    message,
    req.history,
    ticketTopic ? { slug: ticketTopic.article.slug, title: ticketTopic.article.title } : undefined,
  );

  if (!topic && !offer && PLANNING.test(message))
    return plain(
      "That's a planning question, and June, our AI wedding planner, is the one to ask: she's the chat button at the bottom right and knows your own plan (couple accounts). I'm here for help with the product itself.",
    );

  // An offer's own opening says what matters for that case; the article answers everything else.
  const parts: string[] = [];
  if (offer) parts.push(openingFor(offer));
  else if (topic) parts.push(topic.section.body);
  else
    parts.push(
      "I couldn't find an answer to that in our help articles, and I'd rather not guess. A person on our team can look into it for you.",
    );

  const personal = topic ? accountLine(topic.article.slug, req.account, req.now) : null;
  if (personal) parts.push(personal);

  const wantsTicket =
    offer ??
    (topic
      ? null
      : {
          issueType: "other" as const,
          priority: "medium" as const,
          title: "Support Request",
          reason: "unresolved" as const,
        });
  if (req.hasTicket) {
    if (wantsTicket)
      parts.push(
        "Your ticket is already with our team: they'll reply by email, and you can follow it on /help.",
      );
  } else if (wantsTicket) {
    parts.push('I can open a ticket so a person on our team picks this up — press "Create a ticket" below.');
  }

  const response = req.isVoice ? forSpeech(parts.join("\n\n")) : parts.join("\n\n");
  const suggest = !req.hasTicket && wantsTicket !== null;
  return {
    response,
    suggestTicket: suggest,
    issueType: suggest ? wantsTicket.issueType : null,
    priority: suggest ? wantsTicket.priority : null,
    title: suggest ? wantsTicket.title : null,
  };
}

function plain(response: string): GraceAnswer {
  return { response, suggestTicket: false, issueType: null, priority: null, title: null };
}

function openingFor(offer: TicketOffer): string {
  switch (offer.reason) {
    case "compromise":
      return "I'm sorry — let's secure your account now. Reset your password at /password-reset straight away: a reset signs out every other session. Then a person on our team should check the account with you; this is urgent.";
    case "billing":
      return "I'm sorry about that. We don't take payments ourselves, so a charge or refund question needs a person on our team to look at it. Include the date, the amount and the name on the statement.";
    case "claim":
      return "A listing claimed by someone else needs our team: send proof that you run the business and we will look into it with both sides.";
    case "human":
      return "Of course — a person on our team can help.";
    case "hidden":
      return "When our team hides a listing, couples can't see it until it is reviewed again; a person on the team will tell you why and what to change.";
    case "bug":
      return "Sorry, that sounds like a bug. Reload the page, then try a private window or another browser. If it still fails, our team should look at it — tell them the page, what you pressed and what you saw.";
    case "unresolved":
      return "I'm sorry that didn't solve it. A person on our team can look at your case directly.";
  }
}

function minutesAgo(then: Date, now: Date): string {
  const m = Math.max(0, Math.round((now.getTime() - then.getTime()) / 60_000));
  if (m < 1) return "less than a minute ago";
  if (m < 60) return `${m} minute${m === 1 ? "" : "s"} ago`;
  const h = Math.round(m / 60);
  if (h < 48) return `${h} hour${h === 1 ? "" : "s"} ago`;
  return `${Math.round(h / 24)} days ago`;
}

/** What the person's own account says about this topic (signed in only; their own mails only). */
export function accountLine(slug: string, account: GraceAccountState | null, now: Date): string | null {
  if (!account) return null;
  const mailOf = (kind: "verification" | "reset") => account.recentMails.find((m) => m.kind === kind);
  const state = (s: "queued" | "sent" | "failed") =>
    s === "failed" ? " but could not be delivered" : s === "queued" ? " and is on its way" : "";
  if (slug === "verification") {
    const mail = mailOf("verification");
    if (account.emailVerified)
      return `On your account: ${account.maskedEmail} is already confirmed, so there's nothing to resend.${mail ? ` (The last confirmation mail went there ${minutesAgo(mail.sentAt, now)}.)` : ""}`;
    return mail
      ? `On your account: your confirmation mail went to ${account.maskedEmail} ${minutesAgo(mail.sentAt, now)}${state(mail.status)}. Check that address is right; signing in again sends a new link.`
      : `On your account: ${account.maskedEmail} isn't confirmed yet. Signing in again sends a new link.`;
  }
  if (slug === "password-reset") {
    const mail = mailOf("reset");
    if (!mail) return `On your account: we haven't sent a reset mail to ${account.maskedEmail} recently.`;
    const expired = now.getTime() - mail.sentAt.getTime() > 10 * 60_000;
    return `On your account: the last reset mail went to ${account.maskedEmail} ${minutesAgo(mail.sentAt, now)}${state(mail.status)}.${expired ? " That link has expired by now, so ask for a new one." : " Its link is valid for 10 minutes from then."}`;
  }
  if (slug === "accounts") return `You're signed in as ${account.maskedEmail}.`;
  return null;
}

/** A reply meant to be heard: no list markers or paths read out, at most three sentences. */
export function forSpeech(text: string): string {
  const flat = text
    .replace(/^\s*[-*]\s+/gm, "")
    .replace(/\s*\n+\s*/g, " ")
    .replace(/ at \/[a-z0-9/-]+/g, " on our site")
    .replace(/\/[a-z0-9-]+(\/[a-z0-9-]+)*/g, "our site");
  const sentences = flat.match(/[^.!?]+[.!?]+/g) ?? [flat];
  return sentences.slice(0, 3).join("").trim();
}
