import Papa from "papaparse";
import { z } from "zod";
import { AppError } from "../../errors";
import {
  GUEST_LIMITS,
  IMPORT_COLUMNS,
  type GuestSide,
  type GuestType,
  type ImportColumn,
  type ImportPreview,
  type RsvpStatus,
} from "@shared/schemas/guests";
import { createDuplicateIndex } from "@shared/rules/guest-duplicates";
import {
  guessColumn,
  namePartRank,
  parseGuestType,
  parseRsvpStatus,
  parseSide,
  splitList,
  valueKey,
} from "./guest-import-columns";

/**
 * The CSV importer's reading half (issue #12): text → rows checked one by one (line number and reason),
 * likely duplicates, and the households the rows make. Pure: no database; the caller passes the couple's
 * events, partner names, meal options and current guests. The preview shows its result; the confirm runs
 * it again on the same text and writes the plan (guest-import-write.ts).
 */

export type ImportMapping = Record<string, ImportColumn | "ignore">;

export type ImportContext = {
  events: { id: string; name: string }[];
  partners: { partner1: string; partner2: string };
  mealOptions: string[];
  /** Guests already on the list, for likely duplicates. */
  existing: { name: string; email: string }[];
};

export type PlannedGuest = {
  line: number;
  name: string;
  email: string;
  phone: string;
  guestType: GuestType;
  side: GuestSide;
  rsvpStatus: RsvpStatus;
  mealChoice: string;
  dietaryNotes: string;
  tags: string[];
  notes: string;
};

export type PlannedHousehold = {
  name: string;
  email: string;
  address: string;
  postcode: string;
  plusOnesAllowed: number;
  /** null: every event (no row named any). */
  eventIds: string[] | null;
  guests: PlannedGuest[];
};

type Row = ImportPreview["rows"][number];
export type ImportReading = ImportPreview & { households: PlannedHousehold[] };

const fileError = (message: string) => new AppError("VALIDATION", message, { fields: { csv: message } });

const emailCheck = z.email();
const oneLine = (s: string) =>
  s
    // eslint-disable-next-line no-control-regex -- stray control characters in a cell are dropped
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
    .replace(/\s+/g, " ")
    .trim();
const multiLine = (s: string) =>
  s
    // eslint-disable-next-line no-control-regex -- as above, keeping line breaks and tabs
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
    .replace(/\r\n?/g, "\n")
    .trim();

