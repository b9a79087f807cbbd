import { describe, expect, it } from "vitest";
import {
  accessSummary,
  changeLines,
  choiceOf,
  fieldLabel,
  inputOf,
  NO_CATEGORY_CHOSEN,
  valueText,
} from "./sharing-choice";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

describe("the access picker's choice", () => {
  it("reads the API's sharing", () => {
    expect(choiceOf({ level: "none", categories: null })).toEqual({ mode: "none" });
    expect(choiceOf({ level: "edit", categories: null })).toEqual({ mode: "whole", level: "edit" });
    expect(choiceOf({ level: "view", categories: { [A]: "view" } })).toEqual({
      mode: "categories",
      levels: { [A]: "view" },
    });
  });

  it("writes the API's input, the level being the highest category level", () => {
    expect(inputOf({ mode: "none" })).toEqual({ level: "none", categories: null });
    expect(inputOf({ mode: "whole", level: "view" })).toEqual({ level: "view", categories: null });
    expect(inputOf({ mode: "categories", levels: { [A]: "view", [B]: "edit" } })).toEqual({
      level: "edit",
      categories: { [A]: "view", [B]: "edit" },
    });
    expect(inputOf({ mode: "categories", levels: { [A]: "view" } })).toEqual({
      level: "view",
      categories: { [A]: "view" },
    });
    expect(inputOf({ mode: "categories", levels: {} })).toEqual({ error: NO_CATEGORY_CHOSEN });
  });

  it("summarises access in words", () => {
    const names = new Map([
      [A, "Flowers"],
      [B, "Catering"],
    ]);
    expect(accessSummary({ level: "none", categories: null }, names)).toBe("No budget access");
    expect(accessSummary({ level: "view", categories: null }, names)).toBe("Whole budget · can view");
    expect(accessSummary({ level: "edit", categories: { [A]: "view", [B]: "edit" } }, names)).toBe(
      "Catering (can edit), Flowers (can view)",
    );
  });
});

describe("history values", () => {
  it("formats money from cents and names fields", () => {
    expect(valueText("allocatedCents", 123456)).toBe("$1,234.56");
    expect(valueText("totalCents", 3_500_000)).toBe("$35,000.00");
    expect(valueText("guestCount", 1200)).toBe("1,200");
    expect(valueText("paidOn", null)).toBe("—");
    expect(valueText("access", "Whole budget (view)")).toBe("Whole budget (view)");
    expect(fieldLabel("allocatedCents")).toBe("Allocated");
    expect(fieldLabel("dueOn")).toBe("Due on");
    expect(fieldLabel("vendorName")).toBe("Vendor name");
  });
});

describe("history lines", () => {
  const people = new Map([[A, "Linda Martin"]]);
  it("shows before → after for a change, people by name", () => {
    expect(
      changeLines(
        "update",
        [
          { field: "allocatedCents", before: 250_000, after: 900_000 },
          { field: "payerContributorId", before: null, after: A },
          { field: "payerContributorId", before: B, after: null },
        ],
        people,
      ),
    ).toEqual([
      "Allocated: $2,500.00 → $9,000.00",
      "Payer: — → Linda Martin",
      "Payer: Someone no longer helping → —",
    ]);
  });

  it("shows only what was set for an addition and what was there for a removal", () => {
    const created = [
      { field: "name", before: null, after: "Venue" },
      { field: "allocatedCents", before: null, after: 1_050_000 },
      { field: "position", before: null, after: 0 },
      { field: "payerNote", before: null, after: "" },
    ];
    expect(changeLines("create", created)).toEqual(["Allocated: $10,500.00"]);
    expect(
      changeLines("delete", [
        { field: "name", before: "Cake", after: null },
        { field: "amountCents", before: 45_000, after: null },
      ]),
    ).toEqual(["Amount: $450.00"]);
  });
});
