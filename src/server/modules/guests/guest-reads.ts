import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  guestEventAnswers,
  guestEvents,
  guestInvitations,
  guestListSettings,
  guests,
  households,
} from "../../db/schema/guests";
import { coupleProfiles } from "../../db/schema/profiles";
import type {
  Guest,
  GuestEvent,
  GuestList,
  GuestSettings,
  GuestType,
  Household,
  RsvpStatus,
} from "@shared/schemas/guests";
import { GUEST_TYPES } from "@shared/schemas/guests";
import { guestCounts } from "./guests.service";

/**
 * Reads of the couple's guest list (issue #12). The whole list is a fixed number of set queries (events,
 * households, guests, invitations, answers, counts, settings), never one per household, so it stays
 * the same few round trips at 2,000 guests (bench/guests.ts measures it).
 */

type Conn = Pick<Db, "select" | "execute">;

export async function listEvents(db: Conn, coupleId: string): Promise<GuestEvent[]> {
  const rows = await db
    .select()
    .from(guestEvents)
    .where(eq(guestEvents.coupleId, coupleId))
    .orderBy(asc(guestEvents.position), asc(guestEvents.createdAt));
  return rows.map(eventOf);
}

export function eventOf(e: typeof guestEvents.$inferSelect): GuestEvent {
  return {
    id: e.id,
    name: e.name,
    startsOn: e.startsOn,
    startsAt: e.startsAt,
    location: e.location,
    details: e.details,
    asksMeal: e.asksMeal,
    position: e.position,
  };
}

const isGuestType = (v: string): v is GuestType => (GUEST_TYPES as readonly string[]).includes(v);

/** Which households to read: the approved list, the registrations waiting for review, or given ids. */
export type HouseholdSelection =
  | { reviewStatus: "approved" | "pending" }
  | { ids: readonly string[]; reviewStatus?: "approved" | "pending" };

/**
 * Households with their guests, invitations and per-event answers, in five queries whatever their
 * number. Deleted rows are left out. Order: by creation, then name (one import is one instant).
 */
export async function readHouseholds(
  db: Conn,
  coupleId: string,
  which: HouseholdSelection,
): Promise<Household[]> {
  const ids = "ids" in which ? which.ids : null;
  if (ids && ids.length === 0) return [];
  const homeWhere = and(
    eq(households.coupleId, coupleId),
    isNull(households.deletedAt),
    which.reviewStatus ? eq(households.reviewStatus, which.reviewStatus) : undefined,
    ids ? inArray(households.id, [...ids]) : undefined,
  );
  const [homes, people, invitations, answers] = await Promise.all([
    db
      .select()
      .from(households)
      .where(homeWhere)
      .orderBy(asc(households.createdAt), asc(households.name), asc(households.id)),
    db
      .select({ guest: guests })
      .from(guests)
      .innerJoin(households, eq(households.id, guests.householdId))
      .where(and(homeWhere, eq(guests.coupleId, coupleId), isNull(guests.deletedAt)))
      .orderBy(asc(guests.householdId), asc(guests.position), asc(guests.createdAt)),
    db
      .select({ householdId: guestInvitations.householdId, eventId: guestInvitations.eventId })
      .from(guestInvitations)
      .innerJoin(households, eq(households.id, guestInvitations.householdId))
      .innerJoin(guestEvents, eq(guestEvents.id, guestInvitations.eventId))
      .where(homeWhere)
      .orderBy(asc(guestEvents.position), asc(guestEvents.createdAt)),
    // Through the couple's events (guest_event_answers_event_idx), so other couples' answers are never scanned.
    db
      .select({
        guestId: guestEventAnswers.guestId,
        eventId: guestEventAnswers.eventId,
        status: guestEventAnswers.status,
      })
      .from(guestEventAnswers)
      .innerJoin(guestEvents, eq(guestEvents.id, guestEventAnswers.eventId))
      .innerJoin(guests, eq(guests.id, guestEventAnswers.guestId))
      .where(
        and(
          eq(guestEvents.coupleId, coupleId),
          isNull(guests.deletedAt),
          ids ? inArray(guests.householdId, [...ids]) : undefined,
        ),
      ),
  ]);
  const invitedBy = new Map<string, string[]>();
  for (const i of invitations) {
    const list = invitedBy.get(i.householdId);
    if (list) list.push(i.eventId);
    else invitedBy.set(i.householdId, [i.eventId]);
  }
  const answerOf = new Map<string, RsvpStatus>();
  for (const a of answers) answerOf.set(`${a.guestId}:${a.eventId}`, a.status);
  const guestsBy = new Map<string, Guest[]>();
  for (const { guest: g } of people) {
    const invited = invitedBy.get(g.householdId) ?? [];
    const guest: Guest = {
      id: g.id,
      householdId: g.householdId,
      name: g.name,
      email: g.email,
      phone: g.phone,
      guestType: isGuestType(g.guestType) ? g.guestType : "friend",
      side: g.side,
      rsvpStatus: g.rsvpStatus,
      mealChoice: g.mealChoice,
      dietaryNotes: g.dietaryNotes,
      tags: g.tags,
      notes: g.notes,
      isUnnamedPlusOne: g.isUnnamedPlusOne,
      answers: Object.fromEntries(invited.map((e) => [e, answerOf.get(`${g.id}:${e}`) ?? "pending"])),
      updatedAt: g.updatedAt.toISOString(),
    };
    const list = guestsBy.get(g.householdId);
    if (list) list.push(guest);
    else guestsBy.set(g.householdId, [guest]);
  }
  return homes.map((h) => ({
    id: h.id,
    name: h.name,
    email: h.email,
    phone: h.phone,
    address: h.address,
    postcode: h.postcode,
    plusOnesAllowed: h.plusOnesAllowed,
    invitedEventIds: invitedBy.get(h.id) ?? [],
    rsvpPath: h.tokenRevokedAt ? null : `/rsvp/${h.rsvpToken}`,
    respondedAt: h.respondedAt?.toISOString() ?? null,
    songRequest: h.songRequest,
    noteToCouple: h.noteToCouple,
    source: h.source,
    reviewStatus: h.reviewStatus,
    notes: h.notes,
    guests: guestsBy.get(h.id) ?? [],
  }));
}

