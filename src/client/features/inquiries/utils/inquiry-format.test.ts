import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatGuests,
  formatSentAt,
  guestsPhrase,
  inquiryPlaceholder,
} from "./inquiry-format";

describe("inquiry formats", () => {
  it("formats a calendar date without shifting it across time zones", () => {
    expect(formatCalendarDate("2027-09-18")).toBe("Sep 18, 2027");
    expect(formatCalendarDate(null)).toBe("Not decided yet");
  });

  it("drops the year for a timestamp in the current year", () => {
    const now = new Date(2027, 5, 1);
    expect(formatSentAt(new Date(2027, 2, 3, 14, 15).toISOString(), now)).toBe("Mar 3, 2:15 PM");
    expect(formatSentAt(new Date(2026, 11, 30, 9, 5).toISOString(), now)).toBe("Dec 30, 2026, 9:05 AM");
  });

  it("words guests and placeholders", () => {
    expect(formatGuests(1200)).toBe("1,200 guests");
    expect(formatGuests(null)).toBe("Not decided yet");
    // In running text the count names itself: "140 guests", never "Guests: 140 guests" (issue #18).
    expect(guestsPhrase(140)).toBe("140 guests");
    expect(guestsPhrase(null)).toBe("Guest count not decided yet");
    expect(inquiryPlaceholder("venue", "Lakeview Glasshouse")).toMatch(/^Hi Lakeview Glasshouse! .*visit\?$/);
    expect(inquiryPlaceholder("vendor", "Golden Hour")).toContain("package");
  });
});
