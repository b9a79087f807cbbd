import { and, count, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { guestEventAnswers, guestEvents, guestInvitations, guests, households } from "../../db/schema/guests";
import { AppError } from "../../errors";
import {
  GUEST_LIMITS,
  type coupleAnswersSchema,
  type Guest,
  type GuestInput,
  type guestPatchSchema,
  type Household,
  type HouseholdInput,
  type householdPatchSchema,
} from "@shared/schemas/guests";
import type { GuestListNews } from "./guest-list-bus";
import { readHouseholds } from "./guest-reads";
import { refreshRsvpStatuses, type Tx } from "./guest-status";
import { createHousehold } from "./guests.service";

/**
 * The couple's own writes to households and guests (issue #12). Every write runs in one transaction,
 * re-derives the statuses it may change (guest-status.ts) and announces the change to open lists.
 */

export const householdNotFound = () => new AppError("NOT_FOUND", "Household not found.");
export const guestNotFound = () => new AppError("NOT_FOUND", "Guest not found.");
export const eventNotFound = () => new AppError("NOT_FOUND", "Event not found.");

/** The couple's household (not deleted) or 404, the same for another couple's. */
export async function ownHousehold(tx: Tx, coupleId: string, id: string) {
  const [row] = await tx
    .select({ id: households.id, reviewStatus: households.reviewStatus })
    .from(households)
    .where(and(eq(households.id, id), eq(households.coupleId, coupleId), isNull(households.deletedAt)));
  if (!row) throw householdNotFound();
  return row;
}

/** Every id must be one of the couple's events, or 404. */
export async function assertOwnEvents(tx: Tx, coupleId: string, eventIds: readonly string[]) {
  const unique = [...new Set(eventIds)];
  if (unique.length === 0) return unique;
  const [row] = await tx
    .select({ n: count() })
    .from(guestEvents)
    .where(and(eq(guestEvents.coupleId, coupleId), inArray(guestEvents.id, unique)));
  if (Number(row?.n ?? 0) !== unique.length) throw eventNotFound();
  return unique;
}

/** Refuses a write that would take the list past its limits (GUEST_LIMITS). */
export async function assertRoom(tx: Tx, coupleId: string, add: { households: number; guests: number }) {
  const [[homes], [people]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(households)
      .where(and(eq(households.coupleId, coupleId), isNull(households.deletedAt))),
    tx
      .select({ n: count() })
      .from(guests)
      .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt))),
  ]);
  const h = Number(homes?.n ?? 0) + add.households;
  const g = Number(people?.n ?? 0) + add.guests;
  if (g > GUEST_LIMITS.guests)
    throw new AppError(
      "VALIDATION",
      `That would make ${g.toLocaleString("en-US")} guests; a list holds at most ${GUEST_LIMITS.guests.toLocaleString("en-US")}.`,
    );
  if (h > GUEST_LIMITS.households)
    throw new AppError(
      "VALIDATION",
      `That would make ${h.toLocaleString("en-US")} households; a list holds at most ${GUEST_LIMITS.households.toLocaleString("en-US")}.`,
    );
}

async function householdById(db: Tx, coupleId: string, id: string): Promise<Household> {
  const [home] = await readHouseholds(db, coupleId, { ids: [id] });
  if (!home) throw householdNotFound();
  return home;
}

export async function addHousehold(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  input: HouseholdInput,
): Promise<Household> {
  if (input.invitedEventIds) await assertOwnEvents(db, coupleId, input.invitedEventIds);
  await assertRoom(db, coupleId, { households: 1, guests: input.guests.length });
  const { householdId } = await createHousehold(db, coupleId, input, { source: "couple" });
  news.announce(coupleId);
  return householdById(db, coupleId, householdId);
}

export async function patchHousehold(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  id: string,
  patch: z.infer<typeof householdPatchSchema>,
): Promise<Household> {
  const { invitedEventIds, ...fields } = patch;
  await db.transaction(async (tx) => {
    await ownHousehold(tx, coupleId, id);
    if (Object.keys(fields).length > 0)
      await tx
        .update(households)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(households.id, id));
    if (invitedEventIds) {
      const events = await assertOwnEvents(tx, coupleId, invitedEventIds);
      await tx.delete(guestInvitations).where(eq(guestInvitations.householdId, id));
      if (events.length > 0)
        await tx.insert(guestInvitations).values(events.map((eventId) => ({ householdId: id, eventId })));
      await refreshRsvpStatuses(tx, coupleId, [id]);
    }
  });
  news.announce(coupleId);
  return householdById(db, coupleId, id);
}

export async function addGuest(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  householdId: string,
  input: GuestInput,
): Promise<Guest> {
  const guestId = await db.transaction(async (tx) => {
    await ownHousehold(tx, coupleId, householdId);
    await assertRoom(tx, coupleId, { households: 0, guests: 1 });
    const [last] = await tx
      .select({ max: sql<number | null>`max(${guests.position})` })
      .from(guests)
      .where(eq(guests.householdId, householdId));
    const [row] = await tx
      .insert(guests)
      .values({ ...input, coupleId, householdId, position: Number(last?.max ?? -1) + 1 })
      .returning({ id: guests.id });
    return row!.id;
  });
  news.announce(coupleId);
  return guestById(db, coupleId, guestId);
}

