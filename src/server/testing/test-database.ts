import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/client";

/**
 * One database per test FILE (conventions: PGlite costs ~2 s and hundreds of MB each).
 * With TEST_DATABASE_URL set, a fresh uniquely named PostgreSQL database is created on that server
 * and dropped on close; otherwise an in-memory PGlite.
 */
export type TestDatabase = { database: Database; close: () => Promise<void> };

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    return { database, close: () => database.close() };
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
  } catch (err) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw err;
  }
  return {
    database,
    async close() {
      await database.close();
      await dropWhenIdle(serverUrl, name);
    },
  };
}

/**
 * Drops a test database once the pool's last connections have really gone. A FORCE drop at once would
 * terminate connections still closing, and node-postgres reports that (57P01) as an unhandled error.
 */
export async function dropWhenIdle(serverUrl: string, name: string) {
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (err) {
      // 55006: "database is being accessed by other users" — wait for the sessions to end.
      if ((err as { code?: string }).code !== "55006") throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
