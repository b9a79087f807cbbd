import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingDailyViews } from "../../db/schema/listing-views";
import { openTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createViewCounter } from "./listing-views";

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterAll(async () => {
  await tdb?.close();
});

const venueA = "00000000-0000-4000-8000-0000000000a1";
const vendorB = "00000000-0000-4000-8000-0000000000b2";

describe("createViewCounter", () => {
  it("adds counts per listing and UTC day in batches, adding to what is stored", async () => {
    const db = tdb.database.db;
    let now = new Date("2027-05-01T23:59:00Z");
    const views = createViewCounter(db, { flushMs: 60_000, now: () => now });
    views.count("venue", venueA);
    views.count("venue", venueA);
    views.count("vendor", vendorB);
    await views.flush();
    views.count("venue", venueA);
    now = new Date("2027-05-02T00:01:00Z"); // the next UTC day
    views.count("venue", venueA);
    await views.flush();
    await views.flush(); // nothing pending: no write
    await views.close();

    const rows = await db
      .select()
      .from(listingDailyViews)
      .where(eq(listingDailyViews.listingId, venueA))
      .orderBy(listingDailyViews.day);
    expect(rows.map((r) => [r.listingKind, r.day, r.views])).toEqual([
      ["venue", "2027-05-01", 3],
      ["venue", "2027-05-02", 1],
    ]);
    const [vendor] = await db
      .select()
      .from(listingDailyViews)
      .where(eq(listingDailyViews.listingId, vendorB));
    expect(vendor).toMatchObject({ listingKind: "vendor", views: 1 });
  });

  it("flushes on its timer", async () => {
    const db = tdb.database.db;
    const id = "00000000-0000-4000-8000-0000000000c3";
    const views = createViewCounter(db, { flushMs: 20 });
    views.count("venue", id);
    for (let i = 0; i < 100; i++) {
      const rows = await db.select().from(listingDailyViews).where(eq(listingDailyViews.listingId, id));
      if (rows[0]?.views === 1) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const [row] = await db.select().from(listingDailyViews).where(eq(listingDailyViews.listingId, id));
    expect(row?.views).toBe(1);
    await views.close();
  });
});
