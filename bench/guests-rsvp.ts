/**
 * The RSVP part of `npm run bench:guests` (issue #12; wired in by bench/guests.ts):
 *
 *   - the answer round trip: `PUT /api/rsvp/:token` from 100 guests at once (each its own household), p95
 *     of the time from sending to the whole answer received (target ≤ 50 ms);
 *   - the RSVP page's first visit: the guest bundle's JavaScript, gzip (target ≤ 60 KB).
 *
 * The app must run with a generous `RATE_LIMIT_WRITE_PER_MINUTE` (all guests come from one address here),
 * on PostgreSQL (PGlite is single-connection: concurrency figures on it mean nothing).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type Invitation = {
  events: { id: string; asksMeal: boolean }[];
  mealOptions: string[];
  guests: { id: string; isUnnamedPlusOne: boolean }[];
};

const CONCURRENCY = 100;
/** Answers each guest sends in turn (so 100 × 20 = 2,000 timed round trips). */
const ROUNDS = 20;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One household's answer; `round` flips the answers so every other write really changes rows. */
function answerFor(inv: Invitation, round: number) {
  return {
    guests: inv.guests.map((g, i) => {
      const status = (i + round) % 2 === 0 ? "attending" : "declined";
      const meal =
        status === "attending" && inv.events.some((e) => e.asksMeal) ? (inv.mealOptions[0] ?? "") : "";
      return {
        id: g.id,
        ...(g.isUnnamedPlusOne ? { name: "Bench Guest" } : {}),
        mealChoice: meal,
        dietaryNotes: "",
        answers: Object.fromEntries(inv.events.map((e) => [e.id, status])),
      };
    }),
    songRequest: "September",
    noteToCouple: "",
    email: "",
  };
}

/**
 * The answer round trip at 100 concurrent guests. `tokens`: at least one RSVP token per guest (households
 * of the same couple or of several). Returns figures for the bench's table.
 */
export async function benchRsvp(
  baseUrl: string,
  tokens: string[],
  /** The app's PUBLIC_URL when it differs from the address benchmarked (writes need a trusted Origin). */
  origin = baseUrl,
): Promise<Record<string, string | number>> {
  if (tokens.length === 0) throw new Error("benchRsvp needs RSVP tokens");
  const headers = { "content-type": "application/json", origin };
  const guests = Array.from({ length: CONCURRENCY }, (_, i) => tokens[i % tokens.length]!);
  // Each guest opens its link first (not timed), as a phone would before answering.
  const invitations = new Map<string, Invitation>();
  for (const token of new Set(guests)) {
    const res = await fetch(`${baseUrl}/api/rsvp/${token}`);
    if (!res.ok) throw new Error(`GET /api/rsvp/${token} answered ${res.status}`);
    invitations.set(token, (await res.json()) as Invitation);
  }
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    guests.map(async (token, worker) => {
      const inv = invitations.get(token)!;
      for (let round = 0; round < ROUNDS; round++) {
        const body = JSON.stringify(answerFor(inv, round + worker));
        const t0 = performance.now();
        const res = await fetch(`${baseUrl}/api/rsvp/${token}`, { method: "PUT", headers, body });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const ok = statuses.get(200) ?? 0;
  return {
    "rsvp answers sent": times.length,
    "rsvp answers ok (200)": ok,
    "rsvp answers refused": times.length - ok,
    "rsvp answer p50 ms": Number(percentile(times, 50).toFixed(1)),
    "rsvp answer p95 ms (target ≤ 50)": Number(percentile(times, 95).toFixed(1)),
    "rsvp answer p99 ms": Number(percentile(times, 99).toFixed(1)),
    "rsvp answers per second": Math.round(times.length / wall),
    "rsvp concurrency": CONCURRENCY,
  };
}

/**
 * The open-loop plan's requests: for each token, its answer and the opposite answer, so that every time a
 * household comes round again its rows really change (a repeated identical answer writes nothing).
 */
export async function rsvpAnswerRequests(
  baseUrl: string,
  tokens: string[],
): Promise<{ path: string; kind: string; method: "PUT"; body: string }[]> {
  const requests = [];
  for (const round of [0, 1])
    for (const token of tokens) {
      const res = await fetch(`${baseUrl}/api/rsvp/${token}`);
      if (!res.ok) throw new Error(`GET /api/rsvp/${token} answered ${res.status}`);
      const inv = (await res.json()) as Invitation;
      requests.push({
        path: `/api/rsvp/${token}`,
        kind: "rsvp",
        method: "PUT" as const,
        body: JSON.stringify(answerFor(inv, round)),
      });
    }
  return requests;
}

type ManifestChunk = { file: string; imports?: string[] };

/**
 * The RSVP page's JavaScript on a first visit, gzip: the guest entry (guest/guest-page.ts) and every
 * chunk it imports statically, from Vite's manifest (`npm run build` first).
 */
export function rsvpPageJsGzip(clientDir = path.resolve("dist/client")): Record<string, string | number> {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest: build the client first`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit("guest/guest-page.ts");
  let raw = 0;
  let gzip = 0;
  for (const key of seen) {
    const bytes = readFileSync(path.join(clientDir, manifest[key]!.file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return {
    "rsvp page JS files": seen.size,
    "rsvp page JS KB": Number((raw / 1024).toFixed(1)),
    "rsvp page JS KB gzip (target ≤ 60)": Number((gzip / 1024).toFixed(2)),
  };
}
