import { describe, expect, it } from "vitest";
import { affectsListings, createListingCache } from "./listing-cache";

describe("the listing cache", () => {
  it("keeps answers until invalidated, for at most its time to live", () => {
    let now = 0;
    const cache = createListingCache({ ttlMs: 1000, now: () => now });
    cache.set("/api/venues?city=cleveland", { json: "[1]" });
    expect(cache.get("/api/venues?city=cleveland")?.json).toBe("[1]");
    now = 1001;
    expect(cache.get("/api/venues?city=cleveland")).toBeUndefined();
    cache.set("/api/venues/a", { json: "{}", view: { kind: "venue", id: "v1" } });
    cache.invalidate();
    expect(cache.get("/api/venues/a")).toBeUndefined();
    expect(cache.stats()).toEqual({ hits: 1, misses: 2, entries: 0 });
  });

  it("lets the least recently used answer go first", () => {
    const cache = createListingCache({ maxEntries: 2 });
    cache.set("a", { json: "1" });
    cache.set("b", { json: "2" });
    cache.get("a");
    cache.set("c", { json: "3" });
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.json).toBe("1");
    expect(cache.get("c")?.json).toBe("3");
  });

  it("is cleared by writes to listings, not by reads or other writes", () => {
    expect(affectsListings("PUT", "/api/owner/venues/v1")).toBe(true);
    expect(affectsListings("POST", "/api/owner/vendor-listing/publish")).toBe(true);
    expect(affectsListings("POST", "/api/admin/claims/c1/approve")).toBe(true);
    expect(affectsListings("POST", "/api/admin/listings/venue/v1/hide")).toBe(true);
    expect(affectsListings("POST", "/api/vendors/fern-studio/recommendations")).toBe(true);
    expect(affectsListings("POST", "/api/friendors")).toBe(true);
    expect(affectsListings("GET", "/api/owner/venues")).toBe(false);
    expect(affectsListings("POST", "/api/june/messages")).toBe(false);
    expect(affectsListings("POST", "/api/inquiries")).toBe(false);
  });
});
