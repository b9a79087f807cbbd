import { z } from "zod";

/**
 * Grace and the help desk (issue #17): the spec's stakeholder types, and the ticket fields every side
 * (Grace's engines, the ticket routes, the admin queue, /help) agrees on.
 */
export const helpStakeholderTypes = ["venue_owner", "vendor", "contributor", "couple"] as const;
export type HelpStakeholderType = (typeof helpStakeholderTypes)[number];

export const helpIssueTypes = [
  "account",
  "venues_vendors",
  "bookings_payments",
  "technical",
  "features",
  "other",
] as const;
export type HelpIssueType = (typeof helpIssueTypes)[number];

export const helpPriorities = ["low", "medium", "high", "urgent"] as const;
export type HelpPriority = (typeof helpPriorities)[number];

export const helpTicketStatuses = ["open", "in_progress", "waiting_on_user", "resolved", "closed"] as const;
export type HelpTicketStatus = (typeof helpTicketStatuses)[number];

export const helpIssueTypeSchema = z.enum(helpIssueTypes);
export const helpPrioritySchema = z.enum(helpPriorities);
export const helpStakeholderTypeSchema = z.enum(helpStakeholderTypes);
export const helpTicketStatusSchema = z.enum(helpTicketStatuses);

/** The spec's failure text, word for word (section 8). */
export const GRACE_FAILURE_MESSAGE =
  "I'm sorry, I'm having trouble connecting right now. Please try again in a moment, or you can email us directly for urgent issues.";

/** The spec's grace-support-chat response fields. */
export const graceReplySchema = z.object({
  response: z.string(),
  audioUrl: z.string().nullable(),
  suggestTicket: z.boolean(),
  issueType: helpIssueTypeSchema.nullable(),
  priority: helpPrioritySchema.nullable(),
  title: z.string().nullable(),
});
export type GraceReply = z.infer<typeof graceReplySchema>;

/** One line of the Grace conversation kept on a ticket (the spec's conversation_log, as JSON text). */
export const helpConversationLineSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(4000),
  timestamp: z.string().max(40),
});
export type HelpConversationLine = z.infer<typeof helpConversationLineSchema>;

/**
 * `POST /api/help/tickets` (Grace's "create a ticket"): the stakeholder type and the user come from the
 * session on the server, never from the body; `email` is required when signed out (else the account's).
 * The route validates strings with the shared rules (strings.ts) on top of these bounds.
 */
export const HELP_TITLE_MAX = 140;
export const HELP_DESCRIPTION_MAX = 4000;
export const HELP_CONVERSATION_MAX_LINES = 60;

/** A ticket as its owner sees it on /help (no internal notes, no operator-only fields). */
export const helpTicketSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  issueType: helpIssueTypeSchema,
  priority: helpPrioritySchema,
  status: helpTicketStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HelpTicketSummary = z.infer<typeof helpTicketSummarySchema>;
