import { and, desc, eq, lt, sql } from "drizzle-orm";
import { budgetAccessOf, categoryLevel, type BudgetGrant } from "@shared/rules/budget-access";
import {
  budgetTotals,
  budgetWarnings,
  cashByMonth,
  categoryTotals,
  dueSoon,
  itemTotals,
  todayUtc,
  type MathCategory,
} from "@shared/rules/budget-math";
import {
  BUDGET_LIMITS,
  type BudgetChange,
  type BudgetView,
  type CategoryView,
  type ItemView,
  type PaymentView,
} from "@shared/schemas/budget";
import type { AccessLevel } from "@shared/schemas/collaboration";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { budgetChanges } from "../../db/schema/budgets";
import { loadBudgetGrant } from "./budget-access";
import { readBudgetRows, type BudgetRows, type PaymentRow, type PersonRow } from "./budget-rows";

/**
 * What a viewer sees of the budget (issue #14; docs/decisions/036). The answer is built from the
 * categories the viewer may see and nothing else: a family member limited to some categories gets no
 * total, no guest count, no other category's lines, payments or figures, and no list of people.
 */

export const THE_COUPLE = "The couple";

const nameOf = (people: readonly PersonRow[]) => {
  const byId = new Map(people.map((p) => [p.id, p.name]));
  return (id: string | null) => (id === null ? THE_COUPLE : (byId.get(id) ?? THE_COUPLE));
};

function paymentView(p: PaymentRow, assignee: (id: string | null) => string): PaymentView {
  return {
    id: p.id,
    itemId: p.itemId,
    label: p.label,
    amountCents: p.amountCents,
    dueOn: p.dueOn,
    paidOn: p.paidOn,
    method: p.method,
    paidBy: p.paidBy,
    assigneeContributorId: p.assigneeContributorId,
    assigneeName: assignee(p.assigneeContributorId),
    version: p.version,
  };
}

/** The categories of `rows` the viewer may see, each with its level, lines, payments and figures. */
export function categoryViews(
  rows: BudgetRows,
  grant: BudgetGrant,
): { views: CategoryView[]; math: MathCategory[] } {
  const locked = rows.header?.lockedAt != null;
  const guestCount = rows.header?.guestCount ?? null;
  const assignee = nameOf(rows.people);
  const visible = new Map<string, AccessLevel>();
  for (const c of rows.categories) {
    const level = categoryLevel(grant, c.id, locked);
    if (level) visible.set(c.id, level);
  }
  const paymentsOf = new Map<string, PaymentRow[]>();
  for (const p of rows.payments) {
    const list = paymentsOf.get(p.itemId);
    if (list) list.push(p);
    else paymentsOf.set(p.itemId, [p]);
  }
  const itemsOf = new Map<string, ItemView[]>();
  for (const item of rows.items) {
    if (!visible.has(item.categoryId)) continue;
    const payments = (paymentsOf.get(item.id) ?? []).map((p) => paymentView(p, assignee));
    const totals = itemTotals({ ...item, payments }, guestCount);
    const view: ItemView = {
      id: item.id,
      categoryId: item.categoryId,
      name: item.name,
      vendorName: item.vendorName,
      venueId: item.venueId,
      vendorId: item.vendorId,
      listingPath: item.listingPath,
      pricing: item.pricing,
      estimateCents: item.estimateCents,
      contractCents: item.contractCents,
      ...totals,
      notes: item.notes,
      position: item.position,
      version: item.version,
      payments,
    };
    const list = itemsOf.get(item.categoryId);
    if (list) list.push(view);
    else itemsOf.set(item.categoryId, [view]);
  }
  const views: CategoryView[] = [];
  const math: MathCategory[] = [];
  for (const c of rows.categories) {
    const level = visible.get(c.id);
    if (!level) continue;
    const items = itemsOf.get(c.id) ?? [];
    const m: MathCategory = { id: c.id, name: c.name, allocatedCents: c.allocatedCents, items };
    math.push(m);
    views.push({
      id: c.id,
      name: c.name,
      position: c.position,
      allocatedCents: c.allocatedCents,
      ...categoryTotals(m, guestCount),
      payerContributorId: c.payerContributorId,
      payerName: c.payerContributorId ? assignee(c.payerContributorId) : c.payerNote,
      level,
      version: c.version,
      items,
    });
  }
  return { views, math };
}

