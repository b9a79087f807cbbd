import { cities } from "@shared/catalog";
import {
  ChoicePills,
  FilterGroup,
  FilterSelect,
  numberChoices,
} from "@client/components/listings/filter-controls";
import { ALL_CITIES, type VenueFilters } from "@shared/rules/venue-filters";
import {
  budgetLabel,
  budgetOptions,
  guestLabel,
  guestOptions,
  settingChoices,
  styleChoices,
} from "../utils/venue-labels";

export type VenueFilterKey = "city" | "guests" | "maxPrice" | "style" | "setting";

/** The venue filters; each change goes straight to the URL (the results follow). */
export function VenueFilterPanel({
  filters,
  onChange,
}: {
  filters: VenueFilters;
  onChange: (key: VenueFilterKey, value: string) => void;
}) {
  return (
    <>
      <FilterGroup title="Where">
        <FilterSelect
          label="City"
          value={filters.city ?? ALL_CITIES}
          onChange={(v) => onChange("city", v)}
          choices={[
            { value: ALL_CITIES, label: "All cities" },
            ...cities.map((c) => ({ value: c.id, label: c.displayName })),
          ]}
        />
      </FilterGroup>
      <FilterGroup title="Guests and budget">
        <div className="flex flex-col gap-4">
          <FilterSelect
            label="Guest count (seated)"
            value={String(filters.guests ?? "")}
            onChange={(v) => onChange("guests", v)}
            choices={numberChoices(guestOptions, filters.guests, guestLabel, "Any size")}
          />
          <FilterSelect
            label="Starting price"
            value={String(filters.maxPrice ?? "")}
            onChange={(v) => onChange("maxPrice", v)}
            choices={numberChoices(budgetOptions, filters.maxPrice, budgetLabel, "Any price")}
          />
        </div>
      </FilterGroup>
      <FilterGroup title="Style">
        <ChoicePills
          name="style"
          value={filters.style ?? ""}
          choices={styleChoices}
          onChange={(v) => onChange("style", v)}
        />
      </FilterGroup>
      <FilterGroup title="Setting">
        <ChoicePills
          name="setting"
          value={filters.setting ?? ""}
          choices={settingChoices}
          onChange={(v) => onChange("setting", v)}
        />
      </FilterGroup>
    </>
  );
}
