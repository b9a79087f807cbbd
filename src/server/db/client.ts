import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { refuseSecondSessions } from "./one-session-per-transaction";
import { schema } from "./schema";

export type Schema = typeof schema;
/** The common shape of the PGlite and node-postgres drizzle databases: services only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /**
   * Runs start-up work (migrations, seed, knowledge load) under one PostgreSQL advisory lock, so processes
   * starting together on one database take turns instead of racing. PGlite belongs to one process: no lock.
   */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
};

/** Sessions a process opens at most when not told: the same as config DATABASE_POOL_SIZE's default (decision 069). */
const DEFAULT_POOL_SIZE = 4;

/**
 * Sessions are kept while idle (decision 069). pg closes an idle one after 10 s by default, and a new
 * PostgreSQL session pays for its first statements: loading the tables' and indexes' descriptions and the
 * text-search dictionary took a first search ~25 ms where the next took ~2.5 ms. So after any lull of 10 s
 * the next visitors met new sessions. An idle session does not keep a script's process alive.
 */
const KEEP_IDLE_SESSIONS = { idleTimeoutMillis: 0, allowExitOnIdle: true } as const;

/**
 * The app's sessions cost a random page read like a sequential one, near enough (1.1, PostgreSQL's advice
 * for data that is cached or on SSD, against its default 4 for spinning disks). At 4 the planner read a
 * city's vendors in the order of the all-cities index, skipping the other cities' rows (2,604 skipped,
 * 3.6 ms, for "planner" in Cleveland), rather than in the city's own index (650, 1.2 ms): it thought the
 * city index's scattered rows dearer than four times as many rows (decision 062).
 */
export const PLANNER_COSTS = "-c random_page_cost=1.1";

/**
 * Planner settings of the sessions that count text-search matches (decision 056): bitmap scans only. A
 * capped count of a word most of a city's rows carry was otherwise planned as a sequential scan expected to
 * stop early, which read every row of the cities stored before it. They cost pages as the app's other
 * sessions do (decision 068): at the default 4, a count of a word and its synonyms ("industrial loft" in
 * Columbus) took every row of the city from the title index's city column and tested each one's document,
 * 3,406 rows and 20 ms, rather than the 1,001 the document's own index finds (1.9 ms).
 */
const BITMAP_ONLY = `${PLANNER_COSTS} -c enable_seqscan=off -c enable_indexscan=off -c enable_indexonlyscan=off`;

/**
 * The handle of the same PostgreSQL database whose sessions plan with bitmap scans only, for each handle
 * `openDatabase` returned (decision 062): one statement per capped count instead of a transaction of four
 * (begin, set_config, count, commit). PGlite has one connection, so it has none; a transaction's handle
 * is not a key either, so a count inside a transaction keeps reading what the transaction sees.
 */
const bitmapPlanners = new WeakMap<object, Db>();

/** The bitmap-only handle of `db` (see bitmapPlanners), or undefined where there is none. */
export function bitmapPlannerOf(db: Db): Db | undefined {
  return bitmapPlanners.get(db);
}

/** The advisory lock key of start-up work ("June" in ASCII). */
const STARTUP_LOCK_KEY = 0x4a756e65;

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/**
 * Opens the database named by the config and applies pending migrations.
 * DATABASE_URL set → node-postgres pool; unset → PGlite stored in `${dataDir}/pglite`
 * (or in memory when dataDir is "memory://", which tests use).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL sessions at most: one for capped counts, the rest for the main pool (decision 069). */
  poolSize?: number;
  /** Tests: a query on a second session inside an open transaction fails (one-session-per-transaction.ts). */
  checkTransactions?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const poolSize = Math.max(2, opts.poolSize ?? DEFAULT_POOL_SIZE);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: poolSize - 1,
      ...KEEP_IDLE_SESSIONS,
      options: PLANNER_COSTS,
    });
    // An IDLE client whose connection drops (server restart, a test database dropped while the pool
    // ends) makes the pool emit 'error'; without a listener that is an uncaught exception. The pool
    // discards that client and the next query opens a new connection.
    pool.on("error", (err) => console.warn("postgres: idle client error:", err.message));
    const db = drizzle(pool, { schema });
    if (opts.checkTransactions) refuseSecondSessions(pool, db);
    // A session lock on a connection outside the pool, held while the work runs on the pool's sessions.
    // Taken from the pool, it left a pool of one session (DATABASE_POOL_SIZE=2) none for the work, and
    // start-up waited for itself for ever. Ending the connection also releases the lock.
    const withStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
      const session = new pg.Client({ connectionString: opts.databaseUrl });
      await session.connect();
      try {
        await session.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await session.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
        }
      } finally {
        await session.end();
      }
    };
    try {
      await withStartupLock(() => migrate(db, { migrationsFolder }));
    } catch (err) {
      await pool.end();
      throw err;
    }
    // One session: a capped count is one short statement, and the main pool keeps the rest. Every session
    // maps the shared buffers it reads for itself, so fewer sessions reading the same pages cost less.
    const countPool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 1,
      ...KEEP_IDLE_SESSIONS,
      options: BITMAP_ONLY,
    });
    countPool.on("error", (err) => console.warn("postgres: idle count client error:", err.message));
    bitmapPlanners.set(db, drizzle(countPool, { schema }));
    return {
      db: db as unknown as Db,
      kind: "postgres",
      close: () => Promise.all([pool.end(), countPool.end()]).then(() => undefined),
      withStartupLock,
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gin } = await import("@electric-sql/pglite/contrib/btree_gin");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataDir: string | undefined;
  if (opts.dataDir !== "memory://") {
    dataDir = path.resolve(opts.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite({ dataDir, extensions: { pg_trgm, btree_gin } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
    withStartupLock: (work) => work(),
  };
}
