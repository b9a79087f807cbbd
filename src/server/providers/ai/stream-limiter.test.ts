import { describe, expect, it } from "vitest";
import { createStreamLimiter } from "./stream-limiter";

describe("Per-account stream limits (June, the vendor writer)", () => {
  it("allows 8 messages a minute, then refuses until the oldest leaves the window", () => {
    let t = 1_000_000;
    const limiter = createStreamLimiter({ perMinute: 8, concurrent: 1, now: () => t });
    for (let i = 0; i < 8; i++) {
      const d = limiter.tryStart("a");
      expect(d.ok).toBe(true);
      if (d.ok) d.release();
      t += 1000;
    }
    const ninth = limiter.tryStart("a");
    expect(ninth).toEqual({ ok: false, reason: "rate", retryAfterMs: 52_000 });
    expect(limiter.tryStart("b").ok).toBe(true);
    t += 52_000;
    expect(limiter.tryStart("a").ok).toBe(true);
  });

  it("allows one stream at a time per couple; release frees it (once)", () => {
    const limiter = createStreamLimiter({ perMinute: 100, concurrent: 1 });
    const first = limiter.tryStart("a");
    expect(first.ok).toBe(true);
    expect(limiter.tryStart("a")).toMatchObject({ ok: false, reason: "concurrent" });
    expect(limiter.tryStart("b").ok).toBe(true);
    if (first.ok) {
      first.release();
      first.release();
    }
    expect(limiter.active("a")).toBe(0);
    expect(limiter.tryStart("a").ok).toBe(true);
  });
});
