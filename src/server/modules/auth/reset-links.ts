import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { verification } from "../../db/schema/auth";

// better-auth stores a reset link as a verification row: identifier `reset-password:<token>`, value the user id.
const RESET_PREFIX = "reset-password:";

/**
 * Revokes the user's reset links older than `token`'s: only the newest link works (issue #19). "Older than"
 * rather than "other than" keeps it right when two requests' background work runs out of order.
 */
export async function revokeOlderResetLinks(db: Db, userId: string, token: string): Promise<void> {
  const mine = db
    .select({ createdAt: verification.createdAt })
    .from(verification)
    .where(eq(verification.identifier, RESET_PREFIX + token));
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, `${RESET_PREFIX}%`),
        eq(verification.value, userId),
        lt(verification.createdAt, sql`(${mine})`),
      ),
    );
}

/** Revokes every reset link of the user (after a reset, none of the others may work). */
export async function revokeResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${RESET_PREFIX}%`), eq(verification.value, userId)));
}

/** Revokes one link (one that was never mailed). */
export async function revokeResetLink(db: Db, token: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, RESET_PREFIX + token));
}

export type ResetLinkStatus = "valid" | "expired" | "invalid";

/**
 * What the reset page tells the person before they type a new password (issue #18): the link works, has
 * expired (links last 10 minutes), or is unknown (used, replaced by a newer link, or mistyped).
 */
export async function getResetLinkStatus(db: Db, token: string, now = new Date()): Promise<ResetLinkStatus> {
  const [row] = await db
    .select({ expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, RESET_PREFIX + token))
    .limit(1);
  if (!row) return "invalid";
  return row.expiresAt.getTime() > now.getTime() ? "valid" : "expired";
}
