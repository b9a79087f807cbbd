import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailThrottle } from "../../db/schema/mail-throttle";

/** At most this many mails of one kind to one address per window (issue #19: 21 went out in seconds). */
export const MAIL_THROTTLE = { max: 3, windowSeconds: 15 * 60 } as const;
export type ThrottledMail = "reset-password" | "verify-email" | "change-email" | "email-change-notice";

/**
 * Counts one mail of `kind` to `address` and says whether it may go out. One atomic upsert: the window
 * restarts once it is older than MAIL_THROTTLE.windowSeconds, so concurrent requests — in this process or
 * another — never let a fourth mail through. The clock is the database's, shared by every process.
 */
export async function takeMailSlot(db: Db, kind: ThrottledMail, address: string): Promise<boolean> {
  const expired = sql`${mailThrottle.windowStart} <= now() - make_interval(secs => ${MAIL_THROTTLE.windowSeconds})`;
  const [row] = await db
    .insert(mailThrottle)
    .values({ kind, address: address.trim().toLowerCase() })
    .onConflictDoUpdate({
      target: [mailThrottle.kind, mailThrottle.address],
      set: {
        count: sql`case when ${expired} then 1 else ${mailThrottle.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${mailThrottle.windowStart} end`,
      },
    })
    .returning({ count: mailThrottle.count });
  return (row?.count ?? 1) <= MAIL_THROTTLE.max;
}

/**
 * Whether a mail of `kind` to `address` would get a slot now, without taking one (the help desk tells an
 * operator honestly when a resend will be held back, issue #17).
 */
export async function hasMailSlot(db: Db, kind: ThrottledMail, address: string): Promise<boolean> {
  const [row] = await db
    .select({
      count: mailThrottle.count,
      fresh: sql<boolean>`${mailThrottle.windowStart} > now() - make_interval(secs => ${MAIL_THROTTLE.windowSeconds})`,
    })
    .from(mailThrottle)
    .where(and(eq(mailThrottle.kind, kind), eq(mailThrottle.address, address.trim().toLowerCase())));
  return !row || !row.fresh || row.count < MAIL_THROTTLE.max;
}
