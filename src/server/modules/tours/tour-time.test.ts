import { describe, expect, it } from "vitest";
import { addDays, formatLocalDateTime, localDateTime, timeZoneOfCity, zonedTimeToUtc } from "./tour-time";

const NY = "America/New_York";
const CHI = "America/Chicago";

describe("timeZoneOfCity", () => {
  it("puts the Ohio cities in Eastern time and Nashville in Central time", () => {
    expect(timeZoneOfCity("cleveland")).toBe(NY);
    expect(timeZoneOfCity("columbus")).toBe(NY);
    expect(timeZoneOfCity("cincinnati")).toBe(NY);
    expect(timeZoneOfCity("nashville")).toBe(CHI);
  });
});

describe("zonedTimeToUtc", () => {
  it("converts winter (standard) times", () => {
    expect(zonedTimeToUtc("2026-12-05", "10:00", NY)?.toISOString()).toBe("2026-12-05T15:00:00.000Z");
    expect(zonedTimeToUtc("2026-12-05", "10:00", CHI)?.toISOString()).toBe("2026-12-05T16:00:00.000Z");
  });

  it("converts summer (daylight) times", () => {
    expect(zonedTimeToUtc("2026-07-04", "14:30", NY)?.toISOString()).toBe("2026-07-04T18:30:00.000Z");
    expect(zonedTimeToUtc("2026-07-04", "14:30", CHI)?.toISOString()).toBe("2026-07-04T19:30:00.000Z");
  });

  it("is right on the days the clocks change (US 2026: Mar 8 and Nov 1)", () => {
    expect(zonedTimeToUtc("2026-03-08", "10:00", NY)?.toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(zonedTimeToUtc("2026-03-07", "10:00", NY)?.toISOString()).toBe("2026-03-07T15:00:00.000Z");
    expect(zonedTimeToUtc("2026-11-01", "10:00", CHI)?.toISOString()).toBe("2026-11-01T16:00:00.000Z");
    expect(zonedTimeToUtc("2026-10-31", "10:00", CHI)?.toISOString()).toBe("2026-10-31T15:00:00.000Z");
  });

  it("refuses a time skipped when clocks spring forward", () => {
    expect(zonedTimeToUtc("2026-03-08", "02:30", NY)).toBeNull();
  });

  it("takes the first of the repeated hour in autumn", () => {
    expect(zonedTimeToUtc("2026-11-01", "01:30", NY)?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("refuses malformed input", () => {
    expect(zonedTimeToUtc("2026-13-45", "10:00", NY)).toBeNull();
    expect(zonedTimeToUtc("2026-12-05", "25:00", NY)).toBeNull();
    expect(zonedTimeToUtc("12/05/2026", "10:00", NY)).toBeNull();
  });

  it("round-trips through localDateTime", () => {
    const instant = zonedTimeToUtc("2027-05-15", "17:00", CHI)!;
    expect(localDateTime(instant, CHI)).toEqual({ date: "2027-05-15", time: "17:00" });
    expect(localDateTime(instant, NY)).toEqual({ date: "2027-05-15", time: "18:00" });
  });
});

describe("addDays", () => {
  it("adds calendar days across months, years and DST changes", () => {
    expect(addDays("2026-12-29", 7)).toBe("2027-01-05");
    expect(addDays("2026-03-01", 7)).toBe("2026-03-08");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("formatLocalDateTime", () => {
  it("names the day, the local time and the zone", () => {
    const instant = new Date("2026-12-05T15:00:00Z");
    expect(formatLocalDateTime(instant, NY)).toBe("Saturday, December 5, 2026 at 10:00 AM EST");
    expect(formatLocalDateTime(instant, CHI)).toBe("Saturday, December 5, 2026 at 9:00 AM CST");
    expect(formatLocalDateTime(new Date("2026-07-04T18:30:00Z"), NY)).toBe(
      "Saturday, July 4, 2026 at 2:30 PM EDT",
    );
  });
});
