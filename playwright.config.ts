import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// One fresh server and data directory per run (workers inherit the env set here by the main process).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "june-e2e-"));
process.env.E2E_OPENAI_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "june-e2e-openai-"));
const port = Number(process.env.E2E_PORT ?? 3300);
const baseURL = `http://127.0.0.1:${port}`;
// A second app with AI_PROVIDER=openai on a scripted OpenAI-compatible server (e2e/june-openai.spec.ts).
process.env.E2E_OPENAI_URL = `http://127.0.0.1:${port + 1}`;
process.env.E2E_SCRIPTED_AI_URL = `http://127.0.0.1:${port + 2}`;
/** One e2e app server: the built client, its own data directory, generous rate limits, quiet logs. */
function appServer(command: string, url: string, env: Record<string, string>) {
  return {
    command,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "test",
      PORT: new URL(url).port,
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      // A client built elsewhere (`vite build --outDir …`), so two e2e runs can work side by side.
      CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_AUTH_PER_MINUTE: "1000",
      RATE_LIMIT_WRITE_PER_MINUTE: "1000",
      RATE_LIMIT_JUNE_PER_MINUTE: "1000",
      RATE_LIMIT_EXPORT_PER_HOUR: "1000",
      RATE_LIMIT_TEST_MAIL_PER_HOUR: "1000",
      // Every spec shares one address: the public-pages check opens stale run-sheet links on purpose.
      RATE_LIMIT_LINK_MISSES_PER_15_MIN: "1000",
      // Grace and her tickets (issue #17): every spec shares one address.
      RATE_LIMIT_GRACE_PER_MINUTE: "1000",
      RATE_LIMIT_HELP_TICKETS_PER_HOUR: "1000",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  // Twice the time in CI: on 2026-11-27 the CI machine's kernel paged out idle file pages (DAMON `pageout`,
  // `Cached` ~250 MB), and Chromium ran the suite at a third of its usual speed (44.8 min); the long flows
  // ran out of 30 s and 7 s while doing the right thing. Locally the tighter limits keep slow pages visible.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  fullyParallel: true,
  workers: 2,
  // One retry in CI only: a flaky test is reported as such and fixed (docs/decisions/009, addendum).
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: [
    appServer("npx tsx src/server/main.ts", baseURL, {
      DATA_DIR: process.env.E2E_DATA_DIR,
      // On the PostgreSQL pass, CI hands the fresh database it created for this run.
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      // Conversations' offline digest in seconds, not minutes (e2e/chat.spec.ts): a message unread for
      // 4 s goes into the next run, every 2 s.
      CHAT_DIGEST_DELAY_MS: "4000",
      CHAT_DIGEST_EVERY_MS: "2000",
    }),
    appServer("npx tsx e2e/support/openai-app.ts", process.env.E2E_OPENAI_URL, {
      SCRIPTED_AI_PORT: new URL(process.env.E2E_SCRIPTED_AI_URL).port,
      // Its own PGlite database, also on the PostgreSQL pass (two apps would race to migrate one).
      DATA_DIR: process.env.E2E_OPENAI_DATA_DIR,
      DATABASE_URL: "",
    }),
  ],
});
