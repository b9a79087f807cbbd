import { and, asc, desc, eq, gt, lt, notExists, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Viewer } from "@shared/schemas/account";
import type { Photo } from "@shared/schemas/marketplace";
import { listingImagePaths, type VenueStyle } from "@shared/marketplace-catalog";
import {
  TOUR_BOOKING_WINDOW_DAYS,
  type bookTourSchema,
  type cancelTourSchema,
  type createTourSlotsSchema,
  type CreateTourSlotsResult,
  type OpenTourSlot,
  type OwnerTourBooking,
  type OwnerTourSlots,
  type OwnerTourVenue,
  type TourBooking,
  type TourVenue,
  type VenueTourSlots,
} from "@shared/schemas/tours";
import type { Db } from "../../db/client";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/pg-errors";
import { user } from "../../db/schema/auth";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { tourBookings, tourSlots } from "../../db/schema/tours";
import { AppError, notFound } from "../../errors";
import { buildCalendarEvent, type CalendarMethod } from "../../lib/ics";
import type { Mailer } from "../../providers/email/mailer";
import { tourEmail, type TourMailEvent } from "../../providers/email/tour-templates";
import { addDays, formatLocalDateTime, localDateTime, timeZoneOfCity, zonedTimeToUtc } from "./tour-time";

export type TourDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const SLOT_TAKEN = "That time was just booked by someone else. Please choose another time.";
const DAY_MS = 24 * 3600_000;
/** An instant as a timestamptz parameter in raw SQL (drivers differ in how they send a bare Date). */
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

// ── Shared pieces ────────────────────────────────────────────────────────────────────────────────

const visibleVenue = sql`${venues.isPublished} and not ${venues.isHidden}`;
const confirmed = eq(tourBookings.status, "confirmed");
const ownerUser = alias(user, "owner_user");

const venueColumns = {
  venueId: venues.id,
  venueSlug: venues.slug,
  venueName: venues.name,
  address: venues.address,
  neighborhood: venues.neighborhood,
  cityId: venues.cityId,
  styles: venues.styles,
  photo: sql<Photo | null>`${venues.photos} -> 0`,
};
type VenueRow = {
  venueId: string;
  venueSlug: string;
  venueName: string;
  address: string;
  neighborhood: string;
  cityId: string;
  styles: string[];
  photo: Photo | null;
};

function toTourVenue(row: VenueRow): TourVenue {
  const style = (row.styles[0] ?? "historic") as VenueStyle;
  return {
    id: row.venueId,
    slug: row.venueSlug,
    name: row.venueName,
    address: row.address,
    neighborhood: row.neighborhood,
    cityId: row.cityId as TourVenue["cityId"],
    photo: row.photo ?? { src: listingImagePaths.venue(style, 1), alt: row.venueName },
    timeZone: timeZoneOfCity(row.cityId),
  };
}

function requireCouple(viewer: Viewer) {
  if (viewer.kind !== "couple")
    throw new AppError(
      "FORBIDDEN",
      "Only couple accounts can book venue tours. Sign in as a couple to book.",
    );
}
function requireOwner(viewer: Viewer) {
  if (viewer.kind !== "venue_owner")
    throw new AppError("FORBIDDEN", "Only venue owner accounts can manage tour times.");
}

const coupleNameSql = sql<string>`coalesce(nullif(concat_ws(' & ', nullif(${coupleProfiles.partner1Name}, ''), nullif(${coupleProfiles.partner2Name}, '')), ''), ${user.name})`;

// ── Bookings with everything a page or an email needs (one query) ───────────────────────────────

const bookingColumns = {
  id: tourBookings.id,
  status: tourBookings.status,
  sequence: tourBookings.sequence,
  partySize: tourBookings.partySize,
  phone: tourBookings.phone,
  note: tourBookings.note,
  createdAt: tourBookings.createdAt,
  coupleId: tourBookings.coupleId,
  slotId: tourBookings.slotId,
  startsAt: tourSlots.startsAt,
  durationMinutes: tourSlots.durationMinutes,
  ...venueColumns,
  ownerId: venues.ownerId,
  contactEmail: venues.contactEmail,
  ownerEmail: ownerUser.email,
  coupleEmail: user.email,
  coupleName: coupleNameSql,
};

