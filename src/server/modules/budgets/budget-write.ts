import { count, eq, sql } from "drizzle-orm";
import { defaultCategories } from "@shared/rules/budget-defaults";
import type {
  BudgetHeaderInput,
  BudgetView,
  CategoryInput,
  CategoryPatch,
  CategoryView,
  StartBudget,
} from "@shared/schemas/budget";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { budgetCategories, budgetItems, weddingBudgets } from "../../db/schema/budgets";
import { coupleProfiles } from "../../db/schema/profiles";
import { AppError, invalidFields } from "../../errors";
import {
  categoryNotFound,
  lockCategory,
  needCategoryEdit,
  needContributor,
  needCouple,
  needFreeName,
  needRoomForCategories,
  needVersion,
  needWholeEdit,
  openWrite,
  type WriteCtx,
} from "./budget-guard";
import { fieldChanges, recordBudgetChange } from "./budget-history";
import { readBudgetView, readCategoryView } from "./budget-read";
import { readHeader } from "./budget-rows";
import { refreshAllocations, writeBudgetHeader } from "./budgets.service";

/**
 * The budget's header, lock and categories (issue #14): every write in one transaction with its
 * history entry and, when categories change, the spec's `category_allocations` (refreshAllocations).
 * Lines and payments: budget-lines.ts.
 */

const CATEGORY_FIELDS = ["name", "allocatedCents", "position", "payerContributorId", "payerNote"] as const;

const nameTaken = () => invalidFields({ name: "You have a category with that name already." });

/** Runs `write` in a transaction, turning a race on a category name into the same 400 as the check. */
async function inTransaction<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (err) {
    if (isUniqueViolation(err, "budget_categories_name_idx")) throw nameTaken();
    throw err;
  }
}

/** A new budget from the default categories (shares for the couple's city and guest count). */
export async function startBudget(db: Db, scope: CoupleScope, input: StartBudget): Promise<BudgetView> {
  const grant = await inTransaction(db, async (tx) => {
    const ctx = await openWrite(tx, scope);
    needWholeEdit(ctx);
    const [existing] = await tx
      .select({ n: count() })
      .from(budgetCategories)
      .where(eq(budgetCategories.coupleId, ctx.coupleId));
    if (Number(existing?.n ?? 0) > 0)
      throw new AppError(
        "CONFLICT",
        "You have a budget already: its categories are in the tracker. Change them there.",
        { reason: "already_exists" },
      );
    const [profile] = await tx
      .select({ cityId: coupleProfiles.cityId })
      .from(coupleProfiles)
      .where(eq(coupleProfiles.id, ctx.coupleId));
    await writeBudgetHeader(tx, {
      coupleId: ctx.coupleId,
      actor: ctx.actor,
      totalCents: input.totalCents,
      guestCount: input.guestCount,
    });
    const defaults = defaultCategories(input.totalCents, profile?.cityId ?? null, input.guestCount);
    const rows = await tx
      .insert(budgetCategories)
      .values(
        defaults.map((d, position) => ({
          coupleId: ctx.coupleId,
          name: d.name,
          position,
          allocatedCents: d.allocatedCents,
        })),
      )
      .returning();
    for (const row of rows) await recordCategory(ctx, "create", row.id, row.name, {}, row);
    await refreshAllocations(tx, ctx.coupleId);
    return ctx.grant;
  });
  return readBudgetView(db, scope, grant);
}

export async function saveHeader(db: Db, scope: CoupleScope, input: BudgetHeaderInput): Promise<BudgetView> {
  const grant = await db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    needWholeEdit(ctx);
    await writeBudgetHeader(tx, {
      coupleId: ctx.coupleId,
      actor: ctx.actor,
      totalCents: input.totalCents,
      guestCount: input.guestCount,
      expectedVersion: input.version,
    });
    return ctx.grant;
  });
  return readBudgetView(db, scope, grant);
}

/** Lock or unlock (the couple only): while locked, only the couple changes the budget. */
export async function setLock(
  db: Db,
  scope: CoupleScope,
  locked: boolean,
): Promise<{ locked: boolean; lockedAt: string | null }> {
  return db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    needCouple(ctx, "Only the couple can lock the budget.");
    const before = await readHeader(tx, ctx.coupleId);
    if (!before) await writeBudgetHeader(tx, { coupleId: ctx.coupleId, actor: ctx.actor });
    const wasLocked = before?.lockedAt != null;
    const lockedAt = locked ? (before?.lockedAt ?? new Date()) : null;
    if (wasLocked !== locked) {
      await tx.update(weddingBudgets).set({ lockedAt }).where(eq(weddingBudgets.userId, ctx.coupleId));
      await recordBudgetChange(tx, {
        coupleId: ctx.coupleId,
        actor: ctx.actor,
        entity: "budget",
        entityId: null,
        entityLabel: "Budget",
        action: locked ? "lock" : "unlock",
        changes: [{ field: "locked", before: wasLocked, after: locked }],
      });
    }
    return { locked, lockedAt: lockedAt?.toISOString() ?? null };
  });
}

