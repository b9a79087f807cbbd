import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { "@shared": dir("./src/shared"), "@server": dir("./src/server"), "@client": dir("./src/client") },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./src/server/testing/fail-on-console-error.ts"],
    // On PostgreSQL: migrate and seed template databases once per run; each file copies one.
    globalSetup: ["./src/server/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy (one per file); two cores → two workers.
    maxWorkers: 2,
    reporters: ["default"],
  },
});
