import { and, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Viewer } from "@shared/schemas/account";
import type { bookTourSchema, cancelTourSchema, OwnerTourBooking, TourBooking } from "@shared/schemas/tours";
import { coupleScope, requireKind } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/pg-errors";
import { venues } from "../../db/schema/marketplace";
import { tourBookings, tourSlots } from "../../db/schema/tours";
import { AppError, notFound } from "../../errors";
import type { Mailer } from "../../providers/email/mailer";
import { sendTourMails, tourCalendar } from "./tour-mails";
import {
  bookingQuery,
  confirmed,
  iso,
  loadBooking,
  manageTimesRefusal,
  toOwnerBooking,
  toTourBooking,
  visibleVenue,
} from "./tour-rows";
import { formatLocalDateTime, localDateTime, timeZoneOfCity } from "./tour-time";

/**
 * Tour bookings: the couple books, reschedules and cancels (scoped by the access rule's couple), the owner
 * sees and cancels the tours at their venues; every change mails both sides (tour-mails.ts).
 */

export type TourDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const SLOT_TAKEN = "That time was just booked by someone else. Please choose another time.";

/** Who may book: couples, acting for themselves (docs/decisions/015-one-access-rule.md). */
const bookingTours = {
  what: { message: "Only couple accounts can book venue tours. Sign in as a couple to book." },
};

// ── Owner ────────────────────────────────────────────────────────────────────────────────────────

/** Tours at the owner's venues: upcoming first (soonest first), then past and cancelled (latest first). */
export async function listOwnerTours(db: Db, viewer: Viewer, now = new Date()): Promise<OwnerTourBooking[]> {
  requireKind(viewer, "venue_owner", manageTimesRefusal);
  const upcoming = sql`(${tourSlots.startsAt} > ${iso(now)} and ${tourBookings.status} = 'confirmed')`;
  const rows = await bookingQuery(db, eq(venues.ownerId, viewer.id))
    .orderBy(
      sql`case when ${upcoming} then 0 else 1 end`,
      sql`case when ${upcoming} then ${tourSlots.startsAt} end asc`,
      desc(tourSlots.startsAt),
    )
    .limit(300);
  return rows.map(toOwnerBooking);
}

export async function ownerCancelTour(
  deps: TourDeps,
  viewer: Viewer,
  bookingId: string,
  input: z.output<typeof cancelTourSchema>,
): Promise<OwnerTourBooking> {
  requireKind(viewer, "venue_owner", manageTimesRefusal);
  const row = await cancelBooking(
    deps,
    and(eq(tourBookings.id, bookingId), eq(venues.ownerId, viewer.id)),
    "venue",
    input.reason,
  );
  return toOwnerBooking(row);
}

// ── Couple ───────────────────────────────────────────────────────────────────────────────────────

async function findOpenSlot(db: Db, slotId: string) {
  const [slot] = await db
    .select({ id: tourSlots.id, venueId: tourSlots.venueId, startsAt: tourSlots.startsAt })
    .from(tourSlots)
    .innerJoin(venues, eq(venues.id, tourSlots.venueId))
    .where(and(eq(tourSlots.id, slotId), visibleVenue));
  if (!slot) throw notFound("That tour time is no longer offered. Please choose another time.");
  return slot;
}

function assertFuture(startsAt: Date, now: Date) {
  if (startsAt.getTime() <= now.getTime())
    throw new AppError("BAD_REQUEST", "That time has already passed. Please choose another time.");
}

export async function bookTour(
  deps: TourDeps,
  viewer: Viewer,
  input: z.output<typeof bookTourSchema>,
  now = new Date(),
): Promise<TourBooking> {
  const { coupleId } = await coupleScope(deps.db, viewer, bookingTours);
  const slot = await findOpenSlot(deps.db, input.slotId);
  assertFuture(slot.startsAt, now);
  // One upcoming tour per couple and venue: a second one is a reschedule.
  const [existing] = await bookingQuery(
    deps.db,
    and(
      eq(tourBookings.coupleId, coupleId),
      eq(tourBookings.venueId, slot.venueId),
      confirmed,
      gt(tourSlots.startsAt, now),
    ),
  ).limit(1);
  if (existing)
    throw new AppError(
      "CONFLICT",
      `You already have a tour of ${existing.venueName} on ${formatLocalDateTime(existing.startsAt, timeZoneOfCity(existing.cityId))}. Reschedule it from your account instead.`,
      { reason: "already_exists" },
    );
  let id: string;
  try {
    const [created] = await deps.db
      .insert(tourBookings)
      .values({
        venueId: slot.venueId,
        slotId: slot.id,
        coupleId,
        partySize: input.partySize,
        phone: input.phone,
        note: input.note,
      })
      .returning({ id: tourBookings.id });
    id = created!.id;
  } catch (err) {
    throw slotWriteError(err);
  }
  const row = await loadBooking(deps.db, eq(tourBookings.id, id));
  await sendTourMails(deps, row, "booked");
  return toTourBooking(row);
}

/** The couple's tours: upcoming confirmed ones first (soonest first), then the rest (latest first). */
export async function listMyTours(db: Db, viewer: Viewer, now = new Date()): Promise<TourBooking[]> {
  const { coupleId } = await coupleScope(db, viewer, bookingTours);
  const upcoming = sql`(${tourSlots.startsAt} > ${iso(now)} and ${tourBookings.status} = 'confirmed')`;
  const rows = await bookingQuery(db, eq(tourBookings.coupleId, coupleId))
    .orderBy(
      sql`case when ${upcoming} then 0 else 1 end`,
      sql`case when ${upcoming} then ${tourSlots.startsAt} end asc`,
      desc(tourSlots.startsAt),
    )
    .limit(200);
  return rows.map(toTourBooking);
}

