import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { guestEventAnswers, guestInvitations, guests, households } from "../../db/schema/guests";
import type { ImportPreview } from "@shared/schemas/guests";
import { overallRsvpStatus } from "@shared/rules/guest-rsvp";
import type { GuestListNews } from "./guest-list-bus";
import { confirmedPlan, readImport, type ImportContext, type ImportMapping } from "./guest-import";
import { listEvents, readSettings } from "./guest-reads";
import { assertRoom } from "./guest-writes";
import { newRsvpToken } from "./guests.service";

async function contextOf(db: Db, coupleId: string, opts = { existing: true }): Promise<ImportContext> {
  const [events, settings, existing] = await Promise.all([
    listEvents(db, coupleId),
    readSettings(db, coupleId),
    opts.existing
      ? db
          .select({ name: guests.name, email: guests.email })
          .from(guests)
          .innerJoin(households, eq(households.id, guests.householdId))
          .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt), isNull(households.deletedAt)))
      : [],
  ]);
  return {
    events: events.map((e) => ({ id: e.id, name: e.name })),
    partners: { partner1: settings.partner1, partner2: settings.partner2 },
    mealOptions: settings.mealOptions,
    existing,
  };
}

/** `POST /api/guests/import/preview`: reads and checks; writes nothing. */
export async function previewImport(
  db: Db,
  coupleId: string,
  body: { csv: string; mapping?: ImportMapping | undefined },
): Promise<ImportPreview> {
  const { households: _plan, ...preview } = readImport(body.csv, body.mapping, await contextOf(db, coupleId));
  return preview;
}

/**
 * `POST /api/guests/import`: the same reading again (nothing from the preview is trusted), then every
 * household, guest, invitation and answer in one transaction, in batched inserts. Ids are made here, so
 * no insert needs to return anything. Any failure leaves the list as it was.
 */
export async function confirmImport(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  body: { csv: string; mapping?: ImportMapping | undefined; skipLines: number[] },
): Promise<{ households: number; guests: number }> {
  const ctx = await contextOf(db, coupleId, { existing: false });
  const plan = confirmedPlan(readImport(body.csv, body.mapping, ctx, { duplicates: false }), body.skipLines);
  const allEvents = ctx.events.map((e) => e.id);
  // Rows in the tables' own column names (they travel as JSON to jsonb_to_recordset).
  const homeRows: Record<string, string | number>[] = [];
  const guestRows: Record<string, string | number | string[]>[] = [];
  const invitationRows: { household_id: string; event_id: string }[] = [];
  const answerRows: { guest_id: string; event_id: string; status: string }[] = [];
  for (const home of plan) {
    const householdId = randomUUID();
    const invited = home.eventIds ?? allEvents;
    homeRows.push({
      id: householdId,
      couple_id: coupleId,
      name: home.name,
      email: home.email,
      address: home.address,
      postcode: home.postcode,
      plus_ones_allowed: home.plusOnesAllowed,
      rsvp_token: newRsvpToken(),
      source: "import",
      review_status: "approved",
    });
    for (const eventId of invited) invitationRows.push({ household_id: householdId, event_id: eventId });
    home.guests.forEach((g, position) => {
      const guestId = randomUUID();
      const answered = g.rsvpStatus === "pending" ? [] : invited.map(() => g.rsvpStatus);
      // With no events yet the answer is kept on the guest; the couple's first event takes it over.
      const rsvpStatus = invited.length === 0 ? g.rsvpStatus : overallRsvpStatus(answered);
      guestRows.push({
        id: guestId,
        couple_id: coupleId,
        household_id: householdId,
        position,
        name: g.name,
        email: g.email,
        phone: g.phone,
        guest_type: g.guestType,
        side: g.side,
        rsvp_status: rsvpStatus,
        meal_choice: g.mealChoice,
        dietary_notes: g.dietaryNotes,
        tags: g.tags,
        notes: g.notes,
      });
      if (g.rsvpStatus !== "pending")
        for (const eventId of invited)
          answerRows.push({ guest_id: guestId, event_id: eventId, status: g.rsvpStatus });
    });
  }
  await db.transaction(async (tx) => {
    await assertRoom(tx, coupleId, { households: homeRows.length, guests: guestRows.length });
    // One statement per table, its rows as one JSON parameter: no per-row parameters to build (drizzle
    // spent seconds on 5,000 rows' worth) and no 65,535-parameter ceiling.
    await tx.execute(sql`
      insert into ${households} (id, couple_id, name, email, address, postcode, plus_ones_allowed, rsvp_token, source, review_status)
      select id, couple_id, name, email, address, postcode, plus_ones_allowed, rsvp_token, source, review_status
      from jsonb_to_recordset(${JSON.stringify(homeRows)}::jsonb) as r(
        id uuid, couple_id text, name text, email text, address text, postcode text, plus_ones_allowed int,
        rsvp_token text, source text, review_status text)`);
    await tx.execute(sql`
      insert into ${guests} (id, couple_id, household_id, position, name, email, phone, guest_type, side, rsvp_status,
        meal_choice, dietary_notes, tags, notes)
      select id, couple_id, household_id, position, name, email, phone, guest_type, side, rsvp_status,
        meal_choice, dietary_notes, tags, notes
      from jsonb_to_recordset(${JSON.stringify(guestRows)}::jsonb) as r(
        id uuid, couple_id text, household_id uuid, position int, name text, email text, phone text, guest_type text,
        side text, rsvp_status text, meal_choice text, dietary_notes text, tags text[], notes text)`);
    if (invitationRows.length > 0)
      await tx.execute(sql`
        insert into ${guestInvitations} (household_id, event_id)
        select household_id, event_id
        from jsonb_to_recordset(${JSON.stringify(invitationRows)}::jsonb) as r(household_id uuid, event_id uuid)`);
    if (answerRows.length > 0)
      await tx.execute(sql`
        insert into ${guestEventAnswers} (guest_id, event_id, status)
        select guest_id, event_id, status
        from jsonb_to_recordset(${JSON.stringify(answerRows)}::jsonb) as r(guest_id uuid, event_id uuid, status text)`);
  });
  if (guestRows.length > 0) news.announce(coupleId);
  return { households: homeRows.length, guests: guestRows.length };
}
