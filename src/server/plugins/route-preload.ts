import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };

function readManifest(clientDir: string): Record<string, ManifestChunk> | null {
  const manifestPath = path.join(clientDir, ".vite", "manifest.json");
  return existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>)
    : null;
}

/**
 * The pages a first visit most often lands on, and the route module each one lazy-loads
 * (src/client/app/router.tsx). Only these get preload hints; any other page still works, one
 * round trip later.
 */
const LANDING_PAGE = "app/routes/home.tsx";
/** The query library and its client, which every page but the landing page loads (decision 066). */
const QUERY_PROVIDER = "app/with-query-client.tsx";
const landingRoutes: [RegExp, string][] = [
  [/^\/$/, LANDING_PAGE],
  [/^\/venues(\/[^/]+)?\/?$/, "app/routes/venues.tsx"],
  [/^(\/[a-z-]+)?\/vendors(\/[a-z-]+)?\/?$/, "app/routes/vendors.tsx"],
  [/^\/vendor\/(?!claim$)[^/]+\/?$/, "app/routes/vendor-detail.tsx"],
];

/**
 * `<link rel="modulepreload">` tags for the route chunks a path will load, read from Vite's manifest:
 * the browser fetches them alongside the entry instead of discovering them after it runs.
 * `lowPriority` (a server-rendered page, which paints from its HTML) marks them `fetchpriority="low"`:
 * still fetched early, so the page hydrates soon and early clicks are handled, but behind the stylesheet
 * and the first photo instead of competing with them.
 * Without a manifest (no build, tests) it returns nothing.
 */
export function createRoutePreloads(
  clientDir: string,
): (pathname: string, opts?: { lowPriority?: boolean }) => string {
  const manifest = readManifest(clientDir);
  if (!manifest) return () => "";
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  // The app's entry only: the guest pages' bundle (guest/guest-page.ts) is never loaded with a route.
  const entry = Object.keys(manifest).filter((k) => manifest[k]!.isEntry && !k.startsWith("guest/"));
  const loadedByEntry = closure(entry);
  const files = new Map<string, string[]>();
  for (const [, module] of landingRoutes) {
    if (!manifest[module]) continue;
    // A page that reads the API loads the query client's module beside it (router.tsx, decision 066).
    const withClient = module === LANDING_PAGE ? [module] : [module, QUERY_PROVIDER];
    files.set(
      module,
      [...closure(withClient)].filter((k) => !loadedByEntry.has(k)).map((k) => manifest[k]!.file),
    );
  }
  const tagsOf = (list: string[], low: boolean) =>
    list
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}"${low ? ' fetchpriority="low"' : ""} />`)
      .join("");
  const tags = new Map([...files].map(([module, list]) => [module, tagsOf(list, false)]));
  const lowTags = new Map([...files].map(([module, list]) => [module, tagsOf(list, true)]));
  return (pathname, opts = {}) => {
    const match = landingRoutes.find(([pattern]) => pattern.test(pathname));
    return (match && (opts.lowPriority ? lowTags : tags).get(match[1])) ?? "";
  };
}

/**
 * The web fonts' stylesheet as a `<link>` (the `fonts.ts` chunk, client/lib/load-fonts.ts), for pages
 * served to a browser that has loaded the fonts before and so most likely has them cached: linked in the
 * page itself, the text does not swap. Empty without a manifest.
 */
export function createFontStylesheet(clientDir: string): string {
  const chunk = readManifest(clientDir)?.["fonts.ts"];
  const files = [chunk?.file, ...(chunk?.css ?? [])].filter((f): f is string => !!f?.endsWith(".css"));
  return files.map((f) => `<link rel="stylesheet" href="/${f}" />`).join("");
}
