import { cityIds, vendorCategorySlugs, type CityId, type VendorCategorySlug } from "@shared/catalog";
import type { VendorSearch } from "@shared/schemas/marketplace";
import { vendorSorts, type VendorSort } from "@shared/marketplace-catalog";
import { readOneOf, readPositiveInt } from "@shared/rules/search-params";

/** `city=all` in the URL: every city, overriding the visitor's selected city. */
export const ALL_CITIES = "all";
export const VENDOR_PAGE_SIZE = 12;

export type VendorFilters = {
  q: string;
  /** null: all cities. */
  city: CityId | null;
  category: VendorCategorySlug | undefined;
  maxPrice: number | undefined;
  sort: VendorSort;
  page: number;
};

/**
 * The vendor search a URL describes. The path's city and category (/cleveland/vendors/florists) win over
 * the query's; without a city anywhere the visitor's selected city applies, and `city=all` lifts it.
 */
export function readVendorFilters(
  params: URLSearchParams,
  {
    pathCity,
    pathCategory,
    selectedCity,
  }: { pathCity?: CityId | undefined; pathCategory?: VendorCategorySlug | undefined; selectedCity: CityId },
): VendorFilters {
  const cityParam = params.get("city");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    city: pathCity ?? (cityParam === ALL_CITIES ? null : (readOneOf(cityParam, cityIds) ?? selectedCity)),
    category: pathCategory ?? readOneOf(params.get("category"), vendorCategorySlugs),
    maxPrice: readPositiveInt(params.get("maxPrice"), 1_000_000),
    sort: readOneOf(params.get("sort"), vendorSorts) ?? "relevance",
    page: readPositiveInt(params.get("page"), 1000) ?? 1,
  };
}

/** The API query for these filters (GET /api/vendors). */
export function toVendorSearch(f: VendorFilters): VendorSearch {
  return {
    q: f.q || undefined,
    city: f.city ?? undefined,
    category: f.category,
    maxPrice: f.maxPrice,
    sort: f.sort,
    page: f.page,
    pageSize: VENDOR_PAGE_SIZE,
  };
}

/** The canonical list path: /vendors, /vendors/{category}, /{city}/vendors, /{city}/vendors/{category}. */
export function vendorListPath({
  city,
  category,
}: {
  city?: CityId | undefined;
  category?: VendorCategorySlug | undefined;
}): string {
  return `${city ? `/${city}` : ""}/vendors${category ? `/${category}` : ""}`;
}
