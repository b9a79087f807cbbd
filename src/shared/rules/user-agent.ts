/**
 * A device's name from its User-Agent, for the list of signed-in devices (issue #17): browser and OS, e.g.
 * "Chrome on macOS". A few lines instead of a parser library: only the common families are named, anything
 * else reads "Unknown browser" — the list also shows the IP and last use, so nothing hinges on this.
 * Order matters: Edge and Opera carry "Chrome", Chrome carries "Safari", iOS carries "Mac OS X".
 */
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/HeadlessChrome\//, "Headless Chrome"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

export type Device = { browser: string; os: string; mobile: boolean };

export function parseUserAgent(ua: string | null | undefined): Device {
  const s = ua ?? "";
  const browser = browsers.find(([re]) => re.test(s))?.[1] ?? "Unknown browser";
  const os = systems.find(([re]) => re.test(s))?.[1] ?? "unknown system";
  return { browser, os, mobile: /Mobi|iPhone|Android/.test(s) };
}

export function deviceLabel(d: Device): string {
  return `${d.browser} on ${d.os}`;
}

/** The one-line name of a session's device ("Chrome on macOS"); "Unknown device" when neither part is known. */
export function deviceName(ua: string | null | undefined): string {
  const d = parseUserAgent(ua);
  const browser = d.browser === "Unknown browser" ? undefined : d.browser;
  const os = d.os === "unknown system" ? undefined : d.os;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? "Unknown device";
}
