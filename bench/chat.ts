/**
 * `npm run bench:chat` (issue #13; docs/decisions/032): live chat delivery at scale. Two runs, each on a
 * fresh PostgreSQL database:
 *
 *   1. one app process (no Redis: the in-process bus), 1,000 WebSocket clients on it;
 *   2. two app processes with Redis, 500 clients on each; messages are sent to either process at random,
 *      so most recipients hear them across Redis.
 *
 * The clients are 100 couples' group chats of 10 people (the couple and 9 contributors), each person one
 * open `GET /api/live` socket. Messages go through the real API (`POST /api/conversations/couple:{id}/
 * messages`) at 200 a second for 15 s, open loop (sent on schedule whether or not earlier ones answered),
 * from a random member of a random chat. Printed:
 *
 *   - delivery latency p50/p95/p99/max: from the moment the POST is sent to the moment each recipient's
 *     socket has the message (every member's socket, the sender's other tabs included) — target p99 ≤ 50 ms;
 *   - the same for the last recipient of each message (the whole chat has it);
 *   - memory per idle connection: the server's RSS and heap (after a full GC) before and after the 1,000
 *     sockets connect, divided by the sockets.
 *
 * Needs BENCH_DATABASE_URL (or DATABASE_URL; any database on the server: the bench creates and drops its
 * own) and Redis (BENCH_REDIS_URL, else REDIS_URL, else 127.0.0.1:6379). The servers are real processes
 * (bench/chat-server.ts), so the clients' work never shares their event loop.
 */
import { createHmac, randomBytes } from "node:crypto";
import { once } from "node:events";
import { performance } from "node:perf_hooks";
import pg from "pg";
import {
  createScratchDatabase,
  repoRoot,
  startAppProcess,
  type AppProcess,
} from "../src/server/testing/app-processes";
import { openLiveSocket, type LiveSocket } from "../src/server/testing/live-socket";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
  console.error(
    "bench:chat needs PostgreSQL: set BENCH_DATABASE_URL (or DATABASE_URL), e.g.\n" +
      "  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chat",
  );
  process.exit(2);
}
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const CLIENTS = 1000;
const GROUP = 10;
/** Messages per second (the issue's figure; BENCH_CHAT_RATE to explore below or above it). */
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
const DURATION_MS = 15_000;
const TARGET_P99_MS = 50;
const SITE = "http://localhost:3000";
const SECRET = `bench-chat-${randomBytes(16).toString("hex")}`;

