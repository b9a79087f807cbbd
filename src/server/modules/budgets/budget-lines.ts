import { eq, sql } from "drizzle-orm";
import {
  itemInputSchema,
  paymentInputSchema,
  type ItemInput,
  type ItemPatch,
  type ItemView,
  type PaymentInput,
  type PaymentPatch,
  type PaymentView,
} from "@shared/schemas/budget";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { budgetItems, budgetPayments } from "../../db/schema/budgets";
import { invalidFields } from "../../errors";
import {
  itemNotFound,
  lockCategory,
  lockItem,
  lockPayment,
  needCategoryEdit,
  needContributor,
  needListings,
  needRoomForItems,
  needRoomForPayments,
  needVersion,
  openWrite,
  paymentNotFound,
  type WriteCtx,
} from "./budget-guard";
import { fieldChanges, recordBudgetChange } from "./budget-history";
import { readCategoryView } from "./budget-read";

/**
 * The budget's lines and their payments (issue #14). Each write: one transaction, the checks of
 * budget-guard.ts, the history entry with before → after per field, the version bumped.
 */

const ITEM_FIELDS = [
  "name",
  "vendorName",
  "venueId",
  "vendorId",
  "pricing",
  "estimateCents",
  "contractCents",
  "notes",
  "categoryId",
  "position",
] as const;
const PAYMENT_FIELDS = [
  "label",
  "amountCents",
  "dueOn",
  "paidOn",
  "method",
  "paidBy",
  "assigneeContributorId",
] as const;

type Fields = Record<string, unknown>;
const blank = (fields: readonly string[]): Fields => Object.fromEntries(fields.map((f) => [f, null]));

async function record(
  ctx: WriteCtx,
  entity: "item" | "payment",
  action: "create" | "update" | "delete",
  id: string,
  label: string,
  before: Fields,
  after: Fields,
) {
  const fields = entity === "item" ? ITEM_FIELDS : PAYMENT_FIELDS;
  await recordBudgetChange(ctx.tx, {
    coupleId: ctx.coupleId,
    actor: ctx.actor,
    entity,
    entityId: id,
    entityLabel: label,
    action,
    changes: fieldChanges(
      action === "create" ? blank(fields) : before,
      action === "delete" ? blank(fields) : after,
      fields,
    ),
  });
}

const bump = (t: typeof budgetItems | typeof budgetPayments) => sql`${t.version} + 1`;

async function itemAnswer(db: Db, ctx: WriteCtx, categoryId: string, itemId: string): Promise<ItemView> {
  const view = await readCategoryView(db, ctx.coupleId, ctx.grant, categoryId);
  const item = view?.items.find((i) => i.id === itemId);
  if (!item) throw itemNotFound();
  return item;
}

async function paymentAnswer(db: Db, ctx: WriteCtx, categoryId: string, id: string): Promise<PaymentView> {
  const view = await readCategoryView(db, ctx.coupleId, ctx.grant, categoryId);
  const payment = view?.items.flatMap((i) => i.payments).find((p) => p.id === id);
  if (!payment) throw paymentNotFound();
  return payment;
}

// ── lines ──────────────────────────────────────────────────────────────────────────────────────────

export async function addItem(
  db: Db,
  scope: CoupleScope,
  categoryId: string,
  raw: ItemInput,
): Promise<ItemView> {
  const input = itemInputSchema.parse(raw);
  const { ctx, id } = await db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    const category = await lockCategory(ctx, categoryId);
    needCategoryEdit(ctx, categoryId);
    await needRoomForItems(ctx);
    await needListings(ctx, input.venueId, input.vendorId);
    const [last] = await tx
      .select({ max: sql<number | null>`max(${budgetItems.position})` })
      .from(budgetItems)
      .where(eq(budgetItems.categoryId, categoryId));
    const [row] = await tx
      .insert(budgetItems)
      .values({ ...input, coupleId: ctx.coupleId, categoryId, position: Number(last?.max ?? -1) + 1 })
      .returning();
    await record(ctx, "item", "create", row!.id, `${category.name} › ${row!.name}`, {}, row!);
    return { ctx, id: row!.id };
  });
  return itemAnswer(db, ctx, categoryId, id);
}

