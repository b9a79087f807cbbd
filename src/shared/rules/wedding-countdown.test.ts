import { describe, expect, it } from "vitest";
import { countdownMood, daysUntil, localToday } from "./wedding-countdown";

describe("daysUntil", () => {
  it("counts calendar days, across DST and leap days", () => {
    expect(daysUntil("2026-11-23", "2026-11-22")).toBe(1);
    expect(daysUntil("2027-03-15", "2027-03-13")).toBe(2);
    expect(daysUntil("2028-03-01", "2028-02-28")).toBe(2);
    expect(daysUntil("2026-11-22", "2026-11-22")).toBe(0);
    expect(daysUntil("2026-11-01", "2026-11-22")).toBe(-21);
  });
});

describe("countdownMood", () => {
  it("follows the spec's thresholds", () => {
    expect(countdownMood(181)).toBe("plenty of time");
    expect(countdownMood(180)).toBe("getting exciting");
    expect(countdownMood(91)).toBe("getting exciting");
    expect(countdownMood(90)).toBe("final stretch");
    expect(countdownMood(1)).toBe("final stretch");
  });
});

describe("localToday", () => {
  it("formats the local date", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
