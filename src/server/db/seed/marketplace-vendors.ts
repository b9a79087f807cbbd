import type { CityId, VendorCategorySlug } from "@shared/catalog";
import { type Photo } from "@shared/schemas/marketplace";
import { listingImagePaths } from "@shared/marketplace-catalog";
import type { VendorPackage, vendors } from "../schema/marketplace";
import { cityPlaces, fictionalPhone } from "./marketplace-places";
import { createRandom, createSlugger, roundTo, slugify } from "./marketplace-random";
import { founders, vendorCopy, type CategoryCopy } from "./marketplace-vendor-copy";

/** A vendor row as the seed and the benchmark insert it. */
export type VendorSeed = Omit<typeof vendors.$inferInsert, "id" | "createdAt" | "updatedAt"> & {
  priceTier: number;
  tagline: string;
  packages: VendorPackage[];
  photos: Photo[];
};

/**
 * $ … $$$$ from the starting price against the category's entry package (scaled to the city): the lower,
 * middle and upper third of that package's range, and 4 for businesses whose cheapest offer is a bigger one.
 */
export function vendorPriceTier(priceFrom: number, category: VendorCategorySlug, cityId: CityId): number {
  const [lo, hi] = vendorCopy[category].packages[0].range;
  const normalized = priceFrom / cityPlaces[cityId].priceLevel;
  const third = (hi - lo) / 3;
  if (normalized < lo + third) return 1;
  if (normalized < lo + 2 * third) return 2;
  if (normalized <= hi + 1) return 3;
  return 4;
}

const price = (value: number) => roundTo(value, value < 1000 ? 25 : 50);

function packagesFor(copy: CategoryCopy, level: number, cityId: CityId, start: number, count: number) {
  return copy.packages.slice(start, start + count).map((p): VendorPackage => ({
    name: p.name,
    price: price((p.range[0] + (p.range[1] - p.range[0]) * level) * cityPlaces[cityId].priceLevel),
    description: p.description,
  }));
}

/** A vendor whose business name is given (the demo vendor's listing). */
export type FixedVendor = { businessName: string };
export type VendorGenerator = {
  next: (cityId: CityId, category: VendorCategorySlug, fixed?: FixedVendor) => VendorSeed;
};

/** Makes vendors one at a time; the same seed gives the same sequence. Slugs are unique across all rows. */
export function createVendorGenerator(seed: string): VendorGenerator {
  const r = createRandom(`vendors:${seed}`);
  const slugFor = createSlugger();
  const usedNames = new Set<string>();
  let counter = 0;

  function nameFor(copy: CategoryCopy): string {
    for (let tries = 0; tries < 20; tries++) {
      const name = `${r.pick(copy.first)} ${r.pick(copy.last)}`;
      if (!usedNames.has(name)) return name;
    }
    return `${r.pick(copy.first)} ${r.pick(copy.last)}`;
  }

  function next(cityId: CityId, category: VendorCategorySlug, fixed?: FixedVendor): VendorSeed {
    counter += 1;
    const copy = vendorCopy[category];
    const place = cityPlaces[cityId];
    const businessName = fixed?.businessName ?? nameFor(copy);
    usedNames.add(businessName);

    // Most businesses list all three packages; some list two, starting at the entry or the middle one.
    const count = r.chance(0.55) ? 3 : 2;
    const start = count === 3 || r.chance(0.7) ? 0 : 1;
    const packages = packagesFor(copy, r.next(), cityId, start, count);
    const priceFrom = Math.min(...packages.map((p) => p.price));

    const facts = {
      name: businessName,
      cityName: place.name,
      region: place.region,
      founder: r.pick(founders),
      since: r.int(2006, 2021),
      count: roundTo(r.int(150, 900), 50),
      team: r.int(3, 9),
    };
    const serviceArea = r.pick(place.serviceAreas);
    const paragraphs = [r.pick(copy.intros)(facts), r.sample(copy.approach, r.int(1, 2)).join(" ")];
    if (r.chance(0.5))
      paragraphs.push(
        r.pick([
          `Based in ${place.name}, serving ${serviceArea}. Popular Saturdays from May to October book about a year ahead, so ask about your date early.`,
          `${businessName} works ${serviceArea}; travel beyond that is quoted at cost. A 30% retainer holds your date, with the balance due two weeks before the wedding.`,
          `Send an inquiry with your date, venue and guest count, and you will hear back within two business days with availability and a detailed quote.`,
        ]),
      );

    const domain = slugify(businessName).replace(/-/g, "");
    return {
      slug: slugFor(`${businessName} ${place.name}`),
      businessName,
      categorySlug: category,
      cityId,
      serviceArea,
      tagline: r.pick(copy.taglines),
      description: paragraphs.join("\n\n"),
      priceFrom,
      priceTier: vendorPriceTier(priceFrom, category, cityId),
      packages,
      photos: ([1, 2] as const).map((variant) => ({
        src: listingImagePaths.vendor(category, variant),
        alt: `${copy.photoAlts[variant - 1]} — ${businessName}`,
      })),
      contactEmail: `hello@${domain}.test`,
      contactPhone: fictionalPhone(cityId, counter),
      website: `https://www.${domain}.test`,
      isClaimed: r.chance(1 / 3),
      isFeatured: false,
    };
  }

  return { next };
}
