import { cities, vendorCategories, type CityId, type VendorCategorySlug } from "@shared/catalog";
import { venueStyles, type VenueStyle } from "@shared/marketplace-catalog";
import { z } from "zod";
import type { Tool, ToolIO, ToolName } from "../types";

/** What the tools share: input building blocks and the catalog words a model may say loosely. */

export type ToolOf<K extends ToolName> = Tool<ToolIO[K]["input"], ToolIO[K]["output"]> & { name: K };

export const noInput = z.object({}) as unknown as z.ZodType<Record<string, never>>;
export const shortText = (max: number) => z.string().trim().max(max);
export const usd = z.number().int().min(0).max(1_000_000);

/** "Cleveland", "cleveland", "Cleveland, OH" → "cleveland"; anything else → undefined. */
export function cityIdOf(value: string | undefined): CityId | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  return cities.find(
    (c) =>
      c.id === v ||
      c.name.toLowerCase() === v ||
      c.displayName.toLowerCase() === v ||
      v.startsWith(`${c.id},`),
  )?.id;
}

/**
 * A catalog style named in the words ("barns" → barn), for the plain-words summary only: the search itself
 * takes the style as words (search-venues.ts), and free words never reach the summary.
 */
export function styleOf(value: string | undefined): VenueStyle | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  return venueStyles.find((s) => v === s || v === `${s}s` || v.split(/[\s,/-]+/).includes(s));
}

/** "florists", "Florist", "DJs & Bands", "dj", "photographer" → the category slug; otherwise undefined. */
export function categoryOf(value: string | undefined): VendorCategorySlug | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  const singular = (s: string) => s.replace(/s$/, "");
  return vendorCategories.find(
    (c) =>
      c.slug === v ||
      c.name.toLowerCase() === v ||
      singular(c.slug) === singular(v) ||
      (c.slug === "djband" && /\b(dj|djs|band|bands)\b/.test(v)) ||
      (c.slug === "hairmakeup" && /\b(hair|makeup|make-up)\b/.test(v)) ||
      (c.slug === "weddingplanners" && /\bplanners?\b/.test(v)) ||
      (c.slug === "bakers" && /\b(cakes?|bakery|bakers?)\b/.test(v)) ||
      (c.slug === "bartenders" && /\b(bar|bartenders?|bartending)\b/.test(v)),
  )?.slug;
}

export const money = (n: number) => `$${n.toLocaleString("en-US")}`;

/** US dollars as a model says them (40000, 40000.5) → integer cents; null for a non-finite number. */
export function centsOfUsd(usd: number): number | null {
  if (!Number.isFinite(usd)) return null;
  return Math.round(usd * 100);
}
