import { inArray } from "drizzle-orm";
import { cityIds, vendorCategorySlugs, type CityId } from "@shared/catalog";
import type { Db } from "../client";
import { user } from "../schema/auth";
import { vendors, venues } from "../schema/marketplace";
import { demoAccounts } from "./demo-accounts";
import { createRandom } from "./marketplace-random";
import { createVendorGenerator, type VendorSeed } from "./marketplace-vendors";
import { createVenueGenerator, type VenueSeed } from "./marketplace-venues";

export const DEMO_VENUES_PER_CITY = 16;
export const DEMO_VENDORS_PER_CATEGORY_PER_CITY = 5;
export const DEMO_FEATURED_VENUES = 6;

/** The demo accounts' own listings (README: the demo venue owner and vendor each manage one). */
export const demoVenueListing = {
  ownerId: "demo-venue-owner",
  name: "Lakeview Glasshouse",
  cityId: "cleveland",
  style: "lakeside",
  setting: "both",
} as const;
export const demoVendorListing = {
  ownerId: "demo-vendor",
  businessName: "Golden Hour Photography",
  cityId: "columbus",
  categorySlug: "photographers",
} as const;

export type MarketplaceData = { venues: VenueSeed[]; vendors: VendorSeed[] };

function businessOf(ownerId: string) {
  const business = demoAccounts.find((a) => a.id === ownerId)?.business;
  return business ? { contactEmail: business.contactEmail, contactPhone: business.contactPhone } : {};
}

/**
 * The demo marketplace: 16 venues per city and 5 vendors per category per city. A pure function of
 * fixed seeds, so every run (and every test database) gets the same listings.
 */
export function demoMarketplace(): MarketplaceData {
  const venueGen = createVenueGenerator("demo");
  const venueRows: VenueSeed[] = [];
  for (const cityId of cityIds) {
    for (let i = 0; i < DEMO_VENUES_PER_CITY; i++) {
      if (cityId === demoVenueListing.cityId && i === 0) {
        const row = venueGen.next(cityId, demoVenueListing);
        venueRows.push({
          ...row,
          ...businessOf(demoVenueListing.ownerId),
          ownerId: demoVenueListing.ownerId,
          isClaimed: true,
        });
      } else venueRows.push(venueGen.next(cityId));
    }
  }
  // A third of the listings claimed (5 venues per city, 80 vendors), the demo owners' among them.
  const pickClaimed = createRandom("claimed:demo");
  for (const cityId of cityIds) {
    const inCity = venueRows.filter((v) => v.cityId === cityId);
    const owned = inCity.filter((v) => v.ownerId);
    const others = pickClaimed.shuffle(inCity.filter((v) => !v.ownerId));
    for (const v of others) v.isClaimed = false;
    for (const v of others.slice(0, 5 - owned.length)) v.isClaimed = true;
  }
  // Six featured venues, spread over the cities (two in Cleveland and Nashville, one in the others).
  const pickFeatured = createRandom("featured:demo");
  const featuredCities: CityId[] = [
    "cleveland",
    "columbus",
    "nashville",
    "cincinnati",
    "cleveland",
    "nashville",
  ];
  for (const cityId of featuredCities.slice(0, DEMO_FEATURED_VENUES)) {
    const candidates = venueRows.filter((v) => v.cityId === cityId && !v.isFeatured);
    pickFeatured.pick(candidates).isFeatured = true;
  }

  const vendorGen = createVendorGenerator("demo");
  const vendorRows: VendorSeed[] = [];
  for (const cityId of cityIds) {
    for (const category of vendorCategorySlugs) {
      for (let i = 0; i < DEMO_VENDORS_PER_CATEGORY_PER_CITY; i++) {
        const isDemo =
          cityId === demoVendorListing.cityId && category === demoVendorListing.categorySlug && i === 0;
        if (!isDemo) {
          vendorRows.push(vendorGen.next(cityId, category));
          continue;
        }
        const row = vendorGen.next(cityId, category, demoVendorListing);
        vendorRows.push({
          ...row,
          ...businessOf(demoVendorListing.ownerId),
          ownerId: demoVendorListing.ownerId,
          isClaimed: true,
        });
      }
    }
  }
  const unowned = pickClaimed.shuffle(vendorRows.filter((v) => !v.ownerId));
  for (const v of unowned) v.isClaimed = false;
  for (const v of unowned.slice(0, vendorRows.length / 3 - 1)) v.isClaimed = true;
  return { venues: venueRows, vendors: vendorRows };
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Loads the demo listings when the database has no venues yet (one cheap lookup otherwise). Inserts are
 * batched in one transaction and skip slugs that exist, so a partial earlier load is completed, not doubled.
 */
export async function seedMarketplace(db: Db): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ id: venues.id }).from(venues).limit(1);
  if (existing) return { seeded: false };
  const data = demoMarketplace();
  const ownerIds = [demoVenueListing.ownerId, demoVendorListing.ownerId];
  const present = new Set(
    (await db.select({ id: user.id }).from(user).where(inArray(user.id, ownerIds))).map((u) => u.id),
  );
  // A demo owner deleted since: their listing stays, unowned.
  const withOwner = <T extends { ownerId?: string | null }>(row: T): T =>
    row.ownerId && !present.has(row.ownerId) ? { ...row, ownerId: null } : row;
  await db.transaction(async (tx) => {
    for (const batch of chunks(data.venues.map(withOwner), 100))
      await tx.insert(venues).values(batch).onConflictDoNothing({ target: venues.slug });
    for (const batch of chunks(data.vendors.map(withOwner), 100))
      await tx.insert(vendors).values(batch).onConflictDoNothing({ target: vendors.slug });
  });
  return { seeded: true };
}
