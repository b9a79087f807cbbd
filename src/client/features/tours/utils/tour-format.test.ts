import { describe, expect, it } from "vitest";
import { formatSlot, formatSlotLong, groupByDay, localDay, todayIn, zoneLabel } from "./tour-format";

const NY = "America/New_York";
const CHI = "America/Chicago";

describe("tour time formatting", () => {
  it("shows the venue's local time with its zone, whatever the viewer's zone", () => {
    expect(formatSlot("2026-12-05T15:00:00.000Z", NY)).toBe("Sat, Dec 5 · 10:00 AM EST");
    expect(formatSlot("2026-12-05T15:00:00.000Z", CHI)).toBe("Sat, Dec 5 · 9:00 AM CST");
    expect(formatSlot("2026-07-04T18:30:00.000Z", NY)).toBe("Sat, Jul 4 · 2:30 PM EDT");
    expect(zoneLabel("2026-07-04T18:30:00.000Z", CHI)).toBe("CDT");
  });

  it("adds the year only when it is not the current one", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(formatSlotLong("2026-12-05T15:00:00.000Z", NY, now)).toBe("Saturday, December 5 · 10:00 AM EST");
    expect(formatSlotLong("2027-01-09T15:00:00.000Z", NY, now)).toBe(
      "Saturday, January 9, 2027 · 10:00 AM EST",
    );
  });

  it("groups by the venue-local day (late evening UTC is still the same local day)", () => {
    const slots = [
      { id: "a", startsAt: "2026-12-05T15:00:00.000Z" },
      { id: "b", startsAt: "2026-12-06T02:30:00.000Z" }, // Dec 5, 9:30 PM in New York
      { id: "c", startsAt: "2026-12-06T16:00:00.000Z" },
    ];
    const days = groupByDay(slots, NY);
    expect(days.map((d) => [d.day, d.label, d.slots.map((s) => s.id)])).toEqual([
      ["2026-12-05", "Sat, Dec 5", ["a", "b"]],
      ["2026-12-06", "Sun, Dec 6", ["c"]],
    ]);
  });

  it("knows today's date in a zone", () => {
    expect(localDay("2026-12-06T03:00:00.000Z", NY)).toBe("2026-12-05");
    expect(todayIn(CHI, new Date("2026-12-06T05:30:00Z"))).toBe("2026-12-05");
  });
});
