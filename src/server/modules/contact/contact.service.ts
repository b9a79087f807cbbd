import type { ContactMessage } from "@shared/schemas/contact";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema/contact";
import type { Mailer } from "../../providers/email/mailer";
import { contactOperatorEmail } from "../../providers/email/templates";

/** Stores the message and queues the operator's mail in one transaction: both exist, or neither. */
export async function createContactMessage(
  deps: { db: Db; mailer: Mailer; operatorEmail: string },
  input: ContactMessage,
  userId: string | null,
) {
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input, userId });
    await deps.mailer.send(
      { to: deps.operatorEmail, replyTo: input.email, ...contactOperatorEmail(input) },
      tx,
    );
  });
}
