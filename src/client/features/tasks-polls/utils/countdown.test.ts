import { describe, expect, it } from "vitest";
import { countdownText } from "./countdown";

describe("a poll's countdown", () => {
  const now = Date.parse("2027-03-10T12:00:00Z");
  const at = (ms: number) => new Date(now + ms).toISOString();
  it("reads in days, hours and minutes, and says when voting has ended", () => {
    expect(countdownText(at(3 * 86_400_000 + 5), now)).toBe("Closes in 3 days");
    expect(countdownText(at(5 * 3_600_000 + 12 * 60_000), now)).toBe("Closes in 5 h 12 min");
    expect(countdownText(at(40 * 60_000), now)).toBe("Closes in 40 min");
    expect(countdownText(at(20_000), now)).toBe("Closes in less than a minute");
    expect(countdownText(at(0), now)).toBe("Voting has ended");
  });
});
