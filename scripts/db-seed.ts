/** `npm run db:seed`: applies migrations and loads reference data and the demo accounts (idempotent). */
import { hashPassword } from "better-auth/crypto";
import { loadConfig } from "../src/server/config";
import { seed } from "../src/server/db/seed/seed";
import { openConfiguredDatabase } from "./cli-database";

const database = await openConfiguredDatabase();
try {
  // The demo admin (a public password) only outside production, as at server start.
  await seed(database.db, { demo: true, demoAdmin: loadConfig().NODE_ENV !== "production", hashPassword });
  console.log(
    `Seeded (${database.kind}): 4 cities, 12 vendor categories, demo accounts, demo venues and vendors.`,
  );
} finally {
  await database.close();
}
