import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { preactAliases } from "./scripts/preact-alias.ts";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const paths = [
  { find: "@shared", replacement: dir("./src/shared") },
  { find: "@server", replacement: dir("./src/server") },
  { find: "@client", replacement: dir("./src/client") },
];

export default defineConfig({
  test: {
    environment: "node",
    setupFiles: ["./src/server/testing/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy (one per file); two cores → two workers.
    maxWorkers: 2,
    reporters: ["default"],
    projects: [
      {
        extends: true,
        resolve: { alias: paths },
        test: {
          name: "server",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["src/client/**"],
        },
      },
      {
        // What ships is what is tested: the client's tests render with Preact through the same aliases as
        // the build (docs/decisions/052). Dependencies are run through Vite too, not loaded by Node, so
        // that React Router, TanStack Query or Testing Library import Preact rather than React.
        extends: true,
        // Testing Library's React binding is CommonJS, which Node loads without the aliases: its Preact
        // binding (same API: render, screen, fireEvent, act…) stands in for it.
        resolve: {
          alias: [
            ...paths,
            ...preactAliases,
            { find: /^@testing-library\/react$/, replacement: "@testing-library/preact" },
          ],
        },
        test: {
          name: "client",
          include: ["src/client/**/*.test.ts", "src/client/**/*.test.tsx"],
          server: { deps: { inline: true } },
        },
        ssr: { resolve: { conditions: ["module", "node", "development|production"] } },
      },
    ],
  },
});
