import type { TestProject } from "vitest/node";
import { createRunDatabases, dropRunDatabases } from "./template-databases";

/**
 * vitest globalSetup: on PostgreSQL (TEST_DATABASE_URL), one migrated and one demo-seeded template database
 * per run; at the end, every database of the run is dropped. On PGlite there is nothing to share: each
 * file migrates its own in memory.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide("testDatabaseRun", null);
    return;
  }
  const run = await createRunDatabases(serverUrl);
  project.provide("testDatabaseRun", run);
  return () => dropRunDatabases(serverUrl, run);
}
