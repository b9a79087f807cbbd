import type { CityId } from "@shared/catalog";
import { type Photo } from "@shared/schemas/marketplace";
import {
  listingImagePaths,
  venueStyleLabels,
  type VenueSetting,
  type VenueStyle,
} from "@shared/marketplace-catalog";
import type { venues } from "../schema/marketplace";
import { cityPlaces, fictionalPhone, type PlaceKind } from "./marketplace-places";
import { createRandom, createSlugger, roundTo, slugify, type Random } from "./marketplace-random";
import { lakeNames, venueNames, venuePhotoAlts } from "./marketplace-venue-copy";
import { writeVenueDescription } from "./marketplace-venue-text";

/** A venue row as the seed and the benchmark insert it (id, timestamps and the search column come from the database). */
export type VenueSeed = Omit<typeof venues.$inferInsert, "id" | "createdAt" | "updatedAt"> & {
  priceTier: number;
  styles: VenueStyle[];
  amenities: string[];
  photos: Photo[];
};

/**
 * Primary styles per city, as a deck of 16 dealt in a shuffled order (repeated for more): lakeside venues
 * are mostly in Cleveland, vineyards around Cincinnati and Columbus, barns and rooftops in Nashville.
 */
const styleDecks: Record<CityId, Partial<Record<VenueStyle, number>>> = {
  cleveland: {
    lakeside: 5,
    historic: 2,
    industrial: 2,
    ballroom: 2,
    rooftop: 2,
    garden: 1,
    barn: 1,
    vineyard: 1,
  },
  columbus: {
    barn: 3,
    vineyard: 3,
    industrial: 2,
    rooftop: 2,
    ballroom: 2,
    garden: 2,
    historic: 1,
    lakeside: 1,
  },
  nashville: { barn: 4, rooftop: 3, historic: 2, industrial: 2, garden: 2, ballroom: 2, lakeside: 1 },
  cincinnati: { vineyard: 4, historic: 3, industrial: 2, ballroom: 2, garden: 2, barn: 2, rooftop: 1 },
};

/** Styles that sit naturally beside the primary one (a vineyard with a barn, a ballroom in a historic hall). */
const companions: Record<VenueStyle, VenueStyle[]> = {
  barn: ["garden", "vineyard", "historic"],
  ballroom: ["historic", "rooftop", "garden"],
  garden: ["historic", "barn", "lakeside", "vineyard"],
  rooftop: ["industrial", "ballroom", "garden"],
  vineyard: ["barn", "garden", "historic"],
  lakeside: ["garden", "historic", "ballroom", "industrial"],
  historic: ["ballroom", "garden", "industrial"],
  industrial: ["rooftop", "historic", "ballroom"],
};

const placeKinds: Record<VenueStyle, PlaceKind[]> = {
  barn: ["rural"],
  vineyard: ["rural", "suburban"],
  garden: ["suburban", "urban"],
  rooftop: ["urban"],
  ballroom: ["urban", "suburban"],
  lakeside: ["waterfront"],
  historic: ["urban", "suburban"],
  industrial: ["urban"],
};

const settings: Record<VenueStyle, VenueSetting[]> = {
  barn: ["both", "both", "indoor"],
  ballroom: ["indoor"],
  garden: ["outdoor", "both"],
  rooftop: ["both", "outdoor"],
  vineyard: ["both", "both", "outdoor"],
  lakeside: ["both", "outdoor", "both"],
  historic: ["indoor", "both"],
  industrial: ["indoor", "indoor", "both"],
};

/** Seated capacity and the Columbus price range of each style. */
const scale: Record<VenueStyle, { seated: [number, number]; price: [number, number] }> = {
  barn: { seated: [80, 250], price: [3000, 12000] },
  ballroom: { seated: [150, 400], price: [9000, 26000] },
  garden: { seated: [60, 220], price: [2600, 14000] },
  rooftop: { seated: [40, 160], price: [6000, 18000] },
  vineyard: { seated: [60, 220], price: [5000, 16000] },
  lakeside: { seated: [80, 300], price: [6000, 21000] },
  historic: { seated: [60, 260], price: [5000, 19000] },
  industrial: { seated: [100, 350], price: [4500, 15000] },
};

/** $ … $$$$ from the price against the city's price level. */
export function venuePriceTier(priceFrom: number, cityId: CityId): number {
  const normalized = priceFrom / cityPlaces[cityId].priceLevel;
  if (normalized < 6000) return 1;
  if (normalized < 10_000) return 2;
  if (normalized < 16_000) return 3;
  return 4;
}

function chooseAmenities(r: Random, styles: VenueStyle[], setting: VenueSetting, urban: boolean) {
  const primary = styles[0]!;
  const has = (...s: VenueStyle[]) => s.some((x) => styles.includes(x));
  const rules: [string, number][] = [
    ["Bridal suite", 0.85],
    ["Getting-ready rooms", 0.6],
    ["On-site catering", has("ballroom", "historic", "vineyard") ? 0.7 : 0.4],
    ["Bar service", 0.8],
    ["Free parking", urban ? 0.3 : 0.95],
    ["Valet parking", urban ? 0.5 : 0.05],
    ["Accessible entrance", primary === "barn" ? 0.6 : 0.9],
    ["Dance floor", 0.9],
    ["Outdoor ceremony site", setting === "indoor" ? 0 : 1],
    ["String lights", has("barn", "garden", "rooftop", "vineyard") ? 0.8 : 0.25],
    ["AV system", has("industrial", "ballroom") ? 0.9 : 0.5],
    ["Tables and chairs included", 0.7],
    ["Climate control", setting === "outdoor" ? 0 : 0.8],
    ["Rain plan", setting === "indoor" ? 0 : 0.7],
    ["Overnight lodging", has("barn", "vineyard", "historic") ? 0.3 : 0.05],
    ["Fire pit", has("barn", "vineyard", "lakeside") ? 0.4 : 0],
    ["Coordinator on site", 0.5],
  ];
  const chosen = rules.filter(([, p]) => r.chance(p)).map(([name]) => name);
  // One parking answer per venue.
  return chosen.includes("Valet parking") ? chosen.filter((a) => a !== "Free parking") : chosen;
}

