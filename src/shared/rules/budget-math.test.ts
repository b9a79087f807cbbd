import { describe, expect, it } from "vitest";
import {
  addDays,
  budgetTotals,
  budgetWarnings,
  cashByMonth,
  categoryTotals,
  dueSoon,
  itemTotals,
  longDate,
  type MathCategory,
  type MathItem,
  type MathPayment,
} from "./budget-math";

const pay = (
  id: string,
  itemId: string,
  amountCents: number,
  dueOn: string | null,
  paidOn: string | null = null,
): MathPayment => ({
  id,
  itemId,
  label: id,
  amountCents,
  dueOn,
  paidOn,
  assigneeName: "The couple",
});
const item = (p: Partial<MathItem> & { id: string }): MathItem => ({
  categoryId: "cat",
  name: p.id,
  pricing: "fixed",
  estimateCents: 0,
  contractCents: null,
  payments: [],
  ...p,
});

const catering: MathCategory = {
  id: "catering",
  name: "Catering",
  allocatedCents: 1_000_000,
  items: [
    // $85.33 per guest × 117 guests = $9,983.61; contract $86.01 × 117 = $10,063.17
    item({
      id: "dinner",
      pricing: "per_guest",
      estimateCents: 8533,
      contractCents: 8601,
      payments: [
        pay("deposit", "dinner", 250_000, "2027-01-10", "2027-01-09"),
        pay("balance", "dinner", 756_317, "2027-09-01"),
      ],
    }),
    item({ id: "bar", estimateCents: 199_999, payments: [pay("bar-deposit", "bar", 1, "2027-05-20")] }),
  ],
};
const venue: MathCategory = {
  id: "venue",
  name: "Venue",
  allocatedCents: 900_000,
  items: [
    item({
      id: "hall",
      estimateCents: 900_001,
      contractCents: 850_000,
      payments: [pay("hall-1", "hall", 425_000, "2027-04-30", "2027-04-01")],
    }),
  ],
};

describe("line and category totals", () => {
  it("multiplies per-guest prices by the guest count, to the cent", () => {
    expect(itemTotals(catering.items[0]!, 117)).toEqual({
      estimatedTotalCents: 998_361,
      committedTotalCents: 1_006_317,
      paidCents: 250_000,
    });
    expect(itemTotals(catering.items[0]!, null)).toEqual({
      estimatedTotalCents: 0,
      committedTotalCents: 0,
      paidCents: 250_000,
    });
    expect(itemTotals(catering.items[1]!, 117)).toEqual({
      estimatedTotalCents: 199_999,
      committedTotalCents: null,
      paidCents: 0,
    });
  });

  it("commits the contract where there is one, else the estimate; remaining may go negative", () => {
    expect(categoryTotals(catering, 117)).toEqual({
      estimatedCents: 998_361 + 199_999,
      committedCents: 1_006_317 + 199_999,
      paidCents: 250_000,
      remainingCents: 1_000_000 - 1_206_316,
    });
    expect(categoryTotals(venue, 117)).toEqual({
      estimatedCents: 900_001,
      committedCents: 850_000,
      paidCents: 425_000,
      remainingCents: 50_000,
    });
  });

  it("adds up the budget: due = committed − paid, remaining = total − committed", () => {
    expect(budgetTotals([catering, venue], 117, 2_000_001)).toEqual({
      totalCents: 2_000_001,
      allocatedCents: 1_900_000,
      estimatedCents: 998_361 + 199_999 + 900_001,
      committedCents: 2_056_316,
      paidCents: 675_000,
      dueCents: 1_381_316,
      remainingCents: -56_315,
    });
    expect(budgetTotals([venue], 117, null).remainingCents).toBeNull();
    expect(budgetTotals([], null, 0)).toEqual({
      totalCents: 0,
      allocatedCents: 0,
      estimatedCents: 0,
      committedCents: 0,
      paidCents: 0,
      dueCents: 0,
      remainingCents: 0,
    });
  });
});

describe("due soon and cash per month", () => {
  it("lists unpaid payments due within 30 days or overdue, soonest first", () => {
    const soon = dueSoon([catering, venue], "2027-05-01");
    expect(soon.map((d) => [d.paymentId, d.dueOn, d.overdue])).toEqual([
      ["bar-deposit", "2027-05-20", false],
    ]);
    const later = dueSoon([catering, venue], "2027-08-05");
    expect(later.map((d) => [d.paymentId, d.overdue])).toEqual([
      ["bar-deposit", true],
      ["balance", false],
    ]);
    expect(later[1]).toEqual({
      paymentId: "balance",
      itemId: "dinner",
      categoryId: "catering",
      label: "balance",
      itemName: "dinner",
      amountCents: 756_317,
      dueOn: "2027-09-01",
      overdue: false,
      assigneeName: "The couple",
    });
    // The 30th day is in; the 31st is not.
    expect(dueSoon([catering], "2027-08-02").map((d) => d.paymentId)).toEqual(["bar-deposit", "balance"]);
    expect(dueSoon([catering], "2027-08-01").map((d) => d.paymentId)).toEqual(["bar-deposit"]);
  });

  it("puts unpaid amounts in their month until the wedding, overdue ones in this month", () => {
    expect(cashByMonth([catering, venue], "2027-06-15", "2027-09-18")).toEqual([
      { month: "2027-06", dueCents: 1 },
      { month: "2027-07", dueCents: 0 },
      { month: "2027-08", dueCents: 0 },
      { month: "2027-09", dueCents: 756_317 },
    ]);
    expect(cashByMonth([catering], "2027-04-02", null)).toEqual([
      { month: "2027-04", dueCents: 0 },
      { month: "2027-05", dueCents: 1 },
      { month: "2027-06", dueCents: 0 },
      { month: "2027-07", dueCents: 0 },
      { month: "2027-08", dueCents: 0 },
      { month: "2027-09", dueCents: 756_317 },
    ]);
    expect(cashByMonth([], "2027-11-02", "2028-01-05")).toEqual([
      { month: "2027-11", dueCents: 0 },
      { month: "2027-12", dueCents: 0 },
      { month: "2028-01", dueCents: 0 },
    ]);
    expect(cashByMonth([], "2027-11-02", null)).toEqual([]);
  });

  it("counts days in UTC calendar days", () => {
    expect(addDays("2027-02-27", 2)).toBe("2027-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(longDate("2027-05-01")).toBe("May 1, 2027");
  });
});

describe("warnings", () => {
  it("names the category over its allocation, the total and overdue payments", () => {
    expect(budgetWarnings([catering, venue], 117, 1_800_000, "2027-06-01")).toEqual([
      {
        kind: "category_over",
        id: "catering",
        message: "Catering is over its allocation: its costs are above what you set aside for it.",
      },
      { kind: "total_over", id: null, message: "Your costs add up to more than your total budget." },
      {
        kind: "allocation_over_total",
        id: null,
        message: "Your categories are allocated more than your total budget.",
      },
      {
        kind: "payment_overdue",
        id: "bar-deposit",
        message: "bar-deposit for bar (Catering) was due on May 20, 2027 and isn't marked paid.",
      },
    ]);
  });

  it("says nothing about the total to a viewer who may not see it, nor when all is well", () => {
    expect(budgetWarnings([venue], 117, null, "2027-06-01")).toEqual([]);
    expect(budgetWarnings([venue], 117, 900_000, "2027-06-01")).toEqual([]);
    // Exactly at the allocation is not over.
    const exact: MathCategory = { ...venue, allocatedCents: 850_000 };
    expect(budgetWarnings([exact], 117, 850_000, "2027-01-01")).toEqual([]);
  });
});
