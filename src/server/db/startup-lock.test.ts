import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { testEnv } from "../testing/test-app";
import { demoAccounts } from "./seed/demo-accounts";

/**
 * Two processes starting together on one fresh PostgreSQL database (decision 019): start-up work runs under
 * an advisory lock, so both start, the migrations are applied once and the seed is not duplicated.
 * PGlite is opened by one process only, so there is nothing to race there: this runs on PostgreSQL
 * (TEST_DATABASE_URL, as CI does in its PostgreSQL pass).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const name = `test_startup_${randomBytes(4).toString("hex")}`;
const smallest = `test_startup_small_${randomBytes(4).toString("hex")}`;
const apps: App[] = [];

async function admin<T extends pg.QueryResultRow>(sql: string, database = "postgres") {
  const url = new URL(serverUrl!);
  if (database !== "postgres") url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (!serverUrl) return;
  await Promise.all(apps.map((a) => a.app.close()));
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`DROP DATABASE IF EXISTS "${smallest}" WITH (FORCE)`);
});

describe.skipIf(!serverUrl)("start-up on PostgreSQL (skipped on PGlite: one process owns its files)", () => {
  it("starts two processes at once on one fresh database: migrations once, seed not duplicated", async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const config = loadConfig({ ...testEnv, DATABASE_URL: url.toString(), SEED_DEMO: "true" });
    const started = await Promise.allSettled([
      buildApp({ config, logger: false, clientDir: "/nonexistent" }),
      buildApp({ config, logger: false, clientDir: "/nonexistent" }),
    ]);
    for (const s of started) if (s.status === "fulfilled") apps.push(s.value);
    expect(started.map((s) => (s.status === "rejected" ? String(s.reason) : "started"))).toEqual([
      "started",
      "started",
    ]);

    const journal = JSON.parse(
      readFileSync(new URL("../../../drizzle/meta/_journal.json", import.meta.url), "utf8"),
    ) as { entries: unknown[] };
    const [migrations] = await admin<{ n: string }>(
      "select count(*) as n from drizzle.__drizzle_migrations",
      name,
    );
    expect(Number(migrations!.n)).toBe(journal.entries.length);
    const [users] = await admin<{ n: string }>(
      `select count(*) as n from "user" where email in (${demoAccounts.map((d) => `'${d.email}'`).join(",")})`,
      name,
    );
    expect(Number(users!.n)).toBe(demoAccounts.length);
    const [cities] = await admin<{ n: string }>("select count(*) as n from cities", name);
    expect(Number(cities!.n)).toBe(4);
    for (const a of apps) expect((await a.app.inject({ url: "/api/health" })).statusCode).toBe(200);
  });

  it("starts with the smallest pool (DATABASE_POOL_SIZE=2): the lock's session is not one of the pool's", async () => {
    await admin(`CREATE DATABASE "${smallest}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${smallest}`;
    // One session for statements and one for counts. The lock once took the only statement session, and
    // the migrations under it waited for ever.
    const hung = new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 20_000).unref());
    const opening = openDatabase({ databaseUrl: url.toString(), dataDir: "memory://", poolSize: 2 });
    expect(await Promise.race([opening.then(() => "opened" as const), hung])).toBe("opened");
    const database = await opening;
    try {
      const answer = await database.withStartupLock(() => database.db.execute("select 1 as one"));
      expect(answer).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
    }
  }, 30_000);
});
