import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema/jobs";
import type { JobHandler, Schedule } from "./job-runner";

export const CLEANUP_JOB = "jobs.cleanup";

/** Hourly: finished jobs are kept a week (a scheduled slot's row must outlive its slot), failed ones a month. */
export const cleanupSchedule: Schedule = { name: CLEANUP_JOB, everyMs: 60 * 60_000 };

export function cleanupJobHandler(db: Db): JobHandler {
  return async () => {
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
