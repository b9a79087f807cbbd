/**
 * A knowledge passage's stable id, `<guide-slug>:<title-slug>`: given when the guides are loaded (June
 * module) and recomputed by the built-in engine for passages a tool returned without one.
 */
export function passageId(guideSlug: string, title: string): string {
  const titleSlug = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${guideSlug}:${titleSlug}`;
}