/** The whole answer of `GET /api/budget` for the rows and the viewer's grant. */
export function budgetViewOf(rows: BudgetRows, grant: BudgetGrant, today = todayUtc()): BudgetView {
  const locked = rows.header?.lockedAt != null;
  const access = budgetAccessOf(grant, locked);
  const whole = access.mode === "whole";
  const guestCount = rows.header?.guestCount ?? null;
  const { views, math } = categoryViews(rows, grant);
  const totalCents = whole ? (rows.header?.totalCents ?? 0) : null;
  return {
    exists: rows.categories.length > 0,
    guestCount: whole ? guestCount : null,
    weddingDate: rows.weddingDate,
    version: rows.header?.version ?? 0,
    access,
    totals: budgetTotals(math, guestCount, totalCents),
    categories: views,
    dueSoon: dueSoon(math, today),
    cashByMonth: cashByMonth(math, today, rows.weddingDate),
    warnings: budgetWarnings(math, guestCount, totalCents, today),
    people: grant.role === "couple" ? rows.people.map((p) => ({ id: p.id, name: p.name })) : [],
  };
}

export async function readBudgetView(db: Db, scope: CoupleScope, grant?: BudgetGrant): Promise<BudgetView> {
  const [rows, g] = await Promise.all([
    readBudgetRows(db, scope.coupleId),
    grant ? Promise.resolve(grant) : loadBudgetGrant(db, scope),
  ]);
  return budgetViewOf(rows, g);
}

/** One category as the viewer sees it after a write (its lines and payments only). */
export async function readCategoryView(
  db: Db,
  coupleId: string,
  grant: BudgetGrant,
  categoryId: string,
): Promise<CategoryView | null> {
  const rows = await readBudgetRows(db, coupleId, { categoryIds: [categoryId] });
  return categoryViews(rows, grant).views[0] ?? null;
}

// ── history ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The history, newest first, a page at a time. Entries of one transaction share their instant, so a
 * page never ends inside such a group (the group is completed), and `before` compares at the
 * millisecond the cursor carries.
 */
export async function readHistory(
  db: Db,
  coupleId: string,
  before: string | undefined,
): Promise<{ entries: BudgetChange[]; next: string | null }> {
  const ms = sql`date_trunc('milliseconds', ${budgetChanges.createdAt})`;
  const page = BUDGET_LIMITS.historyPage;
  const rows = await db
    .select()
    .from(budgetChanges)
    .where(
      and(eq(budgetChanges.coupleId, coupleId), before ? lt(ms, sql`${before}::timestamptz`) : undefined),
    )
    .orderBy(desc(budgetChanges.createdAt), desc(budgetChanges.id))
    .limit(page + 1);
  let entries = rows.slice(0, page);
  let next: string | null = null;
  if (rows.length > page) {
    const last = entries.at(-1)!.createdAt;
    const lastMs = last.toISOString();
    const ties = await db
      .select()
      .from(budgetChanges)
      .where(and(eq(budgetChanges.coupleId, coupleId), sql`${ms} = ${lastMs}::timestamptz`))
      .orderBy(desc(budgetChanges.createdAt), desc(budgetChanges.id));
    const shown = new Set(entries.map((e) => e.id));
    entries = [...entries, ...ties.filter((t) => !shown.has(t.id))];
    const [older] = await db
      .select({ id: budgetChanges.id })
      .from(budgetChanges)
      .where(and(eq(budgetChanges.coupleId, coupleId), lt(ms, sql`${lastMs}::timestamptz`)))
      .limit(1);
    next = older ? lastMs : null;
  }
  return {
    entries: entries.map((e) => ({
      id: e.id,
      actorName: e.actorName,
      entity: e.entity,
      entityLabel: e.entityLabel,
      action: e.action,
      changes: e.changes,
      createdAt: e.createdAt.toISOString(),
    })),
    next,
  };
}
