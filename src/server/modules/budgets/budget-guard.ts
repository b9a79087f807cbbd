import { and, count, eq, inArray, ne } from "drizzle-orm";
import { budgetAccessOf, categoryLevel, type BudgetGrant } from "@shared/rules/budget-access";
import { BUDGET_LIMITS } from "@shared/schemas/budget";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { budgetCategories, budgetItems, budgetPayments } from "../../db/schema/budgets";
import { coupleContributors } from "../../db/schema/collaboration";
import { vendors, venues } from "../../db/schema/marketplace";
import { AppError, invalidFields } from "../../errors";
import { loadBudgetGrant } from "./budget-access";
import type { BudgetActor } from "./budget-history";
import { readHeader } from "./budget-rows";

/**
 * The checks every budget write makes, in this order (issue #14): the access rule already said the
 * viewer may edit the couple's budget area; then the lock (a contributor's write while locked: 403
 * `budget_locked`); then the row (another couple's or a missing one: 404); then the viewer's level on
 * its category (not visible or view only: 404, as elsewhere); then the version the client read (409
 * `stale`); then the inputs. Nothing is written before all of them pass.
 */

export const LOCKED_MESSAGE = "The couple has locked the budget; only they can change it.";
export const STALE_MESSAGE =
  "This was changed meanwhile (someone else saved first). Reload to see the latest; nothing was saved.";

export const categoryNotFound = () => new AppError("NOT_FOUND", "Category not found.");
export const itemNotFound = () => new AppError("NOT_FOUND", "Budget line not found.");
export const paymentNotFound = () => new AppError("NOT_FOUND", "Payment not found.");
export const budgetNotFound = () => new AppError("NOT_FOUND", "Budget not found.");
export const stale = () => new AppError("CONFLICT", STALE_MESSAGE, { reason: "stale" });

export type WriteCtx = {
  tx: Db;
  scope: CoupleScope;
  coupleId: string;
  grant: BudgetGrant;
  locked: boolean;
  actor: BudgetActor;
};

/** Opens a write: the grant, the lock (403 for a contributor while locked) and the actor. */
export async function openWrite(tx: Db, scope: CoupleScope): Promise<WriteCtx> {
  const [header, grant] = await Promise.all([readHeader(tx, scope.coupleId), loadBudgetGrant(tx, scope)]);
  const locked = header?.lockedAt != null;
  if (locked && grant.role !== "couple")
    throw new AppError("FORBIDDEN", LOCKED_MESSAGE, { reason: "budget_locked" });
  return {
    tx,
    scope,
    coupleId: scope.coupleId,
    grant,
    locked,
    actor: { id: scope.viewer.id, name: scope.viewer.name.trim() || scope.viewer.email },
  };
}

/** The viewer must be able to edit this category; a category they cannot see, or only view, is 404. */
export function needCategoryEdit(ctx: WriteCtx, categoryId: string): void {
  if (categoryLevel(ctx.grant, categoryId, ctx.locked) !== "edit") throw categoryNotFound();
}

/** Header, categories as a set, scenarios: the couple or a helper editing the whole budget. */
export function needWholeEdit(ctx: WriteCtx, notFound = budgetNotFound): void {
  if (!budgetAccessOf(ctx.grant, ctx.locked).canManageCategories) throw notFound();
}

export function needVersion(current: number, given: number | undefined): void {
  if (given !== undefined && current !== given) throw stale();
}

export function needCouple(ctx: WriteCtx, message: string): void {
  if (ctx.grant.role !== "couple") throw new AppError("FORBIDDEN", message);
}

// ── rows, locked for the write ─────────────────────────────────────────────────────────────────────

export async function lockCategory(ctx: WriteCtx, id: string) {
  const [row] = await ctx.tx
    .select()
    .from(budgetCategories)
    .where(and(eq(budgetCategories.id, id), eq(budgetCategories.coupleId, ctx.coupleId)))
    .for("update");
  if (!row) throw categoryNotFound();
  return row;
}

export async function lockItem(ctx: WriteCtx, id: string) {
  const [row] = await ctx.tx
    .select({ item: budgetItems, categoryName: budgetCategories.name })
    .from(budgetItems)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetItems.categoryId))
    .where(and(eq(budgetItems.id, id), eq(budgetItems.coupleId, ctx.coupleId)))
    .for("update", { of: budgetItems });
  if (!row) throw itemNotFound();
  return row;
}

