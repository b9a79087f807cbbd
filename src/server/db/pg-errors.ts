/**
 * PostgreSQL error codes, read the same way whichever driver ran the statement (issue #11).
 *
 * node-postgres and PGlite both throw an error carrying the SQLSTATE in `code` (and the violated
 * constraint in `constraint`); drizzle wraps it in a DrizzleQueryError whose `cause` is the driver's
 * error. So the code may sit on the error itself or a few `cause`s down.
 */

/** SQLSTATEs the services act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const pgErrorCodes = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
} as const;

const SQLSTATE = /^[0-9A-Z]{5}$/;
// Deep enough for drizzle → driver → (pool) errors, and an end to a cycle of causes.
const MAX_DEPTH = 5;

type PgLike = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** Walks the error and its causes to the first one that carries a SQLSTATE. */
function pgErrorOf(err: unknown): PgLike | undefined {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === "object" && depth < MAX_DEPTH; depth++) {
    const pg = e as PgLike;
    if (typeof pg.code === "string" && SQLSTATE.test(pg.code)) return pg;
    e = pg.cause;
  }
  return undefined;
}

/** The SQLSTATE of a failed statement (e.g. "23505"), or undefined for an error that is not PostgreSQL's. */
export function pgErrorCode(err: unknown): string | undefined {
  return pgErrorOf(err)?.code as string | undefined;
}

/**
 * Whether the statement broke a unique constraint — `constraintName` given, that one (by the driver's
 * `constraint` field, or its name in the message when a driver leaves the field out).
 */
export function isUniqueViolation(err: unknown, constraintName?: string): boolean {
  const pg = pgErrorOf(err);
  if (pg?.code !== pgErrorCodes.uniqueViolation) return false;
  if (constraintName === undefined) return true;
  if (pg.constraint === constraintName) return true;
  return typeof pg.message === "string" && pg.message.includes(`"${constraintName}"`);
}

/** Whether the statement referenced a row that is not there (or deleted one still referenced). */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgErrorCode(err) === pgErrorCodes.foreignKeyViolation;
}
