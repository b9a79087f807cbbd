import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import type { Photo } from "@shared/schemas/marketplace";
import {
  MAX_SAVED_VENUES,
  type ComparedVenue,
  type SavedVenue,
  type SaveState,
} from "@shared/schemas/saved-venues";
import { listingImagePaths, type VenueSetting, type VenueStyle } from "@shared/marketplace-catalog";
import type { CityId } from "@shared/catalog";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { venues } from "../../db/schema/marketplace";
import { savedVenues } from "../../db/schema/saved-venues";
import { AppError, notFound } from "../../errors";
import { isVisible } from "../listings/listing-search";

const visible = isVisible(venues.isPublished, venues.isHidden);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Saving is a couple's thing; venue owners and vendors get a clear 403 (docs/decisions/015-one-access-rule.md). */
const savingVenues = { what: { message: "Only couple accounts can save venues" } };

const savedColumns = {
  venueId: venues.id,
  slug: venues.slug,
  name: venues.name,
  cityId: venues.cityId,
  neighborhood: venues.neighborhood,
  styles: venues.styles,
  setting: venues.setting,
  priceFrom: venues.priceFrom,
  priceTier: venues.priceTier,
  capacitySeated: venues.capacitySeated,
  capacityStanding: venues.capacityStanding,
  photo: sql<Photo | null>`${venues.photos} -> 0`,
  savedAt: savedVenues.createdAt,
};

type SavedRow = {
  venueId: string;
  slug: string;
  name: string;
  cityId: string;
  neighborhood: string;
  styles: string[];
  setting: VenueSetting;
  priceFrom: number;
  priceTier: number;
  capacitySeated: number;
  capacityStanding: number;
  photo: Photo | null;
  savedAt: Date;
};

function toSaved(row: SavedRow): SavedVenue {
  const styles = row.styles as VenueStyle[];
  return {
    ...row,
    cityId: row.cityId as CityId,
    styles,
    // A listing without photos still gets its style's illustration (venues.service does the same).
    photo: row.photo ?? { src: listingImagePaths.venue(styles[0] ?? "historic", 1), alt: row.name },
    savedAt: new Date(row.savedAt).toISOString(),
  };
}

/** The couple's saves, newest first; venues that were hidden or unpublished since drop out of the list. */
export async function listSavedVenues(db: Db, viewer: Viewer): Promise<SavedVenue[]> {
  const { coupleId } = await coupleScope(db, viewer, {
    ...savingVenues,
    need: { area: "vendors", level: "view" },
  });
  const rows = await db
    .select(savedColumns)
    .from(savedVenues)
    .innerJoin(venues, eq(venues.id, savedVenues.venueId))
    .where(and(eq(savedVenues.userId, coupleId), visible))
    .orderBy(desc(savedVenues.createdAt), venues.id);
  return rows.map(toSaved);
}

/** Idempotent: saving a saved venue answers the same and does not move it in the list. */
export async function saveVenue(db: Db, viewer: Viewer, venueId: string): Promise<SaveState> {
  const { coupleId } = await coupleScope(db, viewer, {
    ...savingVenues,
    need: { area: "vendors", level: "edit" },
  });
  if (!UUID.test(venueId)) throw notFound("Venue not found");
  const [venue] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.id, venueId), visible));
  if (!venue) throw notFound("Venue not found");
  const mine = and(eq(savedVenues.userId, coupleId), eq(savedVenues.venueId, venueId));
  const [existing] = await db.select({ venueId: savedVenues.venueId }).from(savedVenues).where(mine);
  if (existing) return { venueId, isSaved: true };
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(savedVenues)
    .where(eq(savedVenues.userId, coupleId));
  if (total >= MAX_SAVED_VENUES) {
    throw new AppError(
      "CONFLICT",
      `You can save up to ${MAX_SAVED_VENUES} venues. Remove one you no longer need to save another.`,
    );
  }
  await db.insert(savedVenues).values({ userId: coupleId, venueId }).onConflictDoNothing();
  return { venueId, isSaved: true };
}

