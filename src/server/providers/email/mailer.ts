/** One interface for outgoing email; chosen by config in email-provider.ts. */
export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  kind: "smtp" | "mailbox";
  send: (message: MailMessage) => Promise<void>;
  close: () => Promise<void>;
};
