import { findRouteMeta } from "@shared/route-meta";
import { slugParamsSchema } from "@shared/schemas/marketplace";
import type { Db } from "../../db/client";
import { getVendorPageMeta } from "../vendors/vendors.service";
import { getVenuePageMeta } from "../venues/venues.service";
import type { ListingPageMeta } from "./listing-meta";

/**
 * Share-preview meta for listing pages (`/venues/{slug}`, `/vendor/{slug}`), for plugins/spa.ts:
 * the listing's meta, null for a slug that is not a published listing (the page answers 404), and
 * undefined for every other path (the static route table answers; `/venues/cleveland` is a city page).
 */
export async function getListingPageMeta(
  db: Db,
  pathname: string,
): Promise<ListingPageMeta | null | undefined> {
  const pattern = findRouteMeta(pathname)?.pattern;
  if (pattern !== "/venues/:id" && pattern !== "/vendor/:id") return undefined;
  const segment = pathname.split("/").filter(Boolean)[1] ?? "";
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (!slugParamsSchema.safeParse({ slug }).success) return null;
  return pattern === "/venues/:id" ? getVenuePageMeta(db, slug) : getVendorPageMeta(db, slug);
}
