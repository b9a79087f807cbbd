/**
 * A shared HTTP cache in front of the app for `npm run bench:search` (issue #21): Debian's Varnish
 * (`apt-get install varnish`; bench only, CI never needs it) on loopback with its built-in VCL, which keeps
 * what `Cache-Control: public, max-age` allows, keys by URL (and Accept-Encoding through Vary), never
 * keeps an answer to a request with a Cookie, and serves stale within `stale-while-revalidate` while it
 * fetches behind. It stands for the CDN a deployment would put in front.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type CachingProxy = { url: string; stop: () => Promise<void> };

const VARNISHD = "/usr/sbin/varnishd";

export function hasVarnish(): boolean {
  return spawnSync(VARNISHD, ["-V"], { stdio: "ignore" }).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`varnish did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Varnish in the foreground (-F) on a free loopback port, caching `origin` (http://127.0.0.1:port). */
export async function startCachingProxy(origin: string): Promise<CachingProxy> {
  const backend = new URL(origin);
  const port = await freePort();
  const workDir = mkdtempSync(path.join(tmpdir(), "bench-varnish-"));
  const child = spawn(
    VARNISHD,
    [
      "-F",
      "-n",
      workDir,
      "-a",
      `127.0.0.1:${port}`,
      "-b",
      `${backend.hostname}:${backend.port}`,
      "-s",
      "malloc,256m",
      // One worker pool: the machine has 2 cores and the app and the load generator need them too.
      "-p",
      "thread_pools=1",
      // No privilege separation: the bench's own temporary work directory, whoever runs it (as root the
      // jail would compile the VCL as another user that cannot write there).
      "-j",
      "none",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await waitForPort(port, 15_000);
  } catch (err) {
    child.kill("SIGTERM");
    rmSync(workDir, { recursive: true, force: true });
    throw new Error(`${(err as Error).message}\n${stderr}`, { cause: err });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(workDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
