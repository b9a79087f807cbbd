import { randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { guestEvents, guestInvitations, guests, households } from "../../db/schema/guests";
import type { GuestCounts, HouseholdInput } from "@shared/schemas/guests";

/**
 * The guest list's service for other modules (June's tools, registration, the RSVP pages) and its own
 * routes. `coupleId` always comes from the caller's access scope (server/access/couple-scope.ts).
 * A guest counts when neither it nor its household is deleted and the household is approved
 * (registrations waiting for review are not on the list yet).
 */

/** An unguessable RSVP token: 24 random bytes (192 bits), base64url (32 characters). */
export function newRsvpToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Guests on the couple's list (not deleted, household approved and not deleted). */
function onList(coupleId: string) {
  return and(
    eq(guests.coupleId, coupleId),
    isNull(guests.deletedAt),
    isNull(households.deletedAt),
    eq(households.reviewStatus, "approved"),
  );
}

export async function rsvpCounts(
  db: Db,
  coupleId: string,
): Promise<{ attending: number; pending: number; declined: number }> {
  const rows = await db
    .select({ status: guests.rsvpStatus, n: count() })
    .from(guests)
    .innerJoin(households, eq(households.id, guests.householdId))
    .where(onList(coupleId))
    .groupBy(guests.rsvpStatus);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return { attending: by.attending ?? 0, pending: by.pending ?? 0, declined: by.declined ?? 0 };
}

/**
 * Every count the guest list shows and June reads: by overall status, per event (invited guests and
 * their answers) and meals of attending guests. Three grouped queries, whatever the list's size.
 */
export async function guestCounts(db: Db, coupleId: string): Promise<GuestCounts> {
  const [byStatus, byEvent, meals, homes] = await Promise.all([
    rsvpCounts(db, coupleId),
    db.execute(sql`
      select e.id as event_id,
             count(g.id)::int as invited,
             count(g.id) filter (where a.status = 'attending')::int as attending,
             count(g.id) filter (where a.status = 'declined')::int as declined
      from ${guestEvents} e
      left join ${guestInvitations} i on i.event_id = e.id
      left join ${households} h on h.id = i.household_id and h.deleted_at is null and h.review_status = 'approved'
      left join ${guests} g on g.household_id = h.id and g.deleted_at is null
      left join guest_event_answers a on a.guest_id = g.id and a.event_id = e.id
      where e.couple_id = ${coupleId}
      group by e.id, e.position
      order by e.position, e.id`),
    db
      .select({ meal: guests.mealChoice, n: count() })
      .from(guests)
      .innerJoin(households, eq(households.id, guests.householdId))
      .where(and(onList(coupleId), eq(guests.rsvpStatus, "attending")))
      .groupBy(guests.mealChoice),
    db
      .select({ n: count() })
      .from(households)
      .where(
        and(
          eq(households.coupleId, coupleId),
          isNull(households.deletedAt),
          eq(households.reviewStatus, "approved"),
        ),
      ),
  ]);
  type EventRow = { event_id: string; invited: number; attending: number; declined: number };
  // node-postgres and PGlite both answer { rows }.
  const eventRows = (byEvent as { rows: EventRow[] }).rows;
  return {
    total: byStatus.attending + byStatus.pending + byStatus.declined,
    ...byStatus,
    households: Number(homes[0]?.n ?? 0),
    byEvent: eventRows.map((r) => ({
      eventId: r.event_id,
      invited: Number(r.invited),
      attending: Number(r.attending),
      declined: Number(r.declined),
      pending: Number(r.invited) - Number(r.attending) - Number(r.declined),
    })),
    meals: Object.fromEntries(meals.map((m) => [m.meal, Number(m.n)])),
  };
}

/** Where a new household comes from, and whether the couple still has to approve it. */
export type HouseholdOrigin = {
  source: "couple" | "import" | "registration" | "june";
  reviewStatus?: "approved" | "pending";
};

/**
 * Adds a household and its guests in one transaction (the list manager, June's add-guest tool, guest
 * registration; the importer batches its own). Invited to `invitedEventIds` (only the couple's own
 * events count), or to every event when omitted. Returns the new household's id. The caller announces
 * the change (GuestListNews) once its own transaction, if any, has committed.
 */
export async function createHousehold(
  db: Db,
  coupleId: string,
  input: HouseholdInput,
  origin: HouseholdOrigin,
): Promise<{ householdId: string; guestIds: string[] }> {
  return db.transaction(async (tx) => {
    const events = await tx
      .select({ id: guestEvents.id })
      .from(guestEvents)
      .where(eq(guestEvents.coupleId, coupleId));
    const own = new Set(events.map((e) => e.id));
    const invited = input.invitedEventIds ? input.invitedEventIds.filter((id) => own.has(id)) : [...own];
    const [home] = await tx
      .insert(households)
      .values({
        coupleId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        postcode: input.postcode,
        plusOnesAllowed: input.plusOnesAllowed,
        notes: input.notes,
        rsvpToken: newRsvpToken(),
        source: origin.source,
        reviewStatus: origin.reviewStatus ?? "approved",
      })
      .returning({ id: households.id });
    const householdId = home!.id;
    const rows = await tx
      .insert(guests)
      .values(input.guests.map((g, position) => ({ ...g, coupleId, householdId, position })))
      .returning({ id: guests.id });
    if (invited.length > 0)
      await tx.insert(guestInvitations).values(invited.map((eventId) => ({ householdId, eventId })));
    return { householdId, guestIds: rows.map((r) => r.id) };
  });
}

/** The couple's events in their order: id and name (June matches the names a couple types). */
export async function guestEventNames(db: Db, coupleId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: guestEvents.id, name: guestEvents.name })
    .from(guestEvents)
    .where(eq(guestEvents.coupleId, coupleId))
    .orderBy(guestEvents.position, guestEvents.id);
}

/**
 * Households on the list with at least one guest who hasn't answered (overall `rsvp_status` pending):
 * how many, and the first `limit` names in list order (June names a few, never the whole list).
 */
export async function pendingHouseholds(
  db: Db,
  coupleId: string,
  limit: number,
): Promise<{ count: number; names: string[] }> {
  const result = await db.execute(sql`
    select h.name, count(*) over ()::int as total
    from ${households} h
    where h.couple_id = ${coupleId} and h.deleted_at is null and h.review_status = 'approved'
      and exists (select 1 from ${guests} g
                  where g.household_id = h.id and g.deleted_at is null and g.rsvp_status = 'pending')
    order by h.created_at, h.id
    limit ${limit}`);
  // node-postgres and PGlite both answer { rows }.
  const rows = (result as { rows: { name: string; total: number }[] }).rows;
  return { count: Number(rows[0]?.total ?? 0), names: rows.map((r) => r.name) };
}

/** For writers outside this module that commit their own transaction (June's confirm): say so after it. */
export type { GuestListNews } from "./guest-list-bus";
