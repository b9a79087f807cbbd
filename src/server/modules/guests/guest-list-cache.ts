import type { Db } from "../../db/client";
import { onAnyGuestListChange } from "./guest-list-bus";
import { readGuestListJson } from "./guest-reads";

/**
 * The couple's whole list as JSON bytes, kept in memory between changes (issue #12): a couple's open
 * list refetches on every `guests` event, and at 2,000 guests one answer is ~1.5 MB that PostgreSQL
 * takes tens of milliseconds to build. Every write announces itself on the guest-list bus, which drops
 * the couple's entry; a read that started before a change is not stored (a version per couple).
 *
 * The bus is in-process until the Collaboration issue carries it over Redis; until then `ttlMs` bounds
 * how long another app process may serve a list from before a change made elsewhere (decision 026).
 */
export function createGuestListCache(db: Db, opts: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { json: Buffer; at: number }>();
  const versions = new Map<string, number>();
  const unsubscribe = onAnyGuestListChange((coupleId) => {
    entries.delete(coupleId);
    versions.set(coupleId, (versions.get(coupleId) ?? 0) + 1);
  });
  return {
    async get(coupleId: string): Promise<Buffer> {
      const hit = entries.get(coupleId);
      if (hit && Date.now() - hit.at < opts.ttlMs) return hit.json;
      const version = versions.get(coupleId) ?? 0;
      const json = Buffer.from(await readGuestListJson(db, coupleId));
      if ((versions.get(coupleId) ?? 0) === version) {
        entries.delete(coupleId); // re-insert: Map order is the eviction order (oldest first)
        entries.set(coupleId, { json, at: Date.now() });
        for (const key of entries.keys()) {
          if (entries.size <= opts.maxEntries) break;
          entries.delete(key);
        }
      }
      return json;
    },
    close: unsubscribe,
  };
}
