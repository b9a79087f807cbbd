import type { Db } from "../db/client";
import { jobs } from "../db/schema/jobs";

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** At most one job ever exists with this key: a second enqueue with it is ignored. */
  uniqueKey?: string;
};

/**
 * Adds a job. Pass the caller's transaction as `db` and the job exists exactly when the caller's writes
 * commit (the outbox pattern); it runs at the next poll or kick of a runner. Returns the job's id, or null
 * when `uniqueKey` was already taken.
 */
export async function enqueueJob(
  db: Db,
  name: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      name,
      payload: payload ?? {},
      ...(opts.runAt ? { runAt: opts.runAt } : {}),
      ...(opts.maxAttempts ? { maxAttempts: opts.maxAttempts } : {}),
      ...(opts.uniqueKey ? { uniqueKey: opts.uniqueKey } : {}),
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}
