/**
 * `npm run admin:grant -- someone@example.com [--revoke]`: the only way to make (or unmake) an admin.
 * No API route can set the flag; an operator with access to the database runs this.
 */
import { eq } from "drizzle-orm";
import { user } from "../src/server/db/schema/auth";
import { openConfiguredDatabase } from "./cli-database";

const args = process.argv.slice(2);
const email = args
  .find((a) => !a.startsWith("--"))
  ?.trim()
  .toLowerCase();
const isAdmin = !args.includes("--revoke");
if (!email) {
  console.error("Usage: npm run admin:grant -- <email> [--revoke]");
  process.exit(2);
}

const database = await openConfiguredDatabase();
try {
  const rows = await database.db
    .update(user)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  if (rows.length === 0) {
    console.error(`No account with email ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is ${isAdmin ? "now an admin" : "no longer an admin"}.`);
  }
} finally {
  await database.close();
}
