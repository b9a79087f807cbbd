import { randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  compareEntries,
  findOverlap,
  overlapMessage,
  planWeddingDay,
  vendorRoleOf,
  type PlanVendor,
  type PlannedEntry,
} from "@shared/rules/run-sheet-plan";
import {
  RUN_SHEET_LIMITS,
  type Confirmation,
  type RunSheet,
  type RunSheetList,
  type RunSheetShare,
  type entryInputSchema,
  type entryPatchSchema,
  type runSheetPatchSchema,
  type shareInputSchema,
} from "@shared/schemas/run-sheets";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  runSheetConfirmations,
  runSheetEntries,
  runSheetShares,
  runSheets,
} from "../../db/schema/run-sheets";
import { AppError, invalidFields } from "../../errors";
import { budgetVendorsOf } from "../budgets/budget-vendors.service";
import { weddingEventsOf } from "../guests/wedding-events.service";
import { bookedListingsOf } from "../inquiries/booked-listings.service";
import type { RunSheetNews } from "./run-sheet-news";

/**
 * The couple's run sheets (issue #15; docs/decisions/039). Every function takes the couple's id from the
 * access rule (coupleScope, area "timeline"); a sheet, entry or share of another couple reads exactly like
 * a missing one (404). Every write bumps the sheet's version and announces the change (run-sheet-news.ts).
 */

export const SHEET_NOT_FOUND = "Run sheet not found.";
export const ENTRY_NOT_FOUND = "Entry not found.";
export const SHARE_NOT_FOUND = "Link not found.";
export const STALE_MESSAGE =
  "This was changed meanwhile (someone else saved first). Reload to see the latest; nothing was saved.";
export const WEDDING_DAY_TITLE = "Wedding day";

const sheetNotFound = () => new AppError("NOT_FOUND", SHEET_NOT_FOUND);
const entryNotFound = () => new AppError("NOT_FOUND", ENTRY_NOT_FOUND);
const shareNotFound = () => new AppError("NOT_FOUND", SHARE_NOT_FOUND);
const stale = () => new AppError("CONFLICT", STALE_MESSAGE, { reason: "stale" });

export type Deps = { db: Db; news: RunSheetNews };
type EntryRow = typeof runSheetEntries.$inferSelect;

