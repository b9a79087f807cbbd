import type { Plugin } from "vite";

/**
 * The pages' preload table, out of the entry (issue #21, docs/decisions/047). With Vite's own preloading
 * every lazy page's import carried the list of chunks that page needs, all kept in the entry with their
 * hashed file names: 3.5 KB of the landing page's brotli bytes for ~120 pages, growing with each page
 * (decision 035). Instead (`build.modulePreload: false`):
 * - the build writes `route-deps.json`: for each page of src/client/app/routes, the chunks it imports
 *   statically that the entry has not already loaded;
 * - the route table's `lazyPage(() => import("./routes/NAME"))` (and `lazyPageWithoutApi`) calls get the
 *   page's NAME as a second argument here, so the table in the source stays as it is;
 * - every page but those declared with `lazyPageWithoutApi` loads the query client's module beside it
 *   (app/with-query-client.tsx, not in the entry, decision 066): its chunks join the page's;
 * - the browser fetches the table after the page has loaded (client/lib/route-deps.ts), and a page
 *   being loaded gets `<link rel="modulepreload">` for its chunks: no extra round trip on a navigation.
 * A first visit's page has its chunks preloaded by the server's HTML (server/plugins/route-preload.ts).
 */
export const ROUTE_DEPS_FILE = "route-deps.json";

const routerModule = /\/src\/client\/app\/router\.tsx$/;
const pageImport = /(lazyPage(?:WithoutApi)?)\(\(\) => import\("\.\/routes\/([\w-]+)"\)\)/g;
const pageModule = /\/src\/client\/app\/routes\/([\w-]+)\.tsx$/;

type Chunk = {
  type: "chunk";
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
};
const queryProviderModule = /\/src\/client\/app\/with-query-client\.tsx$/;

export function routeDeps(): Plugin {
  const withoutApi = new Set<string>();
  return {
    name: "june:route-deps",
    apply: "build",
    transform(code, id) {
      if (!routerModule.test(id)) return null;
      const named = code.replace(pageImport, (_all, loader: string, name: string) => {
        if (loader === "lazyPageWithoutApi") withoutApi.add(name);
        return `${loader}(() => import("./routes/${name}"), "${name}")`;
      });
      return { code: named, map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.entries(bundle).filter(
        (entry): entry is [string, (typeof bundle)[string] & Chunk] => entry[1].type === "chunk",
      );
      const byFile = new Map(chunks);
      const closure = (files: string[], seen = new Set<string>()) => {
        for (const file of files)
          if (!seen.has(file)) {
            seen.add(file);
            closure(byFile.get(file)?.imports ?? [], seen);
          }
        return seen;
      };
      // The app's entry (index.html's script), not the guest pages' bundle.
      const entry = chunks.find(([, c]) => c.isEntry && c.facadeModuleId?.endsWith("index.html"));
      const loaded = closure(entry ? [entry[0]] : []);
      const provider = chunks.find(([, c]) => queryProviderModule.test(c.facadeModuleId ?? ""));
      const providerFiles = provider ? closure([provider[0]]) : new Set<string>();
      const table: Record<string, string[]> = {};
      for (const [file, chunk] of chunks) {
        const name = pageModule.exec(chunk.facadeModuleId ?? "")?.[1];
        if (!name) continue;
        const own = closure([file]);
        if (!withoutApi.has(name)) for (const f of providerFiles) own.add(f);
        own.delete(file);
        const deps = [...own].filter((f) => !loaded.has(f));
        if (deps.length > 0) table[name] = deps;
      }
      this.emitFile({ type: "asset", fileName: ROUTE_DEPS_FILE, source: JSON.stringify(table) });
    },
  };
}
