import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type {
  HelpIssueType,
  HelpPriority,
  HelpStakeholderType,
  HelpTicketStatus,
} from "@shared/schemas/help";
import { user } from "./auth";

/**
 * Grace's help tickets and the operators' help desk (issue #17). `help_tickets` carries the spec's fields
 * (user_id, stakeholder_type, issue_type, priority, title, description, user_email, conversation_log as
 * JSON text) plus the desk's own: status, assignee, timestamps.
 */
export const helpTickets = pgTable(
  "help_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for a signed-out visitor (then `user_email` is required) or after the account is deleted. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    stakeholderType: text("stakeholder_type").$type<HelpStakeholderType>().notNull(),
    issueType: text("issue_type").$type<HelpIssueType>().notNull(),
    priority: text("priority").$type<HelpPriority>().notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    userEmail: text("user_email").notNull(),
    /** The Grace conversation that led to the ticket: JSON text of `{ role, content, timestamp }[]`. */
    conversationLog: text("conversation_log").notNull().default("[]"),
    status: text("status").$type<HelpTicketStatus>().notNull().default("open"),
    assignedTo: text("assigned_to").references(() => user.id, { onDelete: "set null" }),
    /** The address the ticket came from, for the per-address flood limit (never shown). */
    createdFromIp: text("created_from_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("help_tickets_status_idx").on(t.status, t.createdAt),
    index("help_tickets_user_idx").on(t.userId, t.createdAt),
    index("help_tickets_email_idx").on(t.userEmail, t.createdAt),
    check(
      "help_tickets_status_check",
      sql`${t.status} in ('open', 'in_progress', 'waiting_on_user', 'resolved', 'closed')`,
    ),
    check("help_tickets_priority_check", sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
  ],
);

/** Replies on a ticket (mailed to the user, shown on /help) and internal notes (operators only). */
export const helpTicketMessages = pgTable(
  "help_ticket_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => helpTickets.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorRole: text("author_role").$type<"operator" | "user">().notNull(),
    body: text("body").notNull(),
    /** An internal note: never sent to the user, never in their answers. */
    internal: boolean("internal").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("help_ticket_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);

/** Every admin action (ticket status, assignment, reply, note, user disable/enable, resend, test mail). */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** e.g. "ticket.status", "ticket.assign", "ticket.reply", "ticket.note", "user.disable", "user.enable", "user.resend_verification", "mail.test". */
    action: text("action").notNull(),
    targetType: text("target_type").$type<"ticket" | "user" | "mail">().notNull(),
    targetId: text("target_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt),
  ],
);
