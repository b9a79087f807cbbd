import { DEFAULT_CITY, isCityId } from "@shared/catalog";
import { findRouteMeta } from "@shared/route-meta";
import { toQueryString } from "@shared/rules/search-params";
import { readVenueFilters, toVenueSearch } from "@shared/rules/venue-filters";
import {
  pageSchema,
  slugParamsSchema,
  venueDetailSchema,
  venueSearchSchema,
  venueSummarySchema,
} from "@shared/schemas/marketplace";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { getVenue, searchVenues } from "../venues/venues.service";
import type { ViewCounter } from "./listing-views";

/** API answers a page asks for first, put into its HTML (plugins/spa.ts), and the image it shows largest. */
export type ListingPageData = { responses: Record<string, unknown>; lcpImage?: string };

const venueResultsSchema = pageSchema(venueSummarySchema);

/**
 * The first API answer of the venue pages, computed as the browser would ask for it: `/venues` and the
 * city pages get their search (the visitor's city from the `selectedCity` cookie the client mirrors), a
 * venue page gets its venue. The key is the exact GET path the client builds with the same shared rules
 * (`rules/venue-filters.ts`), so a page whose guess differs simply fetches as before. Undefined for every
 * other page and for unknown venues (they answer 404).
 */
export async function getListingPageData(
  db: Db,
  views: ViewCounter | undefined,
  pathname: string,
  query: URLSearchParams,
  selectedCity: string | undefined,
): Promise<ListingPageData | undefined> {
  const pattern = findRouteMeta(pathname)?.pattern;
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
      ...(results.items[0] ? { lcpImage: results.items[0].photo.src } : {}),
    };
  }
  if (pattern === "/venues/:id") {
    let slug: string;
    try {
      slug = decodeURIComponent(pathname.split("/")[2] ?? "");
    } catch {
      return undefined;
    }
    if (!slugParamsSchema.safeParse({ slug }).success) return undefined;
    try {
      const detail = venueDetailSchema.parse(await getVenue(db, slug));
      views?.count("venue", detail.id); // the page will not ask the API, which counts views otherwise
      return { responses: { [`/api/venues/${encodeURIComponent(slug)}`]: detail } };
    } catch (err) {
      if (err instanceof AppError && err.code === "NOT_FOUND") return undefined;
      throw err;
    }
  }
  return undefined;
}
