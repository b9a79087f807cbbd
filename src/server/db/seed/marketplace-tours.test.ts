import { describe, expect, it } from "vitest";
import { demoTourStarts } from "./marketplace-tours";

const local = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(d);

describe("demoTourStarts", () => {
  const now = new Date("2026-11-22T13:00:00Z"); // a Sunday, 8 AM in Cleveland

  it("is deterministic for a given moment and only in the future", () => {
    const a = demoTourStarts(now);
    expect(demoTourStarts(new Date(now))).toEqual(a);
    expect(a.every((s) => s.startsAt > now)).toBe(true);
    expect(Math.max(...a.map((s) => s.startsAt.getTime()))).toBeLessThan(now.getTime() + 21 * 86_400_000);
  });

  it("offers Thu 17:00, Sat 10:00 and 13:00, Sun 11:00 in each city's local time", () => {
    const starts = demoTourStarts(now);
    const cle = starts
      .filter((s) => s.cityId === "cleveland")
      .map((s) => local(s.startsAt, "America/New_York"));
    const nash = starts
      .filter((s) => s.cityId === "nashville")
      .map((s) => local(s.startsAt, "America/Chicago"));
    for (const list of [cle, nash]) {
      expect(new Set(list)).toEqual(new Set(["Sun 11:00", "Thu 17:00", "Sat 10:00", "Sat 13:00"]));
    }
    // Three full weeks from Sunday the 22nd: Sundays 22, 29, Dec 6 and 13 (the 22nd at 11:00 is still ahead).
    expect(cle.filter((x) => x === "Sun 11:00")).toHaveLength(3);
    expect(cle).toHaveLength(3 * 4);
  });
});
