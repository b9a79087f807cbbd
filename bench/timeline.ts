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
import type { Database } from "../src/server/db/client";
import { account, user } from "../src/server/db/schema/auth";
import { coupleProfiles } from "../src/server/db/schema/profiles";
import {
  benchServerUrl,
  log,
  ms,
  printFigures,
  signIn,
  trustedOrigin,
  withBenchDatabase,
  type BenchContext,
  type Figure,
} from "./bench-kit";

const serverUrl = benchServerUrl("bench:timeline");
const PASSWORD = "bench-timeline-password-42";

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

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
async function main({ database, startApp }: BenchContext) {
  const { baseUrl } = await startApp();
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
    await generate(await signIn(baseUrl, c.email, PASSWORD));
  }
  const first: number[] = [];
  const again: number[] = [];
  log("30 couples: a first plan each, then 10 rebuilds each");
  for (let i = 0; i < 30; i++) {
    const c = await makeCouple(database.db, `bench${i}`, hash, 100 + i);
    const cookie = await signIn(baseUrl, c.email, PASSWORD);
    first.push(await generate(cookie));
    for (let r = 0; r < 10; r++) again.push(await generate(cookie));
  }
  const all = [...first, ...again];
  const figure = (label: string, xs: number[], target: boolean): Figure => ({
    section: "generate (built-in engine)",
    figure: `${label}, n=${xs.length}: p95 (p50 ${ms(pct(xs, 50))}, p99 ${ms(pct(xs, 99))})`,
    value: ms(pct(xs, 95)),
    target: target ? "≤ 200 ms" : "—",
    met: target ? pct(xs, 95) <= 200 : null,
  });
  printFigures([
    figure("first plan (inserts)", first, false),
    figure("rebuild (updates by key)", again, false),
    figure("all requests", all, true),
  ]);
}

await withBenchDatabase({ name: "timeline", serverUrl }, main);
