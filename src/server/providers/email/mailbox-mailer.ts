import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { devMailbox } from "../../db/schema";
import type { Mailer } from "./mailer";

/**
 * Development mailbox: mail is stored in the database and shown at /dev/mailbox, so a new user can
 * click their verification link with no mail server. Never used in production (config refuses it).
 */
export function createMailboxMailer(db: Db): Mailer {
  return {
    kind: "mailbox",
    async send(message) {
      await db.insert(devMailbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {},
  };
}

export async function listMailbox(db: Db, limit = 100) {
  return db
    .select({
      to: devMailbox.to,
      subject: devMailbox.subject,
      text: devMailbox.text,
      html: devMailbox.html,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(limit);
}
