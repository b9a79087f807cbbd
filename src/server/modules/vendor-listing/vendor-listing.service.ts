import { and, asc, count, eq, like, or, sql } from "drizzle-orm";
import { cityById, vendorCategories, type CityId } from "@shared/catalog";
import type { Viewer } from "@shared/schemas/account";
import type {
  CategoryCounts,
  OwnerVendorListing,
  VendorListing,
  VendorListingFields,
  VendorListingPrefill,
  VendorListingStats,
} from "@shared/schemas/vendor-listing";
import { requireKind } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { user } from "../../db/schema/auth";
import { vendors } from "../../db/schema/marketplace";
import { businessProfiles } from "../../db/schema/profiles";
import { AppError } from "../../errors";
import { isVisible } from "../listings/listing-search";
import { assertNotDuplicateVendor } from "../listings/listing-duplicates.service";
import { assertOwnPhotos } from "../uploads/uploads.service";
import { baseSlug, firstFreeSlug } from "./listing-slug";

/** Only vendor accounts have a vendor listing (a couple or venue owner gets 403 with a reason). */
export function requireVendor(viewer: Viewer): Viewer {
  return requireKind(viewer, "vendor", {
    message: "Only vendor accounts have a vendor listing. Sign in with your vendor account.",
  });
}

const listingColumns = {
  id: vendors.id,
  slug: vendors.slug,
  businessName: vendors.businessName,
  categorySlug: vendors.categorySlug,
  cityId: vendors.cityId,
  serviceArea: vendors.serviceArea,
  tagline: vendors.tagline,
  description: vendors.description,
  priceFrom: vendors.priceFrom,
  priceTier: vendors.priceTier,
  packages: vendors.packages,
  photos: vendors.photos,
  contactEmail: vendors.contactEmail,
  contactPhone: vendors.contactPhone,
  website: vendors.website,
  isPublished: vendors.isPublished,
  isHidden: vendors.isHidden,
  isClaimed: vendors.isClaimed,
  isFeatured: vendors.isFeatured,
  updatedAt: vendors.updatedAt,
};

type ListingRow = {
  [K in keyof typeof listingColumns]: (typeof listingColumns)[K]["_"]["data"];
};

