/**
 * Public listing answers (search pages and listing details) kept as the JSON text that was sent, by
 * request URL. The hottest reads of the product skip the database and serialisation on a hit.
 *
 * - Cleared when a write that can change a listing succeeds in this process (`affectsListings`: the
 *   owners' venue and vendor editors, recommendations, the admin's claims and listing actions). An answer
 *   still being computed when that happens is handed to the requests waiting for it but not kept.
 * - Fresh for `ttlMs` (a bound for writes made by another instance). Then, for as long again, a request
 *   still gets the kept answer at once while one fresh copy is fetched behind it (stale-while-revalidate),
 *   so an expiring answer never puts a visitor on the slow path; older than that it is fetched anew.
 * - Concurrent requests for the same missing answer share one computation (single flight).
 * - Least recently used entries go first past `maxEntries`.
 */
export type CachedAnswer = {
  json: string;
  /** A detail answer counts a view of this listing every time it is served. */
  view?: { kind: "venue" | "vendor"; id: string };
};

export type CacheStats = {
  /** Answered from memory, fresh. */
  hits: number;
  /** Answered from memory while a fresh copy was fetched. */
  stale: number;
  /** Waited for the same answer another request was already computing. */
  shared: number;
  /** Computed. */
  misses: number;
  entries: number;
};

export type ListingCache = {
  /** The kept answer for `url`, or `compute`'s (shared with concurrent requests for the same URL). */
  answer: (url: string, compute: () => Promise<CachedAnswer>) => Promise<CachedAnswer>;
  invalidate: () => void;
  stats: () => CacheStats;
};

export function createListingCache(
  opts: {
    maxEntries?: number;
    ttlMs?: number;
    now?: () => number;
    /** A background refresh failed (the stale answer is dropped; the next request computes it). */
    onRefreshError?: (err: unknown) => void;
  } = {},
): ListingCache {
  const maxEntries = opts.maxEntries ?? 5000;
  const ttlMs = opts.ttlMs ?? 30_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { answer: CachedAnswer; at: number }>(); // in order of last use
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  // Bumped by invalidate(): a computation started before a write must not keep its answer.
  let generation = 0;
  const stats = { hits: 0, stale: 0, shared: 0, misses: 0 };

  function keep(url: string, answer: CachedAnswer) {
    entries.delete(url);
    entries.set(url, { answer, at: now() });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  /** One computation per URL at a time; its answer is kept unless a write came in meanwhile. */
  function compute(url: string, run: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const started = generation;
    const promise = run()
      .then((answer) => {
        if (generation === started) keep(url, answer);
        return answer;
      })
      .finally(() => {
        if (inFlight.get(url) === promise) inFlight.delete(url);
      });
    inFlight.set(url, promise);
    return promise;
  }

  return {
    answer(url, run) {
      const entry = entries.get(url);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age <= ttlMs) {
        entries.delete(url);
        entries.set(url, entry);
        stats.hits += 1;
        return Promise.resolve(entry.answer);
      }
      if (entry && age <= 2 * ttlMs) {
        stats.stale += 1;
        if (!inFlight.has(url))
          compute(url, run).catch((err: unknown) => {
            entries.delete(url);
            opts.onRefreshError?.(err);
          });
        return Promise.resolve(entry.answer);
      }
      if (entry) entries.delete(url);
      const running = inFlight.get(url);
      if (running) {
        stats.shared += 1;
        return running;
      }
      stats.misses += 1;
      return compute(url, run);
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    stats: () => ({ ...stats, entries: entries.size }),
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

/** `cache.answer` when there is a cache (the app always has one; some tests build routes without). */
export function answerWith(cache: ListingCache | undefined) {
  return (url: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> =>
    cache ? cache.answer(url, compute) : compute();
}
