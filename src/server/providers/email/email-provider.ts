import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { createMailboxMailer } from "./mailbox-mailer";
import type { Mailer } from "./mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** The real transport: SMTP when SMTP_URL is set, else the development mailbox table. */
export function createMailTransport(config: Config, db: Db): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createMailboxMailer(db);
}
