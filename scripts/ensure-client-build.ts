/**
 * `npm start` builds the client (dist/client, and its server renderer dist/ssr) only when needed: when a
 * build is missing or any client source (or the shared code it imports, or the Vite config) is newer.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "dist/client/index.html");
const renderer = path.join(root, "dist/ssr/entry-server.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(
  newestMtime(path.join(root, "src/client")),
  newestMtime(path.join(root, "src/shared")),
  statSync(path.join(root, "vite.config.ts")).mtimeMs,
  statSync(path.join(root, "package-lock.json")).mtimeMs,
);

if (!existsSync(built) || !existsSync(renderer) || statSync(built).mtimeMs < sources) {
  console.log("Building the client (first start or sources changed)…");
  execSync("npx vite build --logLevel warn && npx vite build --ssr entry-server.tsx --logLevel warn", {
    cwd: root,
    stdio: "inherit",
  });
} else {
  console.log("Client build is up to date.");
}
