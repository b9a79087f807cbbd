import { describe, expect, it } from "vitest";
import { groupSlotsByDay } from "./slot-days";

describe("groupSlotsByDay", () => {
  it("groups by the viewer's local day", () => {
    const slots = ["2026-03-09T14:00:00.000Z", "2026-03-09T20:30:00.000Z", "2026-03-10T14:00:00.000Z"];
    expect(groupSlotsByDay(slots, "America/New_York")).toEqual([
      { key: "2026-03-09", slots: slots.slice(0, 2) },
      { key: "2026-03-10", slots: [slots[2]] },
    ]);
    // In Tokyo the afternoon New York times fall on the next day.
    expect(groupSlotsByDay(slots, "Asia/Tokyo")).toEqual([
      { key: "2026-03-09", slots: [slots[0]] },
      { key: "2026-03-10", slots: slots.slice(1) },
    ]);
  });
});
