import { DEFAULT_CITY, isCityId } from "@shared/catalog";
import { findRouteMeta } from "@shared/route-meta";
import { toQueryString } from "@shared/rules/search-params";
import { readVenueFilters, toVenueSearch } from "@shared/rules/venue-filters";
import { vendorRecommendationsSchema } from "@shared/schemas/friendors";
import {
  pageSchema,
  vendorDetailSchema,
  venueDetailSchema,
  venueSearchSchema,
  venueSummarySchema,
} from "@shared/schemas/marketplace";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { listVendorRecommendations } from "../friendors/friendors.service";
import { getVendor } from "../vendors/vendors.service";
import { getVenue, searchVenues } from "../venues/venues.service";
import { listingSlugOf } from "./listing-pages.service";
import type { ViewCounter } from "./listing-views";
import type { ResponsivePhoto } from "@shared/rules/upload-images";

/** API answers a page asks for first, put into its HTML (plugins/spa.ts), and the image it shows largest. */
export type ListingPageData = {
  responses: Record<string, unknown>;
  /** The first card's photo, preloaded (issue #21: its variants for the card's `sizes`). */
  lcp?: { photo: ResponsivePhoto; layout: "card" };
};

const venueResultsSchema = pageSchema(venueSummarySchema);

/**
 * The first API answers of the listing pages, computed as the browser would ask for them: `/venues` and
 * the city pages get their search (the visitor's city from the `selectedCity` cookie the client mirrors),
 * a venue page gets its venue, a vendor page its vendor and the pros who recommend it. The key is the
 * exact GET path the client builds with the same shared rules (`rules/venue-filters.ts`), so a page
 * whose guess differs simply fetches as before. The landing page gets none, only its server render.
 * Undefined for every other page and for unknown listings (they answer 404).
 */
export async function getListingPageData(
  db: Db,
  views: ViewCounter | undefined,
  pathname: string,
  query: URLSearchParams,
  selectedCity: string | undefined,
): Promise<ListingPageData | undefined> {
  const pattern = findRouteMeta(pathname)?.pattern;
  // The landing page has no answers to embed but is rendered on the server all the same: it paints from
  // its HTML instead of after the app's JavaScript has loaded and run (issue #21: its LCP was the client's
  // render, ~3.4 s on Lighthouse's mobile profile).
  if (pattern === "/" || pattern === "/index") return { responses: {} };
  if (pattern === "/venues" || (pattern?.startsWith("/venues/") && isCityId(pattern.slice(8)))) {
    const pathCity = pattern === "/venues" ? undefined : pattern.slice(8);
    const search = toVenueSearch(
      readVenueFilters(query, {
        pathCity: isCityId(pathCity) ? pathCity : undefined,
        selectedCity: isCityId(selectedCity) ? selectedCity : DEFAULT_CITY,
      }),
    );
    const parsed = venueSearchSchema.safeParse(search);
    if (!parsed.success) return undefined;
    const results = venueResultsSchema.parse(await searchVenues(db, parsed.data));
    return {
      responses: { [`/api/venues?${toQueryString(search)}`]: results },
      ...(results.items[0] ? { lcp: { photo: results.items[0].photo, layout: "card" } } : {}),
    };
  }
  if (pattern === "/venues/:id") {
    const slug = listingSlugOf(pathname);
    if (!slug) return undefined;
    const detail = await orNotFound(async () => venueDetailSchema.parse(await getVenue(db, slug)));
    if (!detail) return undefined;
    views?.count("venue", detail.id); // the page will not ask the API, which counts views otherwise
    return { responses: { [`/api/venues/${encodeURIComponent(slug)}`]: detail } };
  }
  if (pattern === "/vendor/:id") {
    const slug = listingSlugOf(pathname);
    if (!slug) return undefined;
    const [detail, recommendations] = await Promise.all([
      orNotFound(async () => vendorDetailSchema.parse(await getVendor(db, slug))),
      listVendorRecommendations(db, slug).then((r) => vendorRecommendationsSchema.parse(r)),
    ]);
    if (!detail) return undefined;
    views?.count("vendor", detail.id);
    const path = `/api/vendors/${encodeURIComponent(slug)}`;
    return { responses: { [path]: detail, [`${path}/recommendations`]: recommendations } };
  }
  return undefined;
}

/** `read`'s answer, or undefined for an unknown (or hidden) listing: such a page answers 404. */
async function orNotFound<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") return undefined;
    throw err;
  }
}
