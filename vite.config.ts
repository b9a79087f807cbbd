import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./scripts/vite-precompress.ts";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The chunks a lazily imported page needs, minus those its importer already loaded: Vite lists every
 * dependency in each dynamic import's preload list, including the entry's own static imports (React,
 * the router…), which are loaded by the time any page is imported. Leaving those out keeps the entry's
 * preload table small (issue #13: ~0.5 KB gzip of the landing page's budget); nothing loads later.
 */
type BundleChunk = { imports?: string[] };
let bundle: Record<string, BundleChunk> = {};
const captureBundle: Plugin = {
  name: "capture-bundle",
  generateBundle: {
    order: "pre",
    handler(_options, output) {
      bundle = output as unknown as Record<string, BundleChunk>;
    },
  },
};
function loadedWith(host: string, seen = new Set<string>([host])): Set<string> {
  for (const file of bundle[host]?.imports ?? [])
    if (!seen.has(file)) {
      seen.add(file);
      loadedWith(file, seen);
    }
  return seen;
}

// `vite build` makes the browser bundle (dist/client); `vite build --ssr src/client/entry-server.tsx` makes
// the server's page renderer (dist/ssr, server/plugins/page-render.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: dir("./src/client"),
  publicDir: dir("./src/client/public"),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress(), captureBundle])],
  resolve: {
    alias: { "@shared": dir("./src/shared"), "@client": dir("./src/client") },
  },
  // The manifest lets the bundle budget (.size-limit.js) find exactly the chunks a route loads.
  build: {
    outDir: dir(isSsrBuild ? "./dist/ssr" : "./dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Every browser of the es2022 target but Safari 16 preloads modules natively; there the preload is
    // skipped, nothing breaks. The polyfill cost the first load ~0.3 KB gzip (issue #18).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => {
        const loaded = loadedWith(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
    // The guest pages (/rsvp, /w, /guest-registration) are server-rendered and load their own small
    // bundle, not the app (issue #12, server/modules/guest-pages).
    rollupOptions: isSsrBuild
      ? undefined
      : { input: { index: dir("./src/client/index.html"), guest: dir("./src/client/guest/guest-page.ts") } },
  },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
}));
