// Bundle budgets. Issue #2: the JavaScript a first visit to "/" downloads — the entry chunk plus the
// landing route's chunk and everything they import statically — at most 120 KB gzip.
// Issue #3: each marketplace route's own chunks (what it adds on top of the entry) at most 60 KB gzip.
// Chunks are read from Vite's manifest so the budget follows the real import graph, not file-name guesses.
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8"));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const files = (keys) => [...closure(keys)].map((k) => `dist/client/${manifest[k].file}`);
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const route = (name) => `app/routes/${name}.tsx`;

const entryFiles = new Set(files([entry]));
const routeOnly = (name) => files([route(name)]).filter((f) => !entryFiles.has(f));

export default [
  {
    name: "landing page (/): entry + route chunks",
    path: files([entry, route("home")]),
    limit: "120 KB",
    gzip: true,
  },
  ...["venues", "vendors", "vendor-detail"].map((name) => ({
    name: `route ${name}: its own chunks`,
    path: routeOnly(name),
    limit: "60 KB",
    gzip: true,
  })),
];