/** Idempotent: removing a venue that is not saved (or does not exist) answers the same. */
export async function unsaveVenue(db: Db, viewer: Viewer, venueId: string): Promise<SaveState> {
  const { coupleId } = await coupleScope(db, viewer, {
    ...savingVenues,
    need: { area: "vendors", level: "edit" },
  });
  if (UUID.test(venueId)) {
    await db
      .delete(savedVenues)
      .where(and(eq(savedVenues.userId, coupleId), eq(savedVenues.venueId, venueId)));
  }
  return { venueId, isSaved: false };
}

/**
 * Up to 3 of the couple's own saved venues, in the order asked. A slug that is not among their saves
 * answers 404 like a missing venue: compare never reveals anything a couple has not saved.
 */
export async function compareSavedVenues(db: Db, viewer: Viewer, slugs: string[]): Promise<ComparedVenue[]> {
  const { coupleId } = await coupleScope(db, viewer, {
    ...savingVenues,
    need: { area: "vendors", level: "view" },
  });
  const rows = await db
    .select({
      ...savedColumns,
      address: venues.address,
      amenities: venues.amenities,
      contactEmail: venues.contactEmail,
      contactPhone: venues.contactPhone,
      website: venues.website,
    })
    .from(savedVenues)
    .innerJoin(venues, eq(venues.id, savedVenues.venueId))
    .where(and(eq(savedVenues.userId, coupleId), inArray(venues.slug, slugs), visible));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.map((slug) => {
    const row = bySlug.get(slug);
    if (!row) throw notFound(`"${slug}" is not one of your saved venues.`);
    const { address, amenities, contactEmail, contactPhone, website, ...saved } = row;
    return { ...toSaved(saved), address, amenities, contactEmail, contactPhone, website };
  });
}

/**
 * The couple's newest saves that are still listed, in brief (June's saved_venues tool and context).
 * `coupleId` comes from the caller's access scope, never from a client.
 */
export async function recentSavedVenues(
  db: Db,
  coupleId: string,
  limit: number,
): Promise<{ slug: string; name: string; cityId: string; styles: string[]; priceFrom: number }[]> {
  return db
    .select({
      slug: venues.slug,
      name: venues.name,
      cityId: venues.cityId,
      styles: venues.styles,
      priceFrom: venues.priceFrom,
    })
    .from(savedVenues)
    .innerJoin(venues, eq(venues.id, savedVenues.venueId))
    .where(and(eq(savedVenues.userId, coupleId), visible))
    .orderBy(desc(savedVenues.createdAt), venues.id)
    .limit(limit);
}

/** A listed venue by slug, and whether the couple saved it already; null when no listed venue has it. */
export async function venueToSave(
  db: Db,
  coupleId: string,
  slug: string,
): Promise<{ id: string; slug: string; name: string; saved: boolean } | null> {
  const [v] = await db
    .select({
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
      saved: sql<boolean>`exists (select 1 from ${savedVenues} where ${savedVenues.userId} = ${coupleId} and ${savedVenues.venueId} = ${venues.id})`,
    })
    .from(venues)
    .where(and(eq(venues.slug, slug), visible));
  return v ?? null;
}

/**
 * The styles of the couple's listed saves and whether any is outdoor (or both): what the smart questions
 * (issue #15) ask about. `coupleId` comes from the caller's access scope.
 */
export async function savedVenueTraits(
  db: Db,
  coupleId: string,
): Promise<{ styles: string[]; outdoor: boolean }> {
  const rows = await db
    .select({ styles: venues.styles, setting: venues.setting })
    .from(savedVenues)
    .innerJoin(venues, eq(venues.id, savedVenues.venueId))
    .where(and(eq(savedVenues.userId, coupleId), visible));
  const styles = [...new Set(rows.flatMap((r) => r.styles))].sort();
  return { styles, outdoor: rows.some((r) => r.setting !== "indoor") };
}
