import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { RsvpStatus } from "@shared/schemas/guests";
import type { RsvpAnswer, RsvpInvitation } from "@shared/schemas/rsvp";
import { overallRsvpStatus } from "@shared/rules/guest-rsvp";
import { isRsvpClosed } from "@shared/rules/rsvp-deadline";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import {
  guestEventAnswers,
  guestEvents,
  guestInvitations,
  guestListSettings,
  guests,
  households,
} from "../../db/schema/guests";
import { coupleProfiles } from "../../db/schema/profiles";
import { AppError } from "../../errors";
import type { Mailer } from "../../providers/email/mailer";
import type { GuestListNews } from "./guest-list-bus";
import { rsvpConfirmationEmail } from "./rsvp-mail";

// The page routes (modules/guest-pages) share the API's guard against guessed tokens.
export { createLookupGuard, guarded, type LookupGuard } from "./lookup-guard";
export type { GuestListNews } from "./guest-list-bus";

/**
 * The public RSVP (issue #12, docs/decisions/028): what a household's secret link shows and what its
 * answers write. A token that is unknown, revoked, of a deleted household or of a registration still
 * waiting for review reads exactly the same: not found.
 */

export const RSVP_NOT_FOUND_MESSAGE =
  "We couldn't find this invitation. The link may have changed: check the latest invitation or message from the couple.";

export const rsvpNotFound = () =>
  new AppError("NOT_FOUND", RSVP_NOT_FOUND_MESSAGE, { reason: "rsvp_not_found" });

type HouseholdRow = typeof households.$inferSelect;

async function householdByToken(db: Db, token: string): Promise<HouseholdRow | null> {
  const [home] = await db
    .select()
    .from(households)
    .where(
      and(
        eq(households.rsvpToken, token),
        isNull(households.tokenRevokedAt),
        isNull(households.deletedAt),
        eq(households.reviewStatus, "approved"),
      ),
    )
    .limit(1);
  return home ?? null;
}

/** A guest row the page can rename: a plus-one (named by the couple or still "Guest of …"). */
export const isPlusOneRow = (g: { guestType: string; isUnnamedPlusOne: boolean }) =>
  g.isUnnamedPlusOne || g.guestType === "plus_one";

/**
 * Plus-one allowances become guest rows the first time the link is opened: `plusOnesAllowed` counts the
 * household's plus-one rows (named or not), so a couple that names a plus-one uses up an allowance. Under
 * the household's row lock, so two first visits at once add them once.
 */
