import { vendorCategories, type VendorCategorySlug } from "@shared/catalog";
import { venueStyleLabels } from "@shared/marketplace-catalog";

/**
 * The facts-only check for drafts (issue #18): a vocabulary of amenity and feature words, and the numbers
 * of a draft, each of which must come from what the owner (or the couple) wrote. Used by the writer tests.
 */

/** Amenities, features, services and settings a composer could be tempted to invent. */
export const FEATURE_WORDS = [
  "rain",
  "plan b",
  "weather",
  "forecast",
  "timber",
  "beams?",
  "string lights?",
  "dance floor",
  "dancing",
  "dance moves",
  "chandeliers?",
  "skyline",
  "views?",
  "golden hour",
  "in bloom",
  "water's edge",
  "brick",
  "steel",
  "windows?",
  "fireplaces?",
  "terraces?",
  "patios?",
  "lawns?",
  "pavilions?",
  "tents?",
  "bridal suite",
  "getting-ready",
  "suites?",
  "parking",
  "valet",
  "shuttles?",
  "cater(s|ed|ing|ers?)?",
  "kitchens?",
  "menus?",
  "tastings?",
  "bars?",
  "cocktails?",
  "wine",
  "champagne",
  "desserts?",
  "cakes?",
  "coffee",
  "tables?",
  "chairs?",
  "linens?",
  "lighting",
  "sound system",
  "speakers?",
  "microphones?",
  "projectors?",
  "wi-?fi",
  "wheelchair",
  "accessible",
  "elevators?",
  "air[- ]condition(ed|ing)?",
  "heaters?",
  "coordinators?",
  "staff",
  "team",
  "licensed",
  "insured",
  "trials?",
  "drones?",
  "albums?",
  "prints?",
  "candles?",
  "arch(es)?",
  "overnight",
  "lodging",
  "accommodations?",
  "pools?",
  "dogs?",
  "pets?",
  "vegan",
  "gluten",
  "seasonal",
  "signature",
  "draping",
  "centrepieces?",
  "bouquets?",
  "chefs?",
  "gardens?",
  "lake",
  "vineyards?",
  "vines",
  "rooftops?",
  "ballrooms?",
  "barns?",
  "historic",
  "industrial",
  "indoors?",
  "outdoors?",
  "open air",
  "music",
  "songs?",
  "dj",
  "band",
  "flowers?",
  "films?",
  "photos?",
  "makeup",
  "hair",
  "drinks?",
  "decor",
  "last song",
];

/** Words a fact implies: a category's name and craft, a style's label, a setting's words. */
const categoryWords: Record<VendorCategorySlug, string> = {
  photographers: "photos",
  videographers: "film",
  caterers: "catering caterers food",
  djband: "dj band music",
  florists: "flowers",
  weddingplanners: "plans",
  bakers: "bakes",
  hairmakeup: "hair makeup",
  transportation: "drives",
  officiants: "ceremony",
  bartenders: "bar drinks",
  decorators: "decor",
};
const settingWords = {
  indoor: "indoors indoor",
  outdoor: "outdoors outdoor open air",
  both: "indoors outdoors",
};
const styleWords: Record<string, string> = { lakeside: "lake", vineyard: "vines vineyard" };

/** All the text a draft may draw on, lower-cased: the facts as JSON, the notes and the words they imply. */
export function allowedText(facts: unknown, ...extra: string[]): string {
  const json = JSON.stringify(facts);
  const implied: string[] = [];
  const f = (facts ?? {}) as {
    styles?: string[];
    setting?: keyof typeof settingWords;
    categorySlug?: VendorCategorySlug;
    listing?: unknown;
  };
  const nested = (f.listing ?? {}) as typeof f;
  for (const src of [f, nested]) {
    for (const s of src.styles ?? [])
      implied.push(s, venueStyleLabels[s as keyof typeof venueStyleLabels] ?? "", styleWords[s] ?? "");
    if (src.setting) implied.push(settingWords[src.setting]);
    if (src.categorySlug)
      implied.push(
        categoryWords[src.categorySlug],
        vendorCategories.find((c) => c.slug === src.categorySlug)?.name ?? "",
      );
  }
  return [json, ...extra, ...implied].join(" \n ").toLowerCase();
}

const wordRe = (w: string) => new RegExp(`(?<![a-z])${w}(?![a-z])`, "i");

/** Feature words in the draft that the allowed text does not contain. */
export function inventedWords(draft: string, allowed: string): string[] {
  return FEATURE_WORDS.filter((w) => wordRe(w).test(draft) && !wordRe(w).test(allowed)).map(
    (w) => wordRe(w).exec(draft)![0],
  );
}

const numbersIn = (text: string) =>
  (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, "").replace(/\.$/, "")));

/** Numbers in the draft that appear nowhere in the allowed text ("$6,000" is 6000, "June 5, 2027" 5 and 2027). */
export function inventedNumbers(draft: string, allowed: string): number[] {
  const known = new Set(numbersIn(allowed));
  return numbersIn(draft).filter((n) => !known.has(n));
}

/** A small seeded random source (mulberry32), so a failing case can be replayed. */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number) => next() < p;
  const one = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const some = <T>(items: readonly T[], max: number): T[] =>
    [...items].sort(() => next() - 0.5).slice(0, int(0, Math.min(max, items.length)));
  return { next, int, chance, one, some };
}
