import { and, eq, ne, type SQL } from "drizzle-orm";
import {
  vendorIdentityKey,
  venueIdentityKey,
  type VendorIdentity,
  type VenueIdentity,
} from "@shared/rules/listing-identity";
import type { ListingKind } from "@shared/schemas/claims";
import type { Db } from "../../db/client";
import { vendors, venues } from "../../db/schema/marketplace";
import { AppError } from "../../errors";

/**
 * Copies of a listing (issue #18): publishing one is stopped with a clear message, and the copies that exist
 * (a draft of a listed place, or two listed ones) show in the admin's moderation list ("Possible
 * duplicates"). What counts as the same place: shared/rules/listing-identity.ts.
 */

type Existing = { id: string; name: string; where: string; ownerId: string | null };

function duplicateError(kind: ListingKind, existing: Existing, viewerId: string): AppError {
  const what = kind === "venue" ? "venue" : "business";
  const message =
    existing.ownerId === viewerId
      ? `You already list “${existing.name}” (${existing.where}). Edit that listing instead of publishing a second one.`
      : existing.ownerId === null
        ? `“${existing.name}” (${existing.where}) is already listed. If it's your ${what}, claim that listing instead of publishing a copy.`
        : `“${existing.name}” (${existing.where}) is already listed by its owner. If you think this is a mistake, contact us.`;
  const field = kind === "venue" ? "name" : "businessName";
  return new AppError("CONFLICT", message, { fields: { [field]: message }, reason: "duplicate_listing" });
}

const listed = (t: typeof venues | typeof vendors): SQL =>
  and(eq(t.isPublished, true), eq(t.isHidden, false))!;

/** Refuses to publish a venue that is a listed venue again (another listing, whoever owns it). */
export async function assertNotDuplicateVenue(
  db: Db,
  viewerId: string,
  venue: VenueIdentity & { id?: string },
): Promise<void> {
  const key = venueIdentityKey(venue);
  const rows = await db
    .select({ id: venues.id, name: venues.name, address: venues.address, ownerId: venues.ownerId })
    .from(venues)
    .where(
      and(eq(venues.cityId, venue.cityId), listed(venues), venue.id ? ne(venues.id, venue.id) : undefined),
    );
  const twin = rows.find((r) => venueIdentityKey({ ...r, cityId: venue.cityId }) === key);
  if (twin) throw duplicateError("venue", { ...twin, where: twin.address }, viewerId);
}

/** Refuses to publish a vendor listing that is a listed business again. */
export async function assertNotDuplicateVendor(
  db: Db,
  viewerId: string,
  vendor: VendorIdentity & { id?: string },
): Promise<void> {
  const key = vendorIdentityKey(vendor);
  const rows = await db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      serviceArea: vendors.serviceArea,
      ownerId: vendors.ownerId,
    })
    .from(vendors)
    .where(
      and(
        eq(vendors.cityId, vendor.cityId),
        eq(vendors.categorySlug, vendor.categorySlug),
        listed(vendors),
        vendor.id ? ne(vendors.id, vendor.id) : undefined,
      ),
    );
  const twin = rows.find((r) => vendorIdentityKey({ ...vendor, businessName: r.businessName }) === key);
  if (twin)
    throw duplicateError(
      "vendor",
      { id: twin.id, name: twin.businessName, where: twin.serviceArea, ownerId: twin.ownerId },
      viewerId,
    );
}

/**
 * The listings that share their identity with another one, at least one of the group listed: the admin's
 * "Possible duplicates" queue. Hidden listings are left out (hiding one is how the team settles a pair).
 * Reads every visible listing's identity columns: an admin page, not a public path.
 */
export async function listDuplicateListingIds(db: Db): Promise<{ venue: string[]; vendor: string[] }> {
  const [venueRows, vendorRows] = await Promise.all([
    db
      .select({
        id: venues.id,
        name: venues.name,
        cityId: venues.cityId,
        address: venues.address,
        isPublished: venues.isPublished,
      })
      .from(venues)
      .where(eq(venues.isHidden, false)),
    db
      .select({
        id: vendors.id,
        businessName: vendors.businessName,
        cityId: vendors.cityId,
        categorySlug: vendors.categorySlug,
        isPublished: vendors.isPublished,
      })
      .from(vendors)
      .where(eq(vendors.isHidden, false)),
  ]);
  return {
    venue: twinsOf(venueRows, venueIdentityKey),
    vendor: twinsOf(vendorRows, vendorIdentityKey),
  };
}

function twinsOf<T extends { id: string; isPublished: boolean }>(
  rows: T[],
  keyOf: (row: T) => string,
): string[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()]
    .filter((g) => g.length > 1 && g.some((r) => r.isPublished))
    .flatMap((g) => g.map((r) => r.id));
}
