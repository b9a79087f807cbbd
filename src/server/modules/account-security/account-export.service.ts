import { and, eq, inArray } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { Viewer } from "@shared/schemas/account";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { toCsv as csvOf } from "../guests/guest-export";
import { HIDDEN_COLUMN, exportParts, type ExportPart } from "./export-parts";

type Row = Record<string, unknown>;

export const EXPORT_JSON = "june-weddings-data.json";

/** One row as exported: hidden columns dropped, dates as ISO text. */
function clean(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (HIDDEN_COLUMN.test(k)) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/**
 * CSV of rows, through the guest list's writer (BOM for Excel, formula cells defused — OWASP's CSV
 * injection advice); nested values as JSON text.
 */
export function toCsv(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown): string => {
    if (v === null || v === undefined) return "";
    if (typeof v === "string") return v;
    if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
    return JSON.stringify(v);
  };
  return csvOf([columns, ...rows.map((r) => columns.map((c) => cell(r[c])))]);
}

/**
 * Everything that is the viewer's (issue #17): the account, then each part of `exportParts` for their kind.
 * Couple-owned parts are read by the couple scope's couple id — the viewer's own couple only, never one
 * they help (a contributor's export is what they wrote, not the couple's plan).
 */
export async function collectExport(db: Db, viewer: Viewer): Promise<Record<string, Row[] | Row>> {
  const own = { ...viewer, actingFor: undefined };
  const coupleId = viewer.kind === "couple" ? (await coupleScope(db, own)).coupleId : null;
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      kind: user.kind,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, viewer.id));
  const found: Record<string, Row[]> = {};
  for (const part of exportParts) {
    if (part.kinds && !part.kinds.includes(viewer.kind)) continue;
    const ownerId = part.owner === "couple" ? coupleId : viewer.id;
    if (!ownerId) continue;
    found[part.name] = (await readPart(db, part, ownerId, found)).map(clean);
  }
  return { account: clean(account as Row), ...found };
}

async function readPart(db: Db, part: ExportPart, ownerId: string, found: Record<string, Row[]>) {
  let where;
  if ("key" in part) where = eq(part.key, ownerId);
  else {
    const parentIds = (found[part.parent] ?? []).map((r) => r.id).filter((id) => id != null);
    if (parentIds.length === 0) return [];
    where = inArray(part.parentKey, parentIds);
  }
  return (await db
    .select()
    .from(part.table)
    .where(part.only ? and(where, part.only) : where)) as Row[];
}

/** The archive: one JSON file with everything, and a CSV per table-like part. */
export async function buildExportZip(db: Db, viewer: Viewer): Promise<Uint8Array> {
  const data = await collectExport(db, viewer);
  const files: Zippable = {
    [EXPORT_JSON]: strToU8(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2)),
  };
  for (const part of exportParts) {
    const rows = data[part.name];
    if (part.csv && Array.isArray(rows)) files[`csv/${part.name}.csv`] = strToU8(toCsv(rows));
  }
  return zipSync(files, { level: 6 });
}
