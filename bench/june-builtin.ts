/**
 * `npm run bench:june-builtin` (issue #16): June's built-in engine — the understanding step, listing
 * lookups through the search, the answers from the couple's data — measured as the couple feels it: the
 * server time from `POST /api/june/messages` to the first `delta` event of the stream (the built-in engine
 * composes the whole reply before its first word, so this is all of its work), at 1 stream at a time and
 * at 50 concurrent conversations: 50 couples chatting at once, each reading June's reply and typing the
 * next message (THINK_MS, 2–6 s), their first messages spread over the first such pause — the issue's
 * target row. For capacity, a last row sends with no pause at all (each client's next message as soon as
 * a reply ends: 50 always waiting), which measures throughput, not what a couple feels (decision 053).
 *
 * The questions are a mix that exercises every path of the understanding step: a named listing with a
 * typo, a comparison, a count, a category's budget, the saved venues against the guest count, a
 * follow-up on "those", a write proposal, a planning question and a plain search. Target: p95 ≤ 50 ms at 50.
 * The app runs in a child process (its own event loop). Database: a fresh PostgreSQL database on
 * BENCH_DATABASE_URL when set (dropped at the end), else PGlite in a temp dir.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { BENCH_COUPLE_PASSWORD, insertBenchCouples } from "./bench-couples";
import pg from "pg";
import { createRandom } from "../src/server/db/seed/marketplace-random";

const CONCURRENT = 50;
const COUPLES = CONCURRENT;
const MESSAGES_PER_CLIENT = 6;
const TARGET_P95 = 50;
/** A couple's pause between June's reply and their next message: reading it and typing (uniform, ms). */
const THINK_MS = [2000, 6000] as const;

/**
 * The messages a client sends, in turn. The conversation is the couple's own (kept by the server), so
 * "which of those…" follows June's previous reply, as it would for a couple.
 */
const QUESTIONS: { text: string }[] = [
  { text: "can lakevew glasshous fit 150 people?" },
  { text: "Compare Lakeview Glasshouse and Bramblewood Farmstead" },
  { text: "How many venues are there in Columbus?" },
  { text: "What's our venue budget?" },
  { text: "Do our saved venues fit our guest count?" },
  { text: "Find lakeside venues in Cleveland" },
  { text: "which of those are outdoors?" },
  { text: "set our budget to 40k" },
  { text: "When should we send invitations?" },
  { text: "find a photgrapher in Columbus" },
  { text: "How many days until our wedding? And how much budget do we have left?" },
];

type ChildReady = { url: string; cookies: string[] };

async function runApp() {
  const { buildApp } = await import("../src/server/app");
  const { loadConfig } = await import("../src/server/config");
  const { schema } = await import("../src/server/db/schema");
  const { inArray } = await import("drizzle-orm");
  const config = loadConfig(process.env);
  const { app, database } = await buildApp({ config, logger: false, clientDir: "/nonexistent" });
  const db = database.db;
  const venueIds = (
    await db
      .select({ id: schema.venues.id })
      .from(schema.venues)
      .where(
        inArray(schema.venues.slug, [
          "lakeview-glasshouse",
          "bramblewood-farmstead",
          "twin-maples-wine-estate",
        ]),
      )
  ).map((v) => v.id);
  const users = await insertBenchCouples(db, {
    count: COUPLES,
    emailPrefix: "bench-builtin",
    weddingStyle: "garden",
  });
  await db.insert(schema.weddingBudgets).values(
    users.map((u) => ({
      userId: u.id,
      totalBudget: 35000,
      totalCents: 3500000,
      categoryAllocations: { Venue: 15000, Photography: 4000 },
    })),
  );
  await db.insert(schema.budgetCategories).values(
    users.flatMap((u) => [
      { coupleId: u.id, name: "Venue", position: 0, allocatedCents: 1500000 },
      { coupleId: u.id, name: "Photography", position: 1, allocatedCents: 400000 },
    ]),
  );
  await db
    .insert(schema.savedVenues)
    .values(users.flatMap((u) => venueIds.map((venueId) => ({ userId: u.id, venueId }))));
  const cookies: string[] = [];
  for (const u of users) {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: config.publicUrl },
      payload: { email: u.email, password: BENCH_COUPLE_PASSWORD },
      remoteAddress: "127.0.0.1",
    });
    if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
    cookies.push(
      [res.headers["set-cookie"] ?? []]
        .flat()
        .map((c) => String(c).split(";")[0])
        .join("; "),
    );
  }
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  process.send?.({ ready: { url, cookies } satisfies ChildReady });
  process.on("message", (m: { stop?: boolean }) => {
    if (m.stop) void app.close().then(() => process.exit(0));
  });
}

