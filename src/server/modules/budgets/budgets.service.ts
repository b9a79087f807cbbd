import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { budgetCategories, weddingBudgets } from "../../db/schema/budgets";
import { AppError } from "../../errors";
import { fieldChanges, recordBudgetChange, type BudgetActor } from "./budget-history";
import { budgetViewOf } from "./budget-read";
import { readBudgetRows, readHeader } from "./budget-rows";

/**
 * The couple's wedding budget (issue #14; docs/decisions/036). `coupleId` always comes from the caller's
 * access scope. This file is the face other modules use (June's tools and intake, onboarding, the
 * dashboard); the tracker's own reads and writes live beside it.
 */

/** June's view of the budget: the spec's fields (whole USD), with allocations from the categories. */
export async function budgetOf(
  db: Db,
  coupleId: string,
): Promise<{
  totalBudget: number;
  guestCount: number | null;
  categoryAllocations: Record<string, unknown>;
} | null> {
  const [b] = await db
    .select({
      totalBudget: weddingBudgets.totalBudget,
      guestCount: weddingBudgets.guestCount,
      categoryAllocations: weddingBudgets.categoryAllocations,
    })
    .from(weddingBudgets)
    .where(eq(weddingBudgets.userId, coupleId));
  return b ?? null;
}

/** The budget's total in integer cents (June's write proposals, issue #16); null without a budget. */
export async function budgetTotalCents(db: Db, coupleId: string): Promise<number | null> {
  return (await readHeader(db, coupleId))?.totalCents ?? null;
}

/** The tracker's categories in its order with their allocations in cents (June's proposals, issue #16). */
export async function budgetCategoryAllocations(
  db: Db,
  coupleId: string,
): Promise<{ id: string; name: string; allocatedCents: number; version: number }[]> {
  return db
    .select({
      id: budgetCategories.id,
      name: budgetCategories.name,
      allocatedCents: budgetCategories.allocatedCents,
      version: budgetCategories.version,
    })
    .from(budgetCategories)
    .where(eq(budgetCategories.coupleId, coupleId))
    .orderBy(budgetCategories.position, budgetCategories.id);
}

export type BudgetHeaderWrite = {
  coupleId: string;
  actor: BudgetActor;
  /** Omitted: left as it is (a new budget starts at 0). */
  totalCents?: number;
  /** Omitted: left as it is; null clears it. */
  guestCount?: number | null;
  /** The version the writer read; a different current version answers 409 reason "stale". */
  expectedVersion?: number;
  /** Write only when the couple has a budget already (June's intake without a total). */
  onlyIfExists?: boolean;
};

/** Whole USD for the spec's `total_budget`: cents rounded half up. */
export const wholeDollars = (cents: number) => Math.round(cents / 100);

const STALE = "The budget was changed meanwhile (someone else saved first). Reload to see the latest.";

/**
 * Writes the budget's header (total, guest count) — the one writer of `wedding_budgets`' total, used by
 * the tracker, onboarding and June's intake — keeping the spec's `total_budget` equal to `total_cents`,
 * bumping the version and recording the change in the history. Pass the caller's transaction.
 */
export async function writeBudgetHeader(tx: Db, w: BudgetHeaderWrite): Promise<{ version: number }> {
  const [current] = await tx
    .select({
      totalCents: weddingBudgets.totalCents,
      guestCount: weddingBudgets.guestCount,
      version: weddingBudgets.version,
    })
    .from(weddingBudgets)
    .where(eq(weddingBudgets.userId, w.coupleId))
    .for("update");
  if (w.expectedVersion !== undefined && current && current.version !== w.expectedVersion)
    throw new AppError("CONFLICT", STALE, { reason: "stale" });
  if (!current && w.onlyIfExists) return { version: 0 };
  const next = {
    totalCents: w.totalCents ?? current?.totalCents ?? 0,
    guestCount: w.guestCount !== undefined ? w.guestCount : (current?.guestCount ?? null),
  };
  const now = new Date();
  const [row] = await tx
    .insert(weddingBudgets)
    .values({
      userId: w.coupleId,
      totalCents: next.totalCents,
      totalBudget: wholeDollars(next.totalCents),
      guestCount: next.guestCount,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: weddingBudgets.userId,
      set: {
        totalCents: next.totalCents,
        totalBudget: wholeDollars(next.totalCents),
        guestCount: next.guestCount,
        version: sql`${weddingBudgets.version} + 1`,
        updatedAt: now,
      },
    })
    .returning({ version: weddingBudgets.version });
  await recordBudgetChange(tx, {
    coupleId: w.coupleId,
    actor: w.actor,
    entity: "budget",
    entityId: null,
    entityLabel: "Budget",
    action: current ? "update" : "create",
    changes: fieldChanges(current ?? { totalCents: null, guestCount: null }, next, [
      "totalCents",
      "guestCount",
    ]),
  });
  return { version: row!.version };
}

