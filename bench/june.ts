/**
 * `npm run bench:june` (issue #4): June's streaming path with AI_PROVIDER=openai against the scripted
 * OpenAI-compatible server on loopback (20 chunks, 20 ms apart), at 1 and at 50 concurrent streams:
 *
 *   (a) server work before the first upstream byte — from the moment the client sends
 *       `POST /api/june/messages` to the moment the scripted server receives the upstream request
 *       (session lookup, validation, limits, storing the message, reading the couple's context, prompt);
 *   (b) first byte to the client — from the upstream's first token leaving the scripted server to the
 *       client receiving the first `delta` event.
 *
 * Targets: (a) ≤ 75 ms p95, (b) ≤ 10 ms p95. The app runs in a child process (its own event loop); this
 * process hosts the scripted server and the clients, so (a) and (b) are measured on one clock.
 * Database: a fresh PostgreSQL database on BENCH_DATABASE_URL when set (dropped at the end), else PGlite in a
 * temp dir. Each concurrent stream has its own couple (limits are per couple: 8 a minute, 1 at a time).
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BENCH_COUPLE_PASSWORD, insertBenchCouples } from "./bench-couples";
import {
  now,
  startScriptedOpenAi,
  contentText,
  type ScriptedOpenAi,
} from "../src/server/testing/scripted-openai";

/** Streams open at once in the concurrent phases. */
const CONCURRENT = 50;
/** Couples signed in: each concurrent client rotates over 3, keeping every couple under 8 messages a minute. */
const COUPLES = CONCURRENT * 3;
const CHUNKS = 20;
/** The concurrent phase's streams: as long as a real answer (4 s at 50 tokens/s), so 50 overlap at a realistic arrival rate. */
const LONG_CHUNKS = 200;
const CHUNK_INTERVAL_MS = 20;
const TARGET_A_P95 = 75;
const TARGET_B_P95 = 10;

type ChildReady = { url: string; cookies: string[] };

// ── the app, in a child process ─────────────────────────────────────────────────────────────────────

