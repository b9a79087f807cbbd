import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { guestInvitations, guests, households } from "../../db/schema/guests";
import { AppError } from "../../errors";
import { GUEST_LIMITS, type BulkAction } from "@shared/schemas/guests";
import type { GuestListNews } from "./guest-list-bus";
import { refreshRsvpStatuses } from "./guest-status";
import { assertOwnEvents, emptyHouseholds } from "./guest-writes";

/**
 * Bulk actions on selected guests (issue #12): tag, untag, invite to or uninvite from an event (per
 * household: an invitation is the household's), delete with undo. Ids that are not on the couple's
 * list (another couple's, already deleted) are skipped; `affected` says how many guests changed.
 *
 * Undo: a delete stamps every row it removes (guests, and households left without guests) with the same
 * `deleted_at`; the undo token names that instant, and restoring brings back exactly the couple's rows
 * with that stamp, for 24 hours. After a day `purgeDeletedGuests` (the hourly jobs.cleanup) removes them.
 */

export const UNDO_HOURS = 24;
const UNDO_PREFIX = "undo-";

function undoTokenOf(at: Date): string {
  return `${UNDO_PREFIX}${at.getTime().toString(36)}`;
}

function instantOf(token: string): Date | null {
  if (!token.startsWith(UNDO_PREFIX)) return null;
  const ms = parseInt(token.slice(UNDO_PREFIX.length), 36);
  if (!Number.isSafeInteger(ms) || ms <= 0 || undoTokenOf(new Date(ms)) !== token) return null;
  return new Date(ms);
}

function onListGuests(coupleId: string, ids: readonly string[]) {
  return and(eq(guests.coupleId, coupleId), inArray(guests.id, [...ids]), isNull(guests.deletedAt));
}

export async function runBulkAction(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  action: BulkAction,
): Promise<{ affected: number; undoToken?: string }> {
  const ids = [...new Set(action.guestIds)];
  const result = await db.transaction(async (tx) => {
    switch (action.action) {
      case "tag": {
        const rows = await tx
          .update(guests)
          .set({ tags: sql`array_append(${guests.tags}, ${action.tag}::text)`, updatedAt: sql`now()` })
          .where(
            and(
              onListGuests(coupleId, ids),
              sql`not (${action.tag}::text = any(${guests.tags}))`,
              sql`cardinality(${guests.tags}) < ${GUEST_LIMITS.tagsPerGuest}`,
            ),
          )
          .returning({ id: guests.id });
        return { affected: rows.length };
      }
      case "untag": {
        const rows = await tx
          .update(guests)
          .set({ tags: sql`array_remove(${guests.tags}, ${action.tag}::text)`, updatedAt: sql`now()` })
          .where(and(onListGuests(coupleId, ids), sql`${action.tag}::text = any(${guests.tags})`))
          .returning({ id: guests.id });
        return { affected: rows.length };
      }
      case "invite":
      case "uninvite": {
        await assertOwnEvents(tx, coupleId, [action.eventId]);
        const selected = await tx
          .select({ householdId: guests.householdId })
          .from(guests)
          .where(onListGuests(coupleId, ids));
        const homes = [...new Set(selected.map((s) => s.householdId))];
        if (homes.length === 0) return { affected: 0 };
        if (action.action === "invite")
          await tx
            .insert(guestInvitations)
            .values(homes.map((householdId) => ({ householdId, eventId: action.eventId })))
            .onConflictDoNothing();
        else
          await tx
            .delete(guestInvitations)
            .where(
              and(eq(guestInvitations.eventId, action.eventId), inArray(guestInvitations.householdId, homes)),
            );
        await refreshRsvpStatuses(tx, coupleId, homes);
        return { affected: selected.length };
      }
      case "delete": {
        const at = new Date();
        const rows = await tx
          .update(guests)
          .set({ deletedAt: at })
          .where(onListGuests(coupleId, ids))
          .returning({ householdId: guests.householdId });
        if (rows.length === 0) return { affected: 0 };
        const homes = [...new Set(rows.map((r) => r.householdId))];
        await tx.update(households).set({ deletedAt: at }).where(emptyHouseholds(coupleId, homes));
        return { affected: rows.length, undoToken: undoTokenOf(at) };
      }
    }
  });
  if (result.affected > 0) news.announce(coupleId);
  return result;
}

/** Undo of a delete: the couple's rows stamped by it, for 24 hours. */
export async function restoreDeleted(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  token: string,
): Promise<{ affected: number }> {
  const at = instantOf(token);
  if (!at) throw new AppError("NOT_FOUND", "Nothing to undo.");
  if (Date.now() - at.getTime() > UNDO_HOURS * 3_600_000)
    throw new AppError("NOT_FOUND", "This delete is more than a day old and can no longer be undone.");
  const affected = await db.transaction(async (tx) => {
    const rows = await tx
      .update(guests)
      .set({ deletedAt: null, updatedAt: sql`now()` })
      .where(and(eq(guests.coupleId, coupleId), eq(guests.deletedAt, at)))
      .returning({ householdId: guests.householdId });
    // Their households come back too, also one a later delete emptied (it only went with its last guest).
    const homes = [...new Set(rows.map((r) => r.householdId))];
    await tx
      .update(households)
      .set({ deletedAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(households.coupleId, coupleId),
          isNotNull(households.deletedAt),
          homes.length > 0
            ? or(eq(households.deletedAt, at), inArray(households.id, homes))
            : eq(households.deletedAt, at),
        ),
      );
    return rows.length;
  });
  if (affected === 0) throw new AppError("NOT_FOUND", "Nothing to undo.");
  news.announce(coupleId);
  return { affected };
}

/** Deleted guests and households past their day of undo are removed for good (jobs.cleanup, hourly). */
export async function purgeDeletedGuests(db: Db): Promise<void> {
  const dayAgo = sql`now() - make_interval(hours => ${UNDO_HOURS})`;
  await db.transaction(async (tx) => {
    await tx.delete(households).where(and(isNotNull(households.deletedAt), lt(households.deletedAt, dayAgo)));
    await tx.delete(guests).where(and(isNotNull(guests.deletedAt), lt(guests.deletedAt, dayAgo)));
  });
}
