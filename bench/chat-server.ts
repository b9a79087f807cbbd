/**
 * One app process for `npm run bench:chat` (bench/chat.ts): the real app (buildApp) on PORT, configured
 * from the environment like main.ts, and answering its parent's IPC question "memory" with its memory
 * after a full GC — the figure for memory per idle connection. Started with --expose-gc.
 */
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";

const config = loadConfig();
const { app, live } = await buildApp({ config, logger: false });
await app.listen({ port: config.PORT, host: config.HOST });

const gc = (globalThis as { gc?: () => void }).gc;
process.on("message", (question) => {
  if (question !== "memory") return;
  gc?.();
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed, connections: live.connections() });
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
