import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Viewer } from "@shared/schemas/account";
import type { Friendor, FriendorVendor, MyFriendors, VendorRecommendations } from "@shared/schemas/friendors";
import type { Photo } from "@shared/schemas/marketplace";
import { listingImagePaths } from "@shared/marketplace-catalog";
import { requireKind } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { vendorRecommendations } from "../../db/schema/friendors";
import { vendors } from "../../db/schema/marketplace";
import { AppError } from "../../errors";
import { isVisible } from "../listings/listing-search";

/** The most recommendations a profile shows (newest first). */
export const PUBLIC_RECOMMENDATIONS_LIMIT = 24;

const other = alias(vendors, "other");
const otherColumns = {
  slug: other.slug,
  businessName: other.businessName,
  categorySlug: other.categorySlug,
  cityId: other.cityId,
  photo: sql<Photo | null>`${other.photos} -> 0`,
};
type OtherRow = {
  slug: string;
  businessName: string;
  categorySlug: string;
  cityId: string;
  photo: Photo | null;
};

function toVendor(row: OtherRow): FriendorVendor {
  const categorySlug = row.categorySlug as FriendorVendor["categorySlug"];
  return {
    slug: row.slug,
    businessName: row.businessName,
    categorySlug,
    cityId: row.cityId as FriendorVendor["cityId"],
    photo: row.photo ?? { src: listingImagePaths.vendor(categorySlug, 1), alt: row.businessName },
  };
}

/**
 * The vendor's own listing, which recommendations are made from. A couple or venue owner, or a vendor
 * without a listing yet, gets 403 with what to do.
 */
async function requireOwnListing(db: Db, viewer: Viewer) {
  requireKind(viewer, "vendor", { message: "Friendors is for vendors. Sign in with your vendor account." });
  const [row] = await db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      businessName: vendors.businessName,
      isPublished: vendors.isPublished,
      isHidden: vendors.isHidden,
    })
    .from(vendors)
    .where(eq(vendors.ownerId, viewer.id))
    .orderBy(asc(vendors.createdAt), asc(vendors.id))
    .limit(1);
  if (!row)
    throw new AppError("FORBIDDEN", "Create your vendor listing first; recommendations are made from it.");
  return row;
}

/** Both directions for the signed-in vendor: whom they recommend, and who recommends them. */
export async function listMyFriendors(db: Db, viewer: Viewer): Promise<MyFriendors> {
  const mine = await requireOwnListing(db, viewer);
  const mineVisible = mine.isPublished && !mine.isHidden;
  const otherVisible = sql<boolean>`${isVisible(other.isPublished, other.isHidden)}`;
  const select = {
    ...otherColumns,
    isOtherVisible: otherVisible,
    note: vendorRecommendations.note,
    createdAt: vendorRecommendations.createdAt,
  };
  const [recommending, recommendedBy] = await Promise.all([
    db
      .select(select)
      .from(vendorRecommendations)
      .innerJoin(other, eq(other.id, vendorRecommendations.recommendedId))
      .where(eq(vendorRecommendations.recommenderId, mine.id))
      .orderBy(desc(vendorRecommendations.createdAt), asc(other.slug)),
    db
      .select(select)
      .from(vendorRecommendations)
      .innerJoin(other, eq(other.id, vendorRecommendations.recommenderId))
      .where(eq(vendorRecommendations.recommendedId, mine.id))
      .orderBy(desc(vendorRecommendations.createdAt), asc(other.slug)),
  ]);
  const toFriendor = (r: (typeof recommending)[number]): Friendor => ({
    vendor: toVendor(r),
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    isVisible: mineVisible && r.isOtherVisible,
  });
  return {
    listing: { slug: mine.slug, businessName: mine.businessName, isPublished: mine.isPublished },
    recommending: recommending.map(toFriendor),
    recommendedBy: recommendedBy.map(toFriendor),
  };
}

/**
 * Recommends a published vendor, or updates the note of an existing recommendation (idempotent).
 * Yourself → 400; a vendor couples can't see (unknown, unpublished, hidden) → 404.
 */
export async function recommendVendor(
  db: Db,
  viewer: Viewer,
  input: { vendorSlug: string; note: string },
): Promise<{ friendor: Friendor; isNew: boolean }> {
  const mine = await requireOwnListing(db, viewer);
  if (input.vendorSlug === mine.slug)
    throw new AppError("BAD_REQUEST", "You can't recommend your own business — pick a fellow pro.");
  const [target] = await db
    .select({ id: other.id, ...otherColumns })
    .from(other)
    .where(and(eq(other.slug, input.vendorSlug), isVisible(other.isPublished, other.isHidden)))
    .limit(1);
  if (!target) throw new AppError("NOT_FOUND", "We couldn't find that vendor.");
  const [row] = await db
    .insert(vendorRecommendations)
    .values({ recommenderId: mine.id, recommendedId: target.id, note: input.note })
    .onConflictDoUpdate({
      target: [vendorRecommendations.recommenderId, vendorRecommendations.recommendedId],
      set: { note: input.note },
    })
    // xmax = 0 only on a freshly inserted row: tells a new recommendation from an updated note.
    .returning({ createdAt: vendorRecommendations.createdAt, isNew: sql<boolean>`(xmax = 0)` });
  return {
    friendor: {
      vendor: toVendor(target),
      note: input.note,
      createdAt: row!.createdAt.toISOString(),
      isVisible: mine.isPublished && !mine.isHidden,
    },
    isNew: row!.isNew === true,
  };
}

/** Withdraws a recommendation; one that does not exist answers 404. */
export async function removeRecommendation(db: Db, viewer: Viewer, vendorSlug: string): Promise<void> {
  const mine = await requireOwnListing(db, viewer);
  const deleted = await db
    .delete(vendorRecommendations)
    .where(
      and(
        eq(vendorRecommendations.recommenderId, mine.id),
        sql`${vendorRecommendations.recommendedId} = (select ${vendors.id} from ${vendors} where ${vendors.slug} = ${vendorSlug})`,
      ),
    )
    .returning({ id: vendorRecommendations.recommendedId });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "You don't recommend that vendor.");
}

/** The published vendors recommending a published vendor, newest first; an invisible vendor answers 404. */
export async function listVendorRecommendations(db: Db, slug: string): Promise<VendorRecommendations> {
  const [target] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.slug, slug), isVisible(vendors.isPublished, vendors.isHidden)))
    .limit(1);
  if (!target) throw new AppError("NOT_FOUND", "We couldn't find that vendor.");
  const rows = await db
    .select({ ...otherColumns, note: vendorRecommendations.note })
    .from(vendorRecommendations)
    .innerJoin(other, eq(other.id, vendorRecommendations.recommenderId))
    .where(
      and(eq(vendorRecommendations.recommendedId, target.id), isVisible(other.isPublished, other.isHidden)),
    )
    .orderBy(desc(vendorRecommendations.createdAt), asc(other.slug))
    .limit(PUBLIC_RECOMMENDATIONS_LIMIT);
  return { items: rows.map((r) => ({ ...toVendor(r), note: r.note })) };
}
