import { describe, expect, it } from "vitest";
import { changeSummary, fieldLabel, shownChanges, valueText } from "./history-text";

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
  it("shows what an added or deleted row held, and a change before → after", () => {
    const entry = {
      id: "1",
      actorName: "Sam",
      entity: "payment" as const,
      entityLabel: "Deposit",
      createdAt: "2026-11-26T08:00:00Z",
    };
    const changes = [
      { field: "amountCents", before: null, after: 90000 },
      { field: "paidBy", before: "", after: "" },
      { field: "position", before: null, after: 3 },
      { field: "method", before: null, after: "bank_transfer" },
    ];
    expect(shownChanges({ ...entry, action: "create", changes })).toEqual([
      { field: "amountCents", before: null, after: "$900.00" },
      { field: "method", before: null, after: "Bank transfer" },
    ]);
    expect(
      shownChanges({
        ...entry,
        action: "update",
        changes: [{ field: "amountCents", before: 90000, after: 125050 }],
      }),
    ).toEqual([{ field: "amountCents", before: "$900.00", after: "$1,250.50" }]);
    expect(
      shownChanges({
        ...entry,
        action: "delete",
        changes: [{ field: "amountCents", before: 90000, after: null }],
      }),
    ).toEqual([{ field: "amountCents", before: null, after: "$900.00" }]);
  });
});
