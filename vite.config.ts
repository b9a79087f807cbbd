import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./scripts/vite-precompress.ts";
import { routeDeps } from "./scripts/vite-route-deps.ts";
import { pureReactRouter } from "./scripts/vite-pure-router.ts";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// `vite build` makes the browser bundle (dist/client); `vite build --ssr src/client/entry-server.tsx` makes
// the server's page renderer (dist/ssr, server/plugins/page-render.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: dir("./src/client"),
  publicDir: dir("./src/client/public"),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pureReactRouter(), precompress(), routeDeps()])],
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
    // No preload table in the entry (issue #21, docs/decisions/047): it is route-deps.json, fetched after
    // the first load (scripts/vite-route-deps.ts).
    modulePreload: false,
    // The guest pages (/rsvp, /w, /guest-registration) are server-rendered and load their own small
    // bundle, not the app (issue #12, server/modules/guest-pages).
    rollupOptions: isSsrBuild
      ? undefined
      : { input: { index: dir("./src/client/index.html"), guest: dir("./src/client/guest/guest-page.ts") } },
  },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:3000" } },
}));
