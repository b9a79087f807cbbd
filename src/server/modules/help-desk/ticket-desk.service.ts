import { and, asc, count, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Viewer } from "@shared/schemas/account";
import { helpConversationLineSchema, type HelpTicketStatus } from "@shared/schemas/help";
import {
  helpStatusMoves,
  type AdminPerson,
  type AdminTicket,
  type AdminTicketsPage,
  type adminTicketsQuerySchema,
} from "@shared/schemas/help-desk";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { helpTicketMessages, helpTickets } from "../../db/schema/help-desk";
import { AppError, notFound } from "../../errors";
import type { Mailer } from "../../providers/email/mailer";
import { ticketReplyEmail } from "../../providers/email/help-desk-templates";
import { writeAudit } from "./audit-log";

/**
 * The operators' side of help tickets (issue #17, decision 044): the queue, a ticket's page, assignment,
 * replies (mailed to the user in the same transaction as the row, through the outbox), internal notes
 * (never mailed, never in the user's answers) and status moves. Every action writes its audit row in the
 * same transaction.
 */

export const TICKETS_PAGE_SIZE = 25;
const assignee = alias(user, "assignee");

export async function listTickets(
  db: Db,
  q: z.output<typeof adminTicketsQuerySchema>,
): Promise<AdminTicketsPage> {
  const where: SQL[] = [];
  if (q.status) where.push(eq(helpTickets.status, q.status));
  if (q.priority) where.push(eq(helpTickets.priority, q.priority));
  if (q.stakeholder) where.push(eq(helpTickets.stakeholderType, q.stakeholder));
  if (q.olderThanDays !== undefined)
    where.push(lt(helpTickets.createdAt, sql`now() - make_interval(days => ${q.olderThanDays})`));
  const filter = where.length ? and(...where) : undefined;
  // Urgent first, then the oldest waiting: the queue is worked from the top.
  const rank = sql`case ${helpTickets.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;
  const rows = await db
    .select({
      id: helpTickets.id,
      title: helpTickets.title,
      status: helpTickets.status,
      priority: helpTickets.priority,
      issueType: helpTickets.issueType,
      stakeholderType: helpTickets.stakeholderType,
      userEmail: helpTickets.userEmail,
      assigneeId: assignee.id,
      assigneeName: assignee.name,
      createdAt: helpTickets.createdAt,
      updatedAt: helpTickets.updatedAt,
    })
    .from(helpTickets)
    .leftJoin(assignee, eq(assignee.id, helpTickets.assignedTo))
    .where(filter)
    .orderBy(rank, asc(helpTickets.createdAt), asc(helpTickets.id))
    .limit(TICKETS_PAGE_SIZE)
    .offset((q.page - 1) * TICKETS_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(helpTickets).where(filter);
  return {
    items: rows.map(({ assigneeId, assigneeName, ...r }) => ({
      ...r,
      assignee: assigneeId ? { id: assigneeId, name: assigneeName ?? "" } : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: TICKETS_PAGE_SIZE,
  };
}

/** The stored conversation log, read as data: lines that are not the agreed shape are left out. */
export function parseConversation(raw: string): { lines: AdminTicket["conversation"]; readable: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { lines: [], readable: false };
  }
  if (!Array.isArray(parsed)) return { lines: [], readable: false };
  const lines = parsed.flatMap((l) => {
    const ok = helpConversationLineSchema.safeParse(l);
    return ok.success ? [ok.data] : [];
  });
  return { lines, readable: lines.length === parsed.length };
}

export async function getTicket(db: Db, id: string): Promise<AdminTicket> {
  const [row] = await db
    .select({
      ticket: helpTickets,
      assigneeId: assignee.id,
      assigneeName: assignee.name,
    })
    .from(helpTickets)
    .leftJoin(assignee, eq(assignee.id, helpTickets.assignedTo))
    .where(eq(helpTickets.id, id));
  if (!row) throw notFound("No such ticket.");
  const t = row.ticket;
  const messages = await db
    .select({
      id: helpTicketMessages.id,
      from: helpTicketMessages.authorRole,
      author: user.name,
      body: helpTicketMessages.body,
      internal: helpTicketMessages.internal,
      createdAt: helpTicketMessages.createdAt,
    })
    .from(helpTicketMessages)
    .leftJoin(user, eq(user.id, helpTicketMessages.authorId))
    .where(eq(helpTicketMessages.ticketId, id))
    .orderBy(asc(helpTicketMessages.createdAt), asc(helpTicketMessages.id));
  const conversation = parseConversation(t.conversationLog);
  return {
    id: t.id,
    title: t.title,
    status: t.status,
    priority: t.priority,
    issueType: t.issueType,
    stakeholderType: t.stakeholderType,
    userEmail: t.userEmail,
    userId: t.userId,
    description: t.description,
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? "" } : null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    conversation: conversation.lines,
    conversationReadable: conversation.readable,
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    nextStatuses: [...helpStatusMoves[t.status]],
  };
}

/** Locks the ticket row for one action; 404 when it does not exist. */
async function lockTicket(tx: Db, id: string) {
  const [row] = await tx
    .select({ status: helpTickets.status, title: helpTickets.title, userEmail: helpTickets.userEmail })
    .from(helpTickets)
    .where(eq(helpTickets.id, id))
    .for("update");
  if (!row) throw notFound("No such ticket.");
  return row;
}

export async function setTicketStatus(db: Db, admin: Viewer, id: string, status: HelpTicketStatus) {
  await db.transaction(async (tx) => {
    const row = await lockTicket(tx, id);
    if (row.status === status) return; // the same status twice (a double click) changes nothing
    if (!helpStatusMoves[row.status].includes(status))
      throw new AppError(
        "CONFLICT",
        `A ticket that is ${row.status.replace(/_/g, " ")} cannot move to ${status.replace(/_/g, " ")}.`,
      );
    await tx.update(helpTickets).set({ status, updatedAt: new Date() }).where(eq(helpTickets.id, id));
    await writeAudit(tx, {
      actorId: admin.id,
      action: "ticket.status",
      targetType: "ticket",
      targetId: id,
      detail: { from: row.status, to: status },
    });
  });
  return getTicket(db, id);
}

/** Assign to an admin (the caller, or another admin), or unassign with null. */
export async function assignTicket(db: Db, admin: Viewer, id: string, assigneeId: string | null) {
  await db.transaction(async (tx) => {
    await lockTicket(tx, id);
    if (assigneeId !== null) {
      const [target] = await tx
        .select({ isAdmin: user.isAdmin, disabledAt: user.disabledAt })
        .from(user)
        .where(eq(user.id, assigneeId));
      if (!target?.isAdmin || target.disabledAt)
        throw new AppError("VALIDATION", "Choose an admin to assign the ticket to.", {
          fields: { assigneeId: "Choose an admin to assign the ticket to." },
        });
    }
    await tx
      .update(helpTickets)
      .set({ assignedTo: assigneeId, updatedAt: new Date() })
      .where(eq(helpTickets.id, id));
    await writeAudit(tx, {
      actorId: admin.id,
      action: "ticket.assign",
      targetType: "ticket",
      targetId: id,
      detail: { assigneeId },
    });
  });
  return getTicket(db, id);
}

/**
 * A reply is stored, mailed to the ticket's address (in the same transaction, through the outbox) and
 * shown on /help; it moves an open ticket to "in progress" so the queue shows someone is on it. An
 * internal note is only stored. Neither changes a resolved or closed ticket's status.
 */
export async function addTicketMessage(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  admin: Viewer,
  id: string,
  input: { body: string; internal: boolean },
) {
  await db.transaction(async (tx) => {
    const row = await lockTicket(tx, id);
    const [message] = await tx
      .insert(helpTicketMessages)
      .values({
        ticketId: id,
        authorId: admin.id,
        authorRole: "operator",
        body: input.body,
        internal: input.internal,
      })
      .returning({ id: helpTicketMessages.id });
    const status = !input.internal && row.status === "open" ? "in_progress" : row.status;
    await tx.update(helpTickets).set({ status, updatedAt: new Date() }).where(eq(helpTickets.id, id));
    if (!input.internal)
      await mailer.send(
        {
          to: row.userEmail,
          ...ticketReplyEmail({ title: row.title, body: input.body, helpUrl: `${publicUrl}/help` }),
        },
        tx,
      );
    await writeAudit(tx, {
      actorId: admin.id,
      action: input.internal ? "ticket.note" : "ticket.reply",
      targetType: "ticket",
      targetId: id,
      detail: { messageId: message?.id, ...(status !== row.status ? { from: row.status, to: status } : {}) },
    });
  });
  return getTicket(db, id);
}

/** The admins a ticket can be assigned to (enabled accounts only). */
export async function listAdmins(db: Db): Promise<AdminPerson[]> {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and(eq(user.isAdmin, true), sql`${user.disabledAt} is null`))
    .orderBy(asc(user.name), desc(user.id))
    .limit(200);
}
