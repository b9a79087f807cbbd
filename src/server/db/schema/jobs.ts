import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export type JobStatus = "pending" | "running" | "done" | "failed";

/**
 * The job runner's queue (docs/decisions/019): one row per job, claimed with FOR UPDATE SKIP LOCKED so
 * several processes share it. A claimed job holds a lease (`locked_until`); a worker that dies leaves the
 * lease to expire and another worker takes the job again. Outgoing mail is a job here too (the outbox).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which handler runs it, e.g. "mail.send". */
    name: text("name").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    /** Attempts started so far (a claim counts one, even if its worker then dies). */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    /** Not before: the backoff after a failure, or a scheduled run's slot. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the worker running it; past this, the job is taken again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** A scheduled run's key (name + slot): the unique index makes each slot one row, however many processes. */
    uniqueKey: text("unique_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_unique_key_idx").on(t.uniqueKey),
    // The claim query: due pending jobs, and running jobs whose lease ran out.
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`status = 'pending'`),
    index("jobs_lease_idx")
      .on(t.lockedUntil)
      .where(sql`status = 'running'`),
    index("jobs_finished_idx").on(t.finishedAt),
  ],
);
