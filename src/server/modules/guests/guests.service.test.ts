import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestEvents } from "../../db/schema/guests";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createHousehold, guestCounts, rsvpCounts } from "./guests.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the guest list service", () => {
  it("adds a household invited to every event and counts it per event", async () => {
    const couple = await t.insertUser();
    const [ceremony] = await t.db
      .insert(guestEvents)
      .values([
        { coupleId: couple.id, name: "Ceremony", position: 0 },
        { coupleId: couple.id, name: "Reception", position: 1, asksMeal: true },
      ])
      .returning();
    const guest = {
      email: "",
      phone: "",
      side: "both" as const,
      mealChoice: "",
      dietaryNotes: "",
      tags: [],
      notes: "",
    };
    await createHousehold(
      t.db,
      couple.id,
      {
        name: "Chris & Sam Lee",
        email: "",
        phone: "",
        address: "",
        postcode: "",
        plusOnesAllowed: 0,
        notes: "",
        guests: [
          { ...guest, name: "Chris Lee", guestType: "friend" },
          { ...guest, name: "Sam Lee", guestType: "friend" },
        ],
      },
      { source: "couple" },
    );
    await createHousehold(
      t.db,
      couple.id,
      {
        name: "Waiting",
        email: "",
        phone: "",
        address: "",
        postcode: "",
        plusOnesAllowed: 0,
        notes: "",
        guests: [{ ...guest, name: "Not yet approved", guestType: "friend" }],
      },
      { source: "registration", reviewStatus: "pending" },
    );
    expect(await rsvpCounts(t.db, couple.id)).toEqual({ attending: 0, pending: 2, declined: 0 });
    const counts = await guestCounts(t.db, couple.id);
    expect(counts.total).toBe(2);
    expect(counts.households).toBe(1);
    expect(counts.byEvent).toHaveLength(2);
    expect(counts.byEvent[0]).toEqual({
      eventId: ceremony!.id,
      invited: 2,
      attending: 0,
      declined: 0,
      pending: 2,
    });
  });
});
