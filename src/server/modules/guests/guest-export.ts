import type { Db } from "../../db/client";
import {
  GUEST_TYPE_LABELS,
  IMPORT_COLUMNS,
  type Guest,
  type GuestEvent,
  type GuestListFilters,
  type GuestSettings,
  type Household,
  type ImportColumn,
} from "@shared/schemas/guests";
import { foldName } from "@shared/rules/guest-duplicates";
import { listEvents, readHouseholds, readSettings } from "./guest-reads";

/**
 * CSV out (issue #12): the whole list or the filtered view, in the importer's own columns (an export
 * imports back as is), with a UTF-8 BOM so Excel reads accents, and every cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return) defused with a leading '
 * (OWASP's advice for CSV injection; the importer removes it again).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function defuse(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function quote(cell: string): string {
  const safe = defuse(cell);
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return "\uFEFF" + rows.map((r) => r.map(quote).join(",")).join("\r\n") + "\r\n";
}

/** Whether a guest shows in the filtered view (the list manager filters the same way). */
export function matchesFilters(home: Household, guest: Guest, f: GuestListFilters): boolean {
  if (f.status && guest.rsvpStatus !== f.status) return false;
  if (f.side && guest.side !== f.side) return false;
  if (f.guestType && guest.guestType !== f.guestType) return false;
  if (f.eventId && !home.invitedEventIds.includes(f.eventId)) return false;
  if (f.tag && !guest.tags.some((t) => t.toLowerCase() === f.tag!.toLowerCase())) return false;
  if (f.q) {
    const words = foldName(f.q).split(" ").filter(Boolean);
    const hay = foldName(`${guest.name} ${home.name} ${guest.email} ${guest.tags.join(" ")}`);
    if (!words.every((w) => hay.includes(w))) return false;
  }
  return true;
}

function sideLabel(side: Guest["side"], settings: GuestSettings): string {
  if (side === "both") return "both";
  const name = side === "partner1" ? settings.partner1 : settings.partner2;
  return name.trim() || (side === "partner1" ? "partner 1" : "partner 2");
}

export function exportRows(
  homes: Household[],
  events: GuestEvent[],
  settings: GuestSettings,
  filters: GuestListFilters,
): string[][] {
  const eventName = new Map(events.map((e) => [e.id, e.name]));
  const rows: string[][] = [[...IMPORT_COLUMNS]];
  for (const home of homes)
    for (const g of home.guests) {
      if (!matchesFilters(home, g, filters)) continue;
      const cell: Record<ImportColumn, string> = {
        household: home.name,
        name: g.name,
        email: g.email,
        phone: g.phone,
        guest_type: GUEST_TYPE_LABELS[g.guestType],
        side: sideLabel(g.side, settings),
        rsvp_status: g.rsvpStatus,
        meal_choice: g.mealChoice,
        dietary_notes: g.dietaryNotes,
        tags: g.tags.join("; "),
        notes: g.notes,
        plus_ones: String(home.plusOnesAllowed),
        events: home.invitedEventIds
          .map((id) => eventName.get(id) ?? "")
          .filter(Boolean)
          .join("; "),
        address: home.address,
        postcode: home.postcode,
      };
      rows.push(IMPORT_COLUMNS.map((c) => cell[c]));
    }
  return rows;
}

export async function exportCsv(db: Db, coupleId: string, filters: GuestListFilters): Promise<string> {
  const [homes, events, settings] = await Promise.all([
    readHouseholds(db, coupleId, { reviewStatus: "approved" }),
    listEvents(db, coupleId),
    readSettings(db, coupleId),
  ]);
  return toCsv(exportRows(homes, events, settings, filters));
}

/** The template of /planning/csv-format-guide: the header and three example rows the importer accepts. */
export function templateCsv(): string {
  const examples: Record<ImportColumn, string>[] = [
    {
      household: "The Lee family",
      name: "Christopher Lee",
      email: "chris.lee@example.com",
      phone: "(555) 010-0100",
      guest_type: "family",
      side: "partner 1",
      rsvp_status: "attending",
      meal_choice: "Chicken",
      dietary_notes: "",
      tags: "family; out of town",
      notes: "Arrives Friday",
      plus_ones: "0",
      events: "all",
      address: "12 Elm Street, Springfield",
      postcode: "12345",
    },
    {
      household: "The Lee family",
      name: "Maya Lee",
      email: "",
      phone: "",
      guest_type: "child",
      side: "partner 1",
      rsvp_status: "pending",
      meal_choice: "",
      dietary_notes: "No nuts",
      tags: "family",
      notes: "",
      plus_ones: "0",
      events: "",
      address: "",
      postcode: "",
    },
    {
      household: "",
      name: "Jordan Smith",
      email: "jordan@example.com",
      phone: "",
      guest_type: "friend",
      side: "partner 2",
      rsvp_status: "pending",
      meal_choice: "",
      dietary_notes: "",
      tags: "college",
      notes: "",
      plus_ones: "1",
      events: "",
      address: "",
      postcode: "",
    },
  ];
  return toCsv([[...IMPORT_COLUMNS], ...examples.map((e) => IMPORT_COLUMNS.map((c) => e[c]))]);
}
