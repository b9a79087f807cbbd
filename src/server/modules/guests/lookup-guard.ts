import type { Redis } from "ioredis";
import { AppError } from "../../errors";

/**
 * A low budget of failed guesses per IP address (issue #12, docs/decisions/028): unknown RSVP tokens and
 * find-your-invitation facts that match nothing. Past the budget, every look-up from that address answers
 * 429 until the window ends, right ones included, so guessing stays slow. The tokens' 192 bits are the
 * real protection; this only keeps a scanner from hammering the database.
 *
 * Counted in memory (one process), or in Redis when the app has it (issue #13, decision 032): behind a
 * proxy spreading requests over N processes an in-memory budget would be N times larger.
 */
export type LookupGuard = {
  /** Throws 429 when the address spent its budget. */
  check: (ip: string) => Promise<void>;
  /** Counts a failed look-up. */
  fail: (ip: string) => Promise<void>;
};

type GuardOptions = { max: number; windowMs: number };

function refuse(msLeft: number): never {
  const wait = Math.max(1, Math.ceil(msLeft / 60_000));
  throw new AppError(
    "RATE_LIMITED",
    `Too many attempts from this connection. Please wait ${wait} minute${wait === 1 ? "" : "s"} and try again, or use the link on your invitation.`,
  );
}

export function createLookupGuard(opts: GuardOptions & { now?: () => number }): LookupGuard {
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
    async check(ip) {
      sweep();
      const entry = failures.get(ip);
      if (!entry || entry.resetAt <= now() || entry.count < opts.max) return;
      refuse(entry.resetAt - now());
    },
    async fail(ip) {
      const t = now();
      const entry = failures.get(ip);
      if (!entry || entry.resetAt <= t) failures.set(ip, { count: 1, resetAt: t + opts.windowMs });
      else entry.count += 1;
    },
  };
}

// The window starts at the first failure (like the in-memory guard): INCR, and set the expiry only then.
const FAIL_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

type Log = { warn: (obj: object, msg: string) => void };

/**
 * The same guard with its counters in Redis under `key` + IP, shared by every process. A Redis error
 * lets the look-up through (logged): the guard is a brake on scanners, not the lock.
 */
export function createRedisLookupGuard(
  redis: Redis,
  opts: GuardOptions & { key: string; log?: Log },
): LookupGuard {
  const keyOf = (ip: string) => opts.key + ip;
  const failOpen = (err: unknown) => opts.log?.warn({ err }, "lookup guard: redis unavailable, not counting");
  return {
    async check(ip) {
      let state: [string | null, number];
      try {
        const [[, count], [, ttl]] = (await redis.multi().get(keyOf(ip)).pttl(keyOf(ip)).exec()) as [
          [unknown, string | null],
          [unknown, number],
        ];
        state = [count, ttl];
      } catch (err) {
        return failOpen(err);
      }
      const [count, ttl] = state;
      if (count !== null && Number(count) >= opts.max && ttl > 0) refuse(ttl);
    },
    async fail(ip) {
      try {
        await redis.eval(FAIL_SCRIPT, 1, keyOf(ip), String(opts.windowMs));
      } catch (err) {
        failOpen(err);
      }
    },
  };
}

/** Runs a token look-up under the guard: an unknown token counts against the caller's address. */
export async function guarded<T>(guard: LookupGuard, ip: string, run: () => Promise<T>): Promise<T> {
  await guard.check(ip);
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.detail.reason === "rsvp_not_found") await guard.fail(ip);
    throw err;
  }
}
