import { randomInt } from "node:crypto";
import { and, count, eq, isNull, notExists, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  guestEventAnswers,
  guestEvents,
  guestInvitations,
  guestListSettings,
  guests,
  households,
} from "../../db/schema/guests";
import { isUniqueViolation } from "../../db/pg-errors";
import { AppError } from "../../errors";
import {
  GUEST_LIMITS,
  type eventInputSchema,
  type eventPatchSchema,
  type GuestEvent,
  type GuestSettings,
  type guestSettingsInputSchema,
} from "@shared/schemas/guests";
import type { GuestListNews } from "./guest-list-bus";
import { eventOf, readSettings } from "./guest-reads";
import { refreshRsvpStatuses } from "./guest-status";
import { eventNotFound } from "./guest-writes";

/**
 * The wedding's events and the list's settings (issue #12).
 *
 * A new event invites the households that are invited to nothing yet (so the first event a couple adds
 * invites everyone already on the list, and nobody is left without an event); later events are given
 * to households with bulk "invite". A guest's answer from before events existed (the old single
 * `rsvp_status`) becomes their answer for that first event, so no answer is lost.
 */

export async function createEvent(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  input: z.infer<typeof eventInputSchema>,
): Promise<GuestEvent> {
  const event = await db.transaction(async (tx) => {
    const [stats] = await tx
      .select({ n: count(), max: sql<number | null>`max(${guestEvents.position})` })
      .from(guestEvents)
      .where(eq(guestEvents.coupleId, coupleId));
    if (Number(stats?.n ?? 0) >= GUEST_LIMITS.events)
      throw new AppError("VALIDATION", `A wedding has at most ${GUEST_LIMITS.events} events.`);
    const [row] = await tx
      .insert(guestEvents)
      .values({ ...input, coupleId, position: Number(stats?.max ?? -1) + 1 })
      .returning();
    const uninvited = await tx
      .select({ id: households.id })
      .from(households)
      .where(
        and(
          eq(households.coupleId, coupleId),
          isNull(households.deletedAt),
          notExists(sql`(select 1 from ${guestInvitations} i where i.household_id = ${households.id})`),
        ),
      );
    const homes = uninvited.map((h) => h.id);
    if (homes.length > 0) {
      await tx
        .insert(guestInvitations)
        .values(homes.map((householdId) => ({ householdId, eventId: row!.id })));
      // Answers given before the couple had events carry over to this one.
      await tx.execute(sql`
        insert into ${guestEventAnswers} (guest_id, event_id, status)
        select g.id, ${row!.id}::uuid, g.rsvp_status
        from ${guests} g
        where g.couple_id = ${coupleId} and g.rsvp_status in ('attending', 'declined')
          and g.household_id in (${sql.join(
            homes.map((h) => sql`${h}::uuid`),
            sql`, `,
          )})
        on conflict do nothing`);
      await refreshRsvpStatuses(tx, coupleId, homes);
    }
    return row!;
  });
  news.announce(coupleId);
  return eventOf(event);
}

export async function patchEvent(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  id: string,
  patch: z.infer<typeof eventPatchSchema>,
): Promise<GuestEvent> {
  const [row] = await db
    .update(guestEvents)
    .set(patch)
    .where(and(eq(guestEvents.id, id), eq(guestEvents.coupleId, coupleId)))
    .returning();
  if (!row) throw eventNotFound();
  news.announce(coupleId);
  return eventOf(row);
}

/** Removes an event with its invitations and answers; every guest's status is re-derived. */
export async function deleteEvent(db: Db, news: GuestListNews, coupleId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(guestEvents)
      .where(and(eq(guestEvents.id, id), eq(guestEvents.coupleId, coupleId)))
      .returning({ id: guestEvents.id });
    if (gone.length === 0) throw eventNotFound();
    await refreshRsvpStatuses(tx, coupleId);
  });
  news.announce(coupleId);
}

/** Registration codes: 6 characters without look-alikes (no 0/O, 1/I/L), ~1 billion codes. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export function newRegistrationCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

export async function saveSettings(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  input: z.infer<typeof guestSettingsInputSchema>,
): Promise<GuestSettings> {
  const values = {
    rsvpDeadline: input.rsvpDeadline,
    mealOptions: [...new Set(input.mealOptions)],
    contactNote: input.contactNote,
    registrationOpen: input.registrationOpen,
  };
  for (let attempt = 0; ; attempt++) {
    // The code is made once, when registration is first opened, and kept (printed cards keep working).
    const code = input.registrationOpen ? newRegistrationCode() : null;
    try {
      await db
        .insert(guestListSettings)
        .values({ coupleId, ...values, registrationCode: code })
        .onConflictDoUpdate({
          target: guestListSettings.coupleId,
          set: {
            ...values,
            registrationCode: sql`coalesce(${guestListSettings.registrationCode}, excluded.registration_code)`,
            updatedAt: sql`now()`,
          },
        });
      break;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err; // a code already taken: draw another
    }
  }
  news.announce(coupleId);
  return readSettings(db, coupleId);
}
