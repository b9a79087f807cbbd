/**
 * `npm run bench:lighthouse` (issue #3): Lighthouse 12.8.2, mobile preset (simulated slow 4G + 4× CPU), on
 * the landing page (issue #21), /venues, a venue page and a vendor page of the built app (run `npm run build` first). Prints the
 * performance score and the metrics behind it: the median of RUNS runs per page (default 5; Lighthouse
 * varies from run to run).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Issue #21: ≥ 98 on the landing page, ≥ 95 on the listing pages. */
const targetOf = (page: string) => (page === "/" ? 98 : 95);
const metrics = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

const dataDir = mkdtempSync(path.join(tmpdir(), "june-lighthouse-"));
const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  AUTH_SECRET: "lighthouse-bench-secret-0123456789abcdef",
  SMTP_URL: "smtp://127.0.0.1:2525",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  // The demo listings in the throw-away database (production leaves them out unless asked).
  SEED_DEMO: "true",
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  PORT: "0",
});
const { app } = await buildApp({ config });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

let failed = false;
try {
  const firstSlug = async (api: string) =>
    ((await (await fetch(`${address}${api}?pageSize=1`)).json()) as { items: { slug: string }[] }).items[0]!
      .slug;
  // The landing page (issue #21), the issue #3's two pages, and a vendor page (rendered on the server the
  // same way since 2026-11-23).
  // LIGHTHOUSE_PAGES=home,venues,venue,vendor (any of them) measures only those, for an A/B of one page.
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  const all: [string, () => Promise<string>][] = [
    ["home", async () => "/"],
    ["venues", async () => "/venues"],
    ["venue", async () => `/venues/${await firstSlug("/api/venues")}`],
    ["vendor", async () => `/vendor/${await firstSlug("/api/vendors")}`],
  ];
  const pages: string[] = [];
  for (const [name, path] of all) if (!only || only.includes(name)) pages.push(await path());
  console.log(`Lighthouse mobile, median of ${RUNS} runs, target performance ≥ 98 on /, ≥ 95 elsewhere`);
  for (const page of pages) {
    const runs: { score: number; values: string[] }[] = [];
    let failures = 0;
    for (let run = 0; runs.length < RUNS; run++) {
      const result = await lighthouse(`${address}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        formFactor: "mobile",
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
      // A run whose trace Lighthouse could not read (NO_NAVSTART now and then) is run again, not scored 0.
      if (lhr.runtimeError) {
        console.log(`   (run ${run + 1}: ${lhr.runtimeError.code}; running again)`);
        if (++failures > RUNS) throw new Error(`Lighthouse kept failing on ${page}`);
        continue;
      }
      // LIGHTHOUSE_JSON_DIR=<dir>: keep each full report, to read the diagnostics behind a score.
      if (process.env.LIGHTHOUSE_JSON_DIR)
        writeFileSync(
          path.join(process.env.LIGHTHOUSE_JSON_DIR, `${page.replace(/\W+/g, "_")}-${run}.json`),
          JSON.stringify(lhr),
        );
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const values = metrics.map((m) => `${m.replace(/-/g, " ")} ${lhr.audits[m]?.displayValue ?? "?"}`);
      runs.push({ score, values });
    }
    // The median run (Lighthouse's own advice for variable machines); every run's score is shown.
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)]!;
    const target = targetOf(page);
    console.log(
      `\n${page}: performance ${median.score} (median; runs ${runs.map((r) => r.score).join(", ")}; target ≥ ${target}) ${median.score >= target ? "✓" : "✗"}`,
    );
    for (const v of median.values) console.log(`   ${v.replace(/\u00a0/g, " ")}`);
    if (median.score < target) failed = true;
  }
} finally {
  chrome.kill();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