function bookingQuery(db: Db, where: SQL | undefined) {
  return db
    .select(bookingColumns)
    .from(tourBookings)
    .innerJoin(tourSlots, eq(tourSlots.id, tourBookings.slotId))
    .innerJoin(venues, eq(venues.id, tourBookings.venueId))
    .innerJoin(user, eq(user.id, tourBookings.coupleId))
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, tourBookings.coupleId))
    .leftJoin(ownerUser, eq(ownerUser.id, venues.ownerId))
    .where(where);
}
type BookingRow = Awaited<ReturnType<typeof bookingQuery>>[number];

const endOf = (row: { startsAt: Date; durationMinutes: number }) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);

function toTourBooking(row: BookingRow): TourBooking {
  return {
    id: row.id,
    status: row.status,
    slotId: row.slotId,
    startsAt: row.startsAt.toISOString(),
    endsAt: endOf(row).toISOString(),
    durationMinutes: row.durationMinutes,
    partySize: row.partySize,
    phone: row.phone,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    venue: toTourVenue(row),
  };
}

function toOwnerBooking(row: BookingRow): OwnerTourBooking {
  return {
    id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: endOf(row).toISOString(),
    durationMinutes: row.durationMinutes,
    timeZone: timeZoneOfCity(row.cityId),
    partySize: row.partySize,
    phone: row.phone,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
    couple: { name: row.coupleName, email: row.coupleEmail },
  };
}

// ── Calendar files and emails ───────────────────────────────────────────────────────────────────

const hostOf = (publicUrl: string) => new URL(publicUrl).hostname;
/** Where the venue side is reached: its owner's account email, else the listing's contact email. */
const venueEmailOf = (row: BookingRow) => row.ownerEmail ?? (row.contactEmail || null);

export function tourCalendar(
  row: BookingRow,
  opts: { publicUrl: string; method: CalendarMethod; now: Date },
): string {
  const host = hostOf(opts.publicUrl);
  const isCancelled = opts.method === "CANCEL" || row.status === "cancelled";
  const timeZone = timeZoneOfCity(row.cityId);
  return buildCalendarEvent({
    uid: `tour-${row.id}@${host}`,
    sequence: row.sequence,
    method: opts.method,
    status: isCancelled ? "CANCELLED" : "CONFIRMED",
    start: row.startsAt,
    end: endOf(row),
    stamp: opts.now,
    summary: `Venue tour: ${row.venueName}`,
    description: [
      `Venue tour of ${row.venueName} for ${row.coupleName}.`,
      `When: ${formatLocalDateTime(row.startsAt, timeZone)} (${row.durationMinutes} minutes)`,
      `Party size: ${row.partySize}`,
      ...(row.note ? [`Note: ${row.note}`] : []),
      `Venue page: ${opts.publicUrl}/venues/${row.venueSlug}`,
    ].join("\n"),
    location: row.address,
    url: `${opts.publicUrl}/venues/${row.venueSlug}`,
    organizer: { name: row.venueName, email: venueEmailOf(row) ?? `tours@${host}` },
    attendees: [{ name: row.coupleName, email: row.coupleEmail }],
  });
}

/**
 * Emails both sides with the event's .ics. A mail that fails is logged and skipped: the booking is already
 * saved, and the couple sees it on their account page whatever SMTP does.
 */
