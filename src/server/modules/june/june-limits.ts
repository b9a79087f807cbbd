/**
 * Per-couple limits on June's streams, in memory: messages per minute (sliding window) and concurrent
 * streams. One process holds them; with several server instances they move to Redis (REDIS_URL) — the
 * follow-up is noted in the report.
 */

export type LimitDecision =
  { ok: true; release: () => void } | { ok: false; reason: "concurrent" | "rate"; retryAfterMs: number };

export type JuneLimiter = {
  tryStart: (coupleId: string) => LimitDecision;
  active: (coupleId: string) => number;
};

export function createJuneLimiter(opts: {
  perMinute: number;
  concurrent: number;
  now?: () => number;
}): JuneLimiter {
  const windowMs = 60_000;
  const now = opts.now ?? Date.now;
  const sent = new Map<string, number[]>();
  const running = new Map<string, number>();
  let calls = 0;

  function recent(coupleId: string, t: number): number[] {
    const kept = (sent.get(coupleId) ?? []).filter((at) => t - at < windowMs);
    if (kept.length) sent.set(coupleId, kept);
    else sent.delete(coupleId);
    return kept;
  }

  // Now and then, forget couples whose window is empty, so the map stays the size of the active couples.
  function sweep(t: number) {
    calls += 1;
    if (calls % 1000 !== 0) return;
    for (const id of [...sent.keys()]) recent(id, t);
  }

  return {
    tryStart(coupleId) {
      const t = now();
      sweep(t);
      if ((running.get(coupleId) ?? 0) >= opts.concurrent)
        return { ok: false, reason: "concurrent", retryAfterMs: 1000 };
      const times = recent(coupleId, t);
      if (times.length >= opts.perMinute)
        return { ok: false, reason: "rate", retryAfterMs: Math.max(0, windowMs - (t - times[0]!)) };
      sent.set(coupleId, [...times, t]);
      running.set(coupleId, (running.get(coupleId) ?? 0) + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          const n = (running.get(coupleId) ?? 1) - 1;
          if (n > 0) running.set(coupleId, n);
          else running.delete(coupleId);
        },
      };
    },
    active: (coupleId) => running.get(coupleId) ?? 0,
  };
}
