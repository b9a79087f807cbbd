/**
 * Before the browser tests (`npm run test:e2e`, part of `npm test`): find Chromium, install it where this
 * process can (root with apt-get, as .ci/run does), or stop at once with the command to run — not after a
 * two-minute build with a Playwright stack trace (issue #11).
 */
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** Where playwright.config.ts launches Chromium from. */
export const DEFAULT_CHROMIUM = "/usr/bin/chromium";
export const INSTALL_COMMAND =
  "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium";

/** The machine, injected so the decisions can be tested without one. */
export type System = {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  isRoot: boolean;
  hasCommand: (name: string) => boolean;
  /** Runs a shell command, showing its output; throws when it fails. */
  run: (command: string) => void;
  log: (line: string) => void;
};

export type Outcome = { ok: true; path: string } | { ok: false; message: string };

export function ensureChromium(sys: System): Outcome {
  const chosen = sys.env.CHROMIUM_PATH;
  if (chosen) {
    if (sys.exists(chosen)) return { ok: true, path: chosen };
    return {
      ok: false,
      message: `Chromium not found at CHROMIUM_PATH=${chosen}: point CHROMIUM_PATH at a Chromium binary, or unset it to use ${DEFAULT_CHROMIUM}.`,
    };
  }
  if (sys.exists(DEFAULT_CHROMIUM)) return { ok: true, path: DEFAULT_CHROMIUM };
  const manual = `Browser tests need Chromium at ${DEFAULT_CHROMIUM}. Install it with: sudo sh -c '${INSTALL_COMMAND}' (or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`;
  if (!sys.isRoot || !sys.hasCommand("apt-get")) return { ok: false, message: manual };
  sys.log(`Chromium is missing at ${DEFAULT_CHROMIUM}: installing it (${INSTALL_COMMAND})…`);
  try {
    sys.run(INSTALL_COMMAND);
  } catch {
    return { ok: false, message: `Installing Chromium failed. ${manual}` };
  }
  if (sys.exists(DEFAULT_CHROMIUM)) return { ok: true, path: DEFAULT_CHROMIUM };
  return { ok: false, message: `Chromium was installed but is not at ${DEFAULT_CHROMIUM}. ${manual}` };
}

const thisMachine: System = {
  env: process.env,
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  hasCommand: (name) => spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0,
  run: (command) => execSync(command, { stdio: "inherit", shell: "/bin/sh" }),
  log: (line) => console.log(line),
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outcome = ensureChromium(thisMachine);
  if (!outcome.ok) {
    console.error(outcome.message);
    process.exit(1);
  }
}
