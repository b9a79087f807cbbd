/**
 * A small open-loop HTTP load generator: sends requests at a fixed rate, spread evenly (1 ms ticks),
 * whether or not earlier ones have answered, so a slow server shows up as latency rather than as a lower
 * request rate. Not autocannon (which the issue names): its `overallRate` sends each second's quota as
 * fast as it can and then waits, so it measures its own bursts — on a route with no I/O at 2,000 req/s it
 * reported p99 186 ms where this generator measures 26 ms (tried 2026-11-22, autocannon 9.0.0). Runs as a child process of bench/search.ts (its own event loop), talks to 127.0.0.1 only,
 * and is bounded in requests, in-flight requests and time.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";

export type LoadRequest = { path: string; kind: string };
export type LoadPlan = {
  baseUrl: string;
  requests: LoadRequest[];
  /** Requests per second. */
  rate: number;
  durationMs: number;
  maxInFlight: number;
  timeoutMs: number;
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
};

function stats(samples: number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const base = new URL(plan.baseUrl);
  if (base.hostname !== "127.0.0.1")
    throw new Error(`load generator only targets 127.0.0.1, not ${base.hostname}`);
  if (plan.requests.length === 0) throw new Error("no requests to send");
  const total = Math.min(Math.round((plan.rate * plan.durationMs) / 1000), 200_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.maxInFlight });
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  let sent = 0;
  let completed = 0;
  let dropped = 0;
  let errors = 0;
  let non2xx = 0;
  let inFlight = 0;
  let lastDone = 0;
  const start = performance.now();

  const fire = (request: LoadRequest) => {
    inFlight += 1;
    sent += 1;
    const t0 = performance.now();
    const finish = (ok: boolean, status = 0) => {
      inFlight -= 1;
      lastDone = performance.now();
      if (!ok) {
        errors += 1;
        return;
      }
      completed += 1;
      if (status < 200 || status >= 300) non2xx += 1;
      const ms = lastDone - t0;
      latencies.push(ms);
      let list = byKind.get(request.kind);
      if (!list) byKind.set(request.kind, (list = []));
      list.push(ms);
    };
    const req = http.get(
      { host: "127.0.0.1", port: base.port, path: request.path, agent, timeout: plan.timeoutMs },
      (res) => {
        res.resume();
        res.on("end", () => finish(true, res.statusCode ?? 0));
        res.on("error", () => finish(false));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => finish(false));
  };

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
  agent.destroy();
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
