import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Db } from "../../db/client";
import type { GuestListBus } from "./guest-list-bus";
import { readGuestListJson } from "./guest-reads";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ListEncoding = "br" | "gzip" | "identity";
type Entry = { at: number; identity: Buffer; br?: Promise<Buffer>; gzip?: Promise<Buffer> };

/**
 * The couple's whole list as JSON bytes, kept in memory between changes (issue #12): a couple's open
 * list refetches on every `guests` event, and at 2,000 guests one answer is ~1.5 MB that PostgreSQL
 * takes tens of milliseconds to build and brotli as long again to compress. Every write announces itself
 * on the guest-list bus, which drops the couple's entry; a read that started before a change is not
 * stored (a version per couple). Compressed forms are made once per entry, off the event loop.
 *
 * The guest-list bus reaches every app process (Redis with REDIS_URL; decision 032); `ttlMs` still bounds
 * how long a list may be served should a message be lost (pub/sub keeps nothing) (decision 026).
 */
export function createGuestListCache(
  db: Db,
  guestList: Pick<GuestListBus, "onAny">,
  opts: { ttlMs: number; maxEntries: number },
) {
  const entries = new Map<string, Entry>();
  const versions = new Map<string, number>();
  const unsubscribe = guestList.onAny((coupleId) => {
    entries.delete(coupleId);
    versions.set(coupleId, (versions.get(coupleId) ?? 0) + 1);
  });

  /** Builds in progress, by couple and version: readers arriving meanwhile share one build (no stampede). */
  const building = new Map<string, Promise<Entry>>();

  function entryOf(coupleId: string): Promise<Entry> {
    const hit = entries.get(coupleId);
    if (hit && Date.now() - hit.at < opts.ttlMs) return Promise.resolve(hit);
    const key = `${coupleId}:${versions.get(coupleId) ?? 0}`;
    let build = building.get(key);
    if (!build) {
      build = buildEntry(coupleId).finally(() => building.delete(key));
      building.set(key, build);
    }
    return build;
  }

  async function buildEntry(coupleId: string): Promise<Entry> {
    const version = versions.get(coupleId) ?? 0;
    const entry: Entry = { at: Date.now(), identity: Buffer.from(await readGuestListJson(db, coupleId)) };
    if ((versions.get(coupleId) ?? 0) === version) {
      entries.delete(coupleId); // re-insert: Map order is the eviction order (oldest first)
      entries.set(coupleId, entry);
      for (const key of entries.keys()) {
        if (entries.size <= opts.maxEntries) break;
        entries.delete(key);
      }
    }
    return entry;
  }

  return {
    /** The list in the encoding asked for (`accept-encoding`: br, then gzip, else none). */
    async get(coupleId: string, accept = ""): Promise<{ body: Buffer; encoding: ListEncoding }> {
      const entry = await entryOf(coupleId);
      if (/\bbr\b/.test(accept)) {
        entry.br ??= brotli(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
        return { body: await entry.br, encoding: "br" };
      }
      if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= gzipAsync(entry.identity, { level: 6 });
        return { body: await entry.gzip, encoding: "gzip" };
      }
      return { body: entry.identity, encoding: "identity" };
    },
    close: unsubscribe,
  };
}
