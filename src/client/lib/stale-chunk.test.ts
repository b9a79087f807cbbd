import { describe, expect, it } from "vitest";
import { claimChunkReload, forgetChunkReload, isStaleChunkError } from "./stale-chunk";

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe("isStaleChunkError", () => {
  it.each([
    ["Chromium", "Failed to fetch dynamically imported module: http://x/assets/about-abc123.js"],
    ["Firefox", "error loading dynamically imported module: http://x/assets/about-abc123.js"],
    ["Safari", "Importing a module script failed."],
    ["Vite's CSS preload", "Unable to preload CSS for /assets/about-abc123.css"],
  ])("knows %s's message", (_browser, message) => {
    expect(isStaleChunkError(new TypeError(message))).toBe(true);
  });

  it("knows a ChunkLoadError by its name", () => {
    const error = new Error("Loading chunk 42 failed.");
    error.name = "ChunkLoadError";
    expect(isStaleChunkError(error)).toBe(true);
  });

  it("leaves other errors to the recovery screen", () => {
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(
      false,
    );
    expect(isStaleChunkError(new SyntaxError("Unexpected token '<'"))).toBe(false);
    expect(isStaleChunkError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });
});

describe("claimChunkReload", () => {
  it("allows one reload per path", () => {
    const store = memoryStore();
    expect(claimChunkReload("/about", store)).toBe(true);
    expect(claimChunkReload("/about", store)).toBe(false);
    expect(claimChunkReload("/about", store)).toBe(false);
    expect(claimChunkReload("/faq", store)).toBe(true);
  });

  it("allows another reload once the path has loaded", () => {
    const store = memoryStore();
    expect(claimChunkReload("/about", store)).toBe(true);
    forgetChunkReload("/about", store);
    expect(store.items.size).toBe(0);
    expect(claimChunkReload("/about", store)).toBe(true);
  });

  it("never reloads when the attempt cannot be recorded", () => {
    expect(claimChunkReload("/about", null)).toBe(false);
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(claimChunkReload("/about", blocked)).toBe(false);
  });
});
