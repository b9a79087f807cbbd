import { describe, expect, it } from "vitest";
import { changeSummary, fieldLabel, valueText } from "./history-text";

describe("history text", () => {
  it("formats money fields as dollars and other values as read", () => {
    expect(valueText("allocatedCents", 125050)).toBe("$1,250.50");
    expect(valueText("guestCount", 1200)).toBe("1,200");
    expect(valueText("dueOn", "2027-06-12")).toBe("Jun 12, 2027");
    expect(valueText("contractCents", null)).toBe("—");
    expect(valueText("pricing", "per_guest")).toBe("Per guest");
  });
  it("names fields and changes in words", () => {
    expect(fieldLabel("allocatedCents")).toBe("Allocated");
    expect(fieldLabel("someNewCents")).toBe("Some new");
    expect(
      changeSummary({
        id: "1",
        actorName: "Sam",
        entity: "item",
        entityLabel: "Photographer",
        action: "update",
        changes: [],
        createdAt: "2026-11-26T08:00:00Z",
      }),
    ).toBe("Sam changed line “Photographer”");
  });
});
