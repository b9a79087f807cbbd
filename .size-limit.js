// Bundle budgets. Issue #2: the JavaScript a first visit to "/" downloads — the entry chunk plus the
// landing route's chunk and everything they import statically — at most 120 KB gzip, 121 KB since issue #13,
// 123 KB since issues #14 and #15 (docs/decisions/035 and its addendum: the route table grows with every page),
// 118 KB since issue #21 moved the route table's preload lists out of the entry (docs/decisions/047).
// Issue #3: every page under src/client/app/routes (a new page is budgeted the day it is added): its own
// JS — the chunks no other page loads — at most 60 KB gzip, and all it loads beyond the entry, shared
// chunks such as form validation included, at most 80 KB gzip.
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
const entry = "index.html";
// The guest pages' own bundle (issue #12): what a guest's phone downloads for /rsvp/{token} and /w/{slug}.
const guestEntry = "guest/guest-page.ts";
const guestFiles = () => {
  const keys = closure([guestEntry]);
  for (const k of [...keys]) for (const d of manifest[k]?.dynamicImports ?? []) closure([d], keys);
  return [...keys].map((k) => `dist/client/${manifest[k].file}`);
};
const route = (name) => `app/routes/${name}.tsx`;

const entryFiles = new Set(files([entry]));
// The query library and the browser's query client (decision 066): not in the entry since issue #21, so
// that the landing page, which reads no API, goes without it; every other page loads it with its own
// chunk, once, and it is cached across them. A page's budget below is what it loads beyond this shell
// (the entry plus these chunks), which is what the entry alone held before decision 066.
const apiClient = "app/with-query-client.tsx";
const apiShellFiles = new Set([...files([entry, apiClient])]);
const routeNames = Object.keys(manifest)
  .filter((k) => k.startsWith("app/routes/") && manifest[k].isDynamicEntry)
  .map((k) => k.slice("app/routes/".length, -".tsx".length))
  .sort();
const routeFiles = (name) => files([route(name)]).filter((f) => !apiShellFiles.has(f));
// How many pages load each non-entry chunk: a chunk only one page loads is that page's own JS; chunks
// several pages share (form validation, listing cards…) are cached across them.
const usage = new Map();
for (const name of routeNames) for (const f of routeFiles(name)) usage.set(f, (usage.get(f) ?? 0) + 1);
// A page's own module counts as its own even when another page imports it (the 404 page does).
const routeOwn = (name) => {
  const own = `dist/client/${manifest[route(name)].file}`;
  return routeFiles(name).filter((f) => f === own || usage.get(f) === 1);
};

export default [
  {
    name: "landing page (/): entry + route chunks",
    path: files([entry, route("home")]),
    // 106 KB since decision 066 took TanStack Query and React Router's data-router links out of it.
    limit: "106 KB",
    gzip: true,
  },
  // Issue #21: what the landing page's JS weighs on the wire (the server sends the build's brotli files).
  // 100.55 KiB after issue #21 (103.54 before); the issue asks 90 KiB; React DOM is 207 of the entry.s 343 KB (decision 047).
  // 100.62 KiB (103.03 kB) after decision 058: the fonts' loader left the entry; what remains is React DOM, React
  // Router and TanStack Query (278 of the entry's 332 KB raw), so the limit stays just above that.
  // 89.87 KiB (92.03 kB) after decision 066: TanStack Query loads with the first page that reads the API
  // (the landing page reads none), the app's own links replace React Router's, and React Router's unused
  // components are dropped. The limit is the issue's: 90 KiB.
  {
    name: "landing page (/) on the wire: entry + route chunks, brotli",
    path: files([entry, route("home")]),
    limit: "90 KiB",
    brotli: true,
  },
  {
    name: "the query client, loaded once with the first page that reads the API (all pages but /)",
    path: files([apiClient]).filter((f) => !entryFiles.has(f)),
    // 12.9 KB gzip when it left the entry (decision 066), whose limit fell by 12 KB (118 → 106).
    limit: "14 KB",
    gzip: true,
  },
  {
    name: "guest pages (/rsvp, /w, /guest-registration): all their JS, every page's script included",
    path: guestFiles(),
    limit: "60 KB",
    gzip: true,
  },
  ...routeNames.map((name) => ({
    name: `route ${name}: its own JS (chunks no other page loads)`,
    path: routeOwn(name),
    limit: "60 KB",
    gzip: true,
  })),
  ...routeNames.map((name) => ({
    name: `route ${name}: everything it loads beyond the entry and the query client, shared chunks included`,
    path: routeFiles(name),
    limit: "80 KB",
    gzip: true,
  })),
];
