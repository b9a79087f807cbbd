import { and, asc, eq, sql } from "drizzle-orm";
import { isCityId, type CityId } from "@shared/catalog";
import { listingImagePaths } from "@shared/marketplace-catalog";
import type { Photo, VenueSummary } from "@shared/schemas/marketplace";
import { ratingOf } from "@shared/schemas/reviews";
import type { VenueProfile } from "@shared/schemas/owner-venues";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { venues } from "../../db/schema/marketplace";
import { businessProfiles } from "../../db/schema/profiles";
import { AppError } from "../../errors";

const profileNotFound = () => new AppError("NOT_FOUND", "We couldn't find that venue owner.");

/**
 * The public page of a venue owner: who they are and their published venues. Only a venue owner with at
 * least one published, visible venue has one; anyone else (couples, vendors, owners of drafts only)
 * answers 404 like an unknown id, so the page reveals no accounts.
 */
export async function getVenueProfile(db: Db, userId: string): Promise<VenueProfile> {
  const [owner] = await db
    .select({
      id: user.id,
      name: user.name,
      createdAt: user.createdAt,
      businessName: businessProfiles.businessName,
      cityId: businessProfiles.cityId,
    })
    .from(user)
    .leftJoin(businessProfiles, eq(businessProfiles.id, user.id))
    .where(and(eq(user.id, userId), eq(user.kind, "venue_owner")))
    .limit(1);
  if (!owner) throw profileNotFound();

  const rows = await db
    .select({
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
      cityId: venues.cityId,
      neighborhood: venues.neighborhood,
      capacitySeated: venues.capacitySeated,
      capacityStanding: venues.capacityStanding,
      priceFrom: venues.priceFrom,
      priceTier: venues.priceTier,
      styles: venues.styles,
      setting: venues.setting,
      photo: sql<Photo | null>`${venues.photos} -> 0`,
      isClaimed: venues.isClaimed,
      isFeatured: venues.isFeatured,
      reviewCount: venues.reviewCount,
      ratingSum: venues.ratingSum,
      website: venues.website,
    })
    .from(venues)
    .where(and(eq(venues.ownerId, userId), eq(venues.isPublished, true), eq(venues.isHidden, false)))
    .orderBy(asc(venues.name), asc(venues.id));
  if (rows.length === 0) throw profileNotFound();

  const venueList: VenueSummary[] = rows.map(({ website: _website, reviewCount, ratingSum, ...r }) => {
    const styles = r.styles as VenueSummary["styles"];
    return {
      ...r,
      rating: ratingOf(reviewCount, ratingSum),
      cityId: r.cityId as CityId,
      styles,
      photo: r.photo ?? { src: listingImagePaths.venue(styles[0] ?? "historic", 1), alt: r.name },
    };
  });
  const cityId = owner.cityId && isCityId(owner.cityId) ? owner.cityId : (venueList[0]?.cityId ?? null);
  return {
    id: owner.id,
    businessName: owner.businessName?.trim() || owner.name,
    cityId,
    // The business's website is its listings' (issue #18): the first that gives one.
    website: rows.find((r) => r.website)?.website ?? "",
    memberSince: owner.createdAt.toISOString(),
    venues: venueList,
  };
}