async function sendTourMails(
  deps: TourDeps,
  row: BookingRow,
  event: TourMailEvent,
  extra: { previousStartsAt?: Date; cancelledBy?: "couple" | "venue"; reason?: string } = {},
) {
  const timeZone = timeZoneOfCity(row.cityId);
  const now = new Date();
  const ics = tourCalendar(row, {
    publicUrl: deps.publicUrl,
    method: event === "cancelled" ? "CANCEL" : "REQUEST",
    now,
  });
  const contentType = `text/calendar; charset=utf-8; method=${event === "cancelled" ? "CANCEL" : "REQUEST"}`;
  const facts = {
    venueName: row.venueName,
    venueAddress: row.address,
    venueUrl: `${deps.publicUrl}/venues/${row.venueSlug}`,
    when: formatLocalDateTime(row.startsAt, timeZone),
    ...(extra.previousStartsAt
      ? { previousWhen: formatLocalDateTime(extra.previousStartsAt, timeZone) }
      : {}),
    durationMinutes: row.durationMinutes,
    partySize: row.partySize,
    coupleName: row.coupleName,
    coupleEmail: row.coupleEmail,
    phone: row.phone,
    note: row.note,
    ...(extra.cancelledBy ? { cancelledBy: extra.cancelledBy } : {}),
    ...(extra.reason ? { reason: extra.reason } : {}),
  };
  const venueEmail = venueEmailOf(row);
  const mails = [
    {
      to: row.coupleEmail,
      ...(venueEmail ? { replyTo: venueEmail } : {}),
      ...tourEmail(event, "couple", { ...facts, manageUrl: `${deps.publicUrl}/couple-account` }),
    },
    ...(venueEmail
      ? [
          {
            to: venueEmail,
            replyTo: row.coupleEmail,
            ...tourEmail(event, "venue", { ...facts, manageUrl: `${deps.publicUrl}/venue-owner-dashboard` }),
          },
        ]
      : []),
  ];
  for (const mail of mails) {
    try {
      await deps.mailer.send({ ...mail, attachments: [{ filename: "tour.ics", content: ics, contentType }] });
    } catch (err) {
      deps.log.error({ err, bookingId: row.id, event }, "tour email failed");
    }
  }
}

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
  requireOwner(viewer);
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
  requireOwner(viewer);
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
  requireOwner(viewer);
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

