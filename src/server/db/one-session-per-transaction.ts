import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";

/**
 * A transaction uses its own session only (decision 069, checked in tests). The main pool holds three
 * sessions; a transaction that also waits for a query on the outer handle (`db` instead of `tx`, or a
 * service given `db`) holds one session while it asks for another, and three such requests at once wait
 * for each other for ever. The check makes that mistake fail at once in the integration suite, which runs
 * on PostgreSQL, rather than hang one day under load.
 *
 * It is off outside tests: on Node.js 20, AsyncLocalStorage costs every promise of the process a little.
 */
const transactionOf = new AsyncLocalStorage<{ open: boolean }>();

export const SECOND_SESSION_IN_TRANSACTION =
  "A query asked the pool for a second session from inside an open transaction: use the transaction's handle (tx) there (decision 069).";

type Transactional = {
  transaction: (work: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
};

/** Makes `pool` refuse a session to code running inside one of `db`'s open transactions (drizzle's handle). */
export function refuseSecondSessions(pool: pg.Pool, drizzleDb: object): void {
  const db = drizzleDb as Transactional;
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) =>
    transaction(async (tx) => {
      const scope = { open: true };
      try {
        return await transactionOf.run(scope, () => work(tx));
      } finally {
        // Work the transaction started but did not wait for (a timer, a message after commit) runs in its
        // context later; by then it may use the pool.
        scope.open = false;
      }
    }, config);

  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  // pg's pool.query() asks this.connect() too, so both paths to a session pass here.
  (pool as { connect: (callback?: unknown) => unknown }).connect = (callback?: unknown) => {
    if (!transactionOf.getStore()?.open) return connect(callback);
    const refused = new Error(SECOND_SESSION_IN_TRANSACTION);
    if (typeof callback === "function") {
      process.nextTick(callback, refused);
      return undefined;
    }
    return Promise.reject(refused);
  };
}
