import Papa from "papaparse";
import { findOverlap, overlapMessage, type PlannedEntry, type TimedItem } from "@shared/rules/run-sheet-plan";
import {
  RUN_SHEET_CSV_COLUMNS,
  RUN_SHEET_LIMITS,
  entryInputSchema,
  runSheetEntryKinds,
} from "@shared/schemas/run-sheets";

/**
 * The run sheet's CSV (issue #15): the template at GET /api/run-sheets/template.csv and the import. One
 * step: every row is checked (times, end after start, lengths, no overlap on the couple's own track with
 * the rows kept and the earlier rows); one bad row and nothing is written, and the answer lists each bad
 * row with its line number so the couple fixes the file and sends it again.
 */

export const TEMPLATE_ROWS: string[][] = [
  [...RUN_SHEET_CSV_COLUMNS],
  ["13:00", "15:30", "Getting ready", "getting_ready", "Bridal suite", "", "Hair and makeup from 13:00"],
  [
    "14:00",
    "15:45",
    "Photographer arrives and sets up",
    "vendor_arrival",
    "Rose Garden",
    "Golden Hour Photography",
    "",
  ],
  ["16:00", "16:30", "Ceremony", "ceremony", "Rose Garden", "", "Doors at 15:40"],
  ["18:00", "19:00", "Dinner is served", "meal", "Grand Hall", "", ""],
];

const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
export const templateCsv = () => TEMPLATE_ROWS.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";

export type ImportRow = Omit<PlannedEntry, "endsAt"> & { endsAt: string | null; notes: string };
export type ImportCheck = { rows: ImportRow[]; errors: { line: number; message: string }[] };

const firstIssue = (issues: { path: PropertyKey[]; message: string }[]) => {
  const issue = issues[0];
  if (!issue) return "This row is not valid.";
  const field = String(issue.path[0] ?? "");
  const name: Record<string, string> = {
    startsAt: "start",
    endsAt: "end",
    title: "title",
    kind: "kind",
    location: "location",
    vendorName: "vendor",
    notes: "notes",
  };
  return name[field] ? `${name[field]}: ${issue.message}` : issue.message;
};

export function checkImport(csv: string, kept: readonly TimedItem[]): ImportCheck {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const errors: ImportCheck["errors"] = [];
  const headers = parsed.meta.fields ?? [];
  for (const need of ["start", "title"])
    if (!headers.includes(need))
      errors.push({ line: 1, message: `The file has no “${need}” column. Start from the template.` });
  if (errors.length > 0) return { rows: [], errors };
  if (parsed.data.length > RUN_SHEET_LIMITS.importRows)
    return {
      rows: [],
      errors: [{ line: 1, message: `A file holds at most ${RUN_SHEET_LIMITS.importRows} rows.` }],
    };
  const rows: ImportRow[] = [];
  const placed: TimedItem[] = [...kept];
  parsed.data.forEach((raw, i) => {
    const line = i + 2;
    const kind = (raw.kind ?? "").trim().toLowerCase().replaceAll(" ", "_") || "other";
    if (!(runSheetEntryKinds as readonly string[]).includes(kind)) {
      errors.push({ line, message: `kind: “${raw.kind}” is not one of ${runSheetEntryKinds.join(", ")}.` });
      return;
    }
    const result = entryInputSchema.safeParse({
      startsAt: (raw.start ?? "").trim(),
      endsAt: (raw.end ?? "").trim() || null,
      title: raw.title ?? "",
      kind,
      location: raw.location ?? "",
      vendorName: raw.vendor ?? "",
      notes: raw.notes ?? "",
    });
    if (!result.success) {
      errors.push({ line, message: firstIssue(result.error.issues) });
      return;
    }
    const v = result.data;
    const item = { ...v, endsAt: v.endsAt || null };
    const other = findOverlap(item, placed);
    if (other) {
      errors.push({ line, message: overlapMessage(other) });
      return;
    }
    placed.push(item);
    rows.push(item);
  });
  return { rows, errors };
}