export const newShareToken = () => randomBytes(32).toString("base64url");
export const sharePath = (token: string) => `/timeline/shared/${token}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ── reads ───────────────────────────────────────────────────────────────────────────────────────────

export async function listSheets(db: Db, coupleId: string): Promise<RunSheetList> {
  const rows = await db
    .select({
      id: runSheets.id,
      title: runSheets.title,
      day: runSheets.day,
      updatedAt: runSheets.updatedAt,
      entries: sql<number>`(select count(*)::int from run_sheet_entries e where e.run_sheet_id = ${runSheets.id})`,
    })
    .from(runSheets)
    .where(eq(runSheets.coupleId, coupleId))
    .orderBy(asc(runSheets.createdAt));
  return {
    sheets: rows.map((r) => ({ ...r, entries: Number(r.entries), updatedAt: r.updatedAt.toISOString() })),
  };
}

async function ownSheet(db: Db, coupleId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(runSheets)
    .where(and(eq(runSheets.id, id), eq(runSheets.coupleId, coupleId)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw sheetNotFound();
  return row;
}

export async function readEntries(db: Db, runSheetId: string): Promise<EntryRow[]> {
  const rows = await db.select().from(runSheetEntries).where(eq(runSheetEntries.runSheetId, runSheetId));
  return rows.sort((a, b) => compareEntries(a, b) || a.position - b.position);
}

/** The names on this couple's plan a vendor link can be for: booked listings and budget lines. */
export async function vendorsOf(db: Db, coupleId: string): Promise<PlanVendor[]> {
  const [booked, lines] = await Promise.all([bookedListingsOf(db, coupleId), budgetVendorsOf(db, coupleId)]);
  return [
    ...booked.map((b) => ({
      name: b.name,
      role: b.kind === "venue" ? ("venue" as const) : vendorRoleOf(b.categorySlug),
    })),
    ...lines.map((l) => ({
      name: l.vendorName,
      role: vendorRoleOf(l.categoryName, l.lineName, l.vendorName),
    })),
  ];
}

export async function readSheet(db: Db, coupleId: string, id: string): Promise<RunSheet> {
  const sheet = await ownSheet(db, coupleId, id);
  const [entries, shares, confirmations, vendors] = await Promise.all([
    readEntries(db, id),
    db
      .select()
      .from(runSheetShares)
      .where(eq(runSheetShares.runSheetId, id))
      .orderBy(asc(runSheetShares.createdAt)),
    db
      .select({
        c: runSheetConfirmations,
        shareLabel: runSheetShares.label,
        entryVersion: runSheetEntries.version,
      })
      .from(runSheetConfirmations)
      .innerJoin(runSheetShares, eq(runSheetShares.id, runSheetConfirmations.shareId))
      .innerJoin(runSheetEntries, eq(runSheetEntries.id, runSheetConfirmations.entryId))
      .where(and(eq(runSheetShares.runSheetId, id), isNull(runSheetShares.revokedAt)))
      .orderBy(asc(runSheetConfirmations.confirmedAt)),
    vendorsOf(db, coupleId),
  ]);
  const vendorNames = [...new Map(vendors.map((v) => [v.name.trim().toLowerCase(), v.name.trim()])).values()];
  for (const e of entries)
    if (e.vendorName && !vendorNames.some((n) => n.toLowerCase() === e.vendorName.toLowerCase()))
      vendorNames.push(e.vendorName);
  return {
    id: sheet.id,
    title: sheet.title,
    day: sheet.day,
    version: sheet.version,
    updatedAt: sheet.updatedAt.toISOString(),
    entries: entries.map((e) => ({
      id: e.id,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      title: e.title,
      kind: e.kind,
      location: e.location,
      notes: e.notes,
      vendorName: e.vendorName,
      position: e.position,
      version: e.version,
      isEdited: e.editedAt !== null,
    })),
    shares: shares.map((s): RunSheetShare => ({
      id: s.id,
      label: s.label,
      audience: s.audience,
      vendorName: s.vendorName,
      path: sharePath(s.token),
      createdAt: s.createdAt.toISOString(),
      revokedAt: iso(s.revokedAt),
      lastOpenedAt: iso(s.lastOpenedAt),
    })),
    confirmations: confirmations.map((r): Confirmation => ({
      shareId: r.c.shareId,
      shareLabel: r.shareLabel,
      entryId: r.c.entryId,
      arrivalAt: r.c.arrivalAt,
      setupAt: r.c.setupAt,
      note: r.c.note,
      confirmedAt: r.c.confirmedAt.toISOString(),
      isChangedSince: r.entryVersion > r.c.entryVersion,
    })),
    vendorNames,
  };
}

// ── writes ──────────────────────────────────────────────────────────────────────────────────────────

/** Runs a write on one sheet in a transaction (sheet locked, version bumped), then announces it. */
async function writeSheet<T>(
  deps: Deps,
  coupleId: string,
  sheetId: string | ((tx: Db) => Promise<string>),
  write: (tx: Db, sheet: typeof runSheets.$inferSelect) => Promise<T>,
): Promise<{ sheetId: string; result: T }> {
  const out = await deps.db.transaction(async (tx) => {
    const id = typeof sheetId === "string" ? sheetId : await sheetId(tx);
    const sheet = await ownSheet(tx, coupleId, id, true);
    const result = await write(tx, sheet);
    await tx
      .update(runSheets)
      .set({ version: sql`${runSheets.version} + 1`, updatedAt: new Date() })
      .where(eq(runSheets.id, id));
    return { sheetId: id, result };
  });
  deps.news.announce(out.sheetId);
  return out;
}

async function sheetOfEntry(tx: Db, coupleId: string, entryId: string): Promise<string> {
  const [row] = await tx
    .select({ sheetId: runSheetEntries.runSheetId })
    .from(runSheetEntries)
    .innerJoin(runSheets, eq(runSheets.id, runSheetEntries.runSheetId))
    .where(and(eq(runSheetEntries.id, entryId), eq(runSheets.coupleId, coupleId)));
  if (!row) throw entryNotFound();
  return row.sheetId;
}

async function sheetOfShare(tx: Db, coupleId: string, shareId: string): Promise<string> {
  const [row] = await tx
    .select({ sheetId: runSheetShares.runSheetId })
    .from(runSheetShares)
    .innerJoin(runSheets, eq(runSheets.id, runSheetShares.runSheetId))
    .where(and(eq(runSheetShares.id, shareId), eq(runSheets.coupleId, coupleId)));
  if (!row) throw shareNotFound();
  return row.sheetId;
}

const toRow = (
  runSheetId: string,
  e: Omit<PlannedEntry, "endsAt"> & { endsAt: string | null; notes?: string },
  position: number,
  editedAt: Date | null,
) => ({
  runSheetId,
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  title: e.title,
  kind: e.kind,
  location: e.location,
  notes: e.notes ?? "",
  vendorName: e.vendorName,
  position,
  editedAt,
});

const keyOf = (e: { kind: string; title: string }) => `${e.kind}\u0000${e.title.trim().toLowerCase()}`;

/**
 * Makes the couple's "Wedding day" sheet from their events and vendors, or refreshes it: entries the
 * couple added or edited (`edited_at` set) are kept as they are; untouched generated entries are updated
 * in place when the plan moved them (same kind and title: their version goes up, so a vendor who confirmed
 * reads "changed since confirmed"), removed when the plan no longer has them; new plan entries are added
 * unless the couple already has an entry of that kind and title.
 */
export async function generateSheet(deps: Deps, coupleId: string): Promise<RunSheet> {
  const [events, vendors] = await Promise.all([
    weddingEventsOf(deps.db, coupleId),
    vendorsOf(deps.db, coupleId),
  ]);
  const plan = planWeddingDay({ events, vendors });
  const { sheetId } = await writeSheet(
    deps,
    coupleId,
    async (tx) => {
      const [existing] = await tx
        .select({ id: runSheets.id })
        .from(runSheets)
        .where(and(eq(runSheets.coupleId, coupleId), eq(runSheets.title, WEDDING_DAY_TITLE)))
        .orderBy(asc(runSheets.createdAt))
        .limit(1);
      if (existing) return existing.id;
      const [made] = await tx
        .insert(runSheets)
        .values({ coupleId, title: WEDDING_DAY_TITLE, day: events.find((e) => e.startsOn)?.startsOn ?? null })
        .returning({ id: runSheets.id });
      return made!.id;
    },
    async (tx, sheet) => {
      const current = await readEntries(tx, sheet.id);
      const edited = new Set(current.filter((e) => e.editedAt !== null).map(keyOf));
      const untouched = new Map(current.filter((e) => e.editedAt === null).map((e) => [keyOf(e), e]));
      const wanted = plan.entries.filter((e) => !edited.has(keyOf(e)));
      let position = 0;
      for (const p of wanted) {
        position += 1;
        const had = untouched.get(keyOf(p));
        if (!had) {
          await tx.insert(runSheetEntries).values(toRow(sheet.id, p, position, null));
          continue;
        }
        untouched.delete(keyOf(p));
        const moved =
          had.startsAt !== p.startsAt ||
          had.endsAt !== p.endsAt ||
          had.location !== p.location ||
          had.vendorName !== p.vendorName;
        await tx
          .update(runSheetEntries)
          .set({
            startsAt: p.startsAt,
            endsAt: p.endsAt,
            location: p.location,
            vendorName: p.vendorName,
            position,
            ...(moved ? { version: sql`${runSheetEntries.version} + 1`, updatedAt: new Date() } : {}),
          })
          .where(eq(runSheetEntries.id, had.id));
      }
      const gone = [...untouched.values()].map((e) => e.id);
      if (gone.length > 0) await tx.delete(runSheetEntries).where(inArray(runSheetEntries.id, gone));
    },
  );
  return readSheet(deps.db, coupleId, sheetId);
}

export async function patchSheet(
  deps: Deps,
  coupleId: string,
  id: string,
  input: z.output<typeof runSheetPatchSchema>,
): Promise<RunSheet> {
  await writeSheet(deps, coupleId, id, async (tx, sheet) => {
    if (sheet.version !== input.version) throw stale();
    await tx
      .update(runSheets)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.day !== undefined ? { day: input.day } : {}),
      })
      .where(eq(runSheets.id, id));
  });
  return readSheet(deps.db, coupleId, id);
}

function needNoOverlap(item: Parameters<typeof findOverlap>[0], others: EntryRow[]) {
  const other = findOverlap(item, others);
  if (other) throw invalidFields({ startsAt: overlapMessage(other) });
}

export async function addEntry(
  deps: Deps,
  coupleId: string,
  sheetId: string,
  input: z.output<typeof entryInputSchema>,
): Promise<RunSheet> {
  await writeSheet(deps, coupleId, sheetId, async (tx) => {
    const current = await readEntries(tx, sheetId);
    if (current.length >= RUN_SHEET_LIMITS.entries)
      throw new AppError("VALIDATION", `A run sheet holds at most ${RUN_SHEET_LIMITS.entries} entries.`);
    const endsAt = input.endsAt || null;
    needNoOverlap({ ...input, endsAt }, current);
    await tx.insert(runSheetEntries).values({
      runSheetId: sheetId,
      ...input,
      endsAt,
      position: current.length + 1,
      editedAt: new Date(),
    });
  });
  return readSheet(deps.db, coupleId, sheetId);
}

async function lockEntry(tx: Db, sheetId: string, entryId: string): Promise<EntryRow> {
  const [row] = await tx
    .select()
    .from(runSheetEntries)
    .where(and(eq(runSheetEntries.id, entryId), eq(runSheetEntries.runSheetId, sheetId)))
    .for("update");
  if (!row) throw entryNotFound();
  return row;
}

export async function patchEntry(
  deps: Deps,
  coupleId: string,
  entryId: string,
  input: z.output<typeof entryPatchSchema>,
): Promise<RunSheet> {
  const { sheetId } = await writeSheet(
    deps,
    coupleId,
    (tx) => sheetOfEntry(tx, coupleId, entryId),
    async (tx, sheet) => {
      const row = await lockEntry(tx, sheet.id, entryId);
      if (row.version !== input.version) throw stale();
      const { version: _version, ...changes } = input;
      const next: EntryRow = {
        ...row,
        ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
      };
      if (changes.endsAt !== undefined) next.endsAt = changes.endsAt || null;
      if (next.endsAt && next.endsAt <= next.startsAt)
        throw invalidFields({ endsAt: "The end must be after the start." });
      needNoOverlap(next, await readEntries(tx, sheet.id));
      await tx
        .update(runSheetEntries)
        .set({
          startsAt: next.startsAt,
          endsAt: next.endsAt,
          title: next.title,
          kind: next.kind,
          location: next.location,
          notes: next.notes,
          vendorName: next.vendorName,
          version: row.version + 1,
          editedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(runSheetEntries.id, entryId));
    },
  );
  return readSheet(deps.db, coupleId, sheetId);
}

export async function deleteEntry(
  deps: Deps,
  coupleId: string,
  entryId: string,
  version: number | undefined,
): Promise<RunSheet> {
  const { sheetId } = await writeSheet(
    deps,
    coupleId,
    (tx) => sheetOfEntry(tx, coupleId, entryId),
    async (tx, sheet) => {
      const row = await lockEntry(tx, sheet.id, entryId);
      if (version !== undefined && row.version !== version) throw stale();
      await tx.delete(runSheetEntries).where(eq(runSheetEntries.id, entryId));
    },
  );
  return readSheet(deps.db, coupleId, sheetId);
}

export async function addShare(
  deps: Deps,
  coupleId: string,
  sheetId: string,
  input: z.output<typeof shareInputSchema>,
): Promise<RunSheet> {
  await writeSheet(deps, coupleId, sheetId, async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(runSheetShares)
      .where(eq(runSheetShares.runSheetId, sheetId));
    if (Number(row?.n ?? 0) >= RUN_SHEET_LIMITS.shares)
      throw new AppError("VALIDATION", `A run sheet has at most ${RUN_SHEET_LIMITS.shares} links.`);
    await tx.insert(runSheetShares).values({
      runSheetId: sheetId,
      token: newShareToken(),
      label: input.label,
      audience: input.audience,
      vendorName: input.audience === "vendor" ? input.vendorName : "",
    });
  });
  return readSheet(deps.db, coupleId, sheetId);
}

export async function revokeShare(deps: Deps, coupleId: string, shareId: string): Promise<RunSheet> {
  const { sheetId } = await writeSheet(
    deps,
    coupleId,
    (tx) => sheetOfShare(tx, coupleId, shareId),
    async (tx) => {
      await tx
        .update(runSheetShares)
        .set({ revokedAt: sql`coalesce(${runSheetShares.revokedAt}, now())` })
        .where(eq(runSheetShares.id, shareId));
    },
  );
  return readSheet(deps.db, coupleId, sheetId);
}

/** Adds (or, with `replace`, replaces the sheet's entries with) imported rows, already checked. */
export async function importEntries(
  deps: Deps,
  coupleId: string,
  sheetId: string,
  rows: (Omit<PlannedEntry, "endsAt"> & { endsAt: string | null; notes: string })[],
  replace: boolean,
): Promise<RunSheet> {
  await writeSheet(deps, coupleId, sheetId, async (tx) => {
    const current = replace ? [] : await readEntries(tx, sheetId);
    if (current.length + rows.length > RUN_SHEET_LIMITS.entries)
      throw new AppError("VALIDATION", `A run sheet holds at most ${RUN_SHEET_LIMITS.entries} entries.`);
    if (replace) await tx.delete(runSheetEntries).where(eq(runSheetEntries.runSheetId, sheetId));
    const now = new Date();
    if (rows.length > 0)
      await tx
        .insert(runSheetEntries)
        .values(rows.map((r, i) => toRow(sheetId, r, current.length + i + 1, now)));
  });
  return readSheet(deps.db, coupleId, sheetId);
}
