import { eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Photo } from "@shared/schemas/marketplace";
import { listingImagePaths, type VenueStyle } from "@shared/marketplace-catalog";
import type { OwnerTourBooking, TourBooking, TourVenue } from "@shared/schemas/tours";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { tourBookings, tourSlots } from "../../db/schema/tours";
import { notFound } from "../../errors";
import { timeZoneOfCity } from "./tour-time";

/**
 * The tours module's read model, shared by the owner's times (tour-slots.service.ts), the bookings
 * (tour-bookings.service.ts) and the mails (tour-mails.ts): one booking query with everything a page or an
 * email needs, and its two shapes (the couple's, the owner's).
 */

/** An instant as a timestamptz parameter in raw SQL (drivers differ in how they send a bare Date). */
export const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The owner's refusal to other kinds (tour times and the tours at their venues). */
export const manageTimesRefusal = { message: "Only venue owner accounts can manage tour times." };

export const visibleVenue = sql`${venues.isPublished} and not ${venues.isHidden}`;
export const confirmed = eq(tourBookings.status, "confirmed");
const ownerUser = alias(user, "owner_user");

export const venueColumns = {
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

export function toTourVenue(row: VenueRow): TourVenue {
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

export const coupleNameSql = sql<string>`coalesce(nullif(concat_ws(' & ', nullif(${coupleProfiles.partner1Name}, ''), nullif(${coupleProfiles.partner2Name}, '')), ''), ${user.name})`;

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

export function bookingQuery(db: Db, where: SQL | undefined) {
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
export type BookingRow = Awaited<ReturnType<typeof bookingQuery>>[number];

export const endOf = (row: { startsAt: Date; durationMinutes: number }) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);

export function toTourBooking(row: BookingRow): TourBooking {
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

export function toOwnerBooking(row: BookingRow): OwnerTourBooking {
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

export async function loadBooking(db: Db, where: SQL | undefined) {
  const [row] = await bookingQuery(db, where);
  if (!row) throw notFound("We couldn't find that tour.");
  return row;
}
