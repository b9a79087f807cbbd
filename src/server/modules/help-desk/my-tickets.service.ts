import { and, asc, desc, eq } from "drizzle-orm";
import type { HelpTicketSummary } from "@shared/schemas/help";
import type { MyHelpTicket } from "@shared/schemas/help-desk";
import type { Viewer } from "@shared/schemas/account";
import type { Db } from "../../db/client";
import { helpTicketMessages, helpTickets } from "../../db/schema/help-desk";
import { notFound } from "../../errors";

/**
 * A user's own tickets on /help (issue #17). Every query filters by the session's user id; a ticket of
 * anyone else answers 404, like a ticket that does not exist. Internal notes are filtered in SQL, so
 * they can never reach the mapping below.
 */

const summaryColumns = {
  id: helpTickets.id,
  title: helpTickets.title,
  issueType: helpTickets.issueType,
  priority: helpTickets.priority,
  status: helpTickets.status,
  createdAt: helpTickets.createdAt,
  updatedAt: helpTickets.updatedAt,
};

type SummaryRow = { createdAt: Date; updatedAt: Date } & Omit<HelpTicketSummary, "createdAt" | "updatedAt">;
const toSummary = (r: SummaryRow): HelpTicketSummary => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listMyTickets(db: Db, viewer: Viewer): Promise<HelpTicketSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(helpTickets)
    .where(eq(helpTickets.userId, viewer.id))
    .orderBy(desc(helpTickets.updatedAt))
    .limit(100);
  return rows.map(toSummary);
}

export async function getMyTicket(db: Db, viewer: Viewer, id: string): Promise<MyHelpTicket> {
  const [row] = await db
    .select({ ...summaryColumns, description: helpTickets.description })
    .from(helpTickets)
    .where(and(eq(helpTickets.id, id), eq(helpTickets.userId, viewer.id)));
  if (!row) throw notFound("No such ticket.");
  const replies = await db
    .select({
      id: helpTicketMessages.id,
      from: helpTicketMessages.authorRole,
      body: helpTicketMessages.body,
      createdAt: helpTicketMessages.createdAt,
    })
    .from(helpTicketMessages)
    .where(and(eq(helpTicketMessages.ticketId, id), eq(helpTicketMessages.internal, false)))
    .orderBy(asc(helpTicketMessages.createdAt), asc(helpTicketMessages.id));
  return {
    ...toSummary(row),
    description: row.description,
    replies: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * The owner's answer on their ticket. It moves a ticket waiting on them back to open (the desk's turn
 * again); a resolved or closed ticket reopens too, since the person says it is not solved (decision 044).
 */
export async function replyToMyTicket(
  db: Db,
  viewer: Viewer,
  id: string,
  body: string,
): Promise<MyHelpTicket> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: helpTickets.status })
      .from(helpTickets)
      .where(and(eq(helpTickets.id, id), eq(helpTickets.userId, viewer.id)))
      .for("update");
    if (!row) throw notFound("No such ticket.");
    await tx
      .insert(helpTicketMessages)
      .values({ ticketId: id, authorId: viewer.id, authorRole: "user", body, internal: false });
    await tx
      .update(helpTickets)
      .set({ status: row.status === "in_progress" ? "in_progress" : "open", updatedAt: new Date() })
      .where(eq(helpTickets.id, id));
  });
  return getMyTicket(db, viewer, id);
}
