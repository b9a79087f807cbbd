import { cityIds, type CityId } from "@shared/catalog";
import type { VenueSearch } from "@shared/schemas/marketplace";
import {
  venueSorts,
  venueStyles,
  type VenueSetting,
  type VenueSort,
  type VenueStyle,
} from "@shared/marketplace-catalog";
import { readOneOf, readPositiveInt } from "./search-params";

/** `city=all` in the URL: the visitor chose every city, overriding the selected city. */
export const ALL_CITIES = "all";

export type VenueFilters = {
  q: string;
  /** null: all cities. */
  city: CityId | null;
  guests: number | undefined;
  maxPrice: number | undefined;
  style: VenueStyle | undefined;
  setting: Exclude<VenueSetting, "both"> | undefined;
  sort: VenueSort;
  page: number;
};

/**
 * The venue search a URL describes (issue #3: all search state lives in the URL). A city in the path
 * (/venues/cleveland) wins; then `city` in the query (`all` for every city); then the visitor's city.
 * Malformed values are ignored rather than failing the page.
 */
export function readVenueFilters(
  params: URLSearchParams,
  { pathCity, selectedCity }: { pathCity?: CityId | undefined; selectedCity: CityId },
): VenueFilters {
  const cityParam = params.get("city");
  const city =
    pathCity ?? (cityParam === ALL_CITIES ? null : (readOneOf(cityParam, cityIds) ?? selectedCity));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    city,
    guests: readPositiveInt(params.get("guests"), 5000),
    maxPrice: readPositiveInt(params.get("maxPrice"), 1_000_000),
    style: readOneOf(params.get("style"), venueStyles),
    setting: readOneOf(params.get("setting"), ["indoor", "outdoor"] as const),
    sort: readOneOf(params.get("sort"), venueSorts) ?? "relevance",
    page: readPositiveInt(params.get("page"), 1000) ?? 1,
  };
}

export const VENUE_PAGE_SIZE = 12;

/** The API query for these filters (GET /api/venues). */
export function toVenueSearch(f: VenueFilters): VenueSearch {
  return {
    q: f.q || undefined,
    city: f.city ?? undefined,
    guests: f.guests,
    maxPrice: f.maxPrice,
    style: f.style,
    setting: f.setting,
    sort: f.sort,
    page: f.page,
    pageSize: VENUE_PAGE_SIZE,
  };
}

/** Filters a visitor set in the panel (the text search and the city are shown elsewhere). */
export function countPanelFilters(f: VenueFilters): number {
  return [f.guests, f.maxPrice, f.style, f.setting].filter((v) => v !== undefined).length;
}
