import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema/jobs";
import type { JobHandler, Schedule } from "./job-runner";

export const CLEANUP_JOB = "jobs.cleanup";

/**
 * Hourly: finished jobs are kept a week (a scheduled slot's row must outlive its slot), failed ones a month.
 * Modules add their own sweeps (`more`), e.g. guests deleted more than a day ago (undo window over).
 */
export const cleanupSchedule: Schedule = { name: CLEANUP_JOB, everyMs: 60 * 60_000 };

export function cleanupJobHandler(db: Db, more: ((db: Db) => Promise<void>)[] = []): JobHandler {
  return async () => {
    for (const sweep of more) await sweep(db);
    await db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.status, "done"), lt(jobs.finishedAt, sql`now() - interval '7 days'`)),
          and(eq(jobs.status, "failed"), lt(jobs.finishedAt, sql`now() - interval '30 days'`)),
        ),
      );
  };
}
