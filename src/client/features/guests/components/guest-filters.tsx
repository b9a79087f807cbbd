import { useState } from "react";
import {
  GUEST_SIDES,
  GUEST_TYPE_LABELS,
  GUEST_TYPES,
  RSVP_STATUSES,
  type GuestEvent,
  type GuestSettings,
} from "@shared/schemas/guests";
import {
  GUEST_SORTS,
  hasFilters,
  NO_FILTERS,
  serverFilters,
  sideLabel,
  STATUS_LABELS,
  type GuestSort,
  type ViewFilters,
} from "../utils/guest-view";

const filtersId = "guest-filters";
const control =
  "h-10 rounded-xl border border-line bg-white px-3 text-body text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20";

function Filter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-small font-medium text-muted">
      {label}
      <select className={`${control} w-full`} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </label>
  );
}

/** Search, the filters and the sort of the table; the export link follows what they show. */
export function GuestFilters({
  filters,
  onFilters,
  sort,
  onSort,
  events,
  tags,
  settings,
  shown,
  total,
}: {
  filters: ViewFilters;
  onFilters: (f: ViewFilters) => void;
  sort: { by: GuestSort; descending: boolean };
  onSort: (s: { by: GuestSort; descending: boolean }) => void;
  events: GuestEvent[];
  tags: string[];
  settings: GuestSettings;
  shown: number;
  total: number;
}) {
  const set = (patch: Partial<ViewFilters>) => onFilters({ ...filters, ...patch });
  // On a phone the filters fold away behind one button; wider screens always show them.
  const [isOpen, setIsOpen] = useState(false);
  const active = Object.values(serverFilters({ ...filters, q: "" })).length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-small font-medium text-muted">
          Search
          <input
            type="search"
            className={control}
            placeholder="Name, email, household or tag"
            value={filters.q}
            onChange={(e) => set({ q: e.target.value })}
          />
        </label>
        <button
          type="button"
          className={`${control} font-medium md:hidden`}
          aria-expanded={isOpen}
          aria-controls={filtersId}
          onClick={() => setIsOpen(!isOpen)}
        >
          {active > 0 ? `Filters (${active})` : "Filters"}
        </button>
      </div>
      <div
        id={filtersId}
        className={`${isOpen ? "grid" : "hidden"} grid-cols-2 items-end gap-3 md:flex md:flex-wrap`}
      >
        <Filter label="Event" value={filters.eventId} onChange={(eventId) => set({ eventId })}>
          <option value="">All events</option>
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </Filter>
        <Filter
          label="Status"
          value={filters.status}
          onChange={(v) => set({ status: v as ViewFilters["status"] })}
        >
          <option value="">Any status</option>
          {RSVP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Filter>
        <Filter label="Side" value={filters.side} onChange={(v) => set({ side: v as ViewFilters["side"] })}>
          <option value="">Both sides</option>
          {GUEST_SIDES.map((s) => (
            <option key={s} value={s}>
              {sideLabel(s, settings)}
            </option>
          ))}
        </Filter>
        <Filter label="Tag" value={filters.tag} onChange={(tag) => set({ tag })}>
          <option value="">Any tag</option>
          {tags.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Filter>
        <Filter
          label="Type"
          value={filters.guestType}
          onChange={(v) => set({ guestType: v as ViewFilters["guestType"] })}
        >
          <option value="">Any type</option>
          {GUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {GUEST_TYPE_LABELS[t]}
            </option>
          ))}
        </Filter>
        <Filter label="Sort by" value={sort.by} onChange={(by) => onSort({ ...sort, by: by as GuestSort })}>
          {Object.entries(GUEST_SORTS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </Filter>
        <button
          type="button"
          className={`${control} font-medium`}
          aria-label={
            sort.descending ? "Sorted descending: sort ascending" : "Sorted ascending: sort descending"
          }
          onClick={() => onSort({ ...sort, descending: !sort.descending })}
        >
          {sort.descending ? "↓" : "↑"}
        </button>
      </div>
      <p className="text-small text-muted" aria-live="polite">
        {shown === total ? `${total} guests` : `Showing ${shown} of ${total} guests`}
        {hasFilters(filters) && (
          <>
            {" · "}
            <button
              type="button"
              className="text-rose underline underline-offset-4"
              onClick={() => onFilters(NO_FILTERS)}
            >
              Clear filters
            </button>
          </>
        )}
      </p>
    </div>
  );
}