/** Line numbers of record starts: papaparse reports offsets, a quoted cell may span lines. */
function lineCounter(text: string) {
  const breaks: number[] = [];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) breaks.push(i);
  return (offset: number) => {
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (breaks[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

/** Our export defuses formulas with a leading ' (guest-export.ts): read such a cell back as written. */
const undoDefusing = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

type Record_ = { line: number; cells: string[]; error: string | null };

/** The file's records with their line numbers; whole-file problems throw a clear VALIDATION error. */
function readRecords(input: string): { headers: string[]; records: Record_[] } {
  if (input.includes("\uFFFD"))
    throw fileError(
      "This file is not UTF-8 text, so some letters cannot be read. Save it as “CSV UTF-8” (Excel: File → Save As) and try again.",
    );
  const text = input.replace(/^\uFEFF/, "");
  if (text.trim() === "") throw fileError("The file is empty.");
  const delimiter =
    Papa.parse<string[]>(text, { preview: 20, delimitersToGuess: [",", ";", "\t", "|"] }).meta.delimiter ||
    ",";
  const lineAt = lineCounter(text);
  const records: Record_[] = [];
  let start = 0;
  let tooMany = false;
  Papa.parse<string[]>(text, {
    delimiter,
    step: (result, parser) => {
      // The record starts at the first character past the previous one's line break.
      let from = start;
      while (from < text.length && (text[from] === "\n" || text[from] === "\r")) from++;
      start = result.meta.cursor;
      const cells = result.data.map((c) => undoDefusing(c).trim());
      const quoteError = result.errors.find((e) => e.type === "Quotes");
      if (!quoteError && cells.every((c) => c === "")) return; // blank line
      records.push({
        line: lineAt(from),
        cells,
        error: quoteError
          ? quoteError.code === "MissingQuotes"
            ? 'A quote (") opens a cell here and is never closed, so the rest of the file was read as one cell. Close the quote or remove it.'
            : 'A quoted cell has text after its closing quote. Put the whole cell in quotes, and write a quote inside it as two ("").'
          : null,
      });
      if (records.length > GUEST_LIMITS.importRows + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  const [header, ...rows] = records;
  if (!header) throw fileError("The file is empty.");
  if (tooMany)
    throw fileError(
      `The file has more than ${GUEST_LIMITS.importRows.toLocaleString("en-US")} guests; import at most ${GUEST_LIMITS.importRows.toLocaleString("en-US")} at a time.`,
    );
  if (header.error) throw fileError(`Line 1: ${header.error}`);
  if (rows.length === 0) throw fileError("The file has a header row but no guests under it.");
  return { headers: header.cells, records: rows };
}

/** Reads, checks and plans an import. Throws only for problems of the whole file. */
export function readImport(
  csv: string,
  given: ImportMapping | undefined,
  ctx: ImportContext,
  opts: { duplicates: boolean } = { duplicates: true },
): ImportReading {
  const { headers, records } = readRecords(csv);
  const mapping: ImportMapping = {};
  for (const h of headers) mapping[h] = given?.[h] ?? guessColumn(h);
  const columns = headers.map((h) => mapping[h] ?? "ignore");
  if (!columns.includes("name"))
    throw fileError(
      `No column holds the guests' names. Name one column “name” (or “First Name” and “Last Name”); the file's columns are: ${headers.join(", ")}.`,
    );
  // Cells of one column, in header order; name parts ordered first → middle → last.
  const nameOrder = headers
    .map((h, i) => ({ i, rank: namePartRank(h), isName: columns[i] === "name" }))
    .filter((c) => c.isName)
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((c) => c.i);
  const indexesOf = new Map<ImportColumn, number[]>();
  columns.forEach((c, i) => {
    if (c === "ignore") return;
    indexesOf.set(c, [...(indexesOf.get(c) ?? []), i]);
  });
  const cellOf = (cells: string[], column: ImportColumn): string => {
    if (column === "name")
      return nameOrder
        .map((i) => cells[i] ?? "")
        .filter(Boolean)
        .join(" ");
    for (const i of indexesOf.get(column) ?? []) if (cells[i]) return cells[i];
    return "";
  };

  const eventByKey = new Map(ctx.events.map((e) => [valueKey(e.name), e.id]));
  const mealByKey = new Map(ctx.mealOptions.map((m) => [valueKey(m), m]));
  const listIndex = createDuplicateIndex<{ name: string }>();
  // The confirm does not show duplicates: it skips looking for them.
  if (opts.duplicates)
    for (const g of ctx.existing) listIndex.add({ name: g.name, email: g.email, ref: { name: g.name } });
  const fileIndex = createDuplicateIndex<{ name: string; line: number }>();

  const rows: Row[] = [];
  type Planned = { key: string; household: string; guest: PlannedGuest; extras: HouseholdExtras };
  type HouseholdExtras = { address: string; postcode: string; plusOnes: number; eventIds: string[] | null };
  const planned: Planned[] = [];

  for (const record of records) {
    const errors: string[] = [];
    const get = (c: ImportColumn) => cellOf(record.cells, c);
    const name = oneLine(get("name"));
    const email = oneLine(get("email"));
    const household = oneLine(get("household"));
    if (record.error) errors.push(record.error);
    if (record.cells.length > headers.length && record.cells.slice(headers.length).some(Boolean))
      errors.push(
        `This line has ${record.cells.length} cells but the header has ${headers.length}: is a comma missing its quotes?`,
      );
    if (!name) errors.push("The name is missing.");
    else if (name.length > 120) errors.push("The name is longer than 120 characters.");
    if (household.length > 120) errors.push("The household name is longer than 120 characters.");
    if (email && (email.length > 254 || !emailCheck.safeParse(email).success))
      errors.push(`“${email.slice(0, 60)}” is not an email address.`);
    const phone = oneLine(get("phone"));
    if (phone.length > 40) errors.push("The phone number is longer than 40 characters.");

    const typeCell = get("guest_type");
    const guestType = parseGuestType(typeCell);
    if (!guestType)
      errors.push(
        `Guest type “${typeCell.slice(0, 40)}” is not one of: family, friend, wedding party, plus-one, child, vendor.`,
      );
    const sideCell = get("side");
    const side = parseSide(sideCell, ctx.partners);
    if (!side) {
      const names = [ctx.partners.partner1, ctx.partners.partner2].filter(Boolean);
      errors.push(
        `Side “${sideCell.slice(0, 40)}” is not one of: ${names.length === 2 ? `${names[0]}, ${names[1]}, ` : ""}partner 1, partner 2, both.`,
      );
    }
    const rsvpCell = get("rsvp_status");
    const rsvpStatus = parseRsvpStatus(rsvpCell);
    if (!rsvpStatus)
      errors.push(`RSVP “${rsvpCell.slice(0, 40)}” is not one of: attending (yes), declined (no), pending.`);

    const mealCell = oneLine(get("meal_choice"));
    const mealChoice = mealByKey.get(valueKey(mealCell)) ?? mealCell;
    if (mealChoice.length > 80) errors.push("The meal choice is longer than 80 characters.");
    const dietaryNotes = multiLine(get("dietary_notes"));
    if (dietaryNotes.length > 500) errors.push("The dietary notes are longer than 500 characters.");
    const notes = multiLine(get("notes"));
    if (notes.length > 2000) errors.push("The notes are longer than 2,000 characters.");
    const tags = [...new Set(splitList(get("tags")).map(oneLine))];
    if (tags.length > GUEST_LIMITS.tagsPerGuest)
      errors.push(`Use at most ${GUEST_LIMITS.tagsPerGuest} tags per guest.`);
    if (tags.some((t) => t.length > 40)) errors.push("A tag is longer than 40 characters.");

    const plusCell = get("plus_ones").trim();
    let plusOnes = 0;
    if (plusCell !== "") {
      plusOnes = /^\d{1,3}$/.test(plusCell) ? Number(plusCell) : NaN;
      if (!(plusOnes >= 0 && plusOnes <= 20)) {
        errors.push(`Plus-ones “${plusCell.slice(0, 20)}” must be a whole number from 0 to 20.`);
        plusOnes = 0;
      }
    }
    let eventIds: string[] | null = null;
    const eventCell = get("events");
    if (eventCell.trim() !== "" && !["all", "*", "every event", "all events"].includes(valueKey(eventCell))) {
      eventIds = [];
      for (const e of splitList(eventCell)) {
        const id = eventByKey.get(valueKey(e));
        if (id) eventIds.push(id);
        else
          errors.push(
            ctx.events.length === 0
              ? `There is no event called “${e.slice(0, 60)}”: add your events to the guest list first.`
              : `There is no event called “${e.slice(0, 60)}”; your events are: ${ctx.events.map((x) => x.name).join(", ")}.`,
          );
      }
    }
    const address = multiLine(get("address"));
    if (address.length > 300) errors.push("The address is longer than 300 characters.");
    const postcode = oneLine(get("postcode"));
    if (postcode.length > 20) errors.push("The postcode is longer than 20 characters.");

    const fromList = name ? listIndex.find({ name, email }) : null;
    const fromFile = !fromList && name ? fileIndex.find({ name, email }) : null;
    if (name && opts.duplicates) fileIndex.add({ name, email, ref: { name, line: record.line } });
    rows.push({
      line: record.line,
      household: household || name,
      name,
      email,
      errors,
      duplicateOf: fromList
        ? { name: fromList.name, where: "list" }
        : fromFile
          ? { name: fromFile.name, where: "file", line: fromFile.line }
          : null,
    });
    if (errors.length === 0)
      planned.push({
        key: household ? `h:${valueKey(household)}` : `line:${record.line}`,
        household: household || name,
        guest: {
          line: record.line,
          name,
          email,
          phone,
          guestType: guestType!,
          side: side!,
          rsvpStatus: rsvpStatus!,
          mealChoice,
          dietaryNotes,
          tags,
          notes,
        },
        extras: { address, postcode, plusOnes, eventIds },
      });
  }

  const homes = new Map<string, PlannedHousehold>();
  for (const p of planned) {
    let home = homes.get(p.key);
    if (!home) {
      home = {
        name: p.household,
        email: "",
        address: "",
        postcode: "",
        plusOnesAllowed: 0,
        eventIds: null,
        guests: [],
      };
      homes.set(p.key, home);
    }
    home.guests.push(p.guest);
    home.email ||= p.guest.email;
    home.address ||= p.extras.address;
    home.postcode ||= p.extras.postcode;
    home.plusOnesAllowed = Math.max(home.plusOnesAllowed, p.extras.plusOnes);
    if (p.extras.eventIds) home.eventIds = [...new Set([...(home.eventIds ?? []), ...p.extras.eventIds])];
  }
  const households = [...homes.values()];
  return {
    headers,
    mapping,
    rows,
    summary: {
      rows: rows.length,
      valid: rows.filter((r) => r.errors.length === 0).length,
      withErrors: rows.filter((r) => r.errors.length > 0).length,
      duplicates: rows.filter((r) => r.duplicateOf !== null).length,
      households: households.length,
    },
    households,
  };
}

/** The plan without the lines the couple left out, or a clear error when rows still have problems. */
export function confirmedPlan(reading: ImportReading, skipLines: readonly number[]): PlannedHousehold[] {
  const skip = new Set(skipLines);
  const bad = reading.rows.filter((r) => r.errors.length > 0 && !skip.has(r.line));
  if (bad.length > 0) {
    const first = bad[0]!;
    throw new AppError(
      "VALIDATION",
      `${bad.length === 1 ? "1 row has" : `${bad.length} rows have`} problems (line ${first.line}: ${first.errors[0]}). Fix them in the file, or leave those lines out.`,
      { fields: { csv: `Line ${first.line}: ${first.errors[0]}` } },
    );
  }
  return reading.households
    .map((h) => ({ ...h, guests: h.guests.filter((g) => !skip.has(g.line)) }))
    .filter((h) => h.guests.length > 0);
}

/** The importer's known columns, for tests and the template. */
export const KNOWN_COLUMNS = IMPORT_COLUMNS;
