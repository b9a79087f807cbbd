import { and, asc, eq, gt, lt, notExists, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Viewer } from "@shared/schemas/account";
import {
  TOUR_BOOKING_WINDOW_DAYS,
  type createTourSlotsSchema,
  type CreateTourSlotsResult,
  type OpenTourSlot,
  type OwnerTourSlots,
  type OwnerTourVenue,
  type TourVenue,
  type VenueTourSlots,
} from "@shared/schemas/tours";
import { requireKind } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { tourBookings, tourSlots } from "../../db/schema/tours";
import { AppError, notFound } from "../../errors";
import {
  confirmed,
  coupleNameSql,
  iso,
  manageTimesRefusal,
  toTourVenue,
  venueColumns,
  visibleVenue,
} from "./tour-rows";
import { addDays, timeZoneOfCity, zonedTimeToUtc } from "./tour-time";

/** Tour times: a venue's open times (public) and the owner's offering and removing of them. */

const DAY_MS = 24 * 3600_000;

// ── Public: a venue's open times ─────────────────────────────────────────────────────────────────

async function findVisibleVenue(db: Db, where: SQL) {
  const [venue] = await db.select(venueColumns).from(venues).where(and(where, visibleVenue));
  return venue;
}

function openSlotsQuery(db: Db, venueId: string, now: Date) {
  return db
    .select({ id: tourSlots.id, startsAt: tourSlots.startsAt, durationMinutes: tourSlots.durationMinutes })
    .from(tourSlots)
    .where(
      and(
        eq(tourSlots.venueId, venueId),
        gt(tourSlots.startsAt, now),
        lt(tourSlots.startsAt, new Date(now.getTime() + TOUR_BOOKING_WINDOW_DAYS * DAY_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(tourBookings)
            .where(and(eq(tourBookings.slotId, tourSlots.id), confirmed)),
        ),
      ),
    )
    .orderBy(asc(tourSlots.startsAt));
}

export async function listOpenSlots(db: Db, slug: string, now = new Date()): Promise<VenueTourSlots> {
  const venue = await findVisibleVenue(db, eq(venues.slug, slug));
  if (!venue) throw notFound("We couldn't find that venue.");
  const slots = await openSlotsQuery(db, venue.venueId, now);
  return {
    venue: toTourVenue(venue),
    slots: slots.map((s): OpenTourSlot => ({
      id: s.id,
      startsAt: s.startsAt.toISOString(),
      durationMinutes: s.durationMinutes,
    })),
  };
}

// ── Owner ────────────────────────────────────────────────────────────────────────────────────────

async function findOwnedVenue(db: Db, viewer: Viewer, venueId: string) {
  requireKind(viewer, "venue_owner", manageTimesRefusal);
  const [venue] = await db
    .select({ id: venues.id, slug: venues.slug, name: venues.name, cityId: venues.cityId })
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.ownerId, viewer.id)));
  // Another owner's venue answers like a missing one.
  if (!venue) throw notFound("We couldn't find that venue among yours.");
  return { ...venue, cityId: venue.cityId as TourVenue["cityId"], timeZone: timeZoneOfCity(venue.cityId) };
}

/** The owner's venues with their upcoming open times and tours (for the dashboard's venue picker). */
export async function listOwnerTourVenues(
  db: Db,
  viewer: Viewer,
  now = new Date(),
): Promise<OwnerTourVenue[]> {
  requireKind(viewer, "venue_owner", manageTimesRefusal);
  const rows = await db
    .select({
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
      cityId: venues.cityId,
      upcomingSlots:
        sql<number>`(select count(*) from ${tourSlots} s where s.venue_id = venues.id and s.starts_at > ${iso(now)} and not exists (select 1 from ${tourBookings} b where b.slot_id = s.id and b.status = 'confirmed'))`.mapWith(
          Number,
        ),
      upcomingTours:
        sql<number>`(select count(*) from ${tourBookings} b join ${tourSlots} s on s.id = b.slot_id where b.venue_id = venues.id and b.status = 'confirmed' and s.starts_at > ${iso(now)})`.mapWith(
          Number,
        ),
    })
    .from(venues)
    .where(eq(venues.ownerId, viewer.id))
    .orderBy(asc(venues.name));
  return rows.map((r) => ({
    ...r,
    cityId: r.cityId as OwnerTourVenue["cityId"],
    timeZone: timeZoneOfCity(r.cityId),
  }));
}

