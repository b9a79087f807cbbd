import { findRouteMeta } from "@shared/route-meta";
import { slugParamsSchema } from "@shared/schemas/marketplace";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { getVenueProfile } from "../venue-profiles/venue-profiles.service";
import { getVendorPageMeta } from "../vendors/vendors.service";
import { getVenuePageMeta } from "../venues/venues.service";
import type { ListingPageMeta } from "./listing-meta";

/**
 * Share-preview meta for listing pages (`/venues/{slug}`, `/vendor/{slug}`, `/venue-profile/{id}`), for plugins/spa.ts:
 * the listing's meta, null for a slug that is not a published listing (the page answers 404), and
 * undefined for every other path (the static route table answers; `/venues/cleveland` is a city page).
 */
export async function getListingPageMeta(
  db: Db,
  pathname: string,
): Promise<ListingPageMeta | null | undefined> {
  const pattern = findRouteMeta(pathname)?.pattern;
  if (pattern === "/venue-profile/:id") return venueProfileMeta(db, pathname.split("/")[2] ?? "");
  if (pattern !== "/venues/:id" && pattern !== "/vendor/:id") return undefined;
  const slug = listingSlugOf(pathname);
  if (!slug) return null;
  return pattern === "/venues/:id" ? getVenuePageMeta(db, slug) : getVendorPageMeta(db, slug);
}

/** A venue owner's public page: their name and venues, or null (HTTP 404) when there is no such page. */
async function venueProfileMeta(db: Db, id: string): Promise<ListingPageMeta | null> {
  try {
    const profile = await getVenueProfile(db, decodeURIComponent(id));
    const names = profile.venues.map((v) => v.name);
    return {
      title: `${profile.businessName} — wedding venues`,
      description: `${profile.businessName} on June Weddings: ${names.slice(0, 3).join(", ")}${names.length > 3 ? " and more" : ""}.`,
      image: profile.venues[0]!.photo.src,
      lcp: { photo: profile.venues[0]!.photo, layout: "card" },
    };
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") return null;
    if (err instanceof URIError) return null;
    throw err;
  }
}

/** The listing's slug from a page path (`/venues/{slug}`, `/vendor/{slug}`), or undefined when malformed. */
export function listingSlugOf(pathname: string): string | undefined {
  try {
    const slug = decodeURIComponent(pathname.split("/").filter(Boolean)[1] ?? "");
    return slugParamsSchema.safeParse({ slug }).success ? slug : undefined;
  } catch {
    return undefined;
  }
}
