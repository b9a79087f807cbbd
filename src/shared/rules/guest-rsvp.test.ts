import { describe, expect, it } from "vitest";
import { overallRsvpStatus } from "./guest-rsvp";

describe("overallRsvpStatus", () => {
  it("is attending when any event is accepted", () => {
    expect(overallRsvpStatus(["declined", "attending", "pending"])).toBe("attending");
  });
  it("is declined only when every invited event is declined", () => {
    expect(overallRsvpStatus(["declined", "declined"])).toBe("declined");
    expect(overallRsvpStatus(["declined", "pending"])).toBe("pending");
  });
  it("is pending with no events or no answers", () => {
    expect(overallRsvpStatus([])).toBe("pending");
    expect(overallRsvpStatus(["pending"])).toBe("pending");
  });
});
