import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import { twoFactor } from "better-auth/plugins";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { vendors, venues } from "../../db/schema/marketplace";
import type { Mailer } from "../../providers/email/mailer";
import {
  accountDeletedEmail,
  changeEmailVerificationEmail,
  emailChangeNoticeEmail,
} from "../../providers/email/account-security-templates";
import { takeMailSlot } from "./mail-throttle";

/**
 * better-auth's options for account security (issue #17, docs/decisions/045): two-factor sign-in, change
 * of email with verification of the new address, deletion of the account. Kept out of auth.ts so the
 * sign-in rules there stay readable.
 */
type Deps = { config: Config; db: Db; mailer: Mailer; log: FastifyBaseLogger };

export const TWO_FACTOR_ISSUER = "June Weddings";

/** TOTP (RFC 6238, 6 digits, 30 s) with 10 single-use backup codes; secrets and codes stored encrypted. */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: TWO_FACTOR_ISSUER,
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
    // The sign-in with a trusted device skips the code for 30 days (better-auth's default).
    trustDeviceMaxAge: 30 * 24 * 60 * 60,
  });
}

export const changeEmailOptions = { enabled: true } as const;

export function deleteUserOptions({ db, mailer, log }: Deps) {
  return {
    enabled: true,
    /**
     * Couple data, sessions, 2FA, contributor links cascade from `user` (foreign keys). A venue owner's or
     * vendor's listings are kept — couples' inquiries, tours and reviews point at them — but unpublished,
     * so nobody's words stay public under an account that is gone; the owner link clears (set null).
     */
    async beforeDelete(deleted: { id: string }) {
      await db.update(venues).set({ isPublished: false }).where(eq(venues.ownerId, deleted.id));
      await db.update(vendors).set({ isPublished: false }).where(eq(vendors.ownerId, deleted.id));
    },
    async afterDelete(deleted: { email: string }) {
      await mailer
        .send({ to: deleted.email, ...accountDeletedEmail() })
        .catch((err: unknown) => log.error({ err }, "account-deleted mail failed"));
    },
  };
}

/**
 * better-auth mails the change-of-email link through `sendVerificationEmail`, with the user's email already
 * replaced by the new one. Answers true when this is such a mail (the stored email differs) and sends it:
 * the link to the new address, a notice to the old one, both throttled per address.
 */
export async function sendChangeEmailMails(
  { config, db, mailer, log }: Deps,
  target: { id: string; email: string },
  url: string,
): Promise<boolean> {
  const [stored] = await db.select({ email: user.email }).from(user).where(eq(user.id, target.id));
  if (!stored || stored.email.toLowerCase() === target.email.toLowerCase()) return false;
  if (!(await takeMailSlot(db, "change-email", target.email))) {
    log.warn({ userId: target.id }, "change-email mail throttled");
    return true;
  }
  await mailer.send({ to: target.email, ...changeEmailVerificationEmail({ newEmail: target.email, url }) });
  if (await takeMailSlot(db, "email-change-notice", stored.email))
    await mailer.send({
      to: stored.email,
      ...emailChangeNoticeEmail({
        newEmail: target.email,
        securityUrl: `${config.publicUrl}/account/security`,
      }),
    });
  return true;
}
