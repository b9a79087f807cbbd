import { and, desc, eq, like, or, sql } from "drizzle-orm";
import { cityById, type CityId } from "@shared/catalog";
import type { Photo } from "@shared/schemas/marketplace";
import {
  venuePriceTierFor,
  type OwnerVenueDetail,
  type OwnerVenueStatus,
  type OwnerVenueSummary,
  type VenueInput,
} from "@shared/schemas/owner-venues";
import type { Viewer } from "@shared/schemas/account";
import { requireKind } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { inquiries } from "../../db/schema/inquiries";
import { listingDailyViews } from "../../db/schema/listing-views";
import { venues } from "../../db/schema/marketplace";
import { savedVenues } from "../../db/schema/saved-venues";
import { tourBookings, tourSlots } from "../../db/schema/tours";
import { AppError } from "../../errors";
import { assertNotDuplicateVenue } from "../listings/listing-duplicates.service";
import { assertOwnPhotos } from "../uploads/uploads.service";
import { firstFreeSlug, venueBaseSlug } from "./venue-slug";

/** Managing venues is for venue owner accounts; a couple or vendor gets a clear 403. */
export function requireVenueOwner(viewer: Viewer): Viewer {
  return requireKind(viewer, "venue_owner", {
    message: "Only venue owner accounts can manage venue listings.",
  });
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const venueNotFound = () => new AppError("NOT_FOUND", "We couldn't find that venue in your account.");

const statusOf = (row: { isPublished: boolean; isHidden: boolean }): OwnerVenueStatus =>
  row.isHidden ? "hidden" : row.isPublished ? "published" : "draft";

const int = (expr: ReturnType<typeof sql>) => sql<number>`(${expr})`.mapWith(Number);

/**
 * Each stat is a correlated subquery on an index (listing_daily_views' primary key, saved_venues_venue_idx,
 * inquiries_venue_idx, tour_bookings_venue_idx), so the whole dashboard is one statement.
 * Days are UTC, as the view counter writes them.
 */
const statColumns = {
  views30d: int(sql`select coalesce(sum(${listingDailyViews.views}), 0) from ${listingDailyViews}
    where ${listingDailyViews.listingKind} = 'venue' and ${listingDailyViews.listingId} = ${venues.id}
      and ${listingDailyViews.day} > ((now() at time zone 'utc')::date - 30)`),
  viewsTotal: int(sql`select coalesce(sum(${listingDailyViews.views}), 0) from ${listingDailyViews}
    where ${listingDailyViews.listingKind} = 'venue' and ${listingDailyViews.listingId} = ${venues.id}`),
  saves: int(sql`select count(*) from ${savedVenues} where ${savedVenues.venueId} = ${venues.id}`),
  inquiries: int(sql`select count(*) from ${inquiries} where ${inquiries.venueId} = ${venues.id}`),
  newInquiries: int(
    sql`select count(*) from ${inquiries} where ${inquiries.venueId} = ${venues.id} and ${inquiries.status} = 'new'`,
  ),
  upcomingTours: int(sql`select count(*) from ${tourBookings}
    join ${tourSlots} on ${tourSlots.id} = ${tourBookings.slotId}
    where ${tourBookings.venueId} = ${venues.id} and ${tourBookings.status} = 'confirmed'
      and ${tourSlots.startsAt} > now()`),
};

const summaryColumns = {
  id: venues.id,
  slug: venues.slug,
  name: venues.name,
  cityId: venues.cityId,
  neighborhood: venues.neighborhood,
  priceFrom: venues.priceFrom,
  capacitySeated: venues.capacitySeated,
  photo: sql<Photo | null>`${venues.photos} -> 0`,
  isPublished: venues.isPublished,
  isHidden: venues.isHidden,
  updatedAt: venues.updatedAt,
  ...statColumns,
};

type SummaryRow = {
  id: string;
  slug: string;
  name: string;
  cityId: string;
  neighborhood: string;
  priceFrom: number;
  capacitySeated: number;
  photo: Photo | null;
  isPublished: boolean;
  isHidden: boolean;
  updatedAt: Date;
} & Record<keyof typeof statColumns, number>;

function toSummary(row: SummaryRow): OwnerVenueSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    cityId: row.cityId as CityId,
    neighborhood: row.neighborhood,
    priceFrom: row.priceFrom,
    capacitySeated: row.capacitySeated,
    photo: row.photo,
    status: statusOf(row),
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
    stats: {
      views30d: row.views30d,
      viewsTotal: row.viewsTotal,
      saves: row.saves,
      inquiries: row.inquiries,
      newInquiries: row.newInquiries,
      upcomingTours: row.upcomingTours,
    },
  };
}

/** The owner's venues, drafts and hidden ones included, newest change first, with their stats. */
export async function listOwnerVenues(db: Db, viewer: Viewer): Promise<OwnerVenueSummary[]> {
  requireVenueOwner(viewer);
  const rows = await db
    .select(summaryColumns)
    .from(venues)
    .where(eq(venues.ownerId, viewer.id))
    .orderBy(desc(venues.updatedAt), venues.id);
  return rows.map(toSummary);
}

