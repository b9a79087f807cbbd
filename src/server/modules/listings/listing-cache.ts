/**
 * Public listing answers (search pages and listing details) kept as the JSON text that was sent, keyed by
 * the route and its parsed parameters (`listingCacheKey`). The hottest reads of the product skip the
 * database and serialisation on a hit.
 *
 * - Cleared when a write that can change a listing succeeds in this process (`affectsListings`: the
 *   owners' venue and vendor editors, recommendations, the admin's claims and listing actions). An answer
 *   still being computed when that happens is handed to the requests waiting for it but not kept.
 * - Fresh for `ttlMs` (a bound for writes made by another instance). Then, for as long again, a request
 *   still gets the kept answer at once while one fresh copy is fetched behind it (stale-while-revalidate),
 *   so an expiring answer never puts a visitor on the slow path; older than that it is fetched anew.
 * - Concurrent requests for the same missing answer share one computation (single flight).
 * - Least recently used entries go first past `maxEntries`, or past `maxBytes` of kept JSON text (a page
 *   of 48 results is ~4 times one of 12, so a count alone does not bound the memory).
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
  /** JSON text kept, in UTF-16 code units. */
  bytes: number;
};

export type ListingCache = {
  /** The kept answer for `key` (see listingCacheKey), or `compute`'s (shared with concurrent requests for it). */
  answer: (key: string, compute: () => Promise<CachedAnswer>) => Promise<CachedAnswer>;
  invalidate: () => void;
  stats: () => CacheStats;
};

/**
 * The key of a public listing answer: the route and the parameters its schema parsed — so only the known
 * ones, coerced — in key order, without those empty or equal to their default (issue #19). Junk parameters, their
 * order, or spelling a default out ("?page=1") reach the same entry instead of adding one each (a probe
 * with junk parameters grew the process by 52 MB when the key was the raw URL).
 */
export function listingCacheKey(
  route: string,
  params: Record<string, string | number | boolean | undefined> = {},
  defaults: Record<string, string | number | boolean | undefined> = {},
): string {
  const kept = Object.keys(params)
    .sort()
    .flatMap((name): [string, string][] => {
      const value = params[name];
      // An empty text means none (the services ignore a blank q).
      if (value === undefined || value === "" || value === defaults[name]) return [];
      return [[name, String(value)]];
    });
  return kept.length === 0 ? route : `${route}?${new URLSearchParams(kept).toString()}`;
}

export function createListingCache(
  opts: {
    /** false: nothing is kept or shared, every answer is computed (LISTING_CACHE=off; the cold path). */
    enabled?: boolean;
    maxEntries?: number;
    /** Kept JSON text, in UTF-16 code units (about bytes for this mostly ASCII text). */
    maxBytes?: number;
    ttlMs?: number;
    now?: () => number;
    /** A background refresh failed (the stale answer is dropped; the next request computes it). */
    onRefreshError?: (err: unknown) => void;
    /** Called on every invalidation, the cache on or off: what else derives from the listings is dropped. */
    onInvalidate?: () => void;
  } = {},
): ListingCache {
  const maxEntries = opts.maxEntries ?? 5000;
  const maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
  const ttlMs = opts.ttlMs ?? 30_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { answer: CachedAnswer; at: number }>(); // in order of last use
  let bytes = 0;
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  // Bumped by invalidate(): a computation started before a write must not keep its answer.
  let generation = 0;
  const stats = { hits: 0, stale: 0, shared: 0, misses: 0 };
  if (opts.enabled === false)
    return {
      answer(_key, run) {
        stats.misses += 1;
        return run();
      },
      invalidate() {
        opts.onInvalidate?.();
      },
      stats: () => ({ ...stats, entries: 0, bytes: 0 }),
    };

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.answer.json.length;
  }

  function keep(key: string, answer: CachedAnswer) {
    drop(key);
    entries.set(key, { answer, at: now() });
    bytes += answer.json.length;
    while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 0))
      drop(entries.keys().next().value!);
  }

  /** One computation per key at a time; its answer is kept unless a write came in meanwhile. */
  function compute(key: string, run: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const started = generation;
    const promise = run()
      .then((answer) => {
        if (generation === started) keep(key, answer);
        return answer;
      })
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
    inFlight.set(key, promise);
    return promise;
  }

  return {
    answer(key, run) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age <= ttlMs) {
        entries.delete(key);
        entries.set(key, entry);
        stats.hits += 1;
        return Promise.resolve(entry.answer);
      }
      if (entry && age <= 2 * ttlMs) {
        stats.stale += 1;
        if (!inFlight.has(key))
          compute(key, run).catch((err: unknown) => {
            drop(key);
            opts.onRefreshError?.(err);
          });
        return Promise.resolve(entry.answer);
      }
      if (entry) drop(key);
      const running = inFlight.get(key);
      if (running) {
        stats.shared += 1;
        return running;
      }
      stats.misses += 1;
      return compute(key, run);
    },
    invalidate() {
      generation += 1;
      entries.clear();
      bytes = 0;
      opts.onInvalidate?.();
    },
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  };
}

/**
 * Whether a successful request may have changed what the public listing answers show. Every route that
 * writes venues, vendors or their recommendations lives under one of these paths; so does writing a review
 * (`/api/reviews/…`: the listing's rating changes; the admin hides one under /api/admin). A reply or a
 * report leaves the rating alone (their routes live elsewhere, /api/review-replies and /api/review-reports).
 */
export function affectsListings(method: string, url: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  return /^\/api\/(owner|admin|friendors|vendors|reviews)\//.test(url) || url.startsWith("/api/friendors");
}

/** `cache.answer` when there is a cache (the app always has one; some tests build routes without). */
export function answerWith(cache: ListingCache | undefined) {
  return (key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> =>
    cache ? cache.answer(key, compute) : compute();
}
