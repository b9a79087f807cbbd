import { useVirtualizer, useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  GUEST_SIDES,
  GUEST_TYPE_LABELS,
  GUEST_TYPES,
  RSVP_STATUSES,
  type GuestSettings,
} from "@shared/schemas/guests";
import { cx } from "@client/components/ui/class-names";
import { usePatchGuest, type GuestPatch } from "../api/guests-api";
import { parseTags, sideLabel, STATUS_LABELS, type GuestRow } from "../utils/guest-view";
import { useCanEditGuests } from "../hooks/guest-access";
import { SelectCell, TextCell } from "./inline-cells";

type TableProps = {
  rows: GuestRow[];
  /** Changes with the search, filters and sort: the table then starts again from its top. */
  viewKey: string;
  settings: GuestSettings;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onOpenHousehold: (householdId: string) => void;
};

const statusTone = {
  attending: "text-sage",
  pending: "text-gold-dark",
  declined: "text-rose",
} as const;

const columns =
  "grid grid-cols-[2.75rem_minmax(11rem,1.4fr)_minmax(9rem,1fr)_8.5rem_10.5rem_8.5rem_8rem_minmax(8rem,1fr)_minmax(11rem,1.2fr)] items-center";
const ROW_HEIGHT = 52;

function useSave() {
  const { mutate } = usePatchGuest();
  return useCallback((id: string, change: GuestPatch) => mutate({ id, patch: change }), [mutate]);
}

function MealCell({
  value,
  label,
  options,
  onCommit,
}: {
  value: string;
  label: string;
  options: string[];
  onCommit: (next: string) => void;
}) {
  if (options.length === 0)
    return <TextCell value={value} label={label} placeholder="—" onCommit={onCommit} />;
  const all = value && !options.includes(value) ? [...options, value] : options;
  return (
    <SelectCell value={value} label={label} onCommit={onCommit}>
      <option value="">Not chosen</option>
      {all.map((m) => (
        <option key={m} value={m}>
          {m}
        </option>
      ))}
    </SelectCell>
  );
}

/** A guest's overall answer, editable in place (the table's row and the phone's card). */
function StatusCell({
  guest,
  who,
  save,
  className,
}: {
  guest: GuestRow["guest"];
  who: string;
  save: (id: string, change: GuestPatch) => void;
  className?: string;
}) {
  return (
    <SelectCell
      value={guest.rsvpStatus}
      label={`RSVP of ${who}`}
      className={cx(className, "font-medium", statusTone[guest.rsvpStatus])}
      onCommit={(v) => save(guest.id, { rsvpStatus: v as (typeof RSVP_STATUSES)[number] })}
    >
      {RSVP_STATUSES.map((s) => (
        <option key={s} value={s}>
          {STATUS_LABELS[s]}
        </option>
      ))}
    </SelectCell>
  );
}

type RowProps = {
  index: number;
  start: number;
  guest: GuestRow["guest"];
  household: GuestRow["household"];
  settings: GuestSettings;
  isSelected: boolean;
  onToggle: (id: string) => void;
  onOpenHousehold: (householdId: string) => void;
  save: (id: string, change: GuestPatch) => void;
};

/**
 * One row, memoised: while the table scrolls only the rows coming into view render; the others keep
 * their props (a row's offset does not change as the list scrolls).
 */
