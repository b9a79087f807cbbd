import {
  BUDGET_LIMITS,
  type BudgetTotals,
  type BudgetWarning,
  type DueSoon,
  type ItemPricing,
} from "../schemas/budget";

/**
 * The budget's arithmetic (issue #14; docs/decisions/036). Pure and in integer cents: the server builds
 * every answer with it from the rows the viewer may see, and the tests check it to the cent.
 *
 * - A line's estimate (and contract) is its cost for a fixed line, a price per guest for a per-guest
 *   line (then × the budget's guest count; no guest count counts as 0 guests).
 * - "Committed" is what a line will cost: its contract once signed, its estimate before.
 * - Due = committed − paid: what is still to pay.
 * Dates are "YYYY-MM-DD" strings (calendar days, compared as text); `today` is given by the caller.
 */

export type MathPayment = {
  id: string;
  itemId: string;
  label: string;
  amountCents: number;
  dueOn: string | null;
  paidOn: string | null;
  assigneeName: string;
};
export type MathItem = {
  id: string;
  categoryId: string;
  name: string;
  pricing: ItemPricing;
  estimateCents: number;
  contractCents: number | null;
  payments: readonly MathPayment[];
};
export type MathCategory = {
  id: string;
  name: string;
  allocatedCents: number;
  items: readonly MathItem[];
};

export type ItemTotals = {
  estimatedTotalCents: number;
  committedTotalCents: number | null;
  paidCents: number;
};
export type CategoryTotals = {
  estimatedCents: number;
  committedCents: number;
  paidCents: number;
  remainingCents: number;
};

const guestsOf = (guestCount: number | null) => Math.max(0, guestCount ?? 0);

/** A line's cost from an amount: the amount itself (fixed) or the amount per guest × guests. */
export function lineCost(pricing: ItemPricing, amountCents: number, guestCount: number | null): number {
  return pricing === "per_guest" ? amountCents * guestsOf(guestCount) : amountCents;
}

/** Paid payments only (`paidOn` set). */
export function paidOf(payments: readonly Pick<MathPayment, "amountCents" | "paidOn">[]): number {
  let sum = 0;
  for (const p of payments) if (p.paidOn !== null) sum += p.amountCents;
  return sum;
}

export function itemTotals(item: MathItem, guestCount: number | null): ItemTotals {
  return {
    estimatedTotalCents: lineCost(item.pricing, item.estimateCents, guestCount),
    committedTotalCents:
      item.contractCents === null ? null : lineCost(item.pricing, item.contractCents, guestCount),
    paidCents: paidOf(item.payments),
  };
}

/** What the line will cost: its contract, else its estimate. */
export function committedOf(item: MathItem, guestCount: number | null): number {
  const t = itemTotals(item, guestCount);
  return t.committedTotalCents ?? t.estimatedTotalCents;
}

export function categoryTotals(category: MathCategory, guestCount: number | null): CategoryTotals {
  let estimatedCents = 0;
  let committedCents = 0;
  let paidCents = 0;
  for (const item of category.items) {
    const t = itemTotals(item, guestCount);
    estimatedCents += t.estimatedTotalCents;
    committedCents += t.committedTotalCents ?? t.estimatedTotalCents;
    paidCents += t.paidCents;
  }
  return {
    estimatedCents,
    committedCents,
    paidCents,
    remainingCents: category.allocatedCents - committedCents,
  };
}

/**
 * The budget's totals over `categories`. `totalCents` null (a viewer who sees only some categories)
 * leaves `remainingCents` null too.
 */
export function budgetTotals(
  categories: readonly MathCategory[],
  guestCount: number | null,
  totalCents: number | null,
): BudgetTotals {
  let allocatedCents = 0;
  let estimatedCents = 0;
  let committedCents = 0;
  let paidCents = 0;
  for (const c of categories) {
    const t = categoryTotals(c, guestCount);
    allocatedCents += c.allocatedCents;
    estimatedCents += t.estimatedCents;
    committedCents += t.committedCents;
    paidCents += t.paidCents;
  }
  return {
    totalCents,
    allocatedCents,
    estimatedCents,
    committedCents,
    paidCents,
    dueCents: committedCents - paidCents,
    remainingCents: totalCents === null ? null : totalCents - committedCents,
  };
}

// ── dates ──────────────────────────────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "YYYY-MM-DD" + n days (calendar arithmetic in UTC). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "2027-05-01" → "May 1, 2027" (fixed words, whatever the machine's locale). */
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** Today's calendar date in UTC, "YYYY-MM-DD". */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

// ── payments due ───────────────────────────────────────────────────────────────────────────────────

