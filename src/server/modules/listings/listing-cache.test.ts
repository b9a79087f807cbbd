import { describe, expect, it, vi } from "vitest";
import { affectsListings, createListingCache, listingCacheKey, type CachedAnswer } from "./listing-cache";

describe("the listing cache", () => {
  const answerOf = (json: string) => () => Promise.resolve({ json });
  /** A computation the test finishes by hand. */
  function deferred() {
    let finish!: (json: string) => void;
    let fail!: (err: unknown) => void;
    const compute = vi.fn(
      () =>
        new Promise<CachedAnswer>((resolve, reject) => {
          finish = (json) => resolve({ json });
          fail = reject;
        }),
    );
    return { compute, finish: (json: string) => finish(json), fail: (err: unknown) => fail(err) };
  }

  it("keeps answers while fresh, and recomputes once invalidated", async () => {
    const cache = createListingCache();
    const compute = vi.fn(answerOf("[1]"));
    expect((await cache.answer("/api/venues?city=cleveland", compute)).json).toBe("[1]");
    expect((await cache.answer("/api/venues?city=cleveland", compute)).json).toBe("[1]");
    expect(compute).toHaveBeenCalledTimes(1);
    cache.invalidate();
    await cache.answer("/api/venues?city=cleveland", compute);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it("serves an expired answer at once while one fresh copy is fetched, and recomputes a too-old one", async () => {
    let now = 0;
    const cache = createListingCache({ ttlMs: 1000, now: () => now });
    await cache.answer("a", answerOf("old"));
    now = 1500;
    const refresh = deferred();
    expect((await cache.answer("a", refresh.compute)).json).toBe("old");
    expect((await cache.answer("a", refresh.compute)).json).toBe("old");
    expect(refresh.compute).toHaveBeenCalledTimes(1); // one refresh for both
    refresh.finish("new");
    await vi.waitFor(async () => expect((await cache.answer("a", answerOf("unused"))).json).toBe("new"));
    now = 1500 + 2001; // beyond twice the time to live: not served stale
    const again = vi.fn(answerOf("newest"));
    expect((await cache.answer("a", again)).json).toBe("newest");
    expect(again).toHaveBeenCalledTimes(1);
    expect(cache.stats().stale).toBeGreaterThanOrEqual(2);
  });

  it("drops a stale answer whose refresh fails, and reports the failure", async () => {
    let now = 0;
    const failures: unknown[] = [];
    const cache = createListingCache({
      ttlMs: 1000,
      now: () => now,
      onRefreshError: (e) => failures.push(e),
    });
    await cache.answer("a", answerOf("old"));
    now = 1500;
    const refresh = deferred();
    await cache.answer("a", refresh.compute);
    refresh.fail(new Error("gone"));
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect((await cache.answer("a", answerOf("fresh"))).json).toBe("fresh");
  });

  it("shares one computation between concurrent requests for the same URL, failures included", async () => {
    const cache = createListingCache();
    const slow = deferred();
    const first = cache.answer("a", slow.compute);
    const second = cache.answer("a", slow.compute);
    expect(slow.compute).toHaveBeenCalledTimes(1);
    slow.finish("1");
    expect((await first).json).toBe("1");
    expect((await second).json).toBe("1");

    const failing = deferred();
    const x = cache.answer("b", failing.compute);
    const y = cache.answer("b", failing.compute);
    failing.fail(new Error("404"));
    await expect(x).rejects.toThrow("404");
    await expect(y).rejects.toThrow("404");
    expect(cache.stats()).toMatchObject({ shared: 2, misses: 2, entries: 1 });
  });

  it("does not keep an answer computed across a write", async () => {
    const cache = createListingCache();
    const slow = deferred();
    const before = cache.answer("a", slow.compute);
    cache.invalidate(); // a write succeeded while the answer was being computed
    slow.finish("pre-write");
    expect((await before).json).toBe("pre-write");
    expect((await cache.answer("a", answerOf("post-write"))).json).toBe("post-write");
  });

  it("lets the least recently used answer go first", async () => {
    const cache = createListingCache({ maxEntries: 2 });
    await cache.answer("a", answerOf("1"));
    await cache.answer("b", answerOf("2"));
    await cache.answer("a", answerOf("unused"));
    await cache.answer("c", answerOf("3"));
    expect((await cache.answer("b", answerOf("2 again"))).json).toBe("2 again");
    expect((await cache.answer("c", answerOf("unused"))).json).toBe("3");
  });

  it("keeps within its size in bytes, least recently used out first", async () => {
    const cache = createListingCache({ maxBytes: 10 });
    await cache.answer("a", answerOf("12345"));
    await cache.answer("b", answerOf("6789"));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 9 });
    await cache.answer("c", answerOf("xyz")); // 12 > 10: "a" goes
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 7 });
    expect((await cache.answer("a", answerOf("again"))).json).toBe("again");
    await cache.answer("huge", answerOf("x".repeat(11))); // larger than the whole cache: not kept
    expect(cache.stats().bytes).toBeLessThanOrEqual(10);
    cache.invalidate();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("holds its bounds under 10,000 distinct keys", async () => {
    const cache = createListingCache();
    for (let i = 0; i < 10_000; i++) await cache.answer(`/api/venues?q=word${i}`, answerOf("x".repeat(4000)));
    expect(cache.stats().entries).toBe(5000);
    const small = createListingCache({ maxBytes: 1_000_000 });
    for (let i = 0; i < 10_000; i++) await small.answer(`/api/venues?q=word${i}`, answerOf("x".repeat(4000)));
    expect(small.stats()).toMatchObject({ entries: 250, bytes: 1_000_000 });
  });

  it("keys on the known parameters, sorted, without defaults", () => {
    const defaults = { sort: "relevance", page: 1, pageSize: 12 };
    const key = (params: Record<string, string | number | undefined>) =>
      listingCacheKey("/api/venues", params, defaults);
    expect(key({ city: "cleveland", sort: "relevance", page: 1, pageSize: 12, q: undefined })).toBe(
      "/api/venues?city=cleveland",
    );
    expect(key({ sort: "name", q: "rooftop & bar", city: "nashville", page: 2, pageSize: 12 })).toBe(
      "/api/venues?city=nashville&page=2&q=rooftop+%26+bar&sort=name",
    );
    expect(key({ page: 1 })).toBe("/api/venues");
    expect(listingCacheKey("/api/venues/lakeview-glasshouse")).toBe("/api/venues/lakeview-glasshouse");
  });

  it("is cleared by writes to listings, not by reads or other writes", () => {
    expect(affectsListings("PUT", "/api/owner/venues/v1")).toBe(true);
    expect(affectsListings("POST", "/api/owner/vendor-listing/publish")).toBe(true);
    expect(affectsListings("POST", "/api/admin/claims/c1/approve")).toBe(true);
    expect(affectsListings("POST", "/api/admin/listings/venue/v1/hide")).toBe(true);
    expect(affectsListings("POST", "/api/vendors/fern-studio/recommendations")).toBe(true);
    expect(affectsListings("POST", "/api/friendors")).toBe(true);
    expect(affectsListings("POST", "/api/reviews/venue/the-glasshouse")).toBe(true);
    expect(affectsListings("POST", "/api/review-replies/r1")).toBe(false);
    expect(affectsListings("POST", "/api/review-reports/r1")).toBe(false);
    expect(affectsListings("GET", "/api/owner/venues")).toBe(false);
    expect(affectsListings("POST", "/api/june/messages")).toBe(false);
    expect(affectsListings("POST", "/api/inquiries")).toBe(false);
  });
});
