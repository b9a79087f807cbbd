/**
 * Per-account limits on AI streams (June's replies, the vendor writer's drafts), in memory: starts per
 * minute (sliding window) and concurrent streams. One process holds them; with several server instances
 * they move to Redis (REDIS_URL) — the follow-up is noted in the report.
 */

export type LimitDecision =
  { ok: true; release: () => void } | { ok: false; reason: "concurrent" | "rate"; retryAfterMs: number };

export type StreamLimiter = {
  tryStart: (accountId: string) => LimitDecision;
  active: (accountId: string) => number;
};

export function createStreamLimiter(opts: {
  perMinute: number;
  concurrent: number;
  now?: () => number;
}): StreamLimiter {
  const windowMs = 60_000;
  const now = opts.now ?? Date.now;
  const sent = new Map<string, number[]>();
  const running = new Map<string, number>();
  let calls = 0;

  function recent(accountId: string, t: number): number[] {
    const kept = (sent.get(accountId) ?? []).filter((at) => t - at < windowMs);
    if (kept.length) sent.set(accountId, kept);
    else sent.delete(accountId);
    return kept;
  }

  // Now and then, forget accounts whose window is empty, so the map stays the size of the active accounts.
  function sweep(t: number) {
    calls += 1;
    if (calls % 1000 !== 0) return;
    for (const id of [...sent.keys()]) recent(id, t);
  }

  return {
    tryStart(accountId) {
      const t = now();
      sweep(t);
      if ((running.get(accountId) ?? 0) >= opts.concurrent)
        return { ok: false, reason: "concurrent", retryAfterMs: 1000 };
      const times = recent(accountId, t);
      if (times.length >= opts.perMinute)
        return { ok: false, reason: "rate", retryAfterMs: Math.max(0, windowMs - (t - times[0]!)) };
      sent.set(accountId, [...times, t]);
      running.set(accountId, (running.get(accountId) ?? 0) + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          const n = (running.get(accountId) ?? 1) - 1;
          if (n > 0) running.set(accountId, n);
          else running.delete(accountId);
        },
      };
    },
    active: (accountId) => running.get(accountId) ?? 0,
  };
}
