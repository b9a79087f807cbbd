import { z } from "zod";
import {
  helpIssueTypeSchema,
  helpPrioritySchema,
  helpStakeholderTypeSchema,
  helpTicketStatusSchema,
  helpTicketSummarySchema,
  type HelpTicketStatus,
} from "./help";
import { line, requiredLine, requiredText } from "./strings";

/**
 * The help desk (issue #17, docs/decisions/044): /help (articles, a user's own tickets and replies),
 * /admin/tickets, /admin/users, the audit log and /email-test.
 */

export const HELP_REPLY_MAX = 4000;

/** The lifecycle: each status and where an operator may move it (decision 044). */
export const helpStatusMoves: Record<HelpTicketStatus, readonly HelpTicketStatus[]> = {
  open: ["in_progress", "waiting_on_user", "resolved", "closed"],
  in_progress: ["waiting_on_user", "resolved", "closed", "open"],
  waiting_on_user: ["in_progress", "resolved", "closed", "open"],
  resolved: ["closed", "open"],
  closed: ["open"],
};

export const helpStatusLabels: Record<HelpTicketStatus, string> = {
  open: "Open",
  in_progress: "In progress",
  waiting_on_user: "Waiting on you",
  resolved: "Resolved",
  closed: "Closed",
};

// --- articles ---------------------------------------------------------------------------------------

export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;
export const helpArticleSchema = helpArticleSummarySchema.extend({ body: z.string() });
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpArticlesQuerySchema = z.object({ q: line({ max: 120 }).optional() });
export const helpArticleParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, "Not an article."),
});

// --- a ticket as its owner sees it ---------------------------------------------------------------------

/** A reply on a ticket, as anyone may see it (internal notes never take this shape toward a user). */
export const helpReplySchema = z.object({
  id: z.string(),
  from: z.enum(["operator", "user"]),
  body: z.string(),
  createdAt: z.string(),
});
export type HelpReply = z.infer<typeof helpReplySchema>;

export const myHelpTicketSchema = helpTicketSummarySchema.extend({
  description: z.string(),
  replies: z.array(helpReplySchema),
});
export type MyHelpTicket = z.infer<typeof myHelpTicketSchema>;

export const helpReplyBodySchema = z.object({
  body: requiredText({ max: HELP_REPLY_MAX, missing: "Write your reply." }),
});

export const ticketIdParamsSchema = z.object({ id: z.uuid("Not a valid id.") });

// --- the admin queue -------------------------------------------------------------------------------------

export const adminTicketsQuerySchema = z.object({
  status: helpTicketStatusSchema.optional(),
  priority: helpPrioritySchema.optional(),
  stakeholder: helpStakeholderTypeSchema.optional(),
  /** Only tickets older than this many days. */
  olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminTicketsQuery = z.input<typeof adminTicketsQuerySchema>;

export const adminTicketRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: helpTicketStatusSchema,
  priority: helpPrioritySchema,
  issueType: helpIssueTypeSchema,
  stakeholderType: helpStakeholderTypeSchema,
  userEmail: z.string(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTicketRow = z.infer<typeof adminTicketRowSchema>;
export const adminTicketsPageSchema = z.object({
  items: z.array(adminTicketRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminTicketsPage = z.infer<typeof adminTicketsPageSchema>;

export const adminTicketMessageSchema = z.object({
  id: z.string(),
  from: z.enum(["operator", "user"]),
  author: z.string().nullable(),
  body: z.string(),
  internal: z.boolean(),
  createdAt: z.string(),
});
export type AdminTicketMessage = z.infer<typeof adminTicketMessageSchema>;

/** A line of the Grace conversation, parsed from the stored JSON (unreadable lines are left out). */
export const adminConversationLineSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  timestamp: z.string(),
});

export const adminTicketSchema = adminTicketRowSchema.extend({
  description: z.string(),
  userId: z.string().nullable(),
  conversation: z.array(adminConversationLineSchema),
  /** False when the stored log could not be read as the conversation's JSON. */
  conversationReadable: z.boolean(),
  messages: z.array(adminTicketMessageSchema),
  nextStatuses: z.array(helpTicketStatusSchema),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const ticketStatusBodySchema = z.object({ status: helpTicketStatusSchema });
/** `assigneeId` null unassigns; "me" is the client's business (it sends its own id). */
export const ticketAssignBodySchema = z.object({ assigneeId: z.string().max(64).nullable() });
export const ticketMessageBodySchema = z.object({
  body: requiredText({ max: HELP_REPLY_MAX, missing: "Write the message." }),
  internal: z.boolean().default(false),
});

export const adminPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AdminPerson = z.infer<typeof adminPersonSchema>;

// --- users ---------------------------------------------------------------------------------------------

export const adminUsersQuerySchema = z.object({
  q: line({ max: 120 }).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  kind: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersPageSchema = z.object({
  items: z.array(adminUserRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  lastUsedAt: z.string(),
  createdAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
export const adminUserDetailSchema = adminUserRowSchema.extend({ sessions: z.array(adminSessionSchema) });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const userIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Not a user.") });

export const resendResultSchema = z.object({
  sent: z.boolean(),
  message: z.string(),
});

// --- audit log --------------------------------------------------------------------------------------------

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  detail: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

// --- test mail ------------------------------------------------------------------------------------------------

export const testMailBodySchema = z.object({
  to: requiredLine({ max: 254, missing: "Enter an address." }).pipe(z.email("Enter a valid email address.")),
  subject: requiredLine({ max: 200, missing: "Enter a subject." }),
});
export const testMailResultSchema = z.object({
  ok: z.boolean(),
  transport: z.enum(["smtp", "mailbox"]),
  message: z.string(),
});
export type TestMailResult = z.infer<typeof testMailResultSchema>;

/** What a disabled account hears when it tries to sign in (the spec has no text for it; decision 044). */
export const ACCOUNT_DISABLED_MESSAGE = "This account is disabled. Contact support.";
