import { slugify } from "../../db/seed/marketplace-random";

/**
 * Slugs of venues added by owners: name + city, as the seeded ones read ("maple-hollow-barn-cleveland"),
 * with -2, -3… when taken. Pure, so it is tested alone.
 */
export function venueBaseSlug(name: string, cityName: string): string {
  const slug = slugify(`${name} ${cityName}`).slice(0, 90).replace(/-+$/g, "");
  return slug || "venue";
}

/** The first of base, base-2, base-3… not in `taken`. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
