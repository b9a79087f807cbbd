/**
 * Public listing answers (search pages and listing details) kept as the JSON text that was sent, by
 * request URL. The hottest reads of the product skip the database and serialisation on a hit.
 *
 * Kept until a write that can change a listing succeeds in this process (`affectsListings`: the owners'
 * venue and vendor editors, recommendations, the admin's claims and listing actions) and at most `ttlMs`
 * (a bound for writes made by another instance). Least recently used entries go first past `maxEntries`.
 */
export type CachedAnswer = {
  json: string;
  /** A detail answer counts a view of this listing on every hit. */
  view?: { kind: "venue" | "vendor"; id: string };
};

export type ListingCache = {
  get: (url: string) => CachedAnswer | undefined;
  set: (url: string, answer: CachedAnswer) => void;
  invalidate: () => void;
  stats: () => { hits: number; misses: number; entries: number };
};

export function createListingCache(
  opts: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
): ListingCache {
  const maxEntries = opts.maxEntries ?? 5000;
  const ttlMs = opts.ttlMs ?? 30_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { answer: CachedAnswer; at: number }>(); // in order of last use
  let hits = 0;
  let misses = 0;
  return {
    get(url) {
      const entry = entries.get(url);
      if (!entry || now() - entry.at > ttlMs) {
        if (entry) entries.delete(url);
        misses += 1;
        return undefined;
      }
      entries.delete(url);
      entries.set(url, entry);
      hits += 1;
      return entry.answer;
    },
    set(url, answer) {
      entries.delete(url);
      entries.set(url, { answer, at: now() });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    invalidate: () => entries.clear(),
    stats: () => ({ hits, misses, entries: entries.size }),
  };
}

/**
 * Whether a successful request may have changed what the public listing answers show. Every route that
 * writes venues, vendors or their recommendations lives under one of these paths.
 */
export function affectsListings(method: string, url: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  return /^\/api\/(owner|admin|friendors|vendors)\//.test(url) || url.startsWith("/api/friendors");
}
