/**
 * `npm run bench:timeline` (issue #15): the built-in engine builds a timeline — the whole
 * `POST /api/timeline/generate` request (context queries, plan, writes, the read that answers) — on
 * PostgreSQL. A fresh database `bench_timeline_<ts>` holds 40 other couples with built timelines (so the
 * couple indexes matter), then 30 couples each build their first plan (inserts) and rebuild it 10 times
 * (updates by template key). Times are measured around each request on the same machine (an upper bound
 * of the server time: localhost adds well under a millisecond).
 *
 * Target: p95 ≤ 200 ms. Needs PostgreSQL at BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); the database is dropped at the end (BENCH_KEEP_DATABASE=1
 * keeps it).
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import { buildApp, type App } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { account, user } from "../src/server/db/schema/auth";
import { coupleProfiles } from "../src/server/db/schema/profiles";
import { seed } from "../src/server/db/seed/seed";

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
  console.error("bench:timeline needs PostgreSQL: set BENCH_DATABASE_URL to a postgres:// URL.");
  process.exit(2);
}
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}`);
const PASSWORD = "bench-timeline-password-42";
const trustedOrigin = "http://localhost:3000";
const dbName = `bench_timeline_${Date.now()}`;
const benchUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function makeCouple(db: Database["db"], label: string, hash: string, i: number) {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@bench.test`;
  await db.insert(user).values({ id, name: label, email, emailVerified: true, kind: "couple" });
  await db
    .insert(account)
    .values({ id: `${id}-credential`, accountId: id, providerId: "credential", userId: id, password: hash });
  const date = new Date(Date.now() + (40 + ((i * 37) % 600)) * 86_400_000).toISOString().slice(0, 10);
  await db.insert(coupleProfiles).values({ id, partner1Name: label, weddingDate: date, guestCount: 120 });
  return { id, email };
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: trustedOrigin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const line = (label: string, xs: number[]) =>
  `${label.padEnd(26)} n=${String(xs.length).padStart(4)}  p50 ${pct(xs, 50).toFixed(1)} ms  p95 ${pct(xs, 95).toFixed(1)} ms  p99 ${pct(xs, 99).toFixed(1)} ms`;

let app: App | undefined;
let database: Database | undefined;
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await app?.app.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  if (process.env.BENCH_KEEP_DATABASE === "1") return log(`kept database ${dbName}`);
  await admin(`drop database if exists "${dbName}" with (force)`);
  log(`dropped database ${dbName}`);
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));

async function main() {
  await admin(`create database "${dbName}"`);
  log(`created database ${dbName}`);
  database = await openDatabase({ databaseUrl: benchUrl, dataDir: "memory://" });
  await seed(database.db, {
    demo: false,
    demoAdmin: false,
    hashPassword: () => Promise.reject(new Error("no accounts")),
  });
  const config = loadConfig({
    NODE_ENV: "development",
    DATABASE_URL: benchUrl,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    DATA_DIR: "memory://",
    PUBLIC_URL: trustedOrigin,
    RATE_LIMIT_WRITE_PER_MINUTE: "100000",
    RATE_LIMIT_AUTH_PER_MINUTE: "100000",
  });
  app = await buildApp({ config, logger: false, clientDir: "/nonexistent" });
  const baseUrl = await app.app.listen({ host: "127.0.0.1", port: 0 });
  const hash = await hashPassword(PASSWORD);
  const generate = async (cookie: string) => {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/timeline/generate`, {
      method: "POST",
      headers: { cookie, origin: trustedOrigin },
    });
    await res.text();
    const elapsed = performance.now() - t0;
    if (!res.ok) throw new Error(`generate answered ${res.status}`);
    return elapsed;
  };
  log("40 other couples build their timelines");
  for (let i = 0; i < 40; i++) {
    const c = await makeCouple(database.db, `other${i}`, hash, i);
    await generate(await signIn(baseUrl, c.email));
  }
  const first: number[] = [];
  const again: number[] = [];
  log("30 couples: a first plan each, then 10 rebuilds each");
  for (let i = 0; i < 30; i++) {
    const c = await makeCouple(database.db, `bench${i}`, hash, 100 + i);
    const cookie = await signIn(baseUrl, c.email);
    first.push(await generate(cookie));
    for (let r = 0; r < 10; r++) again.push(await generate(cookie));
  }
  const all = [...first, ...again];
  console.log("\nPOST /api/timeline/generate, built-in engine, PostgreSQL");
  console.log(line("first plan (inserts)", first));
  console.log(line("rebuild (updates by key)", again));
  console.log(line("all", all));
  const p95 = pct(all, 95);
  console.log(`target p95 ≤ 200 ms: ${p95 <= 200 ? "met" : "NOT met"} (${p95.toFixed(1)} ms)`);
  if (p95 > 200) process.exitCode = 1;
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => void cleanup());
