import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { budgetCategories, weddingBudgets } from "../../db/schema/budgets";
import { AppError } from "../../errors";
import { fieldChanges, recordBudgetChange, type BudgetActor } from "./budget-history";

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
  const [sums, next] = await Promise.all([
    db.execute(sql`
      select b.total_cents,
        (select coalesce(sum(c.allocated_cents), 0) from budget_categories c where c.couple_id = b.user_id)
          as allocated,
        (select coalesce(sum(coalesce(i.contract_cents, i.estimate_cents)
                  * case when i.pricing = 'per_guest' then coalesce(b.guest_count, 0) else 1 end), 0)
           from budget_items i where i.couple_id = b.user_id) as committed,
        (select coalesce(sum(p.amount_cents), 0) from budget_payments p
           where p.couple_id = b.user_id and p.paid_on is not null) as paid
      from wedding_budgets b
      where b.user_id = ${coupleId}`),
    db.execute(sql`
      select p.label, i.name as item_name, p.amount_cents, p.due_on::text as due_on
      from budget_payments p
      join budget_items i on i.id = p.item_id
      where p.couple_id = ${coupleId} and p.paid_on is null and p.due_on is not null
      order by p.due_on, p.created_at, p.id
      limit 1`),
  ]);
  const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
  type Sums = {
    total_cents: number | string;
    allocated: number | string;
    committed: number | string;
    paid: number | string;
  };
  type Next = { label: string; item_name: string; amount_cents: number | string; due_on: string };
  const s = rowsOf<Sums>(sums)[0];
  if (!s) return null;
  const n = rowsOf<Next>(next)[0];
  return {
    totalCents: Number(s.total_cents),
    allocatedCents: Number(s.allocated),
    committedCents: Number(s.committed),
    paidCents: Number(s.paid),
    nextPayment: n
      ? { label: n.label, itemName: n.item_name, amountCents: Number(n.amount_cents), dueOn: n.due_on }
      : null,
  };
}