async function guestById(db: Tx, coupleId: string, guestId: string): Promise<Guest> {
  const [row] = await db
    .select({ householdId: guests.householdId })
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.coupleId, coupleId), isNull(guests.deletedAt)));
  if (!row) throw guestNotFound();
  const home = await householdById(db, coupleId, row.householdId);
  const guest = home.guests.find((g) => g.id === guestId);
  if (!guest) throw guestNotFound();
  return guest;
}

/**
 * Inline edit of one guest. `rsvpStatus` sets the guest's answer for every event the household is
 * invited to (pending clears them), so the derived status and the per-event answers agree.
 */
export async function patchGuest(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  guestId: string,
  patch: z.infer<typeof guestPatchSchema>,
): Promise<Guest> {
  const { rsvpStatus, ...fields } = patch;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ householdId: guests.householdId })
      .from(guests)
      .innerJoin(households, eq(households.id, guests.householdId))
      .where(
        and(
          eq(guests.id, guestId),
          eq(guests.coupleId, coupleId),
          isNull(guests.deletedAt),
          isNull(households.deletedAt),
        ),
      );
    if (!row) throw guestNotFound();
    if (Object.keys(fields).length > 0)
      await tx
        .update(guests)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(guests.id, guestId));
    if (rsvpStatus) {
      const invited = await tx
        .select({ eventId: guestInvitations.eventId })
        .from(guestInvitations)
        .where(eq(guestInvitations.householdId, row.householdId));
      if (invited.length === 0 && rsvpStatus !== "pending")
        throw new AppError(
          "VALIDATION",
          "Invite this household to an event first: answers are kept per event.",
          { fields: { rsvpStatus: "Invite this household to an event first." } },
        );
      await tx.delete(guestEventAnswers).where(eq(guestEventAnswers.guestId, guestId));
      if (rsvpStatus !== "pending")
        await tx
          .insert(guestEventAnswers)
          .values(invited.map((i) => ({ guestId, eventId: i.eventId, status: rsvpStatus })));
      await refreshRsvpStatuses(tx, coupleId, [row.householdId]);
    }
  });
  news.announce(coupleId);
  return guestById(db, coupleId, guestId);
}

/**
 * The couple records answers a household gave by phone (or corrects them): per guest and event, on
 * events the household is invited to; "pending" clears an answer. Statuses re-derived in the same
 * transaction; the household counts as having responded.
 */
export async function recordAnswers(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  householdId: string,
  body: z.infer<typeof coupleAnswersSchema>,
): Promise<Household> {
  await db.transaction(async (tx) => {
    await ownHousehold(tx, coupleId, householdId);
    const [members, invited] = await Promise.all([
      tx
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.householdId, householdId), isNull(guests.deletedAt))),
      tx
        .select({ eventId: guestInvitations.eventId })
        .from(guestInvitations)
        .where(eq(guestInvitations.householdId, householdId)),
    ]);
    const memberIds = new Set(members.map((m) => m.id));
    const invitedIds = new Set(invited.map((i) => i.eventId));
    // The last answer for a guest and event wins, as if sent one after another.
    const answers = new Map<string, (typeof body.answers)[number]>();
    for (const a of body.answers) {
      if (!memberIds.has(a.guestId)) throw guestNotFound();
      if (!invitedIds.has(a.eventId)) {
        await assertOwnEvents(tx, coupleId, [a.eventId]); // another couple's event: 404
        throw new AppError("VALIDATION", "This household is not invited to that event.", {
          fields: { answers: "This household is not invited to that event." },
        });
      }
      answers.set(`${a.guestId}:${a.eventId}`, a);
    }
    const given = [...answers.values()];
    if (given.length > 0)
      await tx.delete(guestEventAnswers).where(
        sql`(${guestEventAnswers.guestId}, ${guestEventAnswers.eventId}) in (${sql.join(
          given.map((a) => sql`(${a.guestId}::uuid, ${a.eventId}::uuid)`),
          sql`, `,
        )})`,
      );
    const set = given.filter((a) => a.status !== "pending");
    if (set.length > 0)
      await tx.insert(guestEventAnswers).values(
        set.map((a) => ({
          guestId: a.guestId,
          eventId: a.eventId,
          status: a.status as "attending" | "declined",
        })),
      );
    if (set.length > 0)
      await tx
        .update(households)
        .set({ respondedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(households.id, householdId));
    await refreshRsvpStatuses(tx, coupleId, [householdId]);
  });
  news.announce(coupleId);
  return householdById(db, coupleId, householdId);
}

/** Households of the couple with no guest left on the list: deleted with their last guest. */
export function emptyHouseholds(coupleId: string, ids: readonly string[]) {
  return and(
    eq(households.coupleId, coupleId),
    inArray(households.id, [...ids]),
    isNull(households.deletedAt),
    notExists(
      sql`(select 1 from ${guests} g where g.household_id = ${households.id} and g.deleted_at is null)`,
    ),
  );
}