/** Tours at the owner's venues: upcoming first (soonest first), then past and cancelled (latest first). */
export async function listOwnerTours(db: Db, viewer: Viewer, now = new Date()): Promise<OwnerTourBooking[]> {
  requireOwner(viewer);
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
  requireOwner(viewer);
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

async function loadBooking(db: Db, where: SQL | undefined) {
  const [row] = await bookingQuery(db, where);
  if (!row) throw notFound("We couldn't find that tour.");
  return row;
}

export async function bookTour(
  deps: TourDeps,
  viewer: Viewer,
  input: z.output<typeof bookTourSchema>,
  now = new Date(),
): Promise<TourBooking> {
  requireCouple(viewer);
  const slot = await findOpenSlot(deps.db, input.slotId);
  assertFuture(slot.startsAt, now);
  // One upcoming tour per couple and venue: a second one is a reschedule.
  const [existing] = await bookingQuery(
    deps.db,
    and(
      eq(tourBookings.coupleId, viewer.id),
      eq(tourBookings.venueId, slot.venueId),
      confirmed,
      gt(tourSlots.startsAt, now),
    ),
  ).limit(1);
  if (existing)
    throw new AppError(
      "CONFLICT",
      `You already have a tour of ${existing.venueName} on ${formatLocalDateTime(existing.startsAt, timeZoneOfCity(existing.cityId))}. Reschedule it from your account instead.`,
    );
  let id: string;
  try {
    const [created] = await deps.db
      .insert(tourBookings)
      .values({
        venueId: slot.venueId,
        slotId: slot.id,
        coupleId: viewer.id,
        partySize: input.partySize,
        phone: input.phone,
        note: input.note,
      })
      .returning({ id: tourBookings.id });
    id = created!.id;
  } catch (err) {
    // The partial unique index (one confirmed booking per slot) decides races between couples.
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", SLOT_TAKEN);
    // The owner deleted the time a moment ago.
    if (isForeignKeyViolation(err))
      throw notFound("That tour time is no longer offered. Please choose another time.");
    throw err;
  }
  const row = await loadBooking(deps.db, eq(tourBookings.id, id));
  await sendTourMails(deps, row, "booked");
  return toTourBooking(row);
}

/** The couple's tours: upcoming confirmed ones first (soonest first), then the rest (latest first). */
export async function listMyTours(db: Db, viewer: Viewer, now = new Date()): Promise<TourBooking[]> {
  requireCouple(viewer);
  const upcoming = sql`(${tourSlots.startsAt} > ${iso(now)} and ${tourBookings.status} = 'confirmed')`;
  const rows = await bookingQuery(db, eq(tourBookings.coupleId, viewer.id))
    .orderBy(
      sql`case when ${upcoming} then 0 else 1 end`,
      sql`case when ${upcoming} then ${tourSlots.startsAt} end asc`,
      desc(tourSlots.startsAt),
    )
    .limit(200);
  return rows.map(toTourBooking);
}

export async function getMyTour(db: Db, viewer: Viewer, id: string): Promise<TourBooking> {
  requireCouple(viewer);
  return toTourBooking(
    await loadBooking(db, and(eq(tourBookings.id, id), eq(tourBookings.coupleId, viewer.id))),
  );
}

/** The booking's .ics for "Add to calendar": its couple or the venue's owner; anyone else gets 404. */
export async function tourIcs(
  deps: TourDeps,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<{ filename: string; content: string }> {
  const mine =
    viewer.kind === "couple" ? eq(tourBookings.coupleId, viewer.id) : eq(venues.ownerId, viewer.id);
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
  requireCouple(viewer);
  const current = await loadBooking(
    deps.db,
    and(eq(tourBookings.id, id), eq(tourBookings.coupleId, viewer.id)),
  );
  if (current.status !== "confirmed")
    throw new AppError("CONFLICT", "This tour was cancelled. Book a new time instead.");
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
      .where(and(eq(tourBookings.id, id), eq(tourBookings.coupleId, viewer.id), confirmed))
      .returning({ id: tourBookings.id });
    if (updated.length === 0)
      throw new AppError("CONFLICT", "This tour was cancelled. Book a new time instead.");
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", SLOT_TAKEN);
    if (isForeignKeyViolation(err))
      throw notFound("That tour time is no longer offered. Please choose another time.");
    throw err;
  }
  const row = await loadBooking(deps.db, eq(tourBookings.id, id));
  await sendTourMails(deps, row, "moved", { previousStartsAt: current.startsAt });
  return toTourBooking(row);
}

export async function coupleCancelTour(deps: TourDeps, viewer: Viewer, id: string): Promise<TourBooking> {
  requireCouple(viewer);
  const row = await cancelBooking(
    deps,
    and(eq(tourBookings.id, id), eq(tourBookings.coupleId, viewer.id)),
    "couple",
    "",
  );
  return toTourBooking(row);
}

/** Cancels one confirmed booking the caller may see (`scope`), frees its time and emails both sides. */
async function cancelBooking(deps: TourDeps, scope: SQL | undefined, by: "couple" | "venue", reason: string) {
  const current = await loadBooking(deps.db, scope);
  if (current.status === "cancelled") throw new AppError("CONFLICT", "This tour is already cancelled.");
  const updated = await deps.db
    .update(tourBookings)
    .set({ status: "cancelled", sequence: sql`${tourBookings.sequence} + 1`, updatedAt: new Date() })
    .where(and(eq(tourBookings.id, current.id), confirmed))
    .returning({ id: tourBookings.id });
  if (updated.length === 0) throw new AppError("CONFLICT", "This tour is already cancelled.");
  const row = await loadBooking(deps.db, eq(tourBookings.id, current.id));
  await sendTourMails(deps, row, "cancelled", { cancelledBy: by, ...(reason ? { reason } : {}) });
  return row;
}
