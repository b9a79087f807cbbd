/**
 * Slugs of vendor listings made in the dashboard: business name + city, as the seeded listings have
 * ("golden-hour-photography-columbus"), with -2, -3… when taken. Pure, so it is tested alone.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 90)
    .replace(/-+$/g, "");
}

export function baseSlug(businessName: string, cityName: string): string {
  return slugify(`${businessName} ${cityName}`) || "vendor";
}

/** The first of base, base-2, base-3… that is not in `taken`. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
