import type { HelpPriority, HelpStakeholderType, HelpTicketStatus } from "@shared/schemas/help";
import type { Db } from "../db/client";
import { helpTickets } from "../db/schema/help-desk";

/**
 * A help ticket written straight to the database, as Grace's `POST /api/help/tickets` would leave it:
 * for tests of the desk that are not about how tickets are made.
 */
export async function insertTicket(
  db: Db,
  o: {
    userId: string | null;
    email: string;
    title?: string;
    description?: string;
    priority?: HelpPriority;
    stakeholderType?: HelpStakeholderType;
    status?: HelpTicketStatus;
    conversationLog?: string;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(helpTickets)
    .values({
      userId: o.userId,
      userEmail: o.email,
      stakeholderType: o.stakeholderType ?? "couple",
      issueType: "bookings_payments",
      priority: o.priority ?? "medium",
      title: o.title ?? "Charged twice for a tour deposit",
      description: o.description ?? "My card shows two deposits for one tour.",
      status: o.status ?? "open",
      conversationLog:
        o.conversationLog ??
        JSON.stringify([
          { role: "user", content: "I was charged twice", timestamp: "2026-11-26T10:00:00.000Z" },
          {
            role: "assistant",
            content: "I can open a ticket for that.",
            timestamp: "2026-11-26T10:00:02.000Z",
          },
        ]),
      ...(o.createdAt ? { createdAt: o.createdAt, updatedAt: o.createdAt } : {}),
    })
    .returning({ id: helpTickets.id });
  return row!.id;
}
