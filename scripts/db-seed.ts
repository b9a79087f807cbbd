/** `npm run db:seed`: applies migrations and loads reference data and the demo accounts (idempotent). */
import { hashPassword } from "better-auth/crypto";
import { seed } from "../src/server/db/seed/seed";
import { openConfiguredDatabase } from "./cli-database";

const database = await openConfiguredDatabase();
try {
  await seed(database.db, { demo: true, hashPassword });
  console.log(
    `Seeded (${database.kind}): 4 cities, 12 vendor categories, demo accounts, demo venues and vendors.`,
  );
} finally {
  await database.close();
}
