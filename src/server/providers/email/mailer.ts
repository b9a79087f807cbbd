import type { Db } from "../../db/client";

/** One interface for outgoing email; the transport is chosen by config in email-provider.ts. */
export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

/**
 * What services send mail through. The app's mailer is the outbox (outbox-mailer.ts): `send` only stores
 * the message — in the caller's transaction when one is passed — and a job delivers it (decision 019).
 */
export type Mailer = {
  kind: "smtp" | "mailbox";
  send: (message: MailMessage, tx?: Db) => Promise<void>;
  close: () => Promise<void>;
};
