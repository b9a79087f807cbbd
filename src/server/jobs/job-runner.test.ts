import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../db/schema/jobs";
import { openTestDatabase, type TestDatabase } from "../testing/test-database";
import { enqueueJob } from "./job-queue";
import {
  createJobRunner,
  PermanentJobError,
  type JobHandler,
  type JobRunner,
  type RunnerOptions,
  type Schedule,
} from "./job-runner";

let testDb: TestDatabase;
const db = () => testDb.database.db;
const log = { error: () => undefined, warn: () => undefined };
const runners: JobRunner[] = [];

beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb?.close();
});
beforeEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.close()));
  await db().delete(jobs);
});

function runner(
  handlers: Record<string, JobHandler>,
  extra: { schedules?: Schedule[]; options?: Partial<RunnerOptions> } = {},
) {
  const options: Partial<RunnerOptions> = {
    pollMs: 20,
    backoffBaseMs: 10,
    backoffCapMs: 40,
    leaseMs: 60_000,
    ...extra.options,
  };
  const r = createJobRunner({
    db: db(),
    handlers,
    log,
    schedules: extra.schedules ?? [],
    options,
  });
  runners.push(r);
  return r;
}

async function jobRow(id: string) {
  const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the job runner");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("job runner", () => {
  it("runs a job once with its payload and marks it done", async () => {
    const seen: unknown[] = [];
    const r = runner({ "test.echo": async (payload) => void seen.push(payload) });
    const id = (await enqueueJob(db(), "test.echo", { n: 1 }))!;
    await r.drain();
    await r.drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({
      status: "done",
      attempts: 1,
      lastError: null,
      lockedUntil: null,
    });
  });

  it("retries a failing job after a backoff and records the last error until it succeeds", async () => {
    let calls = 0;
    const r = runner(
      {
        "test.flaky": async () => {
          calls += 1;
          if (calls < 3) throw new Error(`down (${calls})`);
        },
      },
      { options: { backoffBaseMs: 300, backoffCapMs: 600 } },
    );
    const id = (await enqueueJob(db(), "test.flaky", {}))!;
    await r.drain();
    const afterFirst = await jobRow(id);
    expect(afterFirst).toMatchObject({ status: "pending", attempts: 1, lastError: "Error: down (1)" });
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(afterFirst.updatedAt.getTime());
    r.start();
    await until(async () => (await jobRow(id)).status === "done");
    expect(calls).toBe(3);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 3, lastError: "Error: down (2)" });
  });

  it("fails a job for good after its last attempt, with the error recorded", async () => {
    let calls = 0;
    const r = runner({
      "test.broken": async () => {
        calls += 1;
        throw new Error("still broken");
      },
    });
    const id = (await enqueueJob(db(), "test.broken", {}, { maxAttempts: 3 }))!;
    r.start();
    await until(async () => (await jobRow(id)).status === "failed");
    expect(calls).toBe(3);
    expect(await jobRow(id)).toMatchObject({
      attempts: 3,
      lastError: "Error: still broken",
      lockedUntil: null,
    });
  });

  it("fails a job at once on a PermanentJobError", async () => {
    const r = runner({
      "test.refused": async () => {
        throw new PermanentJobError("550 mailbox unavailable");
      },
    });
    const id = (await enqueueJob(db(), "test.refused", {}))!;
    await r.drain();
    expect(await jobRow(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "Error: 550 mailbox unavailable",
    });
  });

  it("takes again a job whose worker died (lease expired), and leaves a live lease alone", async () => {
    const seen: string[] = [];
    const r = runner({ "test.lease": async (p) => void seen.push((p as { tag: string }).tag) });
    const dead = (await enqueueJob(db(), "test.lease", { tag: "dead" }))!;
    const alive = (await enqueueJob(db(), "test.lease", { tag: "alive" }))!;
    await db()
      .update(jobs)
      .set({
        status: "running",
        attempts: 1,
        lockedBy: "crashed-worker",
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, dead));
    await db()
      .update(jobs)
      .set({
        status: "running",
        attempts: 1,
        lockedBy: "busy-worker",
        lockedUntil: sql`now() + interval '1 hour'`,
      })
      .where(eq(jobs.id, alive));
    await r.drain();
    expect(seen).toEqual(["dead"]);
    expect(await jobRow(dead)).toMatchObject({ status: "done", attempts: 2 });
    expect(await jobRow(alive)).toMatchObject({ status: "running", lockedBy: "busy-worker" });
  });

  it("runs each job exactly once with two runners on one queue", async () => {
    const seen: number[] = [];
    const handler: JobHandler = async (p) => {
      await new Promise((r) => setTimeout(r, 2));
      seen.push((p as { n: number }).n);
    };
    const a = runner({ "test.shared": handler });
    const b = runner({ "test.shared": handler });
    for (let n = 0; n < 30; n++) await enqueueJob(db(), "test.shared", { n });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it("runs a scheduled job once per slot, however many processes tick", async () => {
    let runs = 0;
    const schedules = [{ name: "test.digest", everyMs: 60 * 60_000 }];
    const handlers = { "test.digest": async () => void (runs += 1) };
    const a = runner(handlers, { schedules });
    const b = runner(handlers, { schedules });
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(1);
    const rows = await db().select().from(jobs).where(eq(jobs.name, "test.digest"));
    const slot = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
    expect(rows.map((j) => [j.uniqueKey, j.status])).toEqual([[`test.digest@${slot}`, "done"]]);
  });

  it("ignores a second job with the same unique key", async () => {
    expect(await enqueueJob(db(), "test.once", {}, { uniqueKey: "k1" })).toEqual(expect.any(String));
    expect(await enqueueJob(db(), "test.once", {}, { uniqueKey: "k1" })).toBeNull();
  });

  it("leaves unfinished jobs in the table on close, for the next start", async () => {
    const r = runner({ "test.later": async () => undefined });
    await r.close();
    const id = (await enqueueJob(db(), "test.later", {}))!;
    await r.drain();
    expect(await jobRow(id)).toMatchObject({ status: "pending", attempts: 0 });
    const next = runner({ "test.later": async () => undefined });
    await next.drain();
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 1 });
  });
});
