import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { GUEST_SIDES, GUEST_TYPES, type Household } from "@shared/schemas/guests";
import type { Db } from "../../db/client";
import { guestEventAnswers, guestInvitations, guests, households } from "../../db/schema/guests";
import { notFound } from "../../errors";
import { announceGuestListChange } from "./guest-list-bus";

/**
 * The couple's "to review" list (issue #12): households that registered at /guest-registration/{code}
 * wait with reviewStatus "pending" (not on the list, not counted) until the couple approves or rejects.
 */

type HouseholdRow = typeof households.$inferSelect;
type GuestRow = typeof guests.$inferSelect;

const guestTypeOf = (t: string) =>
  (GUEST_TYPES as readonly string[]).includes(t) ? (t as Household["guests"][number]["guestType"]) : "friend";
const sideOf = (s: string) =>
  (GUEST_SIDES as readonly string[]).includes(s) ? (s as Household["guests"][number]["side"]) : "both";

/** Rows → householdSchema: the household, its guests (in order) with their per-event answers. */
export function toHousehold(
  home: HouseholdRow,
  members: GuestRow[],
  invitedEventIds: string[],
  answers: { guestId: string; eventId: string; status: "attending" | "declined" }[],
): Household {
  return {
    id: home.id,
    name: home.name,
    email: home.email,
    phone: home.phone,
    address: home.address,
    postcode: home.postcode,
    plusOnesAllowed: home.plusOnesAllowed,
    invitedEventIds,
    rsvpPath: home.tokenRevokedAt ? null : `/rsvp/${home.rsvpToken}`,
    respondedAt: home.respondedAt?.toISOString() ?? null,
    songRequest: home.songRequest,
    noteToCouple: home.noteToCouple,
    source: home.source,
    reviewStatus: home.reviewStatus,
    notes: home.notes,
    guests: members.map((g) => ({
      id: g.id,
      householdId: g.householdId,
      name: g.name,
      email: g.email,
      phone: g.phone,
      guestType: guestTypeOf(g.guestType),
      side: sideOf(g.side),
      rsvpStatus: g.rsvpStatus,
      mealChoice: g.mealChoice,
      dietaryNotes: g.dietaryNotes,
      tags: g.tags,
      notes: g.notes,
      isUnnamedPlusOne: g.isUnnamedPlusOne,
      answers: Object.fromEntries(
        invitedEventIds.map((eventId) => [
          eventId,
          answers.find((a) => a.guestId === g.id && a.eventId === eventId)?.status ?? "pending",
        ]),
      ),
      updatedAt: g.updatedAt.toISOString(),
    })),
  };
}

/** Registrations waiting for the couple's review, newest first. */
export async function listPendingRegistrations(db: Db, coupleId: string): Promise<Household[]> {
  const homes = await db
    .select()
    .from(households)
    .where(
      and(
        eq(households.coupleId, coupleId),
        eq(households.reviewStatus, "pending"),
        isNull(households.deletedAt),
      ),
    )
    .orderBy(desc(households.createdAt), asc(households.id));
  if (homes.length === 0) return [];
  const ids = homes.map((h) => h.id);
  const [members, invites] = await Promise.all([
    db
      .select()
      .from(guests)
      .where(and(inArray(guests.householdId, ids), isNull(guests.deletedAt)))
      .orderBy(asc(guests.position), asc(guests.createdAt)),
    db.select().from(guestInvitations).where(inArray(guestInvitations.householdId, ids)),
  ]);
  const guestIds = members.map((g) => g.id);
  const answers =
    guestIds.length === 0
      ? []
      : await db
          .select({
            guestId: guestEventAnswers.guestId,
            eventId: guestEventAnswers.eventId,
            status: guestEventAnswers.status,
          })
          .from(guestEventAnswers)
          .where(inArray(guestEventAnswers.guestId, guestIds));
  return homes.map((h) =>
    toHousehold(
      h,
      members.filter((g) => g.householdId === h.id),
      invites.filter((i) => i.householdId === h.id).map((i) => i.eventId),
      answers,
    ),
  );
}

export const REGISTRATION_NOT_FOUND = "That registration was not found.";

/**
 * Approve (the household joins the list and counts) or reject a pending registration. Only the couple's
 * own pending households: anything else, another couple's included, answers 404.
 */
export async function reviewRegistration(
  db: Db,
  coupleId: string,
  householdId: string,
  decision: "approve" | "reject",
): Promise<void> {
  const [row] = await db
    .update(households)
    .set({ reviewStatus: decision === "approve" ? "approved" : "rejected", updatedAt: new Date() })
    .where(
      and(
        eq(households.id, householdId),
        eq(households.coupleId, coupleId),
        eq(households.reviewStatus, "pending"),
        isNull(households.deletedAt),
      ),
    )
    .returning({ id: households.id });
  if (!row) throw notFound(REGISTRATION_NOT_FOUND);
  announceGuestListChange(coupleId);
}
