import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { cityById, type CityId } from "@shared/catalog";
import { FilterSelect } from "@client/components/listings/filter-controls";
import { ActiveFilters, FilterLayout } from "@client/components/listings/filter-layout";
import { formatTotal } from "@client/components/listings/format";
import { ListingsHero } from "@client/components/listings/listings-hero";
import { SearchBox } from "@client/components/listings/search-box";
import { SearchResults } from "@client/components/listings/search-results";
import { withChanges, type ParamChanges } from "@shared/rules/search-params";
import { useResultsScroll } from "@client/components/listings/use-results-scroll";
import { Button } from "@client/components/ui/button";
import { useCity } from "@client/lib/city";
import { venueSearchQuery } from "../api/venues-api";
import {
  ALL_CITIES,
  countPanelFilters,
  readVenueFilters,
  toVenueSearch,
  type VenueFilters,
} from "@shared/rules/venue-filters";
import { budgetLabel, guestLabel, settingLabels, sortChoices } from "../utils/venue-labels";
import { venueStyleLabels } from "@shared/marketplace-catalog";
import { VenueCard } from "./venue-card";
import { VenueFilterPanel, type VenueFilterKey } from "./venue-filter-panel";

/** The panel's "Clear all" resets its own filters; the empty state's "Clear filters" also drops the text. */
const PANEL_CLEARED: ParamChanges = { guests: null, maxPrice: null, style: null, setting: null };
const CLEARED: ParamChanges = { ...PANEL_CLEARED, q: null };

/**
 * /venues and the city pages (/venues/cleveland …): search, filters, sort and pagination, all held in
 * the URL so Back, reload and a shared link restore the same results (issue #3).
 */
export function VenueSearchPage({ pathCity }: { pathCity?: CityId }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { city: selectedCity } = useCity();
  const filters = readVenueFilters(params, { pathCity, selectedCity: selectedCity.id });
  const query = useQuery({ ...venueSearchQuery(toVenueSearch(filters)), placeholderData: keepPreviousData });
  const { headingRef, onPageNavigate } = useResultsScroll(filters.page);
  const searchId = useId();
  const city = filters.city ? cityById(filters.city) : undefined;
  const where = city ? `in ${city.displayName}` : "in all cities";

  function update(changes: ParamChanges, replace = false) {
    setParams((prev) => withChanges(prev, changes), { replace, preventScrollReset: true });
  }

  function onFilterChange(key: VenueFilterKey, value: string) {
    if (key === "city" && pathCity) {
      // A city page keeps its path: another city is another city page, "all" is /venues?city=all.
      const rest = withChanges(params, { city: value === ALL_CITIES ? ALL_CITIES : null }).toString();
      const path = value === ALL_CITIES ? "/venues" : `/venues/${value}`;
      void navigate(rest ? `${path}?${rest}` : path);
      return;
    }
    update({ [key]: value || null });
  }

  const data = query.data;
  const summary = !data
    ? query.isError
      ? "Results unavailable"
      : "Finding venues…"
    : `${formatTotal(data, "venue")}${filters.q ? ` matching “${filters.q}”` : ""} ${where}`;
  const activeCount = countPanelFilters(filters);
  const hasFilters = activeCount > 0 || filters.q !== "";

  return (
    <>
      <ListingsHero
        eyebrow={city ? `${city.name} wedding venues` : "Wedding venues"}
        title={pathCity && city ? `Wedding venues in ${city.displayName}` : "Find your wedding venue"}
        intro={
          pathCity && city
            ? `Compare ${city.name}'s barns, ballrooms, gardens and rooftops by guest count, price and style.`
            : "Barns, ballrooms, gardens and rooftops across Ohio and Tennessee — compared by guest count, price and style."
        }
      >
        <SearchBox
          id={`venue-search-${searchId}`}
          label="Search venues"
          placeholder="Name, neighborhood or style…"
          value={filters.q}
          onSearch={(q, { replace }) => update({ q: q || null }, replace)}
        />
      </ListingsHero>
      <div className="mx-auto max-w-7xl px-5 pb-16 sm:px-8">
        <FilterLayout
          filters={<VenueFilterPanel filters={filters} onChange={onFilterChange} />}
          activeCount={activeCount}
          onClear={() => update(PANEL_CLEARED)}
          showLabel={data ? `Show ${formatTotal(data, "venue")}` : "Show venues"}
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
          <ActiveFilters items={activeFilterChips(filters, update)} />
          <SearchResults
            query={query}
            noun="venues"
            card={(v, i) => <VenueCard venue={v} isEager={i < 3} />}
            page={filters.page}
            hrefForPage={(p) =>
              `${pathname}?${withChanges(params, { page: p }).toString()}`.replace(/\?$/, "")
            }
            onPageNavigate={onPageNavigate}
            paginationLabel="Venue results pages"
            onFirstPage={() => update({ page: null })}
            emptyActions={
              <>
                {hasFilters && <Button onClick={() => update(CLEARED)}>Clear filters</Button>}
                {city && (
                  <Button variant="secondary" onClick={() => onFilterChange("city", ALL_CITIES)}>
                    Search all cities
                  </Button>
                )}
              </>
            }
            emptyHint={
              <>
                Try fewer filters, a larger budget or a different spelling
                {city ? ` — or look beyond ${city.name}` : ""}.
              </>
            }
          />
        </FilterLayout>
      </div>
    </>
  );
}

function activeFilterChips(f: VenueFilters, update: (changes: ParamChanges) => void) {
  const chips: { key: string; label: string; onRemove: () => void }[] = [];
  if (f.q) chips.push({ key: "q", label: `“${f.q}”`, onRemove: () => update({ q: null }) });
  if (f.guests)
    chips.push({ key: "guests", label: guestLabel(f.guests), onRemove: () => update({ guests: null }) });
  if (f.maxPrice)
    chips.push({
      key: "maxPrice",
      label: budgetLabel(f.maxPrice),
      onRemove: () => update({ maxPrice: null }),
    });
  if (f.style)
    chips.push({ key: "style", label: venueStyleLabels[f.style], onRemove: () => update({ style: null }) });
  if (f.setting)
    chips.push({
      key: "setting",
      label: settingLabels[f.setting],
      onRemove: () => update({ setting: null }),
    });
  return chips;
}
