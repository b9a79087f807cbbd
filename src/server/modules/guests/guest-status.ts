import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { guestEventAnswers, guestInvitations, guests } from "../../db/schema/guests";
import type { RsvpStatus } from "@shared/schemas/guests";
import { overallRsvpStatus } from "@shared/rules/guest-rsvp";

/** A database or a transaction: what the guest list's writes run on. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/**
 * Re-derives `guests.rsvp_status` (the spec's field June counts) from the per-event answers of the events
 * each guest's household is invited to, with the one rule (shared/rules/guest-rsvp.ts). Called inside the
 * transaction of every write that changes answers or invitations; one read and at most three updates.
 * `householdIds` omitted: every guest of the couple (after an event is deleted).
 */
export async function refreshRsvpStatuses(
  tx: Tx,
  coupleId: string,
  householdIds?: readonly string[],
): Promise<void> {
  if (householdIds && householdIds.length === 0) return;
  const rows = await tx
    .select({ guestId: guests.id, eventId: guestInvitations.eventId, status: guestEventAnswers.status })
    .from(guests)
    .leftJoin(guestInvitations, eq(guestInvitations.householdId, guests.householdId))
    .leftJoin(
      guestEventAnswers,
      and(eq(guestEventAnswers.guestId, guests.id), eq(guestEventAnswers.eventId, guestInvitations.eventId)),
    )
    .where(
      and(
        eq(guests.coupleId, coupleId),
        householdIds ? inArray(guests.householdId, [...householdIds]) : undefined,
      ),
    );
  const answers = new Map<string, RsvpStatus[]>();
  for (const r of rows) {
    const list = answers.get(r.guestId) ?? [];
    if (r.eventId) list.push(r.status ?? "pending");
    answers.set(r.guestId, list);
  }
  const by: Record<RsvpStatus, string[]> = { pending: [], attending: [], declined: [] };
  for (const [guestId, list] of answers) by[overallRsvpStatus(list)].push(guestId);
  for (const status of ["pending", "attending", "declined"] as const) {
    if (by[status].length === 0) continue;
    await tx
      .update(guests)
      .set({ rsvpStatus: status, updatedAt: sql`now()` })
      .where(and(inArray(guests.id, by[status]), ne(guests.rsvpStatus, status)));
  }
}
