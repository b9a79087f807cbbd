import { describe, expect, it } from "vitest";
import { centsToInput, formatCents, parseDollarsToCents } from "./money";

describe("parseDollarsToCents", () => {
  it("reads what people type as exact cents", () => {
    expect(parseDollarsToCents("1,250.50")).toBe(125050);
    expect(parseDollarsToCents("$1250.5")).toBe(125050);
    expect(parseDollarsToCents(" 40 ")).toBe(4000);
    expect(parseDollarsToCents("0.29")).toBe(29);
    expect(parseDollarsToCents("$3k")).toBe(300000);
    expect(parseDollarsToCents("3.5K")).toBe(350000);
    expect(parseDollarsToCents("1.2m")).toBe(120000000);
    expect(parseDollarsToCents("35,000")).toBe(3500000);
  });
  it("tells empty from nonsense", () => {
    expect(parseDollarsToCents("  ")).toBeNull();
    expect(parseDollarsToCents("-5")).toBeNaN();
    expect(parseDollarsToCents("ten")).toBeNaN();
    expect(parseDollarsToCents("1.234")).toBeNaN();
    expect(parseDollarsToCents("12,34")).toBeNaN();
  });
});

describe("formatting", () => {
  it("shows dollars and cents", () => {
    expect(formatCents(125050)).toBe("$1,250.50");
    expect(formatCents(3500000, { compact: true })).toBe("$35,000");
    expect(formatCents(3500050, { compact: true })).toBe("$35,000.50");
    expect(formatCents(-2500)).toBe("-$25.00");
  });
  it("fills inputs without a currency sign", () => {
    expect(centsToInput(125050)).toBe("1,250.50");
    expect(centsToInput(3500000)).toBe("35,000");
    expect(centsToInput(5)).toBe("0.05");
    expect(centsToInput(null)).toBe("");
  });
});
