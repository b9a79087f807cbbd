import { AppError } from "../../errors";

/**
 * A low budget of failed guesses per IP address (issue #12, docs/decisions/028): unknown RSVP tokens and
 * find-your-invitation facts that match nothing. Past the budget, every look-up from that address answers
 * 429 until the window ends, right ones included, so guessing stays slow. In memory, per process, like the
 * rest of the rate limits without Redis; the tokens' 192 bits are the real protection, this only keeps
 * a scanner from hammering the database.
 */
export type LookupGuard = {
  /** Throws 429 when the address spent its budget. */
  check: (ip: string) => void;
  /** Counts a failed look-up. */
  fail: (ip: string) => void;
};

export function createLookupGuard(opts: { max: number; windowMs: number; now?: () => number }): LookupGuard {
  const now = opts.now ?? Date.now;
  const failures = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const sweep = () => {
    const t = now();
    if (t - lastSweep < opts.windowMs) return;
    lastSweep = t;
    for (const [ip, entry] of failures) if (entry.resetAt <= t) failures.delete(ip);
  };
  return {
    check(ip) {
      sweep();
      const entry = failures.get(ip);
      if (!entry || entry.resetAt <= now() || entry.count < opts.max) return;
      const wait = Math.ceil((entry.resetAt - now()) / 60_000);
      throw new AppError(
        "RATE_LIMITED",
        `Too many attempts from this connection. Please wait ${wait} minute${wait === 1 ? "" : "s"} and try again, or use the link on your invitation.`,
      );
    },
    fail(ip) {
      const t = now();
      const entry = failures.get(ip);
      if (!entry || entry.resetAt <= t) failures.set(ip, { count: 1, resetAt: t + opts.windowMs });
      else entry.count += 1;
    },
  };
}

/** Runs a token look-up under the guard: an unknown token counts against the caller's address. */
export async function guarded<T>(guard: LookupGuard, ip: string, run: () => Promise<T>): Promise<T> {
  guard.check(ip);
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.detail.reason === "rsvp_not_found") guard.fail(ip);
    throw err;
  }
}
