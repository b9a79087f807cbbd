import pg from "pg";

/** Statements on the test PostgreSQL server itself (CREATE/DROP DATABASE), one short connection each. */
export async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `serverUrl` pointing at the database `name` on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// 55006: "database is being accessed by other users". A pool's sessions may still be ending on the
// server for a moment after pool.end() resolved.
const inUse = (err: unknown) => (err as { code?: string }).code === "55006";
const pause = () => new Promise((r) => setTimeout(r, 100));

/**
 * A copy of `template` named `name` (a file copy on the server, ~0.1 s). CREATE DATABASE … TEMPLATE refuses
 * while anyone is connected to the template, so wait for closing sessions to end.
 */
export async function copyDatabase(serverUrl: string, template: string, name: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (err) {
      if (!inUse(err) || attempt >= 50) throw err;
      await pause();
    }
  }
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
      if (!inUse(err)) throw err;
      await pause();
    }
  }
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
