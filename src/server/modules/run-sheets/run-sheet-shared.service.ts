import { and, eq, sql } from "drizzle-orm";
import {
  LINK_NOT_VALID,
  type SharedRunSheet,
  type confirmationInputSchema,
} from "@shared/schemas/run-sheets";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  runSheetConfirmations,
  runSheetEntries,
  runSheetShares,
  runSheets,
} from "../../db/schema/run-sheets";
import { AppError } from "../../errors";
import type { RunSheetNews } from "./run-sheet-news";
import { readEntries } from "./run-sheets.service";

/**
 * What a shared link may read and do (issue #15). The token is the key: the sheet it was made for, and
 * for a vendor link the entries whose vendor name matches (case-insensitive), which it alone may confirm.
 * Unknown and revoked tokens answer the same 404, counted against the caller's address (lookup-guard.ts).
 */

const LINK_REASON = "run_sheet_link";

/** A per-IP budget of failed look-ups (the guests module's lookup guard fits: app.ts passes one). */
export type LinkGuard = { check: (ip: string) => Promise<void>; fail: (ip: string) => Promise<void> };
export const linkNotValid = () => new AppError("NOT_FOUND", LINK_NOT_VALID, { reason: LINK_REASON });

/** Runs a token look-up under the guard: an unknown or revoked token counts against the caller's address. */
export async function guardedLink<T>(guard: LinkGuard, ip: string, run: () => Promise<T>): Promise<T> {
  await guard.check(ip);
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.detail.reason === LINK_REASON) await guard.fail(ip);
    throw err;
  }
}

export type ShareRow = typeof runSheetShares.$inferSelect;

/** The live share of `token`; an unknown or revoked one is the same 404. */
export async function shareOfToken(db: Db, token: string): Promise<ShareRow> {
  const [row] = await db.select().from(runSheetShares).where(eq(runSheetShares.token, token));
  if (!row || row.revokedAt) throw linkNotValid();
  return row;
}

const isMineFor = (share: ShareRow) => (vendorName: string) =>
  share.audience === "vendor" &&
  vendorName.trim() !== "" &&
  vendorName.trim().toLowerCase() === share.vendorName.trim().toLowerCase();

export async function readShared(
  db: Db,
  token: string,
  opts: { touch?: boolean } = {},
): Promise<SharedRunSheet> {
  const share = await shareOfToken(db, token);
  const [sheet] = await db.select().from(runSheets).where(eq(runSheets.id, share.runSheetId));
  if (!sheet) throw linkNotValid();
  const [entries, confirmations] = await Promise.all([
    readEntries(db, sheet.id),
    db.select().from(runSheetConfirmations).where(eq(runSheetConfirmations.shareId, share.id)),
  ]);
  if (opts.touch)
    await db
      .update(runSheetShares)
      .set({ lastOpenedAt: sql`now()` })
      .where(eq(runSheetShares.id, share.id));
  const mine = isMineFor(share);
  const byEntry = new Map(confirmations.map((c) => [c.entryId, c]));
  return {
    title: sheet.title,
    day: sheet.day,
    label: share.label,
    audience: share.audience,
    vendorName: share.vendorName,
    entries: entries.map((e) => {
      const c = byEntry.get(e.id);
      return {
        id: e.id,
        startsAt: e.startsAt,
        endsAt: e.endsAt,
        title: e.title,
        kind: e.kind,
        location: e.location,
        notes: e.notes,
        vendorName: e.vendorName,
        version: e.version,
        isMine: mine(e.vendorName),
        confirmation: c
          ? {
              arrivalAt: c.arrivalAt,
              setupAt: c.setupAt,
              note: c.note,
              confirmedAt: c.confirmedAt.toISOString(),
              isChangedSince: e.version > c.entryVersion,
            }
          : null,
      };
    }),
  };
}

export const NOT_YOURS = "This entry is not on your link.";

/**
 * A vendor link confirms its arrival and setup times on one of its own entries (an entry of another
 * vendor, of the couple's own track or of another sheet: 404). Confirming again replaces the answer.
 */
export async function confirmEntry(
  deps: { db: Db; news: RunSheetNews; onConfirmed: (coupleId: string, runSheetId: string) => void },
  token: string,
  entryId: string,
  input: z.output<typeof confirmationInputSchema>,
): Promise<SharedRunSheet> {
  const share = await shareOfToken(deps.db, token);
  const [entry] = await deps.db
    .select()
    .from(runSheetEntries)
    .where(and(eq(runSheetEntries.id, entryId), eq(runSheetEntries.runSheetId, share.runSheetId)));
  if (!entry || !isMineFor(share)(entry.vendorName)) throw new AppError("NOT_FOUND", NOT_YOURS);
  const values = {
    arrivalAt: input.arrivalAt,
    setupAt: input.setupAt || null,
    note: input.note,
    entryVersion: entry.version,
    confirmedAt: new Date(),
  };
  await deps.db
    .insert(runSheetConfirmations)
    .values({ shareId: share.id, entryId, ...values })
    .onConflictDoUpdate({
      target: [runSheetConfirmations.shareId, runSheetConfirmations.entryId],
      set: values,
    });
  const [sheet] = await deps.db
    .select({ coupleId: runSheets.coupleId })
    .from(runSheets)
    .where(eq(runSheets.id, share.runSheetId));
  deps.news.announce(share.runSheetId);
  if (sheet) deps.onConfirmed(sheet.coupleId, share.runSheetId);
  return readShared(deps.db, token);
}
