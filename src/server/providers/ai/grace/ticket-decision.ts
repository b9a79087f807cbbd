import type { HelpIssueType, HelpPriority } from "@shared/schemas/help";
import type { GraceTurn } from "./grace-types";

/**
 * When Grace offers a ticket (issue #17; docs/decisions/043): the person asks for a human, the problem is
 * one only our team can act on (a charge, a compromised account, a disputed claim, a bug), or her answer
 * did not help. Pure rules over the text, tested by the evaluation set; the title is ours, never the
 * person's words, so a ticket title cannot carry injected text.
 */

export type TicketOffer = {
  issueType: HelpIssueType;
  priority: HelpPriority;
  title: string;
  reason: TicketReason;
};
export type TicketReason = "compromise" | "billing" | "claim" | "human" | "hidden" | "bug" | "unresolved";

/** The spec's ticket defaults (section 9): priority medium, title 'Support Request'; "general" is `other`. */
export const DEFAULT_TICKET = { issueType: "other", priority: "medium", title: "Support Request" } as const;

const COMPROMISE =
  /\b(hack(ed|er)?|compromised?|unauthori[sz]ed|stolen|taken over|suspicious (log|sign|activity|email)|(was|wasn'?t|not) me\b|someone (else )?(is )?(in|into|using|logged|signed|accessed|got into) my account|someone else (logged|signed|is using|has))/;
const BILLING =
  /\b(refund|chargeback|dispute[sd]?|double[- ]?charged|overcharged|money back|charged me|(was|been|got|being) charged|charge (on|to) my|unexpected charge|(don'?t|do not) recogni[sz]e|didn'?t authori[sz]e|billing (issue|problem|error|dispute))/;
const CLAIM_DISPUTE =
  /(already (been )?claimed|someone (else )?claimed|claimed (by )?(someone|somebody|another)|wrong (owner|person) claimed)/;
const HUMAN =
  /\b(human|real person|a person|live (agent|chat)|an agent|representative|someone (from|on) (your|the) team|support team|staff member|speak (to|with)|talk (to|with) (a |an |someone|somebody|support|your|the)|contact support|(open|create|file|raise|submit|log) (a |an )?(support )?(ticket|request|case))\b/;
const HIDDEN =
  /\b(hidden|removed|taken down|disappeared)\b.*\b(venue|listing|profile)\b|\b(venue|listing|profile)\b.*\b(hidden|removed|taken down|disappeared)\b/;
const BUG =
  /\b(bug|crash(es|ed|ing)?|error( message)?|broken|blank (page|screen)|won'?t (load|open|work|save)|doesn'?t (load|open|save)|not loading|keeps? (failing|crashing|spinning|loading)|stuck (on|loading)|500|glitch)\b/;
const NOT_SOLVED =
  /\b(still (not|doesn'?t|can'?t|isn'?t|won'?t|no|nothing|the same|having)|(didn'?t|did not|doesn'?t|does not) (help|work|fix)|tried (that|this|it|everything|already)|already tried|nothing (works|worked|helps)|same (problem|issue|error)|not (working|helpful)|that'?s not it|no luck)\b/;

/** The issue type a knowledge article belongs to. */
export function issueTypeOfArticle(slug: string | undefined): HelpIssueType {
  switch (slug) {
    case "accounts":
    case "verification":
    case "password-reset":
    case "privacy":
      return "account";
    case "listing-a-venue":
    case "claims":
    case "inquiries-and-tours":
      return "venues_vendors";
    case "billing":
    case "vendor-plans":
      return "bookings_payments";
    case "technical":
      return "technical";
    case "june":
      return "features";
    default:
      return "other";
  }
}

/**
 * The offer for this message, or null. `topic` is the knowledge article the question (or, failing that,
 * the conversation) is about; `answered` says Grace has already replied earlier in this conversation.
 */
export function decideTicket(
  message: string,
  history: GraceTurn[],
  topic: { slug: string; title: string } | undefined,
): TicketOffer | null {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  const topicType = issueTypeOfArticle(topic?.slug);
  if (COMPROMISE.test(text))
    return {
      issueType: "account",
      priority: "urgent",
      title: "Account security concern",
      reason: "compromise",
    };
  if (BILLING.test(text))
    return {
      issueType: "bookings_payments",
      priority: "high",
      title: /refund|money back/.test(text) ? "Refund request" : "Billing dispute",
      reason: "billing",
    };
  if (CLAIM_DISPUTE.test(text))
    return {
      issueType: "venues_vendors",
      priority: "high",
      title: "Listing claimed by someone else",
      reason: "claim",
    };
  if (HUMAN.test(text))
    return {
      issueType: topic ? topicType : DEFAULT_TICKET.issueType,
      priority: DEFAULT_TICKET.priority,
      title: topic ? `Support request: ${topic.title.toLowerCase()}` : DEFAULT_TICKET.title,
      reason: "human",
    };
  if (HIDDEN.test(text) && /\b(venue|listing)\b/.test(text))
    return {
      issueType: "venues_vendors",
      priority: "medium",
      title: "Listing hidden by the team",
      reason: "hidden",
    };
  const answered = history.some((t) => t.role === "assistant");
  if (answered && NOT_SOLVED.test(text))
    return {
      issueType: topicType,
      priority: topicType === "account" ? "high" : "medium",
      title: topic ? `Still stuck: ${topic.title.toLowerCase()}` : DEFAULT_TICKET.title,
      reason: "unresolved",
    };
  if (BUG.test(text))
    return { issueType: "technical", priority: "medium", title: "Technical problem", reason: "bug" };
  return null;
}
