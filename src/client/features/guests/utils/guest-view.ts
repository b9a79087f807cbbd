import type {
  Guest,
  GuestList,
  GuestListFilters,
  GuestSide,
  GuestType,
  Household,
  RsvpStatus,
} from "@shared/schemas/guests";

/**
 * The table's view of the list (pure, tested alone): one row per guest, carrying its household, so the
 * table is flat yet sorted by household by default — members stay together, and any other sort or filter
 * works across households (docs/decisions/027-guest-list-manager.md).
 */
export type GuestRow = { guest: Guest; household: Household };

export type GuestSort = "household" | "name" | "status" | "side" | "updated";
export const GUEST_SORTS: Record<GuestSort, string> = {
  household: "Household",
  name: "Name",
  status: "Status",
  side: "Side",
  updated: "Last changed",
};

export type ViewFilters = {
  q: string;
  status: RsvpStatus | "";
  side: GuestSide | "";
  eventId: string;
  tag: string;
  guestType: GuestType | "";
};
export const NO_FILTERS: ViewFilters = { q: "", status: "", side: "", eventId: "", tag: "", guestType: "" };

/** Lower case without accents, so "zoe" finds "Zoë". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function rowsOf(list: Pick<GuestList, "households">): GuestRow[] {
  return list.households.flatMap((household) => household.guests.map((guest) => ({ guest, household })));
}

export function filterRows(rows: GuestRow[], f: ViewFilters): GuestRow[] {
  const words = fold(f.q).split(/\s+/).filter(Boolean);
  return rows.filter(({ guest, household }) => {
    if (f.status && guest.rsvpStatus !== f.status) return false;
    if (f.side && guest.side !== f.side) return false;
    if (f.guestType && guest.guestType !== f.guestType) return false;
    if (f.tag && !guest.tags.includes(f.tag)) return false;
    if (f.eventId && !household.invitedEventIds.includes(f.eventId)) return false;
    if (words.length === 0) return true;
    const hay = fold(
      [guest.name, guest.email, guest.phone, household.name, guest.mealChoice, ...guest.tags].join(" "),
    );
    return words.every((w) => hay.includes(w));
  });
}

const statusOrder: Record<RsvpStatus, number> = { attending: 0, pending: 1, declined: 2 };
const sideOrder: Record<GuestSide, number> = { partner1: 0, partner2: 1, both: 2 };
const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

export function sortRows(rows: GuestRow[], sort: GuestSort, descending = false): GuestRow[] {
  const byHousehold = (a: GuestRow, b: GuestRow) =>
    collator.compare(a.household.name, b.household.name) || a.household.id.localeCompare(b.household.id);
  const compare = (a: GuestRow, b: GuestRow): number => {
    switch (sort) {
      case "household":
        return byHousehold(a, b);
      case "name":
        return collator.compare(a.guest.name, b.guest.name);
      case "status":
        return statusOrder[a.guest.rsvpStatus] - statusOrder[b.guest.rsvpStatus];
      case "side":
        return sideOrder[a.guest.side] - sideOrder[b.guest.side];
      case "updated":
        return b.guest.updatedAt.localeCompare(a.guest.updatedAt);
    }
  };
  // A stable sort: within equal keys the household order (then the server's order) holds.
  const sorted = rows.map((row, i) => ({ row, i }));
  sorted.sort((a, b) => {
    const primary = compare(a.row, b.row);
    if (primary !== 0) return descending ? -primary : primary;
    return (sort === "household" ? 0 : byHousehold(a.row, b.row)) || a.i - b.i;
  });
  return sorted.map(({ row }) => row);
}

/** Every tag in use, for the tag filter and the bulk tag field's suggestions. */
export function tagsOf(rows: GuestRow[]): string[] {
  return [...new Set(rows.flatMap((r) => r.guest.tags))].sort(collator.compare);
}

/** The server's filter names (guestListFiltersSchema) for what the table shows: the export's query. */
export function serverFilters(f: ViewFilters): GuestListFilters {
  const out: GuestListFilters = {};
  if (f.q.trim()) out.q = f.q.trim();
  if (f.status) out.status = f.status;
  if (f.side) out.side = f.side;
  if (f.eventId) out.eventId = f.eventId;
  if (f.tag) out.tag = f.tag;
  if (f.guestType) out.guestType = f.guestType;
  return out;
}

export function exportUrl(f?: ViewFilters): string {
  const query = new URLSearchParams(f ? serverFilters(f) : {}).toString();
  return `/api/guests/export.csv${query ? `?${query}` : ""}`;
}

export const hasFilters = (f: ViewFilters) => Object.values(serverFilters(f)).length > 0;

/** "Chris, Sam" → ["Chris", "Sam"]: tags typed in a cell, trimmed, de-duplicated, empties dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** Short, for a table cell: the partner's first name when the profile has it. */
export function sideLabel(side: GuestSide, names: { partner1: string; partner2: string }): string {
  const first = (name: string) => name.trim().split(/\s+/)[0] ?? "";
  switch (side) {
    case "partner1":
      return first(names.partner1) ? `${first(names.partner1)}'s side` : "Partner 1";
    case "partner2":
      return first(names.partner2) ? `${first(names.partner2)}'s side` : "Partner 2";
    case "both":
      return "Both";
  }
}

export const STATUS_LABELS: Record<RsvpStatus, string> = {
  attending: "Attending",
  declined: "Declined",
  pending: "Pending",
};
