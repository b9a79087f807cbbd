import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adminQuery, databaseUrl, dropWhenIdle } from "./database-admin";

/**
 * Real app processes for the tests and benchmarks of running on several servers (issue #13,
 * docs/decisions/032): a scratch PostgreSQL database, and `node --import tsx <entry>` children with their
 * own port and environment, ready once `/api/health` answers.
 */
export const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/** A fresh, uniquely named database on the server at `serverUrl` (its admin database), dropped by `drop`. */
export async function createScratchDatabase(serverUrl: string, prefix = "scale"): Promise<ScratchDatabase> {
  const name = `test_${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  return { url: databaseUrl(serverUrl, name), drop: () => dropWhenIdle(serverUrl, name) };
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type AppProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed (for a failing test's message). */
  output: () => string;
  /** SIGTERM (the graceful drain), then SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
};

export type StartOptions = {
  env: Record<string, string>;
  /** The script to run (default the server's main.ts). */
  entry?: string;
  /** Extra Node flags (e.g. --expose-gc). */
  nodeArgs?: string[];
  /** IPC channel to the child (benchmarks ask it for its memory). */
  ipc?: boolean;
  readyTimeoutMs?: number;
};

export async function startAppProcess(opts: StartOptions): Promise<AppProcess> {
  const port = Number(opts.env.PORT ?? (await freePort()));
  const dataDir = mkdtempSync(path.join(tmpdir(), "app-process-"));
  const entry = opts.entry ?? path.join(repoRoot, "src/server/main.ts");
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), "--import", "tsx", entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      CLIENT_DIR: "/nonexistent",
      ...opts.env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe", ...(opts.ipc ? (["ipc"] as const) : [])],
  });
  let printed = "";
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, opts.readyTimeoutMs ?? 45_000, () => child.exitCode !== null);
  } catch (err) {
    await stop(1000);
    throw new Error(`${(err as Error).message}\n--- process output ---\n${printed}`, { cause: err });
  }
  return { url, child, output: () => printed, stop };
}

/** Polls `GET /api/health` until it answers 200 (the database is migrated and seeded, the bus listening). */
export async function waitForHealth(url: string, timeoutMs: number, hasExited = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited()) throw new Error(`${url} exited before it was ready`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} was not healthy after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