async function ensurePlusOneRows(db: Db, home: HouseholdRow): Promise<void> {
  if (home.plusOnesAllowed <= 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${households} where id = ${home.id} for update`);
    const rows = await tx
      .select({ name: guests.name, guestType: guests.guestType, isUnnamedPlusOne: guests.isUnnamedPlusOne })
      .from(guests)
      .where(and(eq(guests.householdId, home.id), isNull(guests.deletedAt)))
      .orderBy(asc(guests.position), asc(guests.createdAt));
    const missing = home.plusOnesAllowed - rows.filter(isPlusOneRow).length;
    if (missing <= 0) return;
    const host = rows.find((r) => !isPlusOneRow(r))?.name.split(/\s+/)[0];
    await tx.insert(guests).values(
      Array.from({ length: missing }, (_, i) => ({
        coupleId: home.coupleId,
        householdId: home.id,
        name: host ? `Guest of ${host}` : "Guest",
        guestType: "plus_one",
        isUnnamedPlusOne: true,
        position: rows.length + i,
      })),
    );
  });
}

/** The couple's names and date, and its RSVP settings, in one read. */
async function coupleOf(db: Db, coupleId: string) {
  const [row] = await db
    .select({
      name: user.name,
      partner1: coupleProfiles.partner1Name,
      partner2: coupleProfiles.partner2Name,
      weddingDate: coupleProfiles.weddingDate,
      rsvpDeadline: guestListSettings.rsvpDeadline,
      contactNote: guestListSettings.contactNote,
      mealOptions: guestListSettings.mealOptions,
    })
    .from(user)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, user.id))
    .leftJoin(guestListSettings, eq(guestListSettings.coupleId, user.id))
    .where(eq(user.id, coupleId));
  return {
    couple: {
      partner1: row?.partner1 || row?.name || "",
      partner2: row?.partner2 ?? "",
      weddingDate: row?.weddingDate ?? null,
    },
    settings: {
      rsvpDeadline: row?.rsvpDeadline ?? null,
      contactNote: row?.contactNote ?? "",
      mealOptions: row?.mealOptions ?? [],
    },
  };
}

/** What the RSVP page and its API read; `guestRows` carries what only the server needs. */
export type LoadedInvitation = {
  invitation: RsvpInvitation;
  householdId: string;
  coupleId: string;
  responderEmail: string;
  /** Guest ids whose name the guest may give (plus-ones). */
  renamable: Set<string>;
};

async function readInvitation(db: Db, home: HouseholdRow, now: Date): Promise<LoadedInvitation> {
  const [{ couple, settings }, events, guestRows] = await Promise.all([
    coupleOf(db, home.coupleId),
    db
      .select({
        id: guestEvents.id,
        name: guestEvents.name,
        startsOn: guestEvents.startsOn,
        startsAt: guestEvents.startsAt,
        location: guestEvents.location,
        asksMeal: guestEvents.asksMeal,
      })
      .from(guestInvitations)
      .innerJoin(guestEvents, eq(guestEvents.id, guestInvitations.eventId))
      .where(eq(guestInvitations.householdId, home.id))
      .orderBy(asc(guestEvents.position), asc(guestEvents.startsOn), asc(guestEvents.id)),
    db
      .select()
      .from(guests)
      .where(and(eq(guests.householdId, home.id), isNull(guests.deletedAt)))
      .orderBy(asc(guests.position), asc(guests.createdAt)),
  ]);
  const answers =
    guestRows.length === 0
      ? []
      : await db
          .select()
          .from(guestEventAnswers)
          .where(
            inArray(
              guestEventAnswers.guestId,
              guestRows.map((g) => g.id),
            ),
          );
  const deadline = settings.rsvpDeadline;
  return {
    householdId: home.id,
    coupleId: home.coupleId,
    responderEmail: home.responderEmail,
    renamable: new Set(guestRows.filter(isPlusOneRow).map((g) => g.id)),
    invitation: {
      householdName: home.name,
      couple,
      deadline,
      closed: isRsvpClosed(deadline, now),
      contactNote: settings.contactNote,
      mealOptions: settings.mealOptions,
      events,
      guests: guestRows.map((g) => ({
        id: g.id,
        name: g.name,
        isUnnamedPlusOne: g.isUnnamedPlusOne,
        mealChoice: g.mealChoice,
        dietaryNotes: g.dietaryNotes,
        answers: Object.fromEntries(
          events.map((e) => [
            e.id,
            answers.find((a) => a.guestId === g.id && a.eventId === e.id)?.status ?? "pending",
          ]),
        ),
      })),
      songRequest: home.songRequest,
      noteToCouple: home.noteToCouple,
      respondedAt: home.respondedAt?.toISOString() ?? null,
    },
  };
}

/** The household's invitation, by its secret token; throws `rsvp_not_found` (404). */
export async function getInvitation(db: Db, token: string, now = new Date()): Promise<LoadedInvitation> {
  return (await loadByToken(db, token, now)).loaded;
}

async function loadByToken(db: Db, token: string, now: Date) {
  const home = await householdByToken(db, token);
  if (!home) throw rsvpNotFound();
  let loaded = await readInvitation(db, home, now);
  // First visit of a household with plus-ones the page has no rows for yet: add them, read again.
  if (home.plusOnesAllowed > loaded.renamable.size) {
    await ensurePlusOneRows(db, home);
    loaded = await readInvitation(db, home, now);
  }
  return { home, loaded };
}

/** Whether a meal is asked of this guest: an event asking for one is answered "attending", and the couple offers meals. */
function needsMeal(inv: RsvpInvitation, answers: Record<string, "attending" | "declined">): boolean {
  if (inv.mealOptions.length === 0) return false;
  return inv.events.some((e) => e.asksMeal && answers[e.id] === "attending");
}

/** Checks answers against the invitation: field path → message (empty when fine). */
export function checkAnswers(loaded: LoadedInvitation, input: RsvpAnswer): Record<string, string> {
  const inv = loaded.invitation;
  const fields: Record<string, string> = {};
  const byId = new Map(inv.guests.map((g) => [g.id, g]));
  const eventIds = new Set(inv.events.map((e) => e.id));
  const seen = new Set<string>();
  input.guests.forEach((g, i) => {
    const guest = byId.get(g.id);
    if (!guest || seen.has(g.id)) {
      fields[`guests.${i}.id`] = "This guest is not on your invitation.";
      return;
    }
    seen.add(g.id);
    for (const eventId of Object.keys(g.answers))
      if (!eventIds.has(eventId)) fields[`guests.${i}.answers`] = "This event is not on your invitation.";
    const coming = Object.values(g.answers).includes("attending");
    if (loaded.renamable.has(g.id) && guest.isUnnamedPlusOne && coming && !g.name)
      fields[`guests.${i}.name`] = "Tell us your guest's name.";
    if (needsMeal(inv, g.answers)) {
      if (!g.mealChoice) fields[`guests.${i}.mealChoice`] = `Choose a meal for ${g.name || guest.name}.`;
      else if (!inv.mealOptions.includes(g.mealChoice))
        fields[`guests.${i}.mealChoice`] = "Choose one of the meals offered.";
    }
  });
  return fields;
}

export type RsvpDeps = { db: Db; mailer: Mailer; publicUrl: string; guestList: GuestListNews };

/**
 * Stores a household's answers in one transaction: per-event answers, each guest's derived `rsvp_status`
 * (shared/rules/guest-rsvp.ts), meal, dietary notes, a plus-one's name, the song and the note, and
 * `responded_at`; queues the confirmation mail in it; announces the change after the commit. The same
 * answers sent twice leave the same state (an unchanged answer keeps its time).
 */
export async function saveAnswers(
  deps: RsvpDeps,
  token: string,
  input: RsvpAnswer,
  now = new Date(),
): Promise<LoadedInvitation> {
  const { db } = deps;
  const { home, loaded: before } = await loadByToken(db, token, now);
  if (before.invitation.closed)
    throw new AppError(
      "CONFLICT",
      "The RSVP deadline has passed, so answers can no longer be changed here. Please contact the couple directly.",
      { reason: "rsvp_closed" },
    );
  const fields = checkAnswers(before, input);
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION", Object.values(fields)[0]!, { fields });

  const inv = before.invitation;
  const eventIds = inv.events.map((e) => e.id);
  const responded = {
    songRequest: input.songRequest,
    noteToCouple: input.noteToCouple,
    respondedAt: now,
    ...(input.email ? { responderEmail: input.email } : {}),
  };
  const after = await db.transaction(async (tx) => {
    const rows = input.guests.flatMap((g) =>
      Object.entries(g.answers).map(([eventId, status]) => ({ guestId: g.id, eventId, status })),
    );
    if (rows.length > 0)
      await tx
        .insert(guestEventAnswers)
        .values(rows)
        .onConflictDoUpdate({
          target: [guestEventAnswers.guestId, guestEventAnswers.eventId],
          set: {
            status: sql`excluded.status`,
            answeredAt: sql`case when ${guestEventAnswers.status} = excluded.status then ${guestEventAnswers.answeredAt} else now() end`,
          },
        });
    // Read back inside the transaction: the overall status counts every event, answered now or before.
    const stored =
      eventIds.length === 0
        ? []
        : await tx
            .select({
              guestId: guestEventAnswers.guestId,
              eventId: guestEventAnswers.eventId,
              status: guestEventAnswers.status,
            })
            .from(guestEventAnswers)
            .where(
              and(
                inArray(
                  guestEventAnswers.guestId,
                  input.guests.map((g) => g.id),
                ),
                inArray(guestEventAnswers.eventId, eventIds),
              ),
            );
    const changed = new Map<string, RsvpInvitation["guests"][number]>();
    for (const g of input.guests) {
      const mine = stored.filter((a) => a.guestId === g.id);
      const answers: Record<string, RsvpStatus> = Object.fromEntries(
        eventIds.map((id): [string, RsvpStatus] => [
          id,
          mine.find((a) => a.eventId === id)?.status ?? "pending",
        ]),
      );
      const given = Object.fromEntries(mine.map((a) => [a.eventId, a.status]));
      const named = before.renamable.has(g.id) && g.name ? { name: g.name, isUnnamedPlusOne: false } : {};
      const mealChoice = needsMeal(inv, given) ? g.mealChoice : "";
      await tx
        .update(guests)
        .set({
          ...named,
          rsvpStatus: overallRsvpStatus(Object.values(answers)),
          mealChoice,
          dietaryNotes: g.dietaryNotes,
          updatedAt: now,
        })
        .where(and(eq(guests.id, g.id), eq(guests.householdId, home.id)));
      const was = inv.guests.find((x) => x.id === g.id)!;
      changed.set(g.id, { ...was, ...named, mealChoice, dietaryNotes: g.dietaryNotes, answers });
    }
    await tx
      .update(households)
      .set({ ...responded, updatedAt: now })
      .where(eq(households.id, home.id));
    const saved: LoadedInvitation = {
      ...before,
      responderEmail: input.email || before.responderEmail,
      invitation: {
        ...inv,
        guests: inv.guests.map((g) => changed.get(g.id) ?? g),
        songRequest: input.songRequest,
        noteToCouple: input.noteToCouple,
        respondedAt: now.toISOString(),
      },
    };
    if (input.email)
      await deps.mailer.send(
        {
          to: input.email,
          ...rsvpConfirmationEmail({ invitation: saved.invitation, url: `${deps.publicUrl}/rsvp/${token}` }),
        },
        tx,
      );
    return saved;
  });
  deps.guestList.announce(home.coupleId);
  return after;
}
