import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { guestEventAnswers, guestInvitations, guests, households } from "../../db/schema/guests";
import type { ImportPreview } from "@shared/schemas/guests";
import { overallRsvpStatus } from "@shared/rules/guest-rsvp";
import { announceGuestListChange } from "./guest-list-bus";
import { confirmedPlan, readImport, type ImportContext, type ImportMapping } from "./guest-import";
import { listEvents, readSettings } from "./guest-reads";
import { assertRoom } from "./guest-writes";
import { newRsvpToken } from "./guests.service";

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at ~16 columns. */
const BATCH = 1000;

async function contextOf(db: Db, coupleId: string): Promise<ImportContext> {
  const [events, settings, existing] = await Promise.all([
    listEvents(db, coupleId),
    readSettings(db, coupleId),
    db
      .select({ name: guests.name, email: guests.email })
      .from(guests)
      .innerJoin(households, eq(households.id, guests.householdId))
      .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt), isNull(households.deletedAt))),
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
  coupleId: string,
  body: { csv: string; mapping?: ImportMapping | undefined; skipLines: number[] },
): Promise<{ households: number; guests: number }> {
  const ctx = await contextOf(db, coupleId);
  const plan = confirmedPlan(readImport(body.csv, body.mapping, ctx), body.skipLines);
  const allEvents = ctx.events.map((e) => e.id);
  const homeRows: (typeof households.$inferInsert)[] = [];
  const guestRows: (typeof guests.$inferInsert)[] = [];
  const invitationRows: (typeof guestInvitations.$inferInsert)[] = [];
  const answerRows: (typeof guestEventAnswers.$inferInsert)[] = [];
  for (const home of plan) {
    const householdId = randomUUID();
    const invited = home.eventIds ?? allEvents;
    homeRows.push({
      id: householdId,
      coupleId,
      name: home.name,
      email: home.email,
      address: home.address,
      postcode: home.postcode,
      plusOnesAllowed: home.plusOnesAllowed,
      rsvpToken: newRsvpToken(),
      source: "import",
      reviewStatus: "approved",
    });
    for (const eventId of invited) invitationRows.push({ householdId, eventId });
    home.guests.forEach((g, position) => {
      const guestId = randomUUID();
      const answered = g.rsvpStatus === "pending" ? [] : invited.map(() => g.rsvpStatus);
      // With no events yet the answer is kept on the guest; the couple's first event takes it over.
      const rsvpStatus = invited.length === 0 ? g.rsvpStatus : overallRsvpStatus(answered);
      guestRows.push({
        id: guestId,
        coupleId,
        householdId,
        position,
        name: g.name,
        email: g.email,
        phone: g.phone,
        guestType: g.guestType,
        side: g.side,
        rsvpStatus,
        mealChoice: g.mealChoice,
        dietaryNotes: g.dietaryNotes,
        tags: g.tags,
        notes: g.notes,
      });
      const status = g.rsvpStatus;
      if (status !== "pending") for (const eventId of invited) answerRows.push({ guestId, eventId, status });
    });
  }
  await db.transaction(async (tx) => {
    await assertRoom(tx, coupleId, { households: homeRows.length, guests: guestRows.length });
    for (let i = 0; i < homeRows.length; i += BATCH)
      await tx.insert(households).values(homeRows.slice(i, i + BATCH));
    for (let i = 0; i < guestRows.length; i += BATCH)
      await tx.insert(guests).values(guestRows.slice(i, i + BATCH));
    for (let i = 0; i < invitationRows.length; i += BATCH * 4)
      await tx.insert(guestInvitations).values(invitationRows.slice(i, i + BATCH * 4));
    for (let i = 0; i < answerRows.length; i += BATCH * 4)
      await tx.insert(guestEventAnswers).values(answerRows.slice(i, i + BATCH * 4));
  });
  if (guestRows.length > 0) announceGuestListChange(coupleId);
  return { households: homeRows.length, guests: guestRows.length };
}