const TableRow = memo(function TableRow({
  index,
  start,
  guest,
  household,
  settings,
  isSelected,
  onToggle,
  onOpenHousehold,
  save,
}: RowProps) {
  const who = guest.name;
  const canEdit = useCanEditGuests();
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={isSelected}
      className={cx(
        columns,
        "absolute inset-x-0 top-0 border-b border-line/60",
        isSelected ? "bg-blush/40" : "hover:bg-ivory",
      )}
      style={{ height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
    >
      <div role="cell" className="flex justify-center">
        {canEdit && (
          <input
            type="checkbox"
            aria-label={`Select ${who}`}
            checked={isSelected}
            onChange={() => onToggle(guest.id)}
            className="size-4 accent-rose"
          />
        )}
      </div>
      <div role="cell" className="px-1">
        <TextCell
          value={guest.name}
          label={`Name of ${who}`}
          className="font-medium"
          onCommit={(name) => name && save(guest.id, { name })}
        />
      </div>
      <div role="cell" className="min-w-0 px-2">
        {canEdit ? (
          <button
            type="button"
            onClick={() => onOpenHousehold(household.id)}
            className="max-w-full truncate rounded text-left text-body text-rose underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-rose"
            aria-label={`Household ${household.name}: edit`}
          >
            {household.name}
          </button>
        ) : (
          <span className="block truncate text-body text-ink">{household.name}</span>
        )}
      </div>
      <div role="cell" className="px-1">
        <StatusCell guest={guest} who={who} save={save} />
      </div>
      <div role="cell" className="px-1">
        <MealCell
          value={guest.mealChoice}
          label={`Meal of ${who}`}
          options={settings.mealOptions}
          onCommit={(mealChoice) => save(guest.id, { mealChoice })}
        />
      </div>
      <div role="cell" className="px-1">
        <SelectCell
          value={guest.side}
          label={`Side of ${who}`}
          onCommit={(v) => save(guest.id, { side: v as (typeof GUEST_SIDES)[number] })}
        >
          {GUEST_SIDES.map((s) => (
            <option key={s} value={s}>
              {sideLabel(s, settings)}
            </option>
          ))}
        </SelectCell>
      </div>
      <div role="cell" className="px-1">
        <SelectCell
          value={guest.guestType}
          label={`Type of ${who}`}
          onCommit={(v) => save(guest.id, { guestType: v as (typeof GUEST_TYPES)[number] })}
        >
          {GUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {GUEST_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectCell>
      </div>
      <div role="cell" className="px-1">
        <TextCell
          value={guest.tags.join(", ")}
          label={`Tags of ${who}`}
          placeholder="—"
          onCommit={(text) => save(guest.id, { tags: parseTags(text) })}
        />
      </div>
      <div role="cell" className="px-1">
        <TextCell
          type="email"
          value={guest.email}
          label={`Email of ${who}`}
          placeholder="—"
          onCommit={(email) => save(guest.id, { email })}
        />
      </div>
    </div>
  );
});

/**
 * The desktop table: only the rows in view are in the DOM (@tanstack/react-virtual), so 2,000 guests
 * scroll as smoothly as 20. A grid of divs with table roles, since a virtualised <table> cannot position
 * its rows; aria-rowcount/aria-rowindex tell screen readers where they are.
 */
export function GuestTable({
  rows,
  viewKey,
  settings,
  selected,
  onToggle,
  onToggleAll,
  onOpenHousehold,
}: TableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const save = useSave();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (i) => rows[i]!.guest.id,
  });
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [viewKey]);
  const canEdit = useCanEditGuests();
  const isAllSelected = rows.length > 0 && rows.every((r) => selected.has(r.guest.id));
  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label="Guests"
      aria-rowcount={rows.length + 1}
      className="h-[max(26rem,calc(100vh-19rem))] overflow-auto rounded-2xl border border-line bg-white"
    >
      <div className="min-w-[76rem]">
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-line bg-cream">
          <div role="row" aria-rowindex={1} className={cx(columns, "h-11 text-small font-medium text-muted")}>
            <div role="columnheader" className="flex justify-center">
              {canEdit && (
                <input
                  type="checkbox"
                  aria-label="Select all guests shown"
                  checked={isAllSelected}
                  onChange={onToggleAll}
                  className="size-4 accent-rose"
                />
              )}
            </div>
            {["Name", "Household", "Status", "Meal", "Side", "Type", "Tags", "Email"].map((h) => (
              <div key={h} role="columnheader" className="px-2">
                {h}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const { guest, household } = rows[item.index]!;
            return (
              <TableRow
                key={item.key}
                index={item.index}
                start={item.start}
                guest={guest}
                household={household}
                settings={settings}
                isSelected={selected.has(guest.id)}
                onToggle={onToggle}
                onOpenHousehold={onOpenHousehold}
                save={save}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

/**
 * On a phone: one card per guest, virtualised against the page's own scroll (a box scrolling inside the
 * page is awkward under a thumb). Name, status and meal are edited in place; the rest in the household.
 */
export function GuestCards({ rows, settings, selected, onToggle, onOpenHousehold }: TableProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  const save = useSave();
  // The list's distance from the page's top moves when something above it changes (the bulk bar, the
  // filters folding out, the chart opening): measured then, not on every scroll frame (a forced layout).
  useLayoutEffect(() => {
    const measure = () => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setOffset((old) => (Math.abs(top - old) > 1 ? top : old));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 148,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (i) => rows[i]!.guest.id,
  });
  return (
    <ul ref={listRef} aria-label="Guests" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const { guest, household } = rows[item.index]!;
        return (
          <GuestCard
            key={item.key}
            index={item.index}
            top={item.start - offset}
            measure={virtualizer.measureElement}
            guest={guest}
            household={household}
            settings={settings}
            isSelected={selected.has(guest.id)}
            onToggle={onToggle}
            onOpenHousehold={onOpenHousehold}
            save={save}
          />
        );
      })}
    </ul>
  );
}

const GuestCard = memo(function GuestCard({
  index,
  top,
  measure,
  guest,
  household,
  settings,
  isSelected,
  onToggle,
  onOpenHousehold,
  save,
}: Omit<RowProps, "start"> & { top: number; measure: (el: HTMLLIElement | null) => void }) {
  const who = guest.name;
  const canEdit = useCanEditGuests();
  return (
    <li
      data-index={index}
      ref={measure}
      className="absolute inset-x-0 top-0 pb-3"
      style={{ transform: `translateY(${top}px)` }}
    >
      <div
        className={cx(
          "rounded-2xl border bg-white p-3",
          isSelected ? "border-rose/50 bg-blush/30" : "border-line",
        )}
      >
        <div className="flex items-center gap-2">
          {canEdit && (
            <input
              type="checkbox"
              aria-label={`Select ${who}`}
              checked={isSelected}
              onChange={() => onToggle(guest.id)}
              className="size-5 shrink-0 accent-rose"
            />
          )}
          <TextCell
            value={guest.name}
            label={`Name of ${who}`}
            className="font-medium"
            onCommit={(name) => name && save(guest.id, { name })}
          />
        </div>
        {canEdit ? (
          <button
            type="button"
            onClick={() => onOpenHousehold(household.id)}
            className="mt-1 ml-9 text-small text-rose underline underline-offset-4"
            aria-label={`Household ${household.name}: edit`}
          >
            {household.name}
          </button>
        ) : (
          <p className="mt-1 text-small text-muted">{household.name}</p>
        )}
        <div className="mt-2 grid grid-cols-2 gap-2">
          <StatusCell guest={guest} who={who} save={save} className="border-line" />
          <MealCell
            value={guest.mealChoice}
            label={`Meal of ${who}`}
            options={settings.mealOptions}
            onCommit={(mealChoice) => save(guest.id, { mealChoice })}
          />
        </div>
        {guest.tags.length > 0 && <p className="mt-2 text-small text-muted">{guest.tags.join(" · ")}</p>}
      </div>
    </li>
  );
});
