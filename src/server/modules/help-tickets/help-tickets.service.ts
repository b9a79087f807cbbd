import { and, eq, gt, sql } from "drizzle-orm";
import type { HelpStakeholderType, HelpTicketSummary } from "@shared/schemas/help";
import { HELP_EMAIL_REQUIRED_MESSAGE, type helpTicketCreateSchema } from "@shared/schemas/grace";
import type { Viewer } from "@shared/schemas/account";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { contributorProfiles } from "../../db/schema/collaboration";
import { helpTickets } from "../../db/schema/help-desk";
import { invalidFields } from "../../errors";
import { helpTicketOperatorEmail } from "../../providers/email/grace-ticket-templates";
import type { Mailer } from "../../providers/email/mailer";

/**
 * Help tickets from Grace (issue #17; docs/decisions/043): creation and the operators' notification.
 * Listing and answering them is the help desk's (modules/help-desk).
 */

type Log = { error: (obj: object, msg: string) => void };

/**
 * The spec's stakeholder order (section 6): venue owner, then vendor, then contributor when a contributor
 * profile exists, otherwise couple; signed out or on error, couple (the error logged only, section 8).
 */
export async function stakeholderTypeOf(
  db: Db,
  viewer: Viewer | null,
  log: Log,
): Promise<HelpStakeholderType> {
  if (!viewer) return "couple";
  try {
    const [row] = await db
      .select({ kind: user.kind, contributor: contributorProfiles.id })
      .from(user)
      .leftJoin(contributorProfiles, eq(contributorProfiles.userId, user.id))
      .where(eq(user.id, viewer.id))
      .limit(1);
    if (!row) return "couple";
    if (row.kind === "venue_owner") return "venue_owner";
    if (row.kind === "vendor") return "vendor";
    if (row.contributor || row.kind === "contributor") return "contributor";
    return "couple";
  } catch (err) {
    log.error({ err }, "Grace stakeholder lookup failed");
    return "couple";
  }
}

/**
 * Whether this conversation already has a ticket (the widget says so too; this covers a reloaded page):
 * a ticket from the same account — or, signed out, the same address — in the last hour whose logged
 * conversation starts with the same question.
 */
export async function conversationHasTicket(
  db: Db,
  who: { userId: string | null; ip: string | null },
  firstQuestion: string | undefined,
): Promise<boolean> {
  if (!firstQuestion) return false;
  const owner = who.userId
    ? eq(helpTickets.userId, who.userId)
    : who.ip
      ? eq(helpTickets.createdFromIp, who.ip)
      : null;
  if (!owner) return false;
  const rows = await db
    .select({ log: helpTickets.conversationLog })
    .from(helpTickets)
    .where(and(owner, gt(helpTickets.createdAt, sql`now() - interval '1 hour'`)))
    .limit(20);
  return rows.some((r) => firstUserLine(r.log) === firstQuestion.trim());
}

function firstUserLine(log: string): string | undefined {
  try {
    const lines = JSON.parse(log) as { role?: unknown; content?: unknown }[];
    const first = Array.isArray(lines) ? lines.find((l) => l.role === "user") : undefined;
    return typeof first?.content === "string" ? first.content.trim() : undefined;
  } catch {
    return undefined;
  }
}

export type HelpTicketInput = z.output<typeof helpTicketCreateSchema>;

/**
 * Stores the ticket and queues the mail to every admin in one transaction: the ticket exists with its
 * notifications or not at all. The stakeholder type and the user come from the session; a signed-out
 * visitor must give an email (the account's address is used otherwise, whatever the body says).
 */
export async function createHelpTicket(
  db: Db,
  deps: { mailer: Mailer; publicUrl: string; operatorEmail: string; log: Log },
  viewer: Viewer | null,
  input: HelpTicketInput,
  ip: string | null,
): Promise<HelpTicketSummary> {
  const userEmail = viewer ? viewer.email : input.email;
  if (!userEmail) throw invalidFields({ email: HELP_EMAIL_REQUIRED_MESSAGE });
  const stakeholderType = await stakeholderTypeOf(db, viewer, deps.log);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(helpTickets)
      .values({
        userId: viewer?.id ?? null,
        stakeholderType,
        issueType: input.issueType,
        priority: input.priority,
        title: input.title,
        description: input.description,
        userEmail,
        conversationLog: JSON.stringify(input.conversationLog),
        createdFromIp: ip,
      })
      .returning();
    const ticket = row!;
    const admins = await tx.select({ email: user.email }).from(user).where(eq(user.isAdmin, true));
    // No admin yet (a fresh install): the operator address the contact form uses hears of it instead.
    const recipients = admins.length > 0 ? admins.map((a) => a.email) : [deps.operatorEmail];
    const mail = helpTicketOperatorEmail({
      title: ticket.title,
      priority: ticket.priority,
      issueType: ticket.issueType,
      stakeholderType,
      fromEmail: userEmail,
      signedIn: viewer !== null,
      description: ticket.description,
      queueUrl: `${deps.publicUrl}/admin/tickets`,
    });
    for (const to of recipients) await deps.mailer.send({ to, replyTo: userEmail, ...mail }, tx);
    return {
      id: ticket.id,
      title: ticket.title,
      issueType: ticket.issueType,
      priority: ticket.priority,
      status: ticket.status,
      createdAt: ticket.createdAt.toISOString(),
      updatedAt: ticket.updatedAt.toISOString(),
    };
  });
}
