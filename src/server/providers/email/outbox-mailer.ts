import { enqueueJob } from "../../jobs/job-queue";
import { PermanentJobError, type JobHandler } from "../../jobs/job-runner";
import type { Db } from "../../db/client";
import type { StoredAttachment } from "../../db/schema/mailbox";
import type { MailMessage, Mailer } from "./mailer";

/** The job that delivers one outbox message through the transport. */
export const MAIL_JOB = "mail.send";
/** With the runner's backoff (5 s doubling, capped at 1 h) twelve attempts span about six hours. */
const MAIL_MAX_ATTEMPTS = 12;

/** A message as the job's payload (JSON): binary attachments as base64. */
type StoredMail = Omit<MailMessage, "attachments"> & { attachments: StoredAttachment[] };

function toStored(message: MailMessage): StoredMail {
  return {
    ...message,
    attachments: (message.attachments ?? []).map((a) =>
      typeof a.content === "string"
        ? { filename: a.filename, contentType: a.contentType, content: a.content, encoding: "utf8" }
        : {
            filename: a.filename,
            contentType: a.contentType,
            content: a.content.toString("base64"),
            encoding: "base64",
          },
    ),
  };
}

function fromStored(stored: StoredMail): MailMessage {
  const { attachments, ...rest } = stored;
  return {
    ...rest,
    ...(attachments.length > 0
      ? {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.encoding === "base64" ? Buffer.from(a.content, "base64") : a.content,
          })),
        }
      : {}),
  };
}

/**
 * The mailer services use (decision 019): `send` writes the message to the outbox (the jobs table) and
 * returns at once — in the caller's transaction when one is passed, so the mail exists exactly when the
 * caller's writes commit. Without a transaction the runner is kicked at once (`onQueued`); a message
 * queued in a transaction is not visible until the commit, so the app kicks when the response leaves
 * (`onQueuedInTransaction`), and the runner's poll is the backstop.
 */
export function createOutboxMailer(opts: {
  db: Db;
  transport: Mailer;
  onQueued: () => void;
  onQueuedInTransaction: () => void;
}): Mailer {
  return {
    kind: opts.transport.kind,
    async send(message, tx) {
      await enqueueJob(tx ?? opts.db, MAIL_JOB, toStored(message), { maxAttempts: MAIL_MAX_ATTEMPTS });
      if (tx) opts.onQueuedInTransaction();
      else opts.onQueued();
    },
    close: () => opts.transport.close(),
  };
}

/**
 * An SMTP refusal of the envelope or the message (5xx to RCPT or DATA) will not change on retry; anything
 * else (no connection, timeouts, 4xx, authentication while the config is being fixed) is worth retrying.
 */
function isPermanent(err: unknown): boolean {
  const { code, responseCode } = err as { code?: unknown; responseCode?: unknown };
  return (
    (code === "EENVELOPE" || code === "EMESSAGE") && typeof responseCode === "number" && responseCode >= 500
  );
}

/** Delivers one outbox message through the real transport. */
export function mailJobHandler(transport: Mailer): JobHandler {
  return async (payload) => {
    try {
      await transport.send(fromStored(payload as StoredMail));
    } catch (err) {
      if (isPermanent(err)) throw new PermanentJobError(err instanceof Error ? err.message : String(err));
      throw err;
    }
  };
}
