import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { createLookupGuard, createRedisLookupGuard, type LookupGuard } from "./lookup-guard";

const REFUSED =
  "Too many attempts from this connection. Please wait 15 minutes and try again, or use the link on your invitation.";

async function refusal(guard: LookupGuard, ip: string): Promise<string | null> {
  try {
    await guard.check(ip);
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    expect(err.code).toBe("RATE_LIMITED");
    return err.message;
  }
}

describe("lookup guard in memory (one process)", () => {
  it("refuses an address after `max` failures until the window ends, other addresses untouched", async () => {
    let now = 0;
    const guard = createLookupGuard({ max: 3, windowMs: 15 * 60_000, now: () => now });
    for (let k = 0; k < 3; k++) {
      expect(await refusal(guard, "10.0.0.1")).toBeNull();
      await guard.fail("10.0.0.1");
    }
    expect(await refusal(guard, "10.0.0.1")).toBe(REFUSED);
    expect(await refusal(guard, "10.0.0.2")).toBeNull();
    now = 15 * 60_000;
    expect(await refusal(guard, "10.0.0.1")).toBeNull();
  });
});

// A real Redis (CI starts one; decision 032), keys under a prefix of this run's own.
const redis = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: 1 });
const key = `test:${randomBytes(4).toString("hex")}:lookup:`;
afterAll(async () => {
  const keys = await redis.keys(`${key}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe("lookup guard in Redis (several processes)", () => {
  it("counts failures seen by every process: two guards on one key share one budget", async () => {
    const one = createRedisLookupGuard(redis, { max: 3, windowMs: 15 * 60_000, key });
    const two = createRedisLookupGuard(redis, { max: 3, windowMs: 15 * 60_000, key });
    await one.fail("10.0.0.1");
    await two.fail("10.0.0.1");
    expect(await refusal(one, "10.0.0.1")).toBeNull();
    await one.fail("10.0.0.1");
    expect(await refusal(two, "10.0.0.1")).toBe(REFUSED);
    expect(await refusal(one, "10.0.0.1")).toBe(REFUSED);
    expect(await refusal(one, "10.0.0.2")).toBeNull();
    // The window starts at the first failure and is not extended by later ones.
    const ttl = await redis.pttl(`${key}10.0.0.1`);
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
  });

  it("lets look-ups through when Redis cannot answer (a brake, not the lock)", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on("error", () => {});
    const warned: string[] = [];
    const guard = createRedisLookupGuard(down, {
      max: 1,
      windowMs: 60_000,
      key,
      log: { warn: (_obj, msg) => warned.push(msg) },
    });
    await guard.fail("10.0.0.3");
    expect(await refusal(guard, "10.0.0.3")).toBeNull();
    expect(warned).toEqual([
      "lookup guard: redis unavailable, not counting",
      "lookup guard: redis unavailable, not counting",
    ]);
    down.disconnect();
  });
});