async function ownerVenueSummary(db: Db, viewer: Viewer, id: string): Promise<OwnerVenueSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(venues)
    .where(and(eq(venues.id, id), eq(venues.ownerId, viewer.id)))
    .limit(1);
  if (!row) throw venueNotFound();
  return toSummary(row);
}

/** The viewer's venue row; someone else's (or none) answers 404, never 403. */
async function ownRow(db: Db, viewer: Viewer, id: string) {
  requireVenueOwner(viewer);
  if (!uuidShape.test(id)) throw venueNotFound();
  const [row] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, id), eq(venues.ownerId, viewer.id)))
    .limit(1);
  if (!row) throw venueNotFound();
  return row;
}

function toDetail(row: typeof venues.$inferSelect): OwnerVenueDetail {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    cityId: row.cityId as CityId,
    neighborhood: row.neighborhood,
    address: row.address,
    capacitySeated: row.capacitySeated,
    capacityStanding: row.capacityStanding,
    priceFrom: row.priceFrom,
    priceTier: row.priceTier,
    styles: row.styles as OwnerVenueDetail["styles"],
    setting: row.setting,
    amenities: row.amenities,
    photos: row.photos,
    description: row.description,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    status: statusOf(row),
    isPublished: row.isPublished,
  };
}

export async function getOwnerVenue(db: Db, viewer: Viewer, id: string): Promise<OwnerVenueDetail> {
  return toDetail(await ownRow(db, viewer, id));
}

/** The stored columns of the form's input; the tier is derived from the price (see venuePriceTierFor). */
function columnsOf(input: VenueInput) {
  return {
    name: input.name,
    cityId: input.cityId,
    neighborhood: input.neighborhood,
    address: input.address,
    capacitySeated: input.capacitySeated,
    capacityStanding: input.capacityStanding,
    priceFrom: input.priceFrom,
    priceTier: venuePriceTierFor(input.priceFrom, input.cityId),
    styles: input.styles,
    setting: input.setting,
    amenities: [...new Set(input.amenities)],
    description: input.description,
    photos: input.photos,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    website: input.website,
    isPublished: input.publish,
  };
}

/** A new venue owned (and so claimed) by the viewer; its slug is name + city, made unique. */
export async function createOwnerVenue(db: Db, viewer: Viewer, input: VenueInput): Promise<OwnerVenueDetail> {
  requireVenueOwner(viewer);
  const photos = await assertOwnPhotos(db, viewer.id, input.photos, []);
  if (input.publish) await assertNotDuplicateVenue(db, viewer.id, input);
  const base = venueBaseSlug(input.name, cityById(input.cityId)?.name ?? input.cityId);
  // Two owners may race for the same slug; the unique index decides and the loser takes the next one.
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = await db
      .select({ slug: venues.slug })
      .from(venues)
      .where(or(eq(venues.slug, base), like(venues.slug, `${base}-%`)));
    const slug = firstFreeSlug(
      base,
      taken.map((t) => t.slug),
    );
    try {
      const [row] = await db
        .insert(venues)
        .values({ ...columnsOf(input), photos, slug, ownerId: viewer.id, isClaimed: true })
        .returning();
      return toDetail(row!);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError("CONFLICT", "Please try again in a moment.", { reason: "try_again" });
}

/** Saves the form over the viewer's venue. The slug stays, so shared links keep working after a rename. */
export async function updateOwnerVenue(
  db: Db,
  viewer: Viewer,
  id: string,
  input: VenueInput,
): Promise<OwnerVenueDetail> {
  const existing = await ownRow(db, viewer, id);
  const photos = await assertOwnPhotos(db, viewer.id, input.photos, existing.photos);
  if (input.publish) await assertNotDuplicateVenue(db, viewer.id, { ...input, id });
  const [row] = await db
    .update(venues)
    .set({ ...columnsOf(input), photos, updatedAt: new Date() })
    .where(and(eq(venues.id, id), eq(venues.ownerId, viewer.id)))
    .returning();
  if (!row) throw venueNotFound();
  return toDetail(row);
}

/**
 * Publish or unpublish. A venue hidden by our team stays hidden whatever its owner chooses (is_hidden is
 * only an admin's to change); the status in the answer says so.
 */
export async function setVenuePublished(
  db: Db,
  viewer: Viewer,
  id: string,
  isPublished: boolean,
): Promise<OwnerVenueSummary> {
  const row = await ownRow(db, viewer, id);
  if (isPublished) await assertNotDuplicateVenue(db, viewer.id, row);
  await db
    .update(venues)
    .set({ isPublished, updatedAt: new Date() })
    .where(and(eq(venues.id, id), eq(venues.ownerId, viewer.id)));
  return ownerVenueSummary(db, viewer, id);
}
