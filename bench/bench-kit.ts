/**
 * What every PostgreSQL benchmark does the same way (bench:guests, bench:budget, …): find the server,
 * log with elapsed time, make a fresh database seeded with reference data and drop it at the end (also on
 * failure or Ctrl-C), start the app on it, and print the figures as one table.
 */
import { fork } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildApp, type App } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { seed } from "../src/server/db/seed/seed";
import type { LoadPlan, LoadResult } from "./load-generator";

/** The app's PUBLIC_URL: state-changing requests must come from it (plugins/request-origin.ts). */
export const trustedOrigin = "http://localhost:3000";

/** The PostgreSQL server (BENCH_DATABASE_URL, else DATABASE_URL, else the local one); exits 2 without one. */
export function benchServerUrl(script: string): string {
  const url =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  if (!/^postgres(ql)?:\/\//.test(url)) {
    console.error(
      `${script} needs PostgreSQL: set BENCH_DATABASE_URL (or DATABASE_URL), e.g.\n` +
        `  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run ${script}`,
    );
    process.exit(2);
  }
  return url;
}

const started = Date.now();
/** A log line with the seconds since the bench started. */
export const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}`);
export const ms = (v: number) => `${v.toFixed(1)} ms`;

/** One row of the final table; `met` null for a figure without a target. */
export type Figure = { section: string; figure: string; value: string; target: string; met: boolean | null };

/** Prints the machine's load and the figures as a Markdown table; a missed target makes the exit code 1. */
export function printFigures(figures: readonly Figure[]) {
  const [load1, load5] = os.loadavg();
  console.log(
    `\nmachine: ${os.cpus().length} cores, load average ${load1!.toFixed(1)} (1 min), ${load5!.toFixed(1)} (5 min)`,
  );
  console.log("\n| section | figure | value | target | met |\n|---|---|---|---|---|");
  for (const f of figures)
    console.log(
      `| ${f.section} | ${f.figure} | ${f.value} | ${f.target} | ${f.met === null ? "" : f.met ? "yes" : "NO"} |`,
    );
  if (figures.some((f) => f.met === false)) process.exitCode = 1;
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type BenchContext = {
  database: Database;
  /** The bench database's URL (for EXPLAIN clients and app processes). */
  url: string;
  /** Starts the app on the bench database with limits lifted; it is closed before the database. */
  startApp: () => Promise<{ app: App; baseUrl: string }>;
};

/**
 * Runs `main` on a fresh database `bench_<name>_<time>` (reference data seeded, no demo accounts), then
 * closes the app and the database and drops it — kept with BENCH_KEEP_DATABASE=1.
 */
export async function withBenchDatabase(
  opts: { name: string; serverUrl: string },
  main: (ctx: BenchContext) => Promise<void>,
): Promise<void> {
  const dbName = `bench_${opts.name}_${Date.now()}`;
  const url = new URL(opts.serverUrl);
  url.pathname = `/${dbName}`;
  const benchUrl = url.toString();
  let app: App | undefined;
  let database: Database | undefined;
  let cleaned = false;
  async function cleanup() {
    if (cleaned) return;
    cleaned = true;
    await app?.app.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    if (process.env.BENCH_KEEP_DATABASE === "1") return log(`kept database ${dbName}`);
    await admin(opts.serverUrl, `drop database if exists "${dbName}" with (force)`);
    log(`dropped database ${dbName}`);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      log(`${signal}: cleaning up`);
      void cleanup().finally(() => process.exit(130));
    });

  try {
    await admin(opts.serverUrl, `create database "${dbName}"`);
    log(`created database ${dbName}`);
    database = await openDatabase({ databaseUrl: benchUrl, dataDir: "memory://" });
    await seed(database.db, {
      demo: false,
      demoAdmin: false,
      hashPassword: () => Promise.reject(new Error("no accounts")),
    });
    const startApp = async () => {
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
      log(`app listening on ${baseUrl}`);
      return { app, baseUrl };
    };
    await main({ database, url: benchUrl, startApp });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

/** Signs a seeded account in through the real auth route; returns the session cookie header. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: trustedOrigin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Runs a load plan from its own process (bench/load-generator.ts), so the load never shares the app's CPU. */
export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./load-generator.ts", import.meta.url)), {
      execArgv: ["--import", "tsx"],
    });
    child.once("message", (m: { result?: LoadResult; error?: string }) =>
      m.result ? resolve(m.result) : reject(new Error(m.error ?? "load generator failed")),
    );
    child.once("error", reject);
    child.once("exit", (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send(plan);
  });
}