export async function readSettings(db: Conn, coupleId: string): Promise<GuestSettings> {
  const [[row], [profile]] = await Promise.all([
    db.select().from(guestListSettings).where(eq(guestListSettings.coupleId, coupleId)),
    db
      .select({ partner1: coupleProfiles.partner1Name, partner2: coupleProfiles.partner2Name })
      .from(coupleProfiles)
      .where(eq(coupleProfiles.id, coupleId)),
  ]);
  return {
    rsvpDeadline: row?.rsvpDeadline ?? null,
    mealOptions: row?.mealOptions ?? [],
    contactNote: row?.contactNote ?? "",
    registrationCode: row?.registrationCode ?? null,
    registrationOpen: row?.registrationOpen ?? false,
    partner1: profile?.partner1 ?? "",
    partner2: profile?.partner2 ?? "",
  };
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The approved households as JSON text made by PostgreSQL (householdSchema[] in the order and shape of
 * `readHouseholds`; guest-list.test.ts checks the two agree). At 2,000 guests building and validating
 * the objects in Node cost more than the queries: here Node only passes the text on.
 */
export async function readApprovedHouseholdsJson(db: Conn, coupleId: string): Promise<string> {
  const result = await db.execute(sql`
    with homes as (
      select * from ${households}
      where couple_id = ${coupleId} and deleted_at is null and review_status = 'approved'
    ),
    invited as (
      select i.household_id, i.event_id, e.position, e.created_at
      from ${guestInvitations} i
      join ${guestEvents} e on e.id = i.event_id
      where e.couple_id = ${coupleId}
    ),
    people as (
      select g.* from ${guests} g join homes h on h.id = g.household_id
      where g.couple_id = ${coupleId} and g.deleted_at is null
    ),
    given as (
      -- Through the couple's events (guest_event_answers_event_idx): other couples' answers are never read.
      select a.guest_id, a.event_id, a.status
      from ${guestEventAnswers} a join ${guestEvents} e on e.id = a.event_id
      where e.couple_id = ${coupleId}
    ),
    answers as (
      select p.id as guest_id,
             json_object_agg(i.event_id, coalesce(a.status, 'pending') order by i.position, i.created_at) as answers
      from people p
      join invited i on i.household_id = p.household_id
      left join given a on a.guest_id = p.id and a.event_id = i.event_id
      group by p.id
    ),
    guest_json as (
      select p.household_id,
             json_agg(json_build_object(
               'id', p.id, 'householdId', p.household_id, 'name', p.name, 'email', p.email, 'phone', p.phone,
               'guestType', case when p.guest_type in ('family', 'friend', 'wedding_party', 'plus_one', 'child', 'vendor')
                                 then p.guest_type else 'friend' end,
               'side', p.side, 'rsvpStatus', p.rsvp_status, 'mealChoice', p.meal_choice,
               'dietaryNotes', p.dietary_notes, 'tags', p.tags, 'notes', p.notes,
               'isUnnamedPlusOne', p.is_unnamed_plus_one, 'answers', coalesce(an.answers, '{}'::json),
               'updatedAt', ${sql.raw(iso("p.updated_at"))}
             ) order by p.position, p.created_at) as list
      from people p left join answers an on an.guest_id = p.id
      group by p.household_id
    ),
    invited_json as (
      select household_id, json_agg(event_id order by position, created_at) as ids from invited group by household_id
    )
    select coalesce(json_agg(json_build_object(
             'id', h.id, 'name', h.name, 'email', h.email, 'phone', h.phone, 'address', h.address,
             'postcode', h.postcode, 'plusOnesAllowed', h.plus_ones_allowed,
             'invitedEventIds', coalesce(ij.ids, '[]'::json),
             'rsvpPath', case when h.token_revoked_at is null then '/rsvp/' || h.rsvp_token end,
             'respondedAt', ${sql.raw(iso("h.responded_at"))},
             'songRequest', h.song_request, 'noteToCouple', h.note_to_couple, 'source', h.source,
             'reviewStatus', h.review_status, 'notes', h.notes, 'guests', coalesce(gj.list, '[]'::json)
           ) order by h.created_at, h.name, h.id), '[]'::json)::text as json
    from homes h
    left join invited_json ij on ij.household_id = h.id
    left join guest_json gj on gj.household_id = h.id`);
  return (result as { rows: { json: string }[] }).rows[0]?.json ?? "[]";
}

/**
 * `GET /api/guests`: everything the guest list manager shows, as JSON text (guestListSchema): the
 * households come as text from PostgreSQL, the small rest is stringified here.
 */
export async function readGuestListJson(db: Db, coupleId: string): Promise<string> {
  const [events, homes, counts, settings, pending] = await Promise.all([
    listEvents(db, coupleId),
    readApprovedHouseholdsJson(db, coupleId),
    guestCounts(db, coupleId),
    readSettings(db, coupleId),
    pendingRegistrations(db, coupleId),
  ]);
  const rest = JSON.stringify({ events, counts, settings, pendingRegistrations: pending });
  return `{"households":${homes},${rest.slice(1)}`;
}

async function pendingRegistrations(db: Conn, coupleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(households)
    .where(
      and(
        eq(households.coupleId, coupleId),
        isNull(households.deletedAt),
        eq(households.reviewStatus, "pending"),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The same list as objects (June's tools, tests): `readGuestListJson` parsed. */
export async function readGuestList(db: Db, coupleId: string): Promise<GuestList> {
  return JSON.parse(await readGuestListJson(db, coupleId)) as GuestList;
}

/**
 * `GET /api/guests/timeline`: per day (UTC), how many guests first answered, by their current overall
 * answer (attending or declined). Guests still pending are left out.
 */
export async function readTimeline(
  db: Db,
  coupleId: string,
): Promise<{ day: string; attending: number; declined: number }[]> {
  const result = await db.execute(sql`
    select to_char(first_at at time zone 'UTC', 'YYYY-MM-DD') as day,
           count(*) filter (where status = 'attending')::int as attending,
           count(*) filter (where status = 'declined')::int as declined
    from (
      select g.id, g.rsvp_status as status, min(a.answered_at) as first_at
      from ${guestEventAnswers} a
      join ${guestEvents} e on e.id = a.event_id
      join ${guests} g on g.id = a.guest_id and g.deleted_at is null
      join ${households} h on h.id = g.household_id and h.deleted_at is null and h.review_status = 'approved'
      where e.couple_id = ${coupleId} and g.rsvp_status in ('attending', 'declined')
      group by g.id, g.rsvp_status
    ) firsts
    group by 1
    order by 1`);
  const rows = (result as { rows: { day: string; attending: number; declined: number }[] }).rows;
  return rows.map((r) => ({ day: r.day, attending: Number(r.attending), declined: Number(r.declined) }));
}
