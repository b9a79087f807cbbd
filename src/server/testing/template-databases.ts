import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../db/client";
import { seedIfEmpty } from "../db/seed/seed-if-empty";
import { createDetailRefresher } from "../modules/listings/listing-details";
import { vendorDetailSource } from "../modules/vendors/vendors.service";
import { venueDetailSource } from "../modules/venues/venues.service";
import { adminQuery, copyDatabase, databaseUrl, dropWhenIdle } from "./database-admin";

/**
 * One vitest run's databases on the TEST_DATABASE_URL server (globalSetup provides them to the workers).
 * Every database of the run is named `${stem}_…`, so the run's teardown finds and drops them all.
 */
export type RunDatabases = {
  stem: string;
  /** Migrated, nothing else: what openTestDatabase() copies. */
  migrated: string;
  /** Migrated and seeded with the demo data and the demo admin: what createTestApp() copies by default. */
  demo: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseRun: RunDatabases | null;
  }
}

/**
 * Migrates one database and seeds a copy of it, once per run: each test file then copies one of them
 * (~0.5 s) instead of creating, migrating and seeding its own (~3 s, measured side by side under load,
 * docs/decisions/055), and still gets a database of its own. The seed is deterministic apart from dates
 * relative to now, which the app tops up at every start (seedIfEmpty: tour slots), as in production.
 */
export async function createRunDatabases(serverUrl: string): Promise<RunDatabases> {
  const stem = `test_run_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const run = { stem, migrated: `${stem}_migrated`, demo: `${stem}_demo` };
  try {
    await adminQuery(serverUrl, `CREATE DATABASE "${run.migrated}"`);
    const migrated = await openDatabase({
      databaseUrl: databaseUrl(serverUrl, run.migrated),
      dataDir: "memory://",
    });
    await migrated.close();
    await copyDatabase(serverUrl, run.migrated, run.demo);
    const demo = await openDatabase({ databaseUrl: databaseUrl(serverUrl, run.demo), dataDir: "memory://" });
    try {
      await seedIfEmpty(demo.db, { demo: true, demoAdmin: true });
      // The listing answers built ahead, as a started app would build them (decision 059): each copy then
      // starts with them current instead of every test file's app rebuilding the same ones.
      const details = createDetailRefresher(demo.db, [venueDetailSource, vendorDetailSource]);
      await details.settled();
      await details.close();
    } finally {
      await demo.close();
    }
  } catch (err) {
    await dropRunDatabases(serverUrl, run);
    throw err;
  }
  return run;
}

/** Drops waiting together share one checkpoint: 16 took 4 s, 8 four at a time 9.6 s (load ~6). */
const DROPS_AT_ONCE = 16;

/**
 * Drops every database of the run, the templates included, sixteen at a time. Test files leave theirs to
 * this: on PostgreSQL 15 each DROP DATABASE forces a checkpoint (0.1–3.5 s under load), which in a file's
 * afterAll stalled its worker; here they wait together and share checkpoints.
 */
export async function dropRunDatabases(serverUrl: string, run: RunDatabases) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  let names: string[];
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where left(datname, length($1) + 1) = $1 || '_'",
      [run.stem],
    );
    names = rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
  const queue = names.filter((n) => n !== run.migrated && n !== run.demo);
  const worker = async () => {
    for (let name = queue.pop(); name; name = queue.pop()) await dropWhenIdle(serverUrl, name);
  };
  await Promise.all(Array.from({ length: DROPS_AT_ONCE }, () => worker()));
  // The demo template is a copy of the migrated one: both go last, once nothing is being copied.
  if (names.includes(run.demo)) await dropWhenIdle(serverUrl, run.demo);
  if (names.includes(run.migrated)) await dropWhenIdle(serverUrl, run.migrated);
}
