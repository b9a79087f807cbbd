import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { RunSheetAudience, RunSheetEntryKind } from "@shared/schemas/run-sheets";
import { user } from "./auth";

/**
 * The day-of run sheet (issue #15; docs/decisions/039): the wedding day minute by minute. Times are
 * wall-clock "HH:MM" on `day` in the couple's city (no time zone arithmetic on a single day).
 */
export const runSheets = pgTable(
  "run_sheets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    day: date("day", { mode: "string" }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("run_sheets_couple_idx").on(t.coupleId)],
);

export const runSheetEntries = pgTable(
  "run_sheet_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runSheetId: uuid("run_sheet_id")
      .notNull()
      .references(() => runSheets.id, { onDelete: "cascade" }),
    /** "HH:MM", 24-hour. */
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at"),
    title: text("title").notNull(),
    kind: text("kind").$type<RunSheetEntryKind>().notNull().default("other"),
    location: text("location").notNull().default(""),
    notes: text("notes").notNull().default(""),
    /** The business this entry is for, as written ("Golden Hour Photography"); a vendor share matches it. */
    vendorName: text("vendor_name").notNull().default(""),
    venueId: uuid("venue_id"),
    vendorId: uuid("vendor_id"),
    position: integer("position").notNull().default(0),
    version: integer("version").notNull().default(1),
    /**
     * When the couple last wrote this entry by hand (added, edited, imported); null for an entry the
     * generator made and nobody touched since — the only kind a new generation updates or removes.
     */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("run_sheet_entries_sheet_idx").on(t.runSheetId, t.startsAt),
    check("run_sheet_entries_starts_check", sql`${t.startsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * A read-only link to a run sheet, no account needed: for the wedding party, or for one vendor (who then
 * confirms their own entries). Revoked links answer the "link no longer valid" page.
 */
export const runSheetShares = pgTable(
  "run_sheet_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runSheetId: uuid("run_sheet_id")
      .notNull()
      .references(() => runSheets.id, { onDelete: "cascade" }),
    /** 32 random bytes, base64url (a capability like an RSVP link). */
    token: text("token").notNull().unique(),
    label: text("label").notNull(),
    audience: text("audience").$type<RunSheetAudience>().notNull(),
    /** For a vendor link: the entries whose `vendor_name` matches (case-insensitive) are theirs. */
    vendorName: text("vendor_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
  },
  (t) => [
    index("run_sheet_shares_sheet_idx").on(t.runSheetId),
    check("run_sheet_shares_audience_check", sql`${t.audience} in ('party', 'vendor')`),
  ],
);

/** A vendor's confirmation of one of their entries: their arrival and setup times. */
export const runSheetConfirmations = pgTable(
  "run_sheet_confirmations",
  {
    shareId: uuid("share_id")
      .notNull()
      .references(() => runSheetShares.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => runSheetEntries.id, { onDelete: "cascade" }),
    /** "HH:MM". */
    arrivalAt: text("arrival_at").notNull(),
    setupAt: text("setup_at"),
    note: text("note").notNull().default(""),
    /** The entry's version the vendor confirmed: an entry changed since reads "changed since confirmed". */
    entryVersion: integer("entry_version").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.entryId] })],
);
