import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { adminQuery, copyDatabase, databaseUrl, dropWhenIdle } from "./database-admin";

/**
 * One database per test FILE (conventions: PGlite costs ~2 s and hundreds of MB each).
 * With TEST_DATABASE_URL set, a uniquely named PostgreSQL database on that server: in a vitest run, a copy
 * of the run's migrated template (or of its demo-seeded one when asked), which the run drops at its end
 * (template-databases.ts); without the run's templates, one created, migrated here and dropped on close.
 * Otherwise an in-memory PGlite, migrated here.
 */
export type TestDatabase = { database: Database; close: () => Promise<void> };

export type TestDatabaseOptions = {
  /** Start from the demo seed (demo data and admin) when the run has one; the app re-seeds idempotently. */
  demoSeeded?: boolean;
};

export async function openTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    return { database, close: () => database.close() };
  }
  const run = inject("testDatabaseRun");
  const suffix = `${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const name = run ? `${run.stem}_${suffix}` : `test_${suffix}`;
  if (run) await copyDatabase(serverUrl, opts.demoSeeded ? run.demo : run.migrated, name);
  else await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  let database: Database;
  try {
    // On a copy the migrations are already applied: the migrator only reads its journal.
    database = await openDatabase({
      databaseUrl: databaseUrl(serverUrl, name),
      dataDir: "memory://",
      checkTransactions: true,
    });
  } catch (err) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw err;
  }
  return {
    database,
    async close() {
      await database.close();
      if (!run) await dropWhenIdle(serverUrl, name);
    },
  };
}