export async function patchItem(db: Db, scope: CoupleScope, id: string, patch: ItemPatch): Promise<ItemView> {
  const { ctx, categoryId } = await db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    const { item: before, categoryName } = await lockItem(ctx, id);
    needCategoryEdit(ctx, before.categoryId);
    needVersion(before.version, patch.version);
    const { version: _version, ...fields } = patch;
    let label = `${categoryName} › ${fields.name ?? before.name}`;
    if (fields.categoryId !== undefined && fields.categoryId !== before.categoryId) {
      // Moving the line: the viewer must be able to edit the category it goes to as well.
      const target = await lockCategory(ctx, fields.categoryId);
      needCategoryEdit(ctx, target.id);
      label = `${target.name} › ${fields.name ?? before.name}`;
    }
    // The link as it will be: at most one listing; a newly named one must be listed here.
    const venueId = fields.venueId !== undefined ? fields.venueId : before.venueId;
    const vendorId = fields.vendorId !== undefined ? fields.vendorId : before.vendorId;
    if (venueId && vendorId)
      throw invalidFields({ vendorId: "Link the line to a venue or a vendor, not both." });
    await needListings(ctx, fields.venueId, fields.vendorId);
    const changes = fieldChanges(before, fields, ITEM_FIELDS);
    if (changes.length > 0) {
      await tx
        .update(budgetItems)
        .set({ ...fields, version: bump(budgetItems), updatedAt: new Date() })
        .where(eq(budgetItems.id, id));
      await record(ctx, "item", "update", id, label, before, fields);
    }
    return { ctx, categoryId: fields.categoryId ?? before.categoryId };
  });
  return itemAnswer(db, ctx, categoryId, id);
}

export async function deleteItem(
  db: Db,
  scope: CoupleScope,
  id: string,
  version: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    const { item: before, categoryName } = await lockItem(ctx, id);
    needCategoryEdit(ctx, before.categoryId);
    needVersion(before.version, version);
    await tx.delete(budgetItems).where(eq(budgetItems.id, id));
    await record(ctx, "item", "delete", id, `${categoryName} › ${before.name}`, before, {});
  });
}

// ── payments ───────────────────────────────────────────────────────────────────────────────────────

export async function addPayment(
  db: Db,
  scope: CoupleScope,
  itemId: string,
  raw: PaymentInput,
): Promise<PaymentView> {
  const input = paymentInputSchema.parse(raw);
  const { ctx, id, categoryId } = await db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    const { item, categoryName } = await lockItem(ctx, itemId);
    needCategoryEdit(ctx, item.categoryId);
    await needRoomForPayments(ctx, itemId);
    await needContributor(ctx, input.assigneeContributorId, "assigneeContributorId");
    const [row] = await tx
      .insert(budgetPayments)
      .values({ ...input, coupleId: ctx.coupleId, itemId })
      .returning();
    await record(
      ctx,
      "payment",
      "create",
      row!.id,
      `${categoryName} › ${item.name} › ${row!.label}`,
      {},
      row!,
    );
    return { ctx, id: row!.id, categoryId: item.categoryId };
  });
  return paymentAnswer(db, ctx, categoryId, id);
}

export async function patchPayment(
  db: Db,
  scope: CoupleScope,
  id: string,
  patch: PaymentPatch,
): Promise<PaymentView> {
  const { ctx, categoryId } = await db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    const { payment: before, itemName, categoryId, categoryName } = await lockPayment(ctx, id);
    needCategoryEdit(ctx, categoryId);
    needVersion(before.version, patch.version);
    const { version: _version, ...fields } = patch;
    await needContributor(ctx, fields.assigneeContributorId, "assigneeContributorId");
    // A new due date is a new reminder: the marks of the old one no longer apply.
    const moved = fields.dueOn !== undefined && fields.dueOn !== before.dueOn;
    const changes = fieldChanges(before, fields, PAYMENT_FIELDS);
    if (changes.length > 0) {
      await tx
        .update(budgetPayments)
        .set({
          ...fields,
          ...(moved ? { reminderWeekSentAt: null, reminderDueSentAt: null } : {}),
          version: bump(budgetPayments),
          updatedAt: new Date(),
        })
        .where(eq(budgetPayments.id, id));
      const label = `${categoryName} › ${itemName} › ${fields.label ?? before.label}`;
      await record(ctx, "payment", "update", id, label, before, fields);
    }
    return { ctx, categoryId };
  });
  return paymentAnswer(db, ctx, categoryId, id);
}

export async function deletePayment(
  db: Db,
  scope: CoupleScope,
  id: string,
  version: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    const { payment: before, itemName, categoryId, categoryName } = await lockPayment(ctx, id);
    needCategoryEdit(ctx, categoryId);
    needVersion(before.version, version);
    await tx.delete(budgetPayments).where(eq(budgetPayments.id, id));
    await record(ctx, "payment", "delete", id, `${categoryName} › ${itemName} › ${before.label}`, before, {});
  });
}
