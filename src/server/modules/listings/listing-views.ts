import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingDailyViews, type ListingKind } from "../../db/schema";

/**
 * Listing page views for owners' stats (issue #3). A detail read only bumps a number in memory; a timer
 * writes the day's counts in one multi-row upsert, so a read never waits on a write and a popular page
 * costs one statement per flush, not one per view. Counts of the last interval are lost if the process
 * dies without closing — acceptable for stats. Days are UTC.
 */
export type ViewCounter = {
  count: (kind: ListingKind, listingId: string) => void;
  /** Writes what has been counted so far (tests call it; the timer and close do too). */
  flush: () => Promise<void>;
  /** Stops the timer and writes the rest. */
  close: () => Promise<void>;
};

type Logger = { error: (obj: unknown, msg: string) => void };

/** Caps memory if the database is down for long: past this many keys, new views are dropped. */
const MAX_PENDING_KEYS = 50_000;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export function createViewCounter(
  db: Db,
  opts: { flushMs?: number; log?: Logger; now?: () => Date } = {},
): ViewCounter {
  const now = opts.now ?? (() => new Date());
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, number>) {
    const rows = [...batch].map(([key, views]) => {
      const [listingKind, listingId, day] = key.split("|") as [ListingKind, string, string];
      return { listingKind, listingId, day, views };
    });
    try {
      await db
        .insert(listingDailyViews)
        .values(rows)
        .onConflictDoUpdate({
          target: [listingDailyViews.listingKind, listingDailyViews.listingId, listingDailyViews.day],
          set: { views: sql`${listingDailyViews.views} + excluded.views` },
        });
    } catch (err) {
      opts.log?.error({ err }, "listing views flush failed; keeping the counts for the next one");
      for (const [key, views] of batch) pending.set(key, (pending.get(key) ?? 0) + views);
    }
  }

  function flush(): Promise<void> {
    // Flushes run one after another, so two never upsert the same row at once.
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      await write(batch);
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), opts.flushMs ?? 5000);
  timer.unref();

  return {
    count(kind, listingId) {
      const key = `${kind}|${listingId}|${utcDay(now())}`;
      const current = pending.get(key);
      if (current === undefined && pending.size >= MAX_PENDING_KEYS) return;
      pending.set(key, (current ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
