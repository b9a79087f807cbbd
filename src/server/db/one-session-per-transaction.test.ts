import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../testing/test-database";
import { bitmapPlannerOf } from "./client";
import { SECOND_SESSION_IN_TRANSACTION } from "./one-session-per-transaction";

/**
 * In tests on PostgreSQL, code inside an open transaction cannot take a second session of the main pool
 * (decision 069): with three sessions, three requests doing so at once would wait for each other for ever.
 * PGlite has one connection and no pool, so there is nothing to check there.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

const one = sql`select 1 as one`;

/** Whether the error, or one of its causes (drizzle wraps the driver's), is the check's refusal. */
const refused = (err: unknown): boolean => {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if (e instanceof Error && e.message === SECOND_SESSION_IN_TRANSACTION) return true;
  return false;
};

describe.skipIf(!process.env.TEST_DATABASE_URL)("one session per transaction (PostgreSQL, tests)", () => {
  it("a query on the outer handle inside a transaction fails at once", async () => {
    const { db } = t.database;
    await expect(db.transaction(async () => db.execute(one))).rejects.toSatisfy(refused);
    // A select through the query builder and a second transaction on the outer handle are refused too.
    await expect(
      db.transaction(async () => db.select({ one: sql`1` }).from(sql`(select 1) as t`)),
    ).rejects.toSatisfy(refused);
    await expect(
      db.transaction(async () => db.transaction(async (inner) => inner.execute(one))),
    ).rejects.toSatisfy(refused);
  });

  it("the transaction's own handle, its savepoints and the count session are allowed", async () => {
    const { db } = t.database;
    const answers = await db.transaction(async (tx) => [
      await tx.execute(one),
      await tx.transaction(async (savepoint) => savepoint.execute(one)),
      // The count session is a pool of its own, which never waits for the main pool's sessions.
      await bitmapPlannerOf(db)!.execute(one),
    ]);
    expect(answers).toMatchObject([{ rows: [{ one: 1 }] }, { rows: [{ one: 1 }] }, { rows: [{ one: 1 }] }]);
  });

  it("work a transaction started and left running may use the pool once it has ended", async () => {
    const { db } = t.database;
    let later: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(one));
      await tx.execute(one);
    });
    await expect(later).resolves.toMatchObject({ rows: [{ one: 1 }] });
    // And outside any transaction, as ever.
    await expect(db.execute(one)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });
});