function photosFor(r: Random, name: string, styles: VenueStyle[]): Photo[] {
  const primary = styles[0]!;
  const first = r.int(1, 3) as 1 | 2 | 3;
  const picks: [VenueStyle, 1 | 2 | 3][] = [[primary, first]];
  for (const style of styles.slice(1)) picks.push([style, r.int(1, 3) as 1 | 2 | 3]);
  for (let v = 1; picks.length < 3; v++) {
    const variant = (((first - 1 + v) % 3) + 1) as 1 | 2 | 3;
    picks.push([primary, variant]);
  }
  return picks.slice(0, 3).map(([style, variant]) => ({
    src: listingImagePaths.venue(style, variant),
    alt: `${venuePhotoAlts[style][variant - 1]} at ${name} (${venueStyleLabels[style]} venue)`,
  }));
}

/** A venue whose name and primary style are given (the demo venue owner's listing). */
export type FixedVenue = { name: string; style: VenueStyle; setting?: VenueSetting };
export type VenueGenerator = { next: (cityId: CityId, fixed?: FixedVenue) => VenueSeed };

/** Makes venues one at a time; the same seed gives the same sequence. Slugs are unique across all cities. */
export function createVenueGenerator(seed: string): VenueGenerator {
  const r = createRandom(`venues:${seed}`);
  const slugFor = createSlugger();
  const usedNames = new Set<string>();
  const decks = new Map<CityId, VenueStyle[]>();
  let counter = 0;

  /** The next card of the city's deck, or the given style's card when there is one left. */
  function dealStyle(cityId: CityId, wanted?: VenueStyle): VenueStyle {
    let deck = decks.get(cityId);
    if (!deck || deck.length === 0) {
      const full = Object.entries(styleDecks[cityId]).flatMap(([style, n]) =>
        Array<VenueStyle>(n).fill(style as VenueStyle),
      );
      deck = r.shuffle(full);
      decks.set(cityId, deck);
    }
    const at = wanted ? deck.lastIndexOf(wanted) : -1;
    if (wanted) return at >= 0 ? deck.splice(at, 1)[0]! : wanted;
    return deck.pop()!;
  }

  function nameFor(style: VenueStyle): string {
    const pool = venueNames[style];
    // Unique names while the pool lasts (the demo set); the benchmark's 100,000 rows reuse them.
    for (let tries = 0; tries < 20; tries++) {
      const name = `${r.pick(pool.first)} ${r.pick(pool.last)}`;
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
    return `${r.pick(pool.first)} ${r.pick(pool.last)}`;
  }

  function next(cityId: CityId, fixed?: FixedVenue): VenueSeed {
    counter += 1;
    const place = cityPlaces[cityId];
    const primary = dealStyle(cityId, fixed?.style);
    const others = companions[primary].filter(
      (s) =>
        (s !== "lakeside" || cityId === "cleveland") &&
        (s !== "vineyard" || cityId === "columbus" || cityId === "cincinnati"),
    );
    const styles: VenueStyle[] = [primary, ...r.sample(others, r.pick([0, 1, 1, 2]))];
    const name = fixed?.name ?? nameFor(primary);
    usedNames.add(name);
    const kind = r.pick(placeKinds[primary]);
    const neighborhood = r.pick(place.neighborhoods[kind]);
    const pickedSetting = r.pick(settings[primary]); // drawn either way: overrides never shift the sequence
    const setting = fixed?.setting ?? pickedSetting;

    const { seated: seatRange, price: priceRange } = scale[primary];
    const capacitySeated = roundTo(r.int(seatRange[0], seatRange[1]), 10);
    const capacityStanding = roundTo(capacitySeated * (1.25 + r.next() * 0.35), 10);
    const sizeShare = (capacitySeated - seatRange[0]) / (seatRange[1] - seatRange[0]);
    const base = priceRange[0] + (priceRange[1] - priceRange[0]) * (0.55 * sizeShare + 0.45 * r.next());
    const priceFrom = Math.min(28_000, Math.max(2500, roundTo(base * place.priceLevel, 250)));

    const amenities = chooseAmenities(r, styles, setting, kind === "urban");
    const street = r.pick(place.streets);
    const slug = slugFor(name);
    const domain = slugify(name).replace(/-/g, "");
    return {
      slug,
      name,
      cityId,
      neighborhood,
      address: `${r.int(100, 9800)} ${street}, ${neighborhood}, ${place.name}, ${place.state} ${place.zipPrefix}${String(r.int(1, 99)).padStart(2, "0")}`,
      capacitySeated,
      capacityStanding,
      priceFrom,
      priceTier: venuePriceTier(priceFrom, cityId),
      styles,
      setting,
      amenities,
      description: writeVenueDescription(r, {
        name,
        cityName: place.name,
        neighborhood,
        street,
        lake: lakeNames[cityId],
        styles,
        setting,
        capacitySeated,
        capacityStanding,
        amenities,
      }),
      photos: photosFor(r, name, styles),
      contactEmail: `events@${domain}.test`,
      contactPhone: fictionalPhone(cityId, counter),
      website: `https://www.${domain}.test`,
      isClaimed: r.chance(1 / 3),
      isFeatured: false,
    };
  }

  return { next };
}