export async function listOwnerSlots(
  db: Db,
  viewer: Viewer,
  venueId: string,
  now = new Date(),
): Promise<OwnerTourSlots> {
  const venue = await findOwnedVenue(db, viewer, venueId);
  const rows = await db
    .select({
      id: tourSlots.id,
      startsAt: tourSlots.startsAt,
      durationMinutes: tourSlots.durationMinutes,
      bookingId: tourBookings.id,
      coupleName: coupleNameSql,
    })
    .from(tourSlots)
    .leftJoin(tourBookings, and(eq(tourBookings.slotId, tourSlots.id), confirmed))
    .leftJoin(user, eq(user.id, tourBookings.coupleId))
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, tourBookings.coupleId))
    .where(and(eq(tourSlots.venueId, venue.id), gt(tourSlots.startsAt, now)))
    .orderBy(asc(tourSlots.startsAt))
    .limit(500);
  return {
    venue,
    slots: rows.map((r) => ({
      id: r.id,
      startsAt: r.startsAt.toISOString(),
      durationMinutes: r.durationMinutes,
      booking: r.bookingId ? { id: r.bookingId, coupleName: r.coupleName } : null,
    })),
  };
}

/**
 * Offers times at one venue: `times` on `date` and the same weekday for `repeatWeeks` more weeks, in the
 * venue's local time. Times that already exist are skipped (ON CONFLICT on venue + start).
 */
export async function createSlots(
  db: Db,
  viewer: Viewer,
  venueId: string,
  input: z.output<typeof createTourSlotsSchema>,
  now = new Date(),
): Promise<CreateTourSlotsResult> {
  const venue = await findOwnedVenue(db, viewer, venueId);
  const starts: Date[] = [];
  for (let week = 0; week <= input.repeatWeeks; week++) {
    const date = addDays(input.date, week * 7);
    for (const time of [...input.times].sort()) {
      const startsAt = zonedTimeToUtc(date, time, venue.timeZone);
      if (!startsAt)
        throw new AppError(
          "VALIDATION",
          `times: ${time} doesn't exist on ${date} (the clocks change that night). Choose another time.`,
        );
      if (startsAt.getTime() <= now.getTime())
        throw new AppError(
          "VALIDATION",
          `times: ${time} on ${date} has already passed. Choose a time in the future.`,
        );
      starts.push(startsAt);
    }
  }
  const inserted = await db
    .insert(tourSlots)
    .values(
      starts.map((startsAt) => ({ venueId: venue.id, startsAt, durationMinutes: input.durationMinutes })),
    )
    .onConflictDoNothing({ target: [tourSlots.venueId, tourSlots.startsAt] })
    .returning({ id: tourSlots.id });
  return { created: inserted.length, skipped: starts.length - inserted.length };
}

/**
 * Removes an offered time. A booked time is refused (409): the owner cancels the tour first, which emails the
 * couple a cancellation, so nobody loses a tour without being told (docs/decisions/007-venue-tours.md).
 */
export async function deleteSlot(db: Db, viewer: Viewer, slotId: string): Promise<void> {
  requireKind(viewer, "venue_owner", manageTimesRefusal);
  const [slot] = await db
    .select({ id: tourSlots.id })
    .from(tourSlots)
    .innerJoin(venues, eq(venues.id, tourSlots.venueId))
    .where(and(eq(tourSlots.id, slotId), eq(venues.ownerId, viewer.id)));
  if (!slot) throw notFound("We couldn't find that tour time.");
  const deleted = await db
    .delete(tourSlots)
    .where(
      and(
        eq(tourSlots.id, slotId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(tourBookings)
            .where(and(eq(tourBookings.slotId, tourSlots.id), confirmed)),
        ),
      ),
    )
    .returning({ id: tourSlots.id });
  if (deleted.length === 0)
    throw new AppError(
      "CONFLICT",
      "A couple has booked this time. Cancel their tour first (we'll email them), then delete the time.",
    );
}
