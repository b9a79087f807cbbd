import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { devMailbox } from "../../db/schema/mailbox";
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
        attachments: (message.attachments ?? []).map((a) =>
          typeof a.content === "string"
            ? {
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
                encoding: "utf8" as const,
              }
            : {
                filename: a.filename,
                contentType: a.contentType,
                content: a.content.toString("base64"),
                encoding: "base64" as const,
              },
        ),
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
      attachments: devMailbox.attachments,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(limit);
}
