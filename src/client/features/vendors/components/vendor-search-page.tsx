import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { cities, cityById, vendorCategories, type CityId, type VendorCategorySlug } from "@shared/catalog";
import { FilterGroup, FilterSelect, numberChoices } from "@client/components/listings/filter-controls";
import { ActiveFilters, FilterLayout } from "@client/components/listings/filter-layout";
import { formatTotal } from "@client/components/listings/format";
import { ListingsHero } from "@client/components/listings/listings-hero";
import { SearchBox } from "@client/components/listings/search-box";
import { SearchResults } from "@client/components/listings/search-results";
import { withChanges, type ParamChanges } from "@shared/rules/search-params";
import { useResultsScroll } from "@client/components/listings/use-results-scroll";
import { Button } from "@client/components/ui/button";
import { useCity } from "@client/lib/city";
import { vendorSearchQuery } from "../api/vendors-api";
import { ALL_CITIES, readVendorFilters, toVendorSearch, vendorListPath } from "../utils/vendor-filters";
import {
  budgetLabel,
  budgetOptions,
  categoryIntros,
  categoryNouns,
  sortChoices,
} from "../utils/vendor-labels";
import { CategoryNav } from "./category-nav";
import { VendorCard } from "./vendor-card";

/** The panel's "Clear all" resets its own filter; the empty state's "Clear filters" also drops the text. */
const PANEL_CLEARED: ParamChanges = { maxPrice: null };
const CLEARED: ParamChanges = { ...PANEL_CLEARED, q: null };

/**
 * /vendors, /vendors/{category}, /{city}/vendors and /{city}/vendors/{category}: one page whose search
 * state lives in the path (city, category) and the query (q, city, maxPrice, sort, page).
 */
export function VendorSearchPage({
  pathCity,
  pathCategory,
}: {
  pathCity?: CityId;
  pathCategory?: VendorCategorySlug;
}) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { city: selectedCity } = useCity();
  const filters = readVendorFilters(params, { pathCity, pathCategory, selectedCity: selectedCity.id });
  const query = useQuery({
    ...vendorSearchQuery(toVendorSearch(filters)),
    placeholderData: keepPreviousData,
  });
  const { headingRef, onPageNavigate } = useResultsScroll(filters.page);
  const searchId = useId();
  const city = filters.city ? cityById(filters.city) : undefined;
  const category = vendorCategories.find((c) => c.slug === filters.category);
  const [singular, plural] = filters.category ? categoryNouns[filters.category] : ["vendor", "vendors"];

  function update(changes: ParamChanges, replace = false) {
    setParams((prev) => withChanges(prev, changes), { replace, preventScrollReset: true });
  }

  function onCityChange(value: string) {
    if (!pathCity) return update({ city: value });
    // A city in the path stays in the path: another city is another page, "all" moves it to the query.
    const isAll = value === ALL_CITIES;
    const rest = withChanges(params, { city: isAll ? ALL_CITIES : null }).toString();
    const path = vendorListPath({ city: isAll ? undefined : (value as CityId), category: filters.category });
    void navigate(rest ? `${path}?${rest}` : path);
  }

  /** Category links keep the city choice and the sort; other filters start fresh. */
  function categoryHref(slug: VendorCategorySlug | undefined) {
    const keep = new URLSearchParams();
    for (const key of ["city", "sort"]) {
      const v = params.get(key);
      if (v && !(key === "city" && pathCity)) keep.set(key, v);
    }
    const path = vendorListPath({ city: pathCity, category: slug });
    return keep.size ? `${path}?${keep.toString()}` : path;
  }

  const data = query.data;
  const where = city ? `in ${city.displayName}` : "in all cities";
  const summary = !data
    ? query.isError
      ? "Results unavailable"
      : `Finding ${plural}…`
    : `${formatTotal(data, singular, plural)}${filters.q ? ` matching “${filters.q}”` : ""} ${where}`;
  const activeCount = filters.maxPrice ? 1 : 0;
  const hasFilters = activeCount > 0 || filters.q !== "";
  const titleBase = category ? category.name : pathCity ? "Wedding vendors" : "Find your wedding team";
  const chips = [
    ...(filters.q ? [{ key: "q", label: `“${filters.q}”`, onRemove: () => update({ q: null }) }] : []),
    ...(filters.maxPrice
      ? [
          {
            key: "maxPrice",
            label: budgetLabel(filters.maxPrice),
            onRemove: () => update({ maxPrice: null }),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListingsHero
        eyebrow={city ? `${city.name} wedding vendors` : "Wedding vendors"}
        title={pathCity && city ? `${titleBase} in ${city.displayName}` : titleBase}
        intro={
          filters.category
            ? categoryIntros[filters.category]
            : "Photographers, caterers, florists, DJs and more — the people who make the day, side by side."
        }
      >
        <SearchBox
          id={`vendor-search-${searchId}`}
          label={`Search ${plural}`}
          placeholder="Name or specialty…"
          value={filters.q}
          onSearch={(q, { replace }) => update({ q: q || null }, replace)}
        />
      </ListingsHero>
      <div className="mx-auto max-w-7xl px-5 pb-16 sm:px-8">
        <div className="-mt-2 mb-5 lg:mb-8">
          <CategoryNav current={filters.category} hrefFor={categoryHref} />
        </div>
        <FilterLayout
          filters={
            <>
              <FilterGroup title="Where">
                <FilterSelect
                  label="City"
                  value={filters.city ?? ALL_CITIES}
                  onChange={onCityChange}
                  choices={[
                    { value: ALL_CITIES, label: "All cities" },
                    ...cities.map((c) => ({ value: c.id, label: c.displayName })),
                  ]}
                />
              </FilterGroup>
              <FilterGroup title="Budget">
                <FilterSelect
                  label="Starting price"
                  value={String(filters.maxPrice ?? "")}
                  onChange={(v) => update({ maxPrice: v || null })}
                  choices={numberChoices(budgetOptions, filters.maxPrice, budgetLabel, "Any price")}
                />
              </FilterGroup>
            </>
          }
          activeCount={activeCount}
          onClear={() => update(PANEL_CLEARED)}
          showLabel={data ? `Show ${formatTotal(data, singular, plural)}` : `Show ${plural}`}
          summary={summary}
          headingRef={headingRef}
          sort={
            <FilterSelect
              label="Sort by"
              isInline
              value={filters.sort}
              choices={sortChoices(filters.q !== "")}
              onChange={(v) => update({ sort: v === "relevance" ? null : v })}
            />
          }
        >
          <ActiveFilters items={chips} />
          <SearchResults
            query={query}
            noun={plural}
            card={(v, i) => <VendorCard vendor={v} isEager={i < 3} />}
            page={filters.page}
            hrefForPage={(p) =>
              `${pathname}?${withChanges(params, { page: p }).toString()}`.replace(/\?$/, "")
            }
            onPageNavigate={onPageNavigate}
            paginationLabel="Vendor results pages"
            onFirstPage={() => update({ page: null })}
            emptyActions={
              <>
                {hasFilters && <Button onClick={() => update(CLEARED)}>Clear filters</Button>}
                {city && (
                  <Button variant="secondary" onClick={() => onCityChange(ALL_CITIES)}>
                    Search all cities
                  </Button>
                )}
              </>
            }
            emptyHint={
              <>Try a larger budget or a different spelling{city ? ` — or look beyond ${city.name}` : ""}.</>
            }
          />
        </FilterLayout>
      </div>
    </>
  );
}