export async function getMyTour(db: Db, viewer: Viewer, id: string): Promise<TourBooking> {
  const { coupleId } = await coupleScope(db, viewer, bookingTours);
  return toTourBooking(
    await loadBooking(db, and(eq(tourBookings.id, id), eq(tourBookings.coupleId, coupleId))),
  );
}

/** The booking's .ics for "Add to calendar": its couple or the venue's owner; anyone else gets 404. */
export async function tourIcs(
  deps: TourDeps,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<{ filename: string; content: string }> {
  // The couple's own booking (through the access rule), or a booking at the owner's venue.
  const mine =
    viewer.kind === "couple"
      ? eq(tourBookings.coupleId, (await coupleScope(deps.db, viewer)).coupleId)
      : eq(venues.ownerId, viewer.id);
  const row = await loadBooking(deps.db, and(eq(tourBookings.id, id), mine));
  const slug = row.venueSlug.slice(0, 60);
  return {
    filename: `tour-${slug}-${localDateTime(row.startsAt, timeZoneOfCity(row.cityId)).date}.ics`,
    content: tourCalendar(row, { publicUrl: deps.publicUrl, method: "PUBLISH", now }),
  };
}

export async function rescheduleTour(
  deps: TourDeps,
  viewer: Viewer,
  id: string,
  slotId: string,
  now = new Date(),
): Promise<TourBooking> {
  const { coupleId } = await coupleScope(deps.db, viewer, bookingTours);
  const current = await loadBooking(
    deps.db,
    and(eq(tourBookings.id, id), eq(tourBookings.coupleId, coupleId)),
  );
  if (current.status !== "confirmed")
    throw new AppError("CONFLICT", "This tour was cancelled. Book a new time instead.", {
      reason: "already_cancelled",
    });
  if (current.startsAt.getTime() <= now.getTime())
    throw new AppError("BAD_REQUEST", "This tour has already taken place.");
  if (current.slotId === slotId) throw new AppError("BAD_REQUEST", "That is already your tour time.");
  const slot = await findOpenSlot(deps.db, slotId);
  if (slot.venueId !== current.venueId)
    throw new AppError("BAD_REQUEST", "Choose a new time at the same venue.");
  assertFuture(slot.startsAt, now);
  try {
    // Moving slot_id frees the old time; SEQUENCE + 1 makes calendars replace the event.
    const updated = await deps.db
      .update(tourBookings)
      .set({ slotId: slot.id, sequence: sql`${tourBookings.sequence} + 1`, updatedAt: now })
      .where(and(eq(tourBookings.id, id), eq(tourBookings.coupleId, coupleId), confirmed))
      .returning({ id: tourBookings.id });
    if (updated.length === 0)
      throw new AppError("CONFLICT", "This tour was cancelled. Book a new time instead.", {
        reason: "already_cancelled",
      });
  } catch (err) {
    throw slotWriteError(err);
  }
  const row = await loadBooking(deps.db, eq(tourBookings.id, id));
  await sendTourMails(deps, row, "moved", { previousStartsAt: current.startsAt });
  return toTourBooking(row);
}

export async function coupleCancelTour(deps: TourDeps, viewer: Viewer, id: string): Promise<TourBooking> {
  const { coupleId } = await coupleScope(deps.db, viewer, bookingTours);
  const row = await cancelBooking(
    deps,
    and(eq(tourBookings.id, id), eq(tourBookings.coupleId, coupleId)),
    "couple",
    "",
  );
  return toTourBooking(row);
}

/** Cancels one confirmed booking the caller may see (`scope`), frees its time and emails both sides. */
async function cancelBooking(deps: TourDeps, scope: SQL | undefined, by: "couple" | "venue", reason: string) {
  const current = await loadBooking(deps.db, scope);
  if (current.status === "cancelled")
    throw new AppError("CONFLICT", "This tour is already cancelled.", { reason: "already_cancelled" });
  const updated = await deps.db
    .update(tourBookings)
    .set({ status: "cancelled", sequence: sql`${tourBookings.sequence} + 1`, updatedAt: new Date() })
    .where(and(eq(tourBookings.id, current.id), confirmed))
    .returning({ id: tourBookings.id });
  if (updated.length === 0)
    throw new AppError("CONFLICT", "This tour is already cancelled.", { reason: "already_cancelled" });
  const row = await loadBooking(deps.db, eq(tourBookings.id, current.id));
  await sendTourMails(deps, row, "cancelled", { cancelledBy: by, ...(reason ? { reason } : {}) });
  return row;
}

/** What a failed write to a time means for the couple (booking and rescheduling alike). */
function slotWriteError(err: unknown): unknown {
  // The partial unique index (one confirmed booking per slot) decides races between couples.
  if (isUniqueViolation(err)) return new AppError("CONFLICT", SLOT_TAKEN, { reason: "slot_taken" });
  // The owner deleted the time a moment ago.
  if (isForeignKeyViolation(err))
    return notFound("That tour time is no longer offered. Please choose another time.");
  return err;
}