type PaymentOf = { payment: MathPayment; item: MathItem; category: MathCategory };

function unpaidDated(categories: readonly MathCategory[]): PaymentOf[] {
  const out: PaymentOf[] = [];
  for (const category of categories)
    for (const item of category.items)
      for (const payment of item.payments)
        if (payment.paidOn === null && payment.dueOn !== null) out.push({ payment, item, category });
  return out;
}

/** Plain code-unit order: dates and ids sort right, and it is far cheaper than localeCompare. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byDue = (a: PaymentOf, b: PaymentOf) =>
  cmp(a.payment.dueOn!, b.payment.dueOn!) ||
  cmp(a.category.name, b.category.name) ||
  cmp(a.item.name, b.item.name) ||
  cmp(a.payment.label, b.payment.label) ||
  cmp(a.payment.id, b.payment.id);

/**
 * Unpaid payments due within `days` days of `today` (inclusive) or already overdue, soonest first.
 * A payment without a due date is never "due soon".
 */
export function dueSoon(
  categories: readonly MathCategory[],
  today: string,
  days: number = BUDGET_LIMITS.dueSoonDays,
): DueSoon[] {
  const until = addDays(today, days);
  return unpaidDated(categories)
    .filter((p) => p.payment.dueOn! <= until)
    .sort(byDue)
    .map(({ payment, item, category }) => ({
      paymentId: payment.id,
      itemId: item.id,
      categoryId: category.id,
      label: payment.label,
      itemName: item.name,
      amountCents: payment.amountCents,
      dueOn: payment.dueOn!,
      overdue: payment.dueOn! < today,
      assigneeName: payment.assigneeName,
    }));
}

/**
 * Cash still to pay per calendar month ("YYYY-MM"), from this month to the wedding's month, from the
 * unpaid payments' due dates. Overdue payments count in this month (they are to pay now); a payment due
 * after the wedding extends the months to its own; payments without a due date are not placed. Without
 * a wedding date the months run to the last due payment. Months with nothing due are listed with 0, so
 * a chart has an even axis.
 */
export function cashByMonth(
  categories: readonly MathCategory[],
  today: string,
  weddingDate: string | null,
): { month: string; dueCents: number }[] {
  const current = today.slice(0, 7);
  const sums = new Map<string, number>();
  let last = weddingDate && weddingDate.slice(0, 7) >= current ? weddingDate.slice(0, 7) : current;
  const payments = unpaidDated(categories);
  for (const { payment } of payments) {
    const month = payment.dueOn!.slice(0, 7) < current ? current : payment.dueOn!.slice(0, 7);
    sums.set(month, (sums.get(month) ?? 0) + payment.amountCents);
    if (month > last) last = month;
  }
  if (payments.length === 0 && !weddingDate) return [];
  const out: { month: string; dueCents: number }[] = [];
  let [y, m] = current.split("-").map(Number) as [number, number];
  for (let guard = 0; guard < 600; guard++) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    out.push({ month, dueCents: sums.get(month) ?? 0 });
    if (month >= last) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

// ── warnings ───────────────────────────────────────────────────────────────────────────────────────

/**
 * What the couple should look at: a category costing more than its allocation, costs above the total,
 * allocations above the total, and each unpaid payment past its due date. The total's warnings need the
 * total (`totalCents` null: not the viewer's to see, so not warned about).
 */
export function budgetWarnings(
  categories: readonly MathCategory[],
  guestCount: number | null,
  totalCents: number | null,
  today: string,
): BudgetWarning[] {
  const out: BudgetWarning[] = [];
  for (const c of categories) {
    const t = categoryTotals(c, guestCount);
    if (t.remainingCents < 0)
      out.push({
        kind: "category_over",
        id: c.id,
        message: `${c.name} is over its allocation: its costs are above what you set aside for it.`,
      });
  }
  if (totalCents !== null) {
    const totals = budgetTotals(categories, guestCount, totalCents);
    if (totals.committedCents > totalCents)
      out.push({
        kind: "total_over",
        id: null,
        message: "Your costs add up to more than your total budget.",
      });
    if (totals.allocatedCents > totalCents)
      out.push({
        kind: "allocation_over_total",
        id: null,
        message: "Your categories are allocated more than your total budget.",
      });
  }
  for (const { payment, item, category } of unpaidDated(categories).sort(byDue))
    if (payment.dueOn! < today)
      out.push({
        kind: "payment_overdue",
        id: payment.id,
        message: `${payment.label} for ${item.name} (${category.name}) was due on ${longDate(payment.dueOn!)} and isn't marked paid.`,
      });
  return out;
}
