import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../testing/test-database";
import { bitmapPlannerOf } from "./client";

/**
 * The sessions that count text-search matches plan with bitmap scans only (decisions 056, 062): on
 * PostgreSQL a pool of their own, so a count is one statement; the main pool plans as usual. PGlite has one
 * connection and none, so its counts keep their transaction.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

const setting = async (db: Parameters<typeof bitmapPlannerOf>[0], name: string) => {
  const result = await db.execute(sql`select current_setting(${name}) as value`);
  return (result as { rows: { value: string }[] }).rows[0]?.value;
};

describe("the bitmap-only planner for capped counts", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL: its sessions scan by bitmap only, the main pool's as usual",
    async () => {
      const { db } = t.database;
      const counting = bitmapPlannerOf(db);
      expect(counting).toBeDefined();
      for (const name of ["enable_seqscan", "enable_indexscan", "enable_indexonlyscan"]) {
        expect(await setting(counting!, name)).toBe("off");
        expect(await setting(db, name)).toBe("on");
      }
      // Both cost pages alike (decision 068): a count costed at the default 4 read a whole city's rows.
      expect(await setting(counting!, "random_page_cost")).toBe("1.1");
      expect(await setting(db, "random_page_cost")).toBe("1.1");
    },
  );

  it.skipIf(!!process.env.TEST_DATABASE_URL)("on PGlite: none (counts keep their transaction)", () => {
    expect(bitmapPlannerOf(t.database.db)).toBeUndefined();
  });

  it("a transaction's handle has none: a count inside it reads what the transaction sees", async () => {
    await t.database.db.transaction(async (tx) => {
      expect(bitmapPlannerOf(tx as unknown as typeof t.database.db)).toBeUndefined();
    });
  });
});

describe("the pools' sessions (decision 069)", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL: four sessions at most, kept while idle (pg would close them after 10 s)",
    () => {
      type PoolOptions = { idleTimeoutMillis: number; allowExitOnIdle: boolean; max: number };
      const optionsOf = (db: unknown) => (db as { $client: { options: PoolOptions } }).$client.options;
      for (const db of [t.database.db, bitmapPlannerOf(t.database.db)]) {
        expect(optionsOf(db)).toMatchObject({ idleTimeoutMillis: 0, allowExitOnIdle: true });
      }
      // Four sessions by default, twice a 2-core server's cores: three for statements, one for counts.
      expect(optionsOf(t.database.db).max).toBe(3);
      expect(optionsOf(bitmapPlannerOf(t.database.db)).max).toBe(1);
    },
  );
});
