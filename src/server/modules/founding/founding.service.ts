import { and, count, eq, sql } from "drizzle-orm";
import { FOUNDING_SPOTS, type FoundingStats } from "@shared/schemas/founding";
import type { Db } from "../../db/client";
import { foundingApplications } from "../../db/schema/founding";
import { AppError } from "../../errors";
import type { Mailer } from "../../providers/email/mailer";
import {
  foundingConfirmationEmail,
  foundingOperatorEmail,
  type FoundingApplicationMail,
} from "../../providers/email/founding-templates";

export async function getFoundingStats(db: Db): Promise<FoundingStats> {
  const [row] = await db
    .select({ accepted: count() })
    .from(foundingApplications)
    .where(eq(foundingApplications.status, "accepted"));
  const accepted = Number(row?.accepted ?? 0);
  return { total: FOUNDING_SPOTS, accepted, spotsLeft: Math.max(0, FOUNDING_SPOTS - accepted) };
}

type Deps = {
  db: Db;
  mailer: Mailer;
  operatorEmail: string;
  publicUrl: string;
  logError: (err: unknown, msg: string) => void;
};

/**
 * Stores an application, then mails the applicant and the operator. One pending application per email
 * (409 with a kind word); mail failures are logged, never shown to the applicant — the row is what counts.
 */
export async function createFoundingApplication(
  deps: Deps,
  input: FoundingApplicationMail,
  userId: string | null,
): Promise<void> {
  const { db } = deps;
  const email = input.email.toLowerCase();
  const [pending] = await db
    .select({ id: foundingApplications.id })
    .from(foundingApplications)
    .where(
      and(sql`lower(${foundingApplications.email}) = ${email}`, eq(foundingApplications.status, "pending")),
    )
    .limit(1);
  if (pending)
    throw new AppError("CONFLICT", "We already have your application — we'll be in touch soon.", {
      reason: "already_exists",
    });
  await db.insert(foundingApplications).values({ ...input, email, userId });
  const application = { ...input, email };
  const mails = [
    { to: email, ...foundingConfirmationEmail(application, { publicUrl: deps.publicUrl }) },
    { to: deps.operatorEmail, replyTo: email, ...foundingOperatorEmail(application) },
  ];
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      deps.logError(
        err,
        `founding application mail to ${mail.to === email ? "applicant" : "operator"} failed`,
      );
    }
  }
}
