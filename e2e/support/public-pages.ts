import { cities, vendorCategories } from "@shared/catalog";
import { routeMeta } from "@shared/route-meta";
import { DEMO_VENUE } from "../fixtures";

/**
 * A real path for each dynamic pattern of the route table, from the demo data (server/db/seed). A new
 * public pattern with a parameter stops `publicPages` until it gets one here.
 */
const samplePaths: Record<string, string> = {
  "/venues/:id": `/venues/${DEMO_VENUE.slug}`,
  "/vendor/:id": "/vendor/golden-hour-photography-columbus",
  "/venue-profile/:id": "/venue-profile/demo-venue-owner",
  // An invitation link that is not (or no longer) valid: the page a stale link shows (issue #13).
  "/join/:token": "/join/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/contributor-signup/:token": "/contributor-signup/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  // A run sheet link that is not (or no longer) valid: "This link is no longer valid." (issue #15).
  "/timeline/shared/:token": "/timeline/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/timeline/mobile/:timelineId/:token":
    "/timeline/mobile/00000000-0000-4000-8000-000000000000/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
};

/**
 * Console errors a sample path provokes on purpose: a stale invitation link's page asks the API, which
 * answers 404 (the browser logs that).
 */
export const expectedConsoleErrors: Record<string, RegExp[]> = {
  [samplePaths["/join/:token"]!]: [/status of 404/],
  [samplePaths["/contributor-signup/:token"]!]: [/status of 404/],
  [samplePaths["/timeline/shared/:token"]!]: [/status of 404/],
  [samplePaths["/timeline/mobile/:timelineId/:token"]!]: [/status of 404/],
};

const cityIds = new Set<string>(cities.map((c) => c.id));
const categorySlugs = new Set<string>(vendorCategories.map((c) => c.slug));

/** The patterns made from the catalog (one per city, category or both) share their page: one shape each. */
function shapeOf(pattern: string): string {
  return pattern
    .split("/")
    .map((s) => (cityIds.has(s) ? "{city}" : categorySlugs.has(s) ? "{category}" : s))
    .join("/");
}

/**
 * Every page anyone may open, from the route table the server also answers 404 by
 * (src/shared/route-meta.ts): the pages with no `access`, one per catalog family
 * (/venues/cleveland stands for the four cities), dynamic patterns through a demo listing.
 */
export function publicPages(): string[] {
  const shapes = new Set<string>();
  const pages: string[] = [];
  for (const { pattern, access } of routeMeta) {
    if (access || shapes.has(shapeOf(pattern))) continue;
    shapes.add(shapeOf(pattern));
    if (!pattern.includes(":")) {
      pages.push(pattern);
      continue;
    }
    const sample = samplePaths[pattern];
    if (!sample) throw new Error(`No demo path for the public route ${pattern}: add one to samplePaths.`);
    pages.push(sample);
  }
  return pages;
}
