import nodemailer from "nodemailer";
import type { Mailer } from "./mailer";

/** Real delivery through any SMTP server named by SMTP_URL (smtp://user:pass@host:port or smtps://…). */
export function createSmtpMailer(opts: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(opts.url);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
