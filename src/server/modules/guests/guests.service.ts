import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { guests } from "../../db/schema/guests";

/**
 * The couple's guest list (the Guests issue grows this module; June reads the counts today). `coupleId`
 * comes from the caller's access scope.
 */
export async function rsvpCounts(
  db: Db,
  coupleId: string,
): Promise<{ attending: number; pending: number; declined: number }> {
  const rows = await db
    .select({ status: guests.rsvpStatus, n: count() })
    .from(guests)
    .where(eq(guests.coupleId, coupleId))
    .groupBy(guests.rsvpStatus);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return { attending: by.attending ?? 0, pending: by.pending ?? 0, declined: by.declined ?? 0 };
}
