import { randomBytes } from "node:crypto";
import { openDatabase } from "../db/client";
import { seedIfEmpty } from "../db/seed/seed-if-empty";
import { adminQuery, copyDatabase, databaseUrl, dropWhenIdle } from "./database-admin";

/** The run's template databases on the TEST_DATABASE_URL server (vitest's globalSetup provides them). */
export type TemplateDatabases = {
  /** Migrated, nothing else: what openTestDatabase() copies. */
  migrated: string;
  /** Migrated and seeded with the demo data and the demo admin: what createTestApp() copies by default. */
  demo: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplates: TemplateDatabases | null;
  }
}

/**
 * Migrates one database and seeds a copy of it, once per run: each test file then copies one of them
 * (~0.1 s) instead of migrating (~1 s) and seeding (~1 s) its own, and still gets a database of its own.
 * The seed is deterministic apart from dates relative to now, which the app tops up at every start
 * (seedIfEmpty: tour slots), as in production.
 */
export async function createTemplateDatabases(serverUrl: string): Promise<TemplateDatabases> {
  const stem = `test_tpl_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const templates = { migrated: `${stem}_migrated`, demo: `${stem}_demo` };
  await adminQuery(serverUrl, `CREATE DATABASE "${templates.migrated}"`);
  try {
    const migrated = await openDatabase({
      databaseUrl: databaseUrl(serverUrl, templates.migrated),
      dataDir: "memory://",
    });
    await migrated.close();
    await copyDatabase(serverUrl, templates.migrated, templates.demo);
    const demo = await openDatabase({
      databaseUrl: databaseUrl(serverUrl, templates.demo),
      dataDir: "memory://",
    });
    try {
      await seedIfEmpty(demo.db, { demo: true, demoAdmin: true });
    } finally {
      await demo.close();
    }
  } catch (err) {
    await dropTemplateDatabases(serverUrl, templates);
    throw err;
  }
  return templates;
}

export async function dropTemplateDatabases(serverUrl: string, templates: TemplateDatabases) {
  await dropWhenIdle(serverUrl, templates.demo);
  await dropWhenIdle(serverUrl, templates.migrated);
}