// ── categories ─────────────────────────────────────────────────────────────────────────────────────

type CategoryFields = Partial<Record<(typeof CATEGORY_FIELDS)[number], string | number | null>>;

async function recordCategory(
  ctx: WriteCtx,
  action: "create" | "update" | "delete",
  id: string,
  label: string,
  before: CategoryFields,
  after: CategoryFields,
  extra: { field: string; before: number | null; after: number | null }[] = [],
) {
  const blank = Object.fromEntries(CATEGORY_FIELDS.map((f) => [f, null])) as CategoryFields;
  await recordBudgetChange(ctx.tx, {
    coupleId: ctx.coupleId,
    actor: ctx.actor,
    entity: "category",
    entityId: id,
    entityLabel: label,
    action,
    changes: [
      ...fieldChanges(
        action === "create" ? blank : before,
        action === "delete" ? blank : after,
        CATEGORY_FIELDS,
      ),
      ...extra,
    ],
  });
}

async function categoryAnswer(db: Db, ctx: WriteCtx, id: string): Promise<CategoryView> {
  const view = await readCategoryView(db, ctx.coupleId, ctx.grant, id);
  if (!view) throw categoryNotFound();
  return view;
}

export async function addCategory(db: Db, scope: CoupleScope, input: CategoryInput): Promise<CategoryView> {
  const { ctx, id } = await inTransaction(db, async (tx) => {
    const ctx = await openWrite(tx, scope);
    needWholeEdit(ctx);
    await needRoomForCategories(ctx, 1);
    await needFreeName(ctx, input.name);
    if (!(await readHeader(tx, ctx.coupleId)))
      await writeBudgetHeader(tx, { coupleId: ctx.coupleId, actor: ctx.actor });
    const [last] = await tx
      .select({ max: sql<number | null>`max(${budgetCategories.position})` })
      .from(budgetCategories)
      .where(eq(budgetCategories.coupleId, ctx.coupleId));
    const [row] = await tx
      .insert(budgetCategories)
      .values({
        coupleId: ctx.coupleId,
        name: input.name,
        allocatedCents: input.allocatedCents,
        position: Number(last?.max ?? -1) + 1,
      })
      .returning();
    await recordCategory(ctx, "create", row!.id, row!.name, {}, row!);
    await refreshAllocations(tx, ctx.coupleId);
    return { ctx, id: row!.id };
  });
  return categoryAnswer(db, ctx, id);
}

export async function patchCategory(
  db: Db,
  scope: CoupleScope,
  id: string,
  patch: CategoryPatch,
): Promise<CategoryView> {
  const ctx = await inTransaction(db, async (tx) => {
    const ctx = await openWrite(tx, scope);
    const before = await lockCategory(ctx, id);
    needCategoryEdit(ctx, id);
    needVersion(before.version, patch.version);
    const { version: _version, ...fields } = patch;
    if (fields.payerContributorId !== undefined || fields.payerNote !== undefined)
      needCouple(ctx, "Only the couple records who pays for a category.");
    if (fields.position !== undefined) needWholeEdit(ctx, categoryNotFound);
    if (fields.name !== undefined) await needFreeName(ctx, fields.name, id);
    await needContributor(ctx, fields.payerContributorId, "payerContributorId");
    const changes = fieldChanges(before, fields, CATEGORY_FIELDS);
    if (changes.length === 0) return ctx;
    await tx
      .update(budgetCategories)
      .set({ ...fields, version: sql`${budgetCategories.version} + 1`, updatedAt: new Date() })
      .where(eq(budgetCategories.id, id));
    await recordCategory(ctx, "update", id, fields.name ?? before.name, before, fields);
    await refreshAllocations(tx, ctx.coupleId);
    return ctx;
  });
  return categoryAnswer(db, ctx, id);
}

/** Deletes a category with its lines and their payments (the couple or a whole-budget editor). */
export async function deleteCategory(
  db: Db,
  scope: CoupleScope,
  id: string,
  version: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    const before = await lockCategory(ctx, id);
    needCategoryEdit(ctx, id);
    needWholeEdit(ctx, categoryNotFound);
    needVersion(before.version, version);
    const [lines] = await tx.select({ n: count() }).from(budgetItems).where(eq(budgetItems.categoryId, id));
    await tx.delete(budgetCategories).where(eq(budgetCategories.id, id));
    await recordCategory(ctx, "delete", id, before.name, before, {}, [
      { field: "lines", before: Number(lines?.n ?? 0), after: null },
    ]);
    await refreshAllocations(tx, ctx.coupleId);
  });
}
