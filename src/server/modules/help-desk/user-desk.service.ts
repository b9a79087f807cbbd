import { and, asc, count, desc, eq, gt, ilike, or, sql } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import type { AdminUserDetail, AdminUserRow, AdminUsersPage } from "@shared/schemas/help-desk";
import { deviceName } from "@shared/rules/user-agent";
import type { Db } from "../../db/client";
import { session, user } from "../../db/schema/auth";
import { AppError, notFound } from "../../errors";
import { hasMailSlot, MAIL_THROTTLE } from "../auth/mail-throttle";
import { writeAudit } from "./audit-log";

/**
 * The operators' view of accounts (issue #17, decision 044): find, inspect (kind, admin, verification,
 * 2FA, sessions), resend verification, disable and enable. Disabling ends every session of the account
 * in the same transaction; the session guard and better-auth's sign-in also refuse a disabled account
 * (auth.ts, session-guard.ts), so nothing that slipped past the delete is honoured either.
 */

export const USERS_PAGE_SIZE = 20;

const rowColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  kind: user.kind,
  isAdmin: user.isAdmin,
  emailVerified: user.emailVerified,
  twoFactorEnabled: user.twoFactorEnabled,
  disabledAt: user.disabledAt,
  createdAt: user.createdAt,
};
type Row = { disabledAt: Date | null; createdAt: Date } & Omit<AdminUserRow, "disabledAt" | "createdAt">;
const toRow = (r: Row): AdminUserRow => ({
  ...r,
  disabledAt: r.disabledAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** LIKE wildcards typed by the operator are matched literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** By email or name prefix (case-insensitive), newest accounts first; no words: every account. */
export async function findUsers(db: Db, q: string, page: number): Promise<AdminUsersPage> {
  const prefix = `${escapeLike(q.trim())}%`;
  const filter = q.trim() ? or(ilike(user.email, prefix), ilike(user.name, prefix)) : undefined;
  const rows = await db
    .select(rowColumns)
    .from(user)
    .where(filter)
    .orderBy(desc(user.createdAt), asc(user.id))
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(user).where(filter);
  return { items: rows.map(toRow), total: total?.n ?? 0, page, pageSize: USERS_PAGE_SIZE };
}

export async function getUserDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const [row] = await db.select(rowColumns).from(user).where(eq(user.id, id));
  if (!row) throw notFound("No such user.");
  const sessions = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      updatedAt: session.updatedAt,
      createdAt: session.createdAt,
    })
    .from(session)
    .where(and(eq(session.userId, id), gt(session.expiresAt, sql`now()`)))
    .orderBy(desc(session.updatedAt))
    .limit(50);
  return {
    ...toRow(row),
    sessions: sessions.map((s) => ({
      id: s.id,
      device: deviceName(s.userAgent),
      ipAddress: s.ipAddress,
      // better-auth touches updated_at when it refreshes a session: the closest it keeps to "last used".
      lastUsedAt: s.updatedAt.toISOString(),
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

/** Disable (ending every session at once) or enable an account. An admin cannot disable themself. */
export async function setUserDisabled(db: Db, admin: Viewer, id: string, disabled: boolean) {
  if (disabled && id === admin.id) throw new AppError("FORBIDDEN", "You cannot disable your own account.");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ disabledAt: user.disabledAt })
      .from(user)
      .where(eq(user.id, id))
      .for("update");
    if (!row) throw notFound("No such user.");
    if (disabled === (row.disabledAt !== null)) return; // already so: nothing to do or log
    await tx
      .update(user)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(user.id, id));
    const ended = disabled
      ? (await tx.delete(session).where(eq(session.userId, id)).returning({ id: session.id })).length
      : 0;
    await writeAudit(tx, {
      actorId: admin.id,
      action: disabled ? "user.disable" : "user.enable",
      targetType: "user",
      targetId: id,
      detail: disabled ? { sessionsEnded: ended } : {},
    });
  });
  return getUserDetail(db, id);
}

/**
 * Resend the verification mail through better-auth's own send (the same link and template as sign-up;
 * its sender takes the throttle slot). `send` is better-auth's `api.sendVerificationEmail`.
 */
export async function resendVerification(
  db: Db,
  admin: Viewer,
  id: string,
  send: (email: string) => Promise<unknown>,
): Promise<{ sent: boolean; message: string }> {
  const [row] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, id));
  if (!row) throw notFound("No such user.");
  if (row.emailVerified) throw new AppError("CONFLICT", "This email address is already verified.");
  const allowed = await hasMailSlot(db, "verify-email", row.email);
  if (allowed) await send(row.email);
  await writeAudit(db, {
    actorId: admin.id,
    action: "user.resend_verification",
    targetType: "user",
    targetId: id,
    detail: { sent: allowed },
  });
  return allowed
    ? { sent: true, message: `A new verification link is on its way to ${row.email}.` }
    : {
        sent: false,
        message: `Not sent: ${row.email} already had ${MAIL_THROTTLE.max} verification mails in the last ${MAIL_THROTTLE.windowSeconds / 60} minutes. Try again later.`,
      };
}

/** True when the account exists and is disabled (for the sign-in refusal). */
export async function isDisabledEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: user.disabledAt })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return Boolean(row?.disabledAt);
}

/** True when the user id belongs to a disabled account (for refusing session creation). */
export async function isDisabledUser(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ disabledAt: user.disabledAt }).from(user).where(eq(user.id, id));
  return Boolean(row?.disabledAt);
}
