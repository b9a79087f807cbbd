import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema/jobs";
import { retryDelayMs } from "./backoff";
import { enqueueJob } from "./job-queue";

/** A job that must not be tried again (a refused address, a malformed payload): it fails at once. */
export class PermanentJobError extends Error {}

export type JobContext = { id: string; attempt: number; maxAttempts: number };
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

/**
 * A job run on a fixed interval. Each slot (interval start) is one row keyed `name@slot`, so however many
 * processes tick, the slot runs once; a slot missed while every process was down is not made up.
 */
export type Schedule = { name: string; everyMs: number; payload?: unknown; maxAttempts?: number };

export type RunnerOptions = {
  /** How often an idle runner looks for due jobs (a kick runs it at once). */
  pollMs: number;
  /** How long a claimed job is reserved for its worker; past it another worker takes it again. */
  leaseMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  /** Jobs run at the same time by this process. */
  concurrency: number;
};

export const defaultRunnerOptions: RunnerOptions = {
  pollMs: 1000,
  leaseMs: 5 * 60_000,
  backoffBaseMs: 5_000,
  backoffCapMs: 60 * 60_000,
  concurrency: 4,
};

type Log = {
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export type JobRunner = {
  /** Starts polling (and scheduling). */
  start: () => void;
  /** Looks for due jobs now instead of at the next poll (after enqueueing outside a transaction). */
  kick: () => void;
  /** Runs every due job to completion (including those this process already runs), then returns. */
  drain: () => Promise<void>;
  /** Stops claiming and waits for the running jobs; unfinished work stays in the table for the next start. */
  close: () => Promise<void>;
};

const errorText = (err: unknown) =>
  (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);

/** A job runner on the jobs table (docs/decisions/019): works the same on PGlite and PostgreSQL. */
export function createJobRunner(opts: {
  db: Db;
  handlers: Record<string, JobHandler>;
  schedules?: Schedule[];
  log: Log;
  options?: Partial<RunnerOptions>;
}): JobRunner {
  const { db, handlers, log } = opts;
  const o = { ...defaultRunnerOptions, ...opts.options };
  const schedules = opts.schedules ?? [];
  const backoff = { baseMs: o.backoffBaseMs, capMs: o.backoffCapMs };
  const workerId = randomUUID();
  const names = Object.keys(handlers);
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let closed = false;
  let ticking: Promise<void> | undefined;
  let again = false;

  /** Reserves up to `limit` due jobs (and jobs whose worker's lease ran out) for this worker. */
  async function claim(limit: number) {
    if (limit <= 0 || names.length === 0) return [];
    // The database's clock, not this process's: several hosts share one queue.
    const now = sql`now()`;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, names),
          or(
            and(eq(jobs.status, "pending"), lte(jobs.runAt, now)),
            and(eq(jobs.status, "running"), lt(jobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: "running",
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + ${o.leaseMs} * interval '1 millisecond'`,
        lockedBy: workerId,
        updatedAt: now,
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        name: jobs.name,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
  }

  // Only the worker holding the lease may settle a job: one whose lease expired and was taken again
  // by another worker is left to that worker.
  const mine = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, "running"));

  async function run(job: Awaited<ReturnType<typeof claim>>[number]) {
    const handler = handlers[job.name]!;
    try {
      if (job.attempts > job.maxAttempts)
        throw new PermanentJobError(`gave up after ${job.maxAttempts} attempts (its worker stopped mid-run)`);
      await handler(job.payload, { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts });
      const now = sql`now()`;
      await db
        .update(jobs)
        .set({ status: "done", lockedUntil: null, finishedAt: now, updatedAt: now })
        .where(mine(job.id));
    } catch (err) {
      const now = sql`now()`;
      const final = err instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      log.warn(
        { err, job: job.id, name: job.name, attempt: job.attempts, final },
        final ? "job failed for good" : "job failed, will retry",
      );
      await db
        .update(jobs)
        .set(
          final
            ? {
                status: "failed",
                lastError: errorText(err),
                lockedUntil: null,
                finishedAt: now,
                updatedAt: now,
              }
            : {
                status: "pending",
                lastError: errorText(err),
                lockedUntil: null,
                runAt: sql`now() + ${retryDelayMs(job.attempts, backoff)} * interval '1 millisecond'`,
                updatedAt: now,
              },
        )
        .where(mine(job.id));
    }
  }

  /** Creates this slot's row of every schedule (a no-op where another process already did). */
  async function schedule() {
    const now = Date.now();
    for (const s of schedules) {
      const slot = new Date(Math.floor(now / s.everyMs) * s.everyMs);
      await enqueueJob(db, s.name, s.payload ?? {}, {
        runAt: slot,
        uniqueKey: `${s.name}@${slot.toISOString()}`,
        ...(s.maxAttempts ? { maxAttempts: s.maxAttempts } : {}),
      });
    }
  }

  /** One pass: schedule, claim what fits in the free slots, start those jobs. Returns how many started. */
  async function pass(): Promise<number> {
    await schedule();
    const claimed = await claim(o.concurrency - running.size);
    for (const job of claimed) {
      const p: Promise<void> = run(job)
        .catch((err: unknown) => log.error({ err, job: job.id }, "job bookkeeping failed"))
        .finally(() => {
          running.delete(p);
          // A slot came free: more due jobs may be waiting.
          if (!closed) kick();
        });
      running.add(p);
    }
    return claimed.length;
  }

  /** Runs passes one at a time; a kick during a pass asks for another pass right after it. */
  function tick(): Promise<void> {
    if (ticking) {
      again = true;
      return ticking;
    }
    ticking = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !closed);
      } catch (err) {
        log.error({ err }, "job runner pass failed");
      } finally {
        ticking = undefined;
      }
    })();
    return ticking;
  }

  function kick() {
    if (closed) return;
    void tick();
  }

  return {
    start() {
      if (started || closed) return;
      started = true;
      const loop = () => {
        timer = setTimeout(() => {
          void tick().finally(() => {
            if (!closed) loop();
          });
        }, o.pollMs);
        timer.unref();
      };
      kick();
      loop();
    },
    kick,
    async drain() {
      for (;;) {
        await ticking;
        const started = closed ? 0 : await pass();
        if (started === 0 && running.size === 0) return;
        await Promise.all([...running]);
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await ticking;
      await Promise.all([...running]);
    },
  };
}
