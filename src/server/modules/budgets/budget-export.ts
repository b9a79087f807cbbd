import { itemPricingLabels, paymentMethodLabels, type BudgetView } from "@shared/schemas/budget";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { toCsv } from "../guests/guest-export";
import { readBudgetView } from "./budget-read";

/**
 * The budget as CSV (issue #14): what the viewer may see and nothing more, built from the same view as
 * `GET /api/budget`. One row per category, line and payment (the `Row` column says which), then the
 * sums and (to a viewer who may see it) the total budget. Amounts are plain dollars with two decimals ("1234.56") so a spreadsheet reads them as numbers.
 * The CSV writer is the guest export's: a UTF-8 BOM, and cells a spreadsheet would run as a formula
 * defused with a leading '.
 */

export const BUDGET_CSV_COLUMNS = [
  "Row",
  "Category",
  "Line",
  "Vendor",
  "Pricing",
  "Allocated",
  "Estimate",
  "Contract",
  "Estimated total",
  "Committed total",
  "Paid",
  "Remaining",
  "Payment",
  "Amount",
  "Due on",
  "Paid on",
  "Method",
  "Paid by",
  "Assigned to",
  "Notes",
] as const;
type Column = (typeof BUDGET_CSV_COLUMNS)[number];

/** Integer cents as "1234.56" (exact: no floating point). */
export function dollars(cents: number | null): string {
  if (cents === null) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function budgetCsvRows(view: BudgetView): string[][] {
  const rows: string[][] = [[...BUDGET_CSV_COLUMNS]];
  const push = (cells: Partial<Record<Column, string>>) =>
    rows.push(BUDGET_CSV_COLUMNS.map((c) => cells[c] ?? ""));
  for (const c of view.categories) {
    push({
      Row: "Category",
      Category: c.name,
      Allocated: dollars(c.allocatedCents),
      "Estimated total": dollars(c.estimatedCents),
      "Committed total": dollars(c.committedCents),
      Paid: dollars(c.paidCents),
      Remaining: dollars(c.remainingCents),
      "Paid by": c.payerName,
    });
    for (const i of c.items) {
      push({
        Row: "Line",
        Category: c.name,
        Line: i.name,
        Vendor: i.vendorName,
        Pricing: itemPricingLabels[i.pricing],
        Estimate: dollars(i.estimateCents),
        Contract: dollars(i.contractCents),
        "Estimated total": dollars(i.estimatedTotalCents),
        "Committed total": dollars(i.committedTotalCents),
        Paid: dollars(i.paidCents),
        Notes: i.notes,
      });
      for (const p of i.payments)
        push({
          Row: "Payment",
          Category: c.name,
          Line: i.name,
          Payment: p.label,
          Amount: dollars(p.amountCents),
          "Due on": p.dueOn ?? "",
          "Paid on": p.paidOn ?? "",
          Method: p.method ? paymentMethodLabels[p.method] : "",
          "Paid by": p.paidBy,
          "Assigned to": p.assigneeName,
        });
    }
  }
  const t = view.totals;
  push({
    Row: "Total",
    Allocated: dollars(t.allocatedCents),
    "Estimated total": dollars(t.estimatedCents),
    "Committed total": dollars(t.committedCents),
    Paid: dollars(t.paidCents),
    Remaining: dollars(t.remainingCents),
  });
  // The total budget, only to a viewer who may see it.
  if (t.totalCents !== null) push({ Row: "Total budget", Amount: dollars(t.totalCents) });
  return rows;
}

export async function exportBudgetCsv(db: Db, scope: CoupleScope): Promise<string> {
  return toCsv(budgetCsvRows(await readBudgetView(db, scope)));
}
