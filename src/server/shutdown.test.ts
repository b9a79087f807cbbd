import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { contactMessages } from "./db/schema/contact";
import { sleep } from "./testing/test-app";

// SIGTERM during writes (issue #19): the real server as production runs it — plain Node with the tsx loader
// (`npm run start:prod`) — on a PGlite data dir; every acknowledged write must survive, and the exit is 0.
const root = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "shutdown-test-"));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Answer = { status: number; body: string } | { error: string };

function request(port: number, method: string, url: string, body?: unknown, localAddress?: string) {
  return new Promise<Answer>((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        agent: false,
        ...(localAddress ? { localAddress } : {}),
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", (err) => resolve({ error: err.message }));
      },
    );
    req.on("error", (err) => resolve({ error: err.message }));
    req.end(payload);
  });
}

async function startServer(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    const health = await request(port, "GET", "/api/health");
    if ("status" in health && health.status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await sleep(200);
  }
  return { child, exited, stderr: () => stderr };
}

describe("graceful shutdown", () => {
  it("drains in-flight writes on SIGTERM, exits 0, and every acknowledged write is there after a restart", async () => {
    const port = await freePort();
    const server = await startServer(port);
    const acked: string[] = [];
    let refused = 0;
    let sent = 0;
    let stopping = false;

    // Three writers, each one request at a time; contact allows 5 a minute per address, so each
    // message comes from its own loopback address.
    async function writer() {
      while (!stopping || refused === 0) {
        const i = sent++;
        const marker = `shutdown-probe-${i}`;
        const answer = await request(
          port,
          "POST",
          "/api/contact",
          { name: "Probe", email: "probe@example.test", topic: "Other", message: `${marker} keep me` },
          `127.0.${1 + Math.floor(i / 250)}.${2 + (i % 250)}`,
        );
        if ("status" in answer && answer.status === 201) acked.push(marker);
        else if (stopping) refused++;
        else throw new Error(`write ${i} failed before shutdown: ${JSON.stringify(answer)}`);
        if (stopping && refused > 3) return;
      }
    }
    const writers = [writer(), writer(), writer()];
    while (acked.length < 15) await sleep(10);
    stopping = true;
    server.child.kill("SIGTERM");
    const code = await server.exited;
    await Promise.all(writers);
    expect(code, server.stderr()).toBe(0);
    expect(acked.length).toBeGreaterThanOrEqual(15);

    // The same data dir starts again (and drains again), and holds every acknowledged write.
    const again = await startServer(port);
    again.child.kill("SIGTERM");
    expect(await again.exited, again.stderr()).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select({ message: contactMessages.message })
        .from(contactMessages)
        .where(like(contactMessages.message, "shutdown-probe-%"));
      const stored = new Set(rows.map((r) => r.message.replace(" keep me", "")));
      expect(acked.filter((m) => !stored.has(m))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 420_000);
});
