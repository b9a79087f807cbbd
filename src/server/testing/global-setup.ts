import type { TestProject } from "vitest/node";
import { createTemplateDatabases, dropTemplateDatabases } from "./template-databases";

/**
 * vitest globalSetup: on PostgreSQL (TEST_DATABASE_URL), one migrated and one demo-seeded template database
 * per run, dropped at the end. On PGlite there is nothing to share: each file migrates its own in memory.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide("testDatabaseTemplates", null);
    return;
  }
  const templates = await createTemplateDatabases(serverUrl);
  project.provide("testDatabaseTemplates", templates);
  return () => dropTemplateDatabases(serverUrl, templates);
}