const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dbName = `bench_june_builtin_${Date.now()}`;
  let dataDir: string | undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
    PUBLIC_URL: "http://localhost:3000",
    AI_PROVIDER: "builtin",
    RATE_LIMIT_AUTH_PER_MINUTE: "1000",
    RATE_LIMIT_JUNE_PER_MINUTE: "100000",
  };
  if (serverUrl) {
    await admin(serverUrl, `create database "${dbName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
    log(`database: PostgreSQL ${dbName}`);
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), "bench-june-builtin-"));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
    log(`database: PGlite in ${dataDir} (set BENCH_DATABASE_URL for PostgreSQL)`);
  }
  let child: ChildProcess | undefined;
  const cleanup = async () => {
    if (child && child.exitCode === null) {
      child.send({ stop: true });
      await new Promise((r) => {
        const timer = setTimeout(() => (child?.kill("SIGKILL"), r(undefined)), 5000);
        child!.once("exit", () => (clearTimeout(timer), r(undefined)));
      });
    }
    if (serverUrl)
      await admin(serverUrl, `drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  try {
    child = fork(fileURLToPath(import.meta.url), ["--app"], { execArgv: ["--import", "tsx"], env });
    const ready = await new Promise<ChildReady>((resolve, reject) => {
      child!.once("message", (m: { ready?: ChildReady }) =>
        m.ready ? resolve(m.ready) : reject(new Error("bad message")),
      );
      child!.once("exit", (code) => reject(new Error(`app exited with ${code}`)));
    });
    log(`app listening on ${ready.url} (${ready.cookies.length} couples signed in)`);

    /** One message: ms from sending to the first delta event; the stream is read to its end. */
    async function ask(couple: number, q: (typeof QUESTIONS)[number]): Promise<number> {
      const sentAt = performance.now();
      const res = await fetch(`${ready.url}/api/june/messages`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost:3000",
          cookie: ready.cookies[couple]!,
        },
        body: JSON.stringify({ text: q.text }),
      });
      if (!res.ok || !res.body) throw new Error(`June answered ${res.status}: ${await res.text()}`);
      const decoder = new TextDecoder();
      let buffer = "";
      let first: number | undefined;
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        if (first === undefined && buffer.includes("event: delta\n")) first = performance.now() - sentAt;
        if (buffer.includes("event: error\n")) throw new Error(`June answered an error event: ${buffer}`);
      }
      if (first === undefined || !buffer.includes("event: done\n"))
        throw new Error("stream ended without done");
      return first;
    }

    // Warm-up: every question once (JIT, caches, prepared statements). Not measured.
    for (const [i, q] of QUESTIONS.entries()) await ask(i % COUPLES, q);
    log("warmed up");

    const one: number[] = [];
    for (let i = 0; i < CONCURRENT; i++) one.push(await ask(i, QUESTIONS[i % QUESTIONS.length]!));
    log("measured 1 at a time");

    const random = createRandom("bench:june-think");
    const pause = () =>
      new Promise((r) => setTimeout(r, THINK_MS[0] + random.next() * (THINK_MS[1] - THINK_MS[0])));
    const paced: number[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, c) => {
        await new Promise((r) => setTimeout(r, random.next() * THINK_MS[1]));
        for (let k = 0; k < MESSAGES_PER_CLIENT; k++) {
          paced.push(await ask(c, QUESTIONS[(c + k) % QUESTIONS.length]!));
          await pause();
        }
      }),
    );
    log(`measured ${CONCURRENT} concurrent conversations at a couple's pace`);

    const many: number[] = [];
    const burstStarted = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, c) => {
        for (let k = 0; k < MESSAGES_PER_CLIENT; k++)
          many.push(await ask(c, QUESTIONS[(c + k) % QUESTIONS.length]!));
      }),
    );
    const throughput = many.length / ((performance.now() - burstStarted) / 1000);
    log(`measured ${CONCURRENT} at once with no pause (saturation)`);

    console.log(
      `\nJune built-in engine: POST → first delta, ${serverUrl ? "PostgreSQL" : "PGlite"}, ${QUESTIONS.length} kinds of question`,
    );
    console.log(
      "| conversations | samples | p50 | p95 | max | target p95 | met |\n|---|---|---|---|---|---|---|",
    );
    let met = true;
    for (const [label, xs, targeted] of [
      ["1", one, true],
      [
        `${CONCURRENT}, a couple's pace (${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s between messages)`,
        paced,
        true,
      ],
      [`${CONCURRENT} with no pause (saturation: ${throughput.toFixed(0)} messages/s)`, many, false],
    ] as const) {
      const s = [...xs].sort((a, b) => a - b);
      const ok = percentile(s, 95) <= TARGET_P95;
      if (targeted && !ok) met = false;
      console.log(
        `| ${label} | ${s.length} | ${percentile(s, 50).toFixed(1)} ms | ${percentile(s, 95).toFixed(1)} ms | ${s.at(-1)!.toFixed(1)} ms | ${targeted ? `≤ ${TARGET_P95} ms` : "—"} | ${targeted ? (ok ? "yes" : "NO") : "—"} |`,
      );
    }
    process.exitCode = met ? 0 : 1;
  } finally {
    await cleanup();
  }
}

if (process.argv.includes("--app")) {
  runApp().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
