import { describe, expect, it } from "vitest";
import { isRsvpClosed } from "./rsvp-deadline";

describe("isRsvpClosed", () => {
  it("is open without a deadline", () => {
    expect(isRsvpClosed(null, new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });

  it("is open through the whole deadline day, in the last time zone to see it end", () => {
    expect(isRsvpClosed("2027-05-01", new Date("2027-05-01T00:00:00Z"))).toBe(false);
    expect(isRsvpClosed("2027-05-01", new Date("2027-05-02T11:59:59Z"))).toBe(false);
  });

  it("closes once the day has ended everywhere", () => {
    expect(isRsvpClosed("2027-05-01", new Date("2027-05-02T12:00:00Z"))).toBe(true);
    expect(isRsvpClosed("2027-05-01", new Date("2027-06-01T00:00:00Z"))).toBe(true);
  });
});