async function runApp() {
  const { buildApp } = await import("../src/server/app");
  const { loadConfig } = await import("../src/server/config");
  const { schema } = await import("../src/server/db/schema");
  const { asc, eq } = await import("drizzle-orm");
  const config = loadConfig(process.env);
  const built = await buildApp({ config, logger: false, clientDir: "/nonexistent" });
  const { app, database } = built;
  const db = database.db;

  // Couples with a realistic plan: profile, guests, a budget and a few saved venues.
  const venueIds = (
    await db
      .select({ id: schema.venues.id })
      .from(schema.venues)
      .where(eq(schema.venues.cityId, "cleveland"))
      .orderBy(asc(schema.venues.slug))
      .limit(5)
  ).map((v) => v.id);
  const users = await insertBenchCouples(db, {
    count: COUPLES,
    emailPrefix: "bench-couple",
    weddingStyle: "garden, candlelit",
  });
  await db.insert(schema.weddingBudgets).values(
    users.map((u) => ({
      userId: u.id,
      totalBudget: 35000,
      categoryAllocations: { venue: 14000, catering: 9000 },
    })),
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
    const raw = [res.headers["set-cookie"] ?? []].flat().map(String);
    cookies.push(raw.map((c) => c.split(";")[0]).join("; "));
  }
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  process.send?.({ ready: { url, cookies } satisfies ChildReady });
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the app during the 50-stream steady phase.
  const { Session } = await import("node:inspector/promises");
  const inspector = new Session();
  process.on("message", (m: { stop?: boolean; cpu?: boolean; profile?: "start" | "stop" }) => {
    if (m.profile === "start") {
      inspector.connect();
      void inspector.post("Profiler.enable").then(() => inspector.post("Profiler.start"));
    }
    if (m.profile === "stop")
      void inspector.post("Profiler.stop").then(async ({ profile }) => {
        const { writeFileSync } = await import("node:fs");
        const file = path.join(process.env.BENCH_CPU_PROF!, `june-steady-${Date.now()}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        process.send?.({ profiled: file });
      });
    if (m.cpu) {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: (user + system) / 1000 });
    }
    if (m.stop) void app.close().then(() => process.exit(0));
  });
}

// ── the bench ──────────────────────────────────────────────────────────────────────────────────────

const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}`);

type Sample = { a: number; b: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

async function adminQuery(serverUrl: string, statement: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main() {
  const marks = new Map<string, { upstreamAt?: number; firstTokenAt?: number }>();
  const tokenOf = (body: { messages: { role: string }[] }) => {
    const lastUser = [...body.messages].reverse().find((m) => m.role === "user");
    return /bench-(long-)?[0-9a-f-]+/.exec(contentText(lastUser as never))?.[0];
  };
  const ai: ScriptedOpenAi = await startScriptedOpenAi({
    fallback: (body) => ({
      kind: "text",
      chunks: Array.from(
        { length: tokenOf(body)?.startsWith("bench-long-") ? LONG_CHUNKS : CHUNKS },
        (_, i) => `word${i} `,
      ),
      delayMs: CHUNK_INTERVAL_MS,
    }),
    onRequest: (rec) => {
      const token = tokenOf(rec.body);
      if (token) marks.set(token, { ...marks.get(token), upstreamAt: rec.receivedAt });
    },
    onFirstToken: (rec) => {
      const token = tokenOf(rec.body);
      if (token) marks.set(token, { ...marks.get(token), firstTokenAt: rec.firstTokenAt });
    },
  });

  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dbName = `bench_june_${Date.now()}`;
  let dataDir: string | undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
    PUBLIC_URL: "http://localhost:3000",
    AI_PROVIDER: "openai",
    AI_BASE_URL: ai.baseURL,
    AI_MODEL: "scripted-bench",
    RATE_LIMIT_AUTH_PER_MINUTE: "1000",
  };
  if (serverUrl) {
    await adminQuery(serverUrl, `create database "${dbName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
    log(`database: PostgreSQL ${dbName}`);
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), "bench-june-"));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
    log(`database: PGlite in ${dataDir} (set BENCH_DATABASE_URL for PostgreSQL)`);
  }

  let child: ChildProcess | undefined;
  const cleanup = async () => {
    if (child && child.exitCode === null) {
      child.send({ stop: true });
      await new Promise((r) => {
        const timer = setTimeout(() => {
          child?.kill("SIGKILL");
          r(undefined);
        }, 5000);
        child!.once("exit", () => {
          clearTimeout(timer);
          r(undefined);
        });
      });
    }
    await ai.close();
    if (serverUrl)
      await adminQuery(serverUrl, `drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));

  try {
    child = fork(fileURLToPath(import.meta.url), ["--app"], {
      execArgv: ["--import", "tsx"],
      env,
    });
    const ready = await new Promise<ChildReady>((resolve, reject) => {
      child!.once("message", (m: { ready?: ChildReady }) =>
        m.ready ? resolve(m.ready) : reject(new Error("bad message")),
      );
      child!.once("exit", (code) => reject(new Error(`app exited with ${code}`)));
    });
    log(`app listening on ${ready.url} (${ready.cookies.length} couples signed in)`);

    async function stream(couple: number, long = false): Promise<Sample> {
      const token = `bench-${long ? "long-" : ""}${randomUUID()}`;
      const sentAt = now();
      const res = await fetch(`${ready.url}/api/june/messages`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost:3000",
          cookie: ready.cookies[couple]!,
        },
        body: JSON.stringify({ text: `What should we do next? ${token}` }),
      });
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
      const decoder = new TextDecoder();
      let buffer = "";
      let firstDeltaAt: number | undefined;
      let done = false;
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        if (firstDeltaAt === undefined && buffer.includes("event: delta\n")) firstDeltaAt = now();
        if (buffer.includes("event: done\n")) done = true;
        if (buffer.includes("event: error\n")) throw new Error(`June answered an error event: ${buffer}`);
      }
      if (!done || firstDeltaAt === undefined) throw new Error("stream ended without done");
      const m = marks.get(token);
      marks.delete(token);
      if (m?.upstreamAt === undefined || m.firstTokenAt === undefined) throw new Error("no upstream marks");
      return { a: m.upstreamAt - sentAt, b: firstDeltaAt - m.firstTokenAt };
    }

    /** The app process's CPU time (user + system, ms), asked over IPC. */
    const appCpu = () =>
      new Promise<number>((resolve) => {
        child!.once("message", (m: { cpu?: number }) => resolve(m.cpu ?? NaN));
        child!.send({ cpu: true });
      });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    const rows: { label: string; samples: Sample[]; cpuPerStream: number; gated: boolean }[] = [];
    async function measure(label: string, gated: boolean, run: () => Promise<Sample[]>) {
      const cpu0 = await appCpu();
      const samples = await run();
      const cpu1 = await appCpu();
      rows.push({ label, samples, cpuPerStream: (cpu1 - cpu0) / samples.length, gated });
      log(`measured ${label}`);
    }

    // Warm-up: JIT, connection pools, prepared paths. Not measured.
    await Promise.all(Array.from({ length: 10 }, (_, i) => stream(i)));
    log("warmed up");

    // 1 stream at a time: 50 streams one after another, one per couple.
    await measure("1", true, async () => {
      const out: Sample[] = [];
      for (let i = 0; i < CONCURRENT; i++) out.push(await stream(i));
      return out;
    });

    // 50 streams open at once, steady state: 50 clients start spread over one stream's length and each
    // sends 4 messages back to back (rotating over 3 couples), so every request arrives while ~49 others
    // stream. Gated with answer-length streams (4 s; ~12 new requests/s, 2,500 tokens/s through the app);
    // shown with the 0.4 s streams too (~120 new requests/s: a throughput test more than a latency one).
    async function steady(long: boolean): Promise<Sample[]> {
      const streamMs = (long ? LONG_CHUNKS : CHUNKS) * CHUNK_INTERVAL_MS;
      const out: Sample[] = [];
      await Promise.all(
        Array.from({ length: CONCURRENT }, async (_, i) => {
          await sleep((i / CONCURRENT) * streamMs);
          for (let k = 0; k < 4; k++) out.push(await stream(i + CONCURRENT * (k % 3), long));
        }),
      );
      return out;
    }
    if (process.env.BENCH_CPU_PROF) child.send({ profile: "start" });
    await measure(`${CONCURRENT} (steady)`, true, () => steady(true));
    if (process.env.BENCH_CPU_PROF) {
      child.send({ profile: "stop" });
      await new Promise((resolve) =>
        child!.once("message", (m: { profiled?: string }) => resolve(log(`profile: ${m.profiled}`))),
      );
    }

    await measure(`${CONCURRENT} (0.4 s streams)`, false, () => steady(false));

    // 50 requests in the same instant (a thundering herd; shown, not gated): the server work of all 50
    // queues on one event loop, so (a) measures the herd's total, not one request's path.
    await measure(`${CONCURRENT} (burst)`, false, () =>
      Promise.all(Array.from({ length: CONCURRENT }, (_, i) => stream(2 * CONCURRENT + i))),
    );

    const f = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `\nJune streaming: AI_PROVIDER=openai → scripted server (chunks ${CHUNK_INTERVAL_MS} ms apart: ${CHUNKS} per stream, ${LONG_CHUNKS} in the steady phase), ${serverUrl ? "PostgreSQL" : "PGlite"}`,
    );
    const header = [
      "concurrent",
      "samples",
      "(a) p50",
      "(a) p95",
      "(b) p50",
      "(b) p95",
      "app CPU/stream",
      "verdict",
    ];
    const table = rows.map((row) => {
      const a = row.samples.map((x) => x.a).sort((x, y) => x - y);
      const b = row.samples.map((x) => x.b).sort((x, y) => x - y);
      const met = percentile(a, 95) <= TARGET_A_P95 && percentile(b, 95) <= TARGET_B_P95;
      return [
        row.label,
        String(row.samples.length),
        f(percentile(a, 50)),
        f(percentile(a, 95)),
        f(percentile(b, 50)),
        f(percentile(b, 95)),
        f(row.cpuPerStream),
        row.gated ? (met ? "met" : "NOT met") : "(info)",
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
    for (const r of [header, ...table]) console.log(r.map((c, i) => c.padStart(widths[i]!)).join("  "));
    console.log(
      `(a) server work before the first upstream byte: client sends → scripted server receives; target p95 ≤ ${TARGET_A_P95} ms`,
    );
    console.log(
      `(b) upstream's first token leaves the scripted server → client reads the first delta event; target p95 ≤ ${TARGET_B_P95} ms`,
    );
    const allMet = rows
      .filter((r) => r.gated)
      .every((row) => {
        const a = row.samples.map((x) => x.a).sort((x, y) => x - y);
        const b = row.samples.map((x) => x.b).sort((x, y) => x - y);
        return percentile(a, 95) <= TARGET_A_P95 && percentile(b, 95) <= TARGET_B_P95;
      });
    process.exitCode = allMet ? 0 : 1;
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
