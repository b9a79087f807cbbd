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

/** The route chunks of the pages a visit most often lands on, as preload hints (decision 047 and 067). */
export type RoutePreloads = {
  /**
   * `<link rel="modulepreload">` tags for the chunks `pathname`'s route loads beyond the entry: the
   * browser fetches them alongside the entry instead of discovering them after it runs. Empty for a
   * path not in the list above.
   */
  tags: (pathname: string) => string;
  /**
   * For a server-rendered page, whose loader fetches the entry after the first paint
   * (hydrate-after-paint.ts): the entry's own imports and the route's chunks, site-relative.
   */
  files: (pathname: string) => string[];
};

/** Read from Vite's manifest; without one (no build, tests) nothing is preloaded. */
export function createRoutePreloads(clientDir: string): RoutePreloads {
  const manifest = readManifest(clientDir);
  if (!manifest) return { tags: () => "", files: () => [] };
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
  const fileOf = (key: string) => `/${manifest[key]!.file}`;
  const entryImports = [...loadedByEntry].filter((k) => !entry.includes(k)).map(fileOf);
  const files = new Map<string, string[]>();
  for (const [, module] of landingRoutes) {
    if (!manifest[module]) continue;
    // A page that reads the API loads the query client's module beside it (router.tsx, decision 066).
    const withClient = module === LANDING_PAGE ? [module] : [module, QUERY_PROVIDER];
    files.set(module, [...closure(withClient)].filter((k) => !loadedByEntry.has(k)).map(fileOf));
  }
  const routeFiles = (pathname: string) => {
    const match = landingRoutes.find(([pattern]) => pattern.test(pathname));
    return (match && files.get(match[1])) ?? [];
  };
  return {
    tags: (pathname) =>
      routeFiles(pathname)
        .map((f) => `<link rel="modulepreload" crossorigin href="${f}" />`)
        .join(""),
    files: (pathname) => [...entryImports, ...routeFiles(pathname)],
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