function toListing(row: ListingRow): VendorListing {
  return {
    ...row,
    categorySlug: row.categorySlug as VendorListing["categorySlug"],
    cityId: row.cityId as VendorListing["cityId"],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The stats of the outer `vendors` row as correlated scalar subqueries, so the listing and its numbers
 * come back in one statement. Plain SQL with explicit qualifiers: in a one-table select drizzle writes
 * bare column names, and a bare "id" inside `from inquiries` would mean the inquiry's id. Views come from
 * listing_daily_views; "the last 30 days" includes today.
 */
const statsColumns = {
  viewsLast30Days: sql<number>`(select coalesce(sum(d.views), 0) from listing_daily_views d
    where d.listing_kind = 'vendor' and d.listing_id = "vendors"."id" and d.day > current_date - 30)`.mapWith(
    Number,
  ),
  viewsAllTime: sql<number>`(select coalesce(sum(d.views), 0) from listing_daily_views d
    where d.listing_kind = 'vendor' and d.listing_id = "vendors"."id")`.mapWith(Number),
  inquiriesTotal: sql<number>`(select count(*) from inquiries i where i.vendor_id = "vendors"."id")`.mapWith(
    Number,
  ),
  inquiriesNew: sql<number>`(select count(*) from inquiries i
    where i.vendor_id = "vendors"."id" and i.status = 'new')`.mapWith(Number),
  recommendations: sql<number>`(select count(*) from vendor_recommendations r
    where r.recommended_id = "vendors"."id")`.mapWith(Number),
};

/** The vendor's listing (the oldest, should an approved claim ever give them a second). */
async function findOwnListing(db: Db, ownerId: string) {
  const [row] = await db
    .select({ ...listingColumns, ...statsColumns })
    .from(vendors)
    .where(eq(vendors.ownerId, ownerId))
    .orderBy(asc(vendors.createdAt), asc(vendors.id))
    .limit(1);
  return row;
}

function splitStats(row: NonNullable<Awaited<ReturnType<typeof findOwnListing>>>) {
  const { viewsLast30Days, viewsAllTime, inquiriesTotal, inquiriesNew, recommendations, ...listing } = row;
  const stats: VendorListingStats = {
    viewsLast30Days,
    viewsAllTime,
    inquiriesTotal,
    inquiriesNew,
    recommendations,
  };
  return { listing: toListing(listing), stats };
}

async function prefillOf(db: Db, viewer: Viewer): Promise<VendorListingPrefill> {
  const [p] = await db.select().from(businessProfiles).where(eq(businessProfiles.id, viewer.id));
  return {
    businessName: p?.businessName ?? "",
    categorySlug: (p?.categorySlug ?? null) as VendorListingPrefill["categorySlug"],
    cityId: (p?.cityId ?? null) as VendorListingPrefill["cityId"],
    contactEmail: p?.contactEmail || viewer.email,
    contactPhone: p?.contactPhone ?? "",
    // A website typed on the account before issue #18 (which moved it to the listing) still prefills it.
    website: p?.website ?? "",
  };
}

export async function getOwnerVendorListing(db: Db, viewer: Viewer): Promise<OwnerVendorListing> {
  requireVendor(viewer);
  const row = await findOwnListing(db, viewer.id);
  const prefill = await prefillOf(db, viewer);
  if (!row) return { listing: null, stats: null, prefill };
  return { ...splitStats(row), prefill };
}

async function requireOwnListing(db: Db, viewer: Viewer) {
  requireVendor(viewer);
  const row = await findOwnListing(db, viewer.id);
  if (!row) throw new AppError("NOT_FOUND", "You don't have a listing yet. Create it first.");
  return row;
}

const SLUG_RETRIES = 3;

/**
 * Creates the vendor's one listing. The user's row is locked for the transaction, so two quick submits
 * cannot both pass the "no listing yet" check; a slug taken meanwhile by someone else is retried.
 */
export async function createVendorListing(
  db: Db,
  viewer: Viewer,
  input: VendorListingFields & { publish: boolean },
): Promise<OwnerVendorListing> {
  requireVendor(viewer);
  const { publish, ...given } = input;
  const fields = { ...given, photos: await assertOwnPhotos(db, viewer.id, given.photos, []) };
  if (publish) await assertNotDuplicateVendor(db, viewer.id, fields);
  const base = baseSlug(fields.businessName, cityById(fields.cityId)?.name ?? fields.cityId);
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, viewer.id)).for("update");
        const [existing] = await tx
          .select({ id: vendors.id })
          .from(vendors)
          .where(eq(vendors.ownerId, viewer.id))
          .limit(1);
        if (existing)
          throw new AppError("CONFLICT", "You already have a listing. Edit it from your dashboard.", {
            reason: "already_exists",
          });
        const taken = await tx
          .select({ slug: vendors.slug })
          .from(vendors)
          .where(or(eq(vendors.slug, base), like(vendors.slug, `${base}-%`)));
        await tx.insert(vendors).values({
          ...fields,
          slug: firstFreeSlug(
            base,
            taken.map((t) => t.slug),
          ),
          ownerId: viewer.id,
          isClaimed: true,
          isPublished: publish,
        });
      });
      break;
    } catch (err) {
      if (attempt < SLUG_RETRIES && isUniqueViolation(err, "vendors_slug_unique")) continue;
      throw err;
    }
  }
  return getOwnerVendorListing(db, viewer);
}

/** Saves the fields of the vendor's own listing; the slug stays, so shared links keep working. */
export async function updateVendorListing(
  db: Db,
  viewer: Viewer,
  input: VendorListingFields,
): Promise<OwnerVendorListing> {
  const current = await requireOwnListing(db, viewer);
  const photos = await assertOwnPhotos(db, viewer.id, input.photos, current.photos);
  // A listed listing stays listed after an edit, so a rename into a copy is stopped too.
  if (current.isPublished) await assertNotDuplicateVendor(db, viewer.id, { ...input, id: current.id });
  await db
    .update(vendors)
    .set({ ...input, photos, updatedAt: new Date() })
    .where(and(eq(vendors.id, current.id), eq(vendors.ownerId, viewer.id)));
  return getOwnerVendorListing(db, viewer);
}

export async function setVendorListingPublished(
  db: Db,
  viewer: Viewer,
  isPublished: boolean,
): Promise<OwnerVendorListing> {
  const current = await requireOwnListing(db, viewer);
  if (isPublished) await assertNotDuplicateVendor(db, viewer.id, current);
  await db
    .update(vendors)
    .set({ isPublished, updatedAt: new Date() })
    .where(and(eq(vendors.id, current.id), eq(vendors.ownerId, viewer.id)));
  return getOwnerVendorListing(db, viewer);
}

/** Published, visible vendors per category (all 12, zeros included, in the catalog's order). */
export async function countVendorsByCategory(db: Db, city: CityId | undefined): Promise<CategoryCounts> {
  const visible = isVisible(vendors.isPublished, vendors.isHidden);
  const rows = await db
    .select({ slug: vendors.categorySlug, count: count() })
    .from(vendors)
    .where(city ? and(visible, eq(vendors.cityId, city)) : visible)
    .groupBy(vendors.categorySlug);
  const bySlug = new Map(rows.map((r) => [r.slug, Number(r.count)]));
  const categories = vendorCategories.map((c) => ({
    slug: c.slug,
    name: c.name,
    count: bySlug.get(c.slug) ?? 0,
  }));
  return { city: city ?? null, total: categories.reduce((sum, c) => sum + c.count, 0), categories };
}
