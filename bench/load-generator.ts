/**
 * A small open-loop HTTP load generator: sends requests at a fixed rate, spread evenly (1 ms ticks),
 * whether or not earlier ones have answered, so a slow server shows up as latency rather than as a lower
 * request rate. It writes prebuilt requests on raw keep-alive sockets and reads the responses by hand
 * (~10× less CPU per request than Node's http client, whose own cost and pauses showed up as the
 * server's tail: a route with no I/O measured p99 26 ms at 2,000 req/s through it).
 *
 * Not autocannon (which the issue names): its `overallRate` sends each second's quota as fast as it can
 * and then waits, so it measures its own bursts — on a route with no I/O at 2,000 req/s it reported p99
 * 186 ms where this generator measures 26 ms (tried 2026-11-22, autocannon 9.0.0).
 *
 * Runs as a child process of bench/search.ts (its own event loop), talks to 127.0.0.1 only, and is
 * bounded in requests, in-flight requests and time.
 */
import net from "node:net";
import { performance } from "node:perf_hooks";

export type LoadRequest = {
  path: string;
  kind: string;
  /** GET when omitted; a body is sent as JSON. */
  method?: "GET" | "PUT" | "POST" | "PATCH";
  body?: string;
};
export type LoadPlan = {
  baseUrl: string;
  requests: LoadRequest[];
  /** Requests per second. */
  rate: number;
  durationMs: number;
  maxInFlight: number;
  timeoutMs: number;
  /** Extra request headers (a session cookie for signed-in routes). */
  headers?: Record<string, string>;
};
export type LatencyStats = { count: number; p50: number; p95: number; p99: number; max: number };
export type LoadResult = {
  sent: number;
  completed: number;
  /** Scheduled but not sent because maxInFlight requests were already waiting. */
  dropped: number;
  errors: number;
  non2xx: number;
  elapsedMs: number;
  achievedRate: number;
  overall: LatencyStats;
  byKind: Record<string, LatencyStats>;
  /**
   * Requests sent once the list had been gone through once: every URL among them was asked before, so
   * these show the server with its caches in use; the first pass shows it meeting each URL new.
   */
  firstPass: LatencyStats;
  afterFirstPass: LatencyStats;
};

function stats(samples: number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** One keep-alive connection: at most one request in flight, its response parsed by hand. */
type Conn = {
  socket: net.Socket;
  buffer: Buffer;
  /**
   * The request in flight: its kind, when it was written, and whether it was sent after the first pass
   * through the request list (`repeat`: its URL was asked before).
   */
  current?: { kind: string; t0: number; repeat: boolean };
};

/** Where a complete HTTP/1.1 response ends in `buf` (content-length or chunked), with its status; or null. */
function responseEnd(buf: Buffer): { end: number; status: number } | null {
  const headerEnd = buf.indexOf("\r\n\r\n");
  if (headerEnd < 0) return null;
  const head = buf.toString("latin1", 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = headerEnd + 4 + Number(length[1]);
    return buf.length >= end ? { end, status } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const last = buf.indexOf("\r\n0\r\n\r\n", headerEnd);
    return last < 0 ? null : { end: last + 7, status };
  }
  return { end: headerEnd + 4, status };
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const base = new URL(plan.baseUrl);
  if (base.hostname !== "127.0.0.1")
    throw new Error(`load generator only targets 127.0.0.1, not ${base.hostname}`);
  if (plan.requests.length === 0) throw new Error("no requests to send");
  const total = Math.min(Math.round((plan.rate * plan.durationMs) / 1000), 200_000);
  const port = Number(base.port);
  // Each path's request bytes, built once.
  const extra = Object.entries(plan.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  const wire = new Map(
    plan.requests.map((r) => {
      const body = r.body === undefined ? "" : r.body;
      const bodyHeaders =
        r.body === undefined
          ? ""
          : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;
      const head = `${r.method ?? "GET"} ${r.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n`;
      return [r, Buffer.from(`${head}${extra}${bodyHeaders}\r\n${body}`)] as const;
    }),
  );
  const latencies: number[] = [];
  const firstPass: number[] = [];
  const afterFirstPass: number[] = [];
  const byKind = new Map<string, number[]>();
  let sent = 0;
  let completed = 0;
  let dropped = 0;
  let errors = 0;
  let non2xx = 0;
  let inFlight = 0;
  let lastDone = 0;
  const start = performance.now();
  const idle: Conn[] = [];
  const all = new Set<Conn>();

  const finish = (conn: Conn, status: number | null) => {
    const current = conn.current;
    if (!current) return;
    conn.current = undefined;
    inFlight -= 1;
    lastDone = performance.now();
    if (status === null) {
      errors += 1;
      return;
    }
    completed += 1;
    if (status < 200 || status >= 300) non2xx += 1;
    const ms = lastDone - current.t0;
    latencies.push(ms);
    (current.repeat ? afterFirstPass : firstPass).push(ms);
    let list = byKind.get(current.kind);
    if (!list) byKind.set(current.kind, (list = []));
    list.push(ms);
    idle.push(conn);
  };

  const open = (): Conn => {
    const socket = net.connect({ host: "127.0.0.1", port, noDelay: true });
    const conn: Conn = { socket, buffer: Buffer.alloc(0) };
    all.add(conn);
    socket.on("data", (chunk: Buffer) => {
      conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, chunk]) : chunk;
      const done = responseEnd(conn.buffer);
      if (!done) return;
      conn.buffer = conn.buffer.subarray(done.end);
      finish(conn, done.status);
    });
    const drop = () => {
      all.delete(conn);
      const at = idle.indexOf(conn);
      if (at >= 0) idle.splice(at, 1);
      finish(conn, null);
    };
    socket.on("error", drop);
    socket.on("close", drop);
    return conn;
  };

  const fire = (request: LoadRequest) => {
    const conn = idle.pop() ?? open();
    conn.current = { kind: request.kind, t0: performance.now(), repeat: sent >= plan.requests.length };
    inFlight += 1;
    sent += 1;
    conn.socket.write(wire.get(request)!);
  };

  // Requests that outlive the timeout count as errors; their connection is closed.
  const sweep = setInterval(() => {
    const now = performance.now();
    for (const conn of all) if (conn.current && now - conn.current.t0 > plan.timeoutMs) conn.socket.destroy();
  }, 250);

  await new Promise<void>((resolve) => {
    let scheduled = 0;
    const hardStop = start + plan.durationMs + plan.timeoutMs + 1000;
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - start) * plan.rate) / 1000));
      while (scheduled < due) {
        const request = plan.requests[scheduled % plan.requests.length]!;
        scheduled += 1;
        if (inFlight >= plan.maxInFlight) dropped += 1;
        else fire(request);
      }
      if ((scheduled >= total && inFlight === 0) || now > hardStop) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  clearInterval(sweep);
  for (const conn of all) conn.socket.destroy();
  const elapsedMs = (lastDone || performance.now()) - start;
  return {
    sent,
    completed,
    dropped,
    errors,
    non2xx,
    elapsedMs,
    achievedRate: completed / (elapsedMs / 1000),
    overall: stats(latencies),
    byKind: Object.fromEntries([...byKind].map(([kind, list]) => [kind, stats(list)])),
    firstPass: stats(firstPass),
    afterFirstPass: stats(afterFirstPass),
  };
}

// As a child process: one plan in, one result out.
if (process.send) {
  process.once("message", (plan: LoadPlan) => {
    runLoad(plan).then(
      (result) => process.send?.({ result }, () => process.exit(0)),
      (err: unknown) => process.send?.({ error: String(err) }, () => process.exit(1)),
    );
  });
}