export async function lockPayment(ctx: WriteCtx, id: string) {
  const [row] = await ctx.tx
    .select({
      payment: budgetPayments,
      itemName: budgetItems.name,
      categoryId: budgetItems.categoryId,
      categoryName: budgetCategories.name,
    })
    .from(budgetPayments)
    .innerJoin(budgetItems, eq(budgetItems.id, budgetPayments.itemId))
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetItems.categoryId))
    .where(and(eq(budgetPayments.id, id), eq(budgetPayments.coupleId, ctx.coupleId)))
    .for("update", { of: budgetPayments });
  if (!row) throw paymentNotFound();
  return row;
}

// ── inputs that name other rows ────────────────────────────────────────────────────────────────────

/** A contributor id must be one of this couple's helpers (invited or active). */
export async function needContributor(
  ctx: WriteCtx,
  id: string | null | undefined,
  field: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await ctx.tx
    .select({ id: coupleContributors.id })
    .from(coupleContributors)
    .where(
      and(
        eq(coupleContributors.id, id),
        eq(coupleContributors.coupleId, ctx.coupleId),
        ne(coupleContributors.status, "revoked"),
      ),
    );
  if (!row) throw invalidFields({ [field]: "Unknown contributor." }, "Unknown contributor.");
}

/** A line links at most one listing, and it must be listed here. */
export async function needListings(
  ctx: WriteCtx,
  venueId: string | null | undefined,
  vendorId: string | null | undefined,
): Promise<void> {
  if (venueId && vendorId)
    throw invalidFields({ vendorId: "Link the line to a venue or a vendor, not both." });
  if (venueId) {
    const [row] = await ctx.tx
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.id, venueId), eq(venues.isPublished, true), eq(venues.isHidden, false)));
    if (!row) throw invalidFields({ venueId: "Unknown venue: pick one listed here." });
  }
  if (vendorId) {
    const [row] = await ctx.tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, vendorId), eq(vendors.isPublished, true), eq(vendors.isHidden, false)));
    if (!row) throw invalidFields({ vendorId: "Unknown vendor: pick one listed here." });
  }
}

const n = (v: number) => v.toLocaleString("en-US");

export async function needRoomForCategories(ctx: WriteCtx, adding: number): Promise<void> {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(budgetCategories)
    .where(eq(budgetCategories.coupleId, ctx.coupleId));
  if (Number(row?.n ?? 0) + adding > BUDGET_LIMITS.categories)
    throw new AppError("VALIDATION", `A budget holds at most ${n(BUDGET_LIMITS.categories)} categories.`);
}

export async function needRoomForItems(ctx: WriteCtx): Promise<void> {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(budgetItems)
    .where(eq(budgetItems.coupleId, ctx.coupleId));
  if (Number(row?.n ?? 0) + 1 > BUDGET_LIMITS.itemsPerBudget)
    throw new AppError("VALIDATION", `A budget holds at most ${n(BUDGET_LIMITS.itemsPerBudget)} lines.`);
}

export async function needRoomForPayments(ctx: WriteCtx, itemId: string): Promise<void> {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(budgetPayments)
    .where(eq(budgetPayments.itemId, itemId));
  if (Number(row?.n ?? 0) + 1 > BUDGET_LIMITS.paymentsPerItem)
    throw new AppError("VALIDATION", `A line holds at most ${n(BUDGET_LIMITS.paymentsPerItem)} payments.`);
}

/** Category names are unique per budget, whatever their case. */
export async function needFreeName(ctx: WriteCtx, name: string, exceptId?: string): Promise<void> {
  const rows = await ctx.tx
    .select({ id: budgetCategories.id, name: budgetCategories.name })
    .from(budgetCategories)
    .where(eq(budgetCategories.coupleId, ctx.coupleId));
  const taken = rows.some((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase());
  if (taken) throw invalidFields({ name: "You have a category with that name already." });
}

/** Ids of `ids` that are categories of this couple (the rest are unknown). */
export async function ownCategoryIds(ctx: WriteCtx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.tx
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.coupleId, ctx.coupleId), inArray(budgetCategories.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
