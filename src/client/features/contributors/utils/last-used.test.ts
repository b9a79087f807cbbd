import { describe, expect, it } from "vitest";
import { lastUsedText } from "./last-used";

const now = new Date("2027-05-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("lastUsedText", () => {
  it("reads recent use in words and older use as a date", () => {
    expect(lastUsedText(null, now)).toBe("Not used yet");
    expect(lastUsedText(ago(60_000), now)).toBe("Last used just now");
    expect(lastUsedText(ago(12 * 60_000), now)).toBe("Last used 12 minutes ago");
    expect(lastUsedText(ago(61 * 60_000), now)).toBe("Last used an hour ago");
    expect(lastUsedText(ago(5 * 3_600_000), now)).toBe("Last used 5 hours ago");
    expect(lastUsedText(ago(30 * 3_600_000), now)).toBe("Last used yesterday");
    expect(lastUsedText(ago(3 * 86_400_000), now)).toBe("Last used 3 days ago");
    expect(lastUsedText("2027-04-01T12:00:00Z", now)).toBe("Last used on April 1, 2027");
  });
});
