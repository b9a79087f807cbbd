import type { FastifyBaseLogger } from "fastify";
import type { Viewer } from "@shared/schemas/account";
import type { TestMailResult } from "@shared/schemas/help-desk";
import type { Db } from "../../db/client";
import type { Mailer } from "../../providers/email/mailer";
import { testEmail } from "../../providers/email/help-desk-templates";
import { writeAudit } from "./audit-log";

/** A transport that does not answer in this time is reported as an error rather than holding the page. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * /email-test (issue #17): one mail straight through the configured transport — not the outbox, whose
 * job would retry for hours — so the operator sees at once whether SMTP (or the mailbox) accepted it,
 * or the transport's own error text. Audit-logged either way.
 */
export async function sendTestMail(
  db: Db,
  transport: Mailer,
  admin: Viewer,
  input: { to: string; subject: string },
  log: FastifyBaseLogger,
): Promise<TestMailResult> {
  const mail = testEmail({ subject: input.subject, sentBy: admin.email, sentAt: new Date().toISOString() });
  let result: TestMailResult;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      transport.send({ to: input.to, ...mail }),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No answer within ${SEND_TIMEOUT_MS / 1000} s.`)),
          SEND_TIMEOUT_MS,
        );
      }),
    ]);
    result = {
      ok: true,
      transport: transport.kind,
      message:
        transport.kind === "smtp"
          ? `Accepted by the SMTP server for ${input.to}.`
          : `Delivered to the built-in mailbox for ${input.to} (no SMTP server is configured).`,
    };
  } catch (err) {
    log.warn({ err }, "test mail failed");
    const text = err instanceof Error && err.message ? err.message : "The transport refused the mail.";
    result = { ok: false, transport: transport.kind, message: text.slice(0, 500) };
  } finally {
    clearTimeout(timer);
  }
  await writeAudit(db, {
    actorId: admin.id,
    action: "mail.test",
    targetType: "mail",
    targetId: null,
    detail: { to: input.to, subject: input.subject, ok: result.ok, transport: result.transport },
  });
  return result;
}
