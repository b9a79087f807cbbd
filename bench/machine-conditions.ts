import { readFileSync } from "node:fs";
import pg from "pg";

/**
 * What the machine and the PostgreSQL server were like during a run, printed under a bench's table so that
 * runs on different machines or settings are not compared as like for like (decision 069).
 * On the sandbox machines a first write to a 4 KiB page of new memory cost ~11 µs (a few tenths of a µs on
 * ordinary hardware): the memory a process frees is given back to the host and faulted in again. That cost
 * falls on every new PostgreSQL session, every buffer a session maps for the first time, and V8's heap
 * growth; large pages (transparent for Node.js, reserved for PostgreSQL's shared memory) spare most of it.
 */
export async function machineConditions(serverUrl: string): Promise<string[]> {
  return [memoryLine(), await postgresLine(serverUrl)];
}

/** The median cost of a first write to a page of newly allocated memory, over three 64 MiB allocations. */
function firstTouchMicroseconds(): number {
  const bytes = 64 * 1024 * 1024;
  const page = 4096;
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = process.hrtime.bigint();
    const buffer = Buffer.allocUnsafeSlow(bytes);
    for (let i = 0; i < bytes; i += page) buffer[i] = 1;
    runs.push(Number(process.hrtime.bigint() - started) / 1000 / (bytes / page));
  }
  return runs.sort((a, b) => a - b)[1]!;
}

const readOr = (file: string, fallback: string) => {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return fallback;
  }
};

function memoryLine(): string {
  const thp = readOr("/sys/kernel/mm/transparent_hugepage/enabled", "unknown").match(/\[(\w+)\]/)?.[1];
  return `memory: a first write to a new 4 KiB page costs ${firstTouchMicroseconds().toFixed(2)} µs; transparent huge pages: ${thp ?? "unknown"}`;
}

async function postgresLine(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const setting = async (name: string) =>
      (await client.query<{ value: string }>(`select current_setting($1) as value`, [name])).rows[0]?.value ??
      "?";
    const meminfo = readOr("/proc/meminfo", "");
    const field = (name: string) => Number(meminfo.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
    // Pages a server reserved count as free until it touches them (HugePages_Rsvd).
    const total = field("HugePages_Total");
    const taken = total - field("HugePages_Free") + field("HugePages_Rsvd");
    return `PostgreSQL: shared_buffers ${await setting("shared_buffers")}, huge_pages ${await setting("huge_pages")} (the machine has ${total} huge pages, ${taken} of them taken)`;
  } finally {
    await client.end();
  }
}
