import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { createMailboxMailer } from "./mailbox-mailer";
import type { Mailer } from "./mailer";
import { createSmtpMailer } from "./smtp-mailer";

export function createMailer(config: Config, db: Db): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createMailboxMailer(db);
}
