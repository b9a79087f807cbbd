import { describe, expect, it } from "vitest";
import { DEFAULT_CHROMIUM, ensureChromium, INSTALL_COMMAND, type System } from "./ensure-chromium";

/** A machine with the given files and commands; `run` of the install command puts Chromium in place. */
function machine(opts: {
  files?: string[];
  env?: Record<string, string>;
  isRoot?: boolean;
  commands?: string[];
  installWorks?: boolean;
}) {
  const files = new Set(opts.files ?? []);
  const ran: string[] = [];
  const logged: string[] = [];
  const sys: System = {
    env: opts.env ?? {},
    exists: (p) => files.has(p),
    isRoot: opts.isRoot ?? false,
    hasCommand: (name) => (opts.commands ?? []).includes(name),
    run: (command) => {
      ran.push(command);
      if (opts.installWorks === false) throw new Error("apt-get failed");
      files.add(DEFAULT_CHROMIUM);
    },
    log: (line) => logged.push(line),
  };
  return { sys, ran, logged };
}

const manual = `Browser tests need Chromium at /usr/bin/chromium. Install it with: sudo sh -c '${INSTALL_COMMAND}' (or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`;

describe("ensureChromium", () => {
  it("uses Chromium where it is, installing nothing", () => {
    const m = machine({ files: [DEFAULT_CHROMIUM], isRoot: true, commands: ["apt-get"] });
    expect(ensureChromium(m.sys)).toEqual({ ok: true, path: "/usr/bin/chromium" });
    expect(m.ran).toEqual([]);
  });

  it("uses CHROMIUM_PATH when set, and stops with a clear line when it points nowhere", () => {
    const custom = machine({ files: ["/opt/chrome/chrome"], env: { CHROMIUM_PATH: "/opt/chrome/chrome" } });
    expect(ensureChromium(custom.sys)).toEqual({ ok: true, path: "/opt/chrome/chrome" });
    const wrong = machine({ env: { CHROMIUM_PATH: "/nowhere" }, isRoot: true, commands: ["apt-get"] });
    expect(ensureChromium(wrong.sys)).toEqual({
      ok: false,
      message:
        "Chromium not found at CHROMIUM_PATH=/nowhere: point CHROMIUM_PATH at a Chromium binary, or unset it to use /usr/bin/chromium.",
    });
    expect(wrong.ran).toEqual([]); // a path chosen by hand is never "fixed" by installing another
  });

  it("installs Chromium with apt-get when running as root, as CI does", () => {
    const m = machine({ isRoot: true, commands: ["apt-get"] });
    expect(ensureChromium(m.sys)).toEqual({ ok: true, path: "/usr/bin/chromium" });
    expect(m.ran).toEqual([
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium",
    ]);
    expect(m.logged).toEqual([
      "Chromium is missing at /usr/bin/chromium: installing it (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)…",
    ]);
  });

  it("stops at once with the command to run when it cannot install", () => {
    for (const m of [machine({ isRoot: false, commands: ["apt-get"] }), machine({ isRoot: true })]) {
      expect(ensureChromium(m.sys)).toEqual({ ok: false, message: manual });
      expect(m.ran).toEqual([]);
    }
  });

  it("stops with the command to run when the installation fails", () => {
    const m = machine({ isRoot: true, commands: ["apt-get"], installWorks: false });
    expect(ensureChromium(m.sys)).toEqual({ ok: false, message: `Installing Chromium failed. ${manual}` });
  });
});