/**
 * Rewrites the spec's `category_allocations` (category name → whole USD) from `budget_categories`, in
 * the caller's transaction, after any change to the categories (June reads it).
 */
export async function refreshAllocations(tx: Db, coupleId: string): Promise<void> {
  const rows = await tx
    .select({ name: budgetCategories.name, cents: budgetCategories.allocatedCents })
    .from(budgetCategories)
    .where(eq(budgetCategories.coupleId, coupleId))
    .orderBy(budgetCategories.position);
  const allocations = Object.fromEntries(rows.map((r) => [r.name, wholeDollars(r.cents)]));
  await tx
    .update(weddingBudgets)
    .set({ categoryAllocations: allocations })
    .where(eq(weddingBudgets.userId, coupleId));
}

/**
 * The budget at a glance (issue #14, the couple's dashboard): total, allocated, committed (contracts, or
 * estimates where there is none yet; a per-guest line is its price × the budget's guest count), paid,
 * and the next unpaid payment with a due date (overdue ones first). Two queries; null without a budget.
 * `coupleId` comes from the caller's access scope.
 */
export async function budgetGlance(
  db: Db,
  coupleId: string,
): Promise<{
  totalCents: number;
  allocatedCents: number;
  committedCents: number;
  paidCents: number;
  nextPayment: { label: string; itemName: string; amountCents: number; dueOn: string } | null;
} | null> {
  // The tracker's own rows and maths (budget-math via budgetViewOf), so the dashboard can never disagree
  // with the tracker about what is committed or paid.
  const rows = await readBudgetRows(db, coupleId);
  if (!rows.header) return null;
  const { totals } = budgetViewOf(rows, { role: "couple" });
  // Payments arrive ordered by due date, then creation (budget-rows.ts): the first unpaid dated one is next.
  const next = rows.payments.find((p) => p.paidOn === null && p.dueOn !== null);
  const itemName = new Map(rows.items.map((i) => [i.id, i.name]));
  return {
    totalCents: rows.header.totalCents,
    allocatedCents: totals.allocatedCents,
    committedCents: totals.committedCents,
    paidCents: totals.paidCents,
    nextPayment: next
      ? {
          label: next.label,
          itemName: itemName.get(next.itemId) ?? "",
          amountCents: next.amountCents,
          dueOn: next.dueOn!,
        }
      : null,
  };
}

/** Cents as USD to the cent, for June's tools (which speak dollars). */
const usd = (cents: number) => cents / 100;

/**
 * June's view of the tracker (issue #14): committed, paid, still due, and the payments due soon — facts
 * from the database only, the couple's whole budget. Null before the tracker is started (no category).
 */
export async function budgetTrackerFacts(
  db: Db,
  coupleId: string,
  dueSoonLimit: number,
): Promise<{
  committed: number;
  paid: number;
  due: number;
  dueSoon: {
    label: string;
    item: string;
    category: string;
    amount: number;
    dueOn: string;
    overdue: boolean;
  }[];
} | null> {
  const rows = await readBudgetRows(db, coupleId);
  if (rows.categories.length === 0) return null;
  const view = budgetViewOf(rows, { role: "couple" });
  const categoryName = new Map(view.categories.map((c) => [c.id, c.name]));
  return {
    committed: usd(view.totals.committedCents),
    paid: usd(view.totals.paidCents),
    due: usd(view.totals.dueCents),
    dueSoon: view.dueSoon.slice(0, dueSoonLimit).map((d) => ({
      label: d.label,
      item: d.itemName,
      category: categoryName.get(d.categoryId) ?? "",
      amount: usd(d.amountCents),
      dueOn: d.dueOn,
      overdue: d.overdue,
    })),
  };
}