const started = Date.now();
function log(line: string) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}`);
}

type Member = { id: string; cookie: string; coupleId: string; process: number };
type Memory = { rss: number; heapUsed: number; connections: number };
type Stats = { count: number; p50: number; p95: number; p99: number; max: number };
type Figure = { run: string; figure: string; value: string; target: string; met: boolean | null };
const figures: Figure[] = [];

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}
const ms = (v: number) => `${v.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The session cookie better-auth would set: the token and its HMAC-SHA256 under AUTH_SECRET (better-call). */
function sessionCookie(token: string): string {
  const signature = createHmac("sha256", SECRET).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** 100 couples with 9 active contributors each, every person with a session (rows written directly). */
async function makeChats(databaseUrl: string, processes: number): Promise<Member[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const members: Member[] = [];
  try {
    for (let g = 0; g < CLIENTS / GROUP; g++) {
      const coupleId = `bench-couple-${g}`;
      const people = Array.from({ length: GROUP }, (_, k) => ({
        id: k === 0 ? coupleId : `bench-helper-${g}-${k}`,
        kind: k === 0 ? "couple" : "contributor",
        token: randomBytes(24).toString("hex"),
      }));
      const rows = people.map((p, k) => [p.id, `Person ${g}.${k}`, `${p.id}@bench.test`, p.kind]);
      await client.query(
        `insert into "user" (id, name, email, email_verified, kind) select * from unnest($1::text[], $2::text[], $3::text[], $4::bool[], $5::text[])`,
        [
          rows.map((r) => r[0]),
          rows.map((r) => r[1]),
          rows.map((r) => r[2]),
          rows.map(() => true),
          rows.map((r) => r[3]),
        ],
      );
      const helpers = people.slice(1);
      await client.query(
        `insert into couple_contributors (couple_id, user_id, email, name, role, areas, status, accepted_at)
         select $1, u, u || '@bench.test', 'Helper', 'other', '{}'::jsonb, 'active', now() from unnest($2::text[]) u`,
        [coupleId, helpers.map((p) => p.id)],
      );
      await client.query(
        `insert into session (id, token, user_id, expires_at) select gen_random_uuid()::text, t, u, now() + interval '1 day'
         from unnest($1::text[], $2::text[]) as x(t, u)`,
        [people.map((p) => p.token), people.map((p) => p.id)],
      );
      for (const p of people)
        members.push({
          id: p.id,
          cookie: sessionCookie(p.token),
          coupleId,
          process: members.length % processes,
        });
    }
  } finally {
    await client.end();
  }
  return members;
}

function memoryOf(server: AppProcess): Promise<Memory> {
  const answer = once(server.child, "message") as Promise<[Memory]>;
  server.child.send("memory");
  return answer.then(([m]) => m);
}

async function connectAll(servers: AppProcess[], members: Member[]): Promise<LiveSocket[]> {
  const sockets: LiveSocket[] = [];
  // 50 at a time: a burst of 1,000 upgrades is a thundering herd no real deployment sees at once.
  for (let i = 0; i < members.length; i += 50) {
    const batch = members.slice(i, i + 50);
    sockets.push(
      ...(await Promise.all(
        batch.map((m) =>
          openLiveSocket(`${servers[m.process]!.url}/api/live`, { cookie: m.cookie, origin: SITE }),
        ),
      )),
    );
  }
  return sockets;
}

async function scenario(run: string, processes: 1 | 2, withRedis: boolean) {
  log(`${run}: fresh database, ${processes} process(es)${withRedis ? " with Redis" : ""}`);
  const database = await createScratchDatabase(serverUrl!, "chat");
  const servers: AppProcess[] = [];
  let sockets: LiveSocket[] = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      ...(withRedis ? { REDIS_URL: redisUrl, REDIS_PREFIX: `bench:${randomBytes(4).toString("hex")}:` } : {}),
      AUTH_SECRET: SECRET,
      PUBLIC_URL: SITE,
      SEED_DEMO: "false",
      NODE_ENV: "development",
      LOG_LEVEL: "error",
      // Every request comes from this one machine: the per-address budgets would measure themselves.
      RATE_LIMIT_WRITE_PER_MINUTE: "1000000",
      // 1,000 sockets from one address in seconds (real tabs come from many).
      RATE_LIMIT_LIVE_PER_MINUTE: "1000000",
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let p = 0; p < processes; p++)
      servers.push(
        await startAppProcess({
          env,
          entry: `${repoRoot}/bench/chat-server.ts`,
          nodeArgs: ["--expose-gc"],
          ipc: true,
          readyTimeoutMs: 120_000,
        }),
      );
    const members = await makeChats(database.url, processes);
    const probe = await fetch(`${servers[0]!.url}/api/me`, { headers: { cookie: members[0]!.cookie } });
    if (!probe.ok) throw new Error(`a bench session is refused (${probe.status}): ${await probe.text()}`);

    const before = await Promise.all(servers.map(memoryOf));
    log(`${run}: connecting ${CLIENTS} sockets`);
    sockets = await connectAll(servers, members);
    await new Promise((r) => setTimeout(r, 3000));
    const after = await Promise.all(servers.map(memoryOf));
    const connected = after.reduce((n, m) => n + m.connections, 0);
    if (connected !== CLIENTS) throw new Error(`${connected} sockets connected, not ${CLIENTS}`);
    const rssPer = after.reduce((n, m, i) => n + m.rss - before[i]!.rss, 0) / CLIENTS;
    const heapPer = after.reduce((n, m, i) => n + m.heapUsed - before[i]!.heapUsed, 0) / CLIENTS;

    // Deliveries: message number → send time, and how many of the chat's sockets have it.
    const sentAt = new Map<number, number>();
    const heardBy = new Map<number, number>();
    const lastAt = new Map<number, number>();
    const deliveries: number[] = [];
    sockets.forEach((socket) =>
      socket.onMessage((text) => {
        const now = performance.now();
        const event = JSON.parse(text) as { type: string; message?: { body: string } };
        if (event.type !== "message" || !event.message) return;
        const seq = Number(/^bench (\d+)$/.exec(event.message.body)?.[1]);
        const t0 = sentAt.get(seq);
        if (t0 === undefined) return;
        deliveries.push(now - t0);
        heardBy.set(seq, (heardBy.get(seq) ?? 0) + 1);
        lastAt.set(seq, now - t0);
      }),
    );

    const postTimes: number[] = [];
    let failures = 0;
    const failedAs = new Map<string, number>();
    const fail = (why: string) => {
      failures += 1;
      failedAs.set(why, (failedAs.get(why) ?? 0) + 1);
    };
    const send = (seq: number, measured: boolean) => {
      const g = Math.floor(Math.random() * (CLIENTS / GROUP));
      const sender = members[g * GROUP + Math.floor(Math.random() * GROUP)]!;
      const server = servers[Math.floor(Math.random() * servers.length)]!;
      const t0 = performance.now();
      if (measured) sentAt.set(seq, t0);
      return fetch(`${server.url}/api/conversations/couple:${sender.coupleId}/messages`, {
        method: "POST",
        headers: { cookie: sender.cookie, origin: SITE, "content-type": "application/json" },
        body: JSON.stringify({ body: `bench ${seq}` }),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          if (res.status !== 201) fail(String(res.status));
          else if (measured) postTimes.push(performance.now() - t0);
        },
        (err: unknown) => fail((err as Error).message),
      );
    };

    log(`${run}: warming up (2 s at 50/s)`);
    const warm: Promise<void>[] = [];
    for (let k = 0; k < 100; k++) {
      warm.push(send(-1 - k, false));
      await new Promise((r) => setTimeout(r, 20));
    }
    await Promise.all(warm);

    log(`${run}: ${RATE} messages/s for ${DURATION_MS / 1000} s`);
    const total = (RATE * DURATION_MS) / 1000;
    const inFlight: Promise<void>[] = [];
    const t0 = performance.now();
    for (let seq = 0; seq < total; seq++) {
      const due = t0 + (seq * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      inFlight.push(send(seq, true));
    }
    await Promise.all(inFlight);
    await new Promise((r) => setTimeout(r, 2000)); // stragglers
    const elapsed = (performance.now() - t0) / 1000;

    if (failedAs.size > 0) log(`${run}: failed posts ${JSON.stringify(Object.fromEntries(failedAs))}`);
    const expected = sentAt.size * GROUP;
    const missing = expected - deliveries.length;
    const each = stats(deliveries);
    const whole = stats([...lastAt.values()]);
    const posts = stats(postTimes);
    const incomplete = [...sentAt.keys()].filter((s) => (heardBy.get(s) ?? 0) < GROUP).length;
    log(
      `${run}: ${sentAt.size} messages in ${elapsed.toFixed(1)} s, ${deliveries.length} deliveries, ${missing} missing, ${failures} failed posts`,
    );
    figures.push(
      {
        run,
        figure: "delivery latency p50 / p95 / p99 / max (send → each recipient)",
        value: `${ms(each.p50)} / ${ms(each.p95)} / ${ms(each.p99)} / ${ms(each.max)}`,
        target: `p99 ≤ ${TARGET_P99_MS} ms`,
        met: each.p99 <= TARGET_P99_MS && missing === 0 && failures === 0,
      },
      {
        run,
        figure: "whole chat has it p50 / p99 (send → last of 10 recipients)",
        value: `${ms(whole.p50)} / ${ms(whole.p99)}`,
        target: "—",
        met: null,
      },
      {
        run,
        figure: "POST /api/conversations/…/messages p50 / p99",
        value: `${ms(posts.p50)} / ${ms(posts.p99)}`,
        target: "—",
        met: null,
      },
      {
        run,
        figure: "messages lost / incomplete / failed posts",
        value: `${missing} deliveries / ${incomplete} messages / ${failures}`,
        target: "0",
        met: missing === 0 && failures === 0,
      },
      {
        run,
        figure: `memory per idle connection (RSS / heap, ${CLIENTS} sockets)`,
        value: `${kb(rssPer)} / ${kb(heapPer)}`,
        target: "—",
        met: null,
      },
    );
  } finally {
    for (const s of sockets) s.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}

const runs: [string, 1 | 2, boolean][] = [
  ["1 process", 1, false],
  ["2 processes + Redis", 2, true],
];
try {
  for (const [name, processes, withRedis] of runs) await scenario(name, processes, withRedis);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
}
console.log("\n| run | figure | value | target | met |\n|---|---|---|---|---|");
for (const f of figures)
  console.log(
    `| ${f.run} | ${f.figure} | ${f.value} | ${f.target} | ${f.met === null ? "—" : f.met ? "yes" : "NO"} |`,
  );
if (figures.some((f) => f.met === false)) process.exitCode = 1;
// Keep-alive sockets of fetch would hold the process open a while.
process.exit();
