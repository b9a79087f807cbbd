import { eq, sql } from "drizzle-orm";
import { budgetAccessOf, type BudgetGrant } from "@shared/rules/budget-access";
import { budgetTotals, committedOf, type MathCategory, type MathItem } from "@shared/rules/budget-math";
import type { BudgetView, ScenarioApply, ScenarioInput, ScenarioResult } from "@shared/schemas/budget";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { budgetItems } from "../../db/schema/budgets";
import { AppError } from "../../errors";
import { loadBudgetGrant } from "./budget-access";
import { budgetNotFound, itemNotFound, needVersion, needWholeEdit, openWrite, stale } from "./budget-guard";
import { fieldChanges, recordBudgetChange } from "./budget-history";
import { categoryViews, readBudgetView } from "./budget-read";
import { readBudgetRows, readHeader } from "./budget-rows";
import { writeBudgetHeader } from "./budgets.service";

/**
 * "What if we invite 90 instead of 120?" (issue #14): a scenario changes the guest count and/or lines'
 * prices and shows every line whose cost changes and the totals before and after, writing nothing.
 * Applying it sends the versions the preview was computed from and writes it in one transaction.
 *
 * A price replaces the line's current price: its contract when one is signed (that is what the line
 * costs), else its estimate. For a per-guest line it is the price per guest.
 */

type Priced = { item: MathItem; field: "contractCents" | "estimateCents"; price: number };

function priceField(item: MathItem): "contractCents" | "estimateCents" {
  return item.contractCents === null ? "estimateCents" : "contractCents";
}

/** The scenario on the viewer's categories (the whole budget: previews need the total and guests). */
function computeScenario(
  categories: readonly MathCategory[],
  guestCount: number | null,
  totalCents: number,
  input: ScenarioInput,
): { result: ScenarioResult; priced: Priced[] } {
  const items = new Map(categories.flatMap((c) => c.items.map((i) => [i.id, i] as const)));
  const priced: Priced[] = [];
  for (const [id, price] of Object.entries(input.prices ?? {})) {
    const item = items.get(id);
    if (!item) throw itemNotFound();
    priced.push({ item, field: priceField(item), price });
  }
  const newPrice = new Map(priced.map((p) => [p.item.id, p]));
  const guestsAfter = input.guestCount !== undefined ? input.guestCount : guestCount;
  const after: MathCategory[] = categories.map((c) => ({
    ...c,
    items: c.items.map((i) => {
      const p = newPrice.get(i.id);
      return p ? { ...i, [p.field]: p.price } : i;
    }),
  }));
  const lines: ScenarioResult["lines"] = [];
  categories.forEach((c, ci) =>
    c.items.forEach((item, ii) => {
      const beforeCents = committedOf(item, guestCount);
      const afterCents = committedOf(after[ci]!.items[ii]!, guestsAfter);
      if (beforeCents !== afterCents)
        lines.push({
          itemId: item.id,
          categoryId: c.id,
          name: item.name,
          pricing: item.pricing,
          beforeCents,
          afterCents,
        });
    }),
  );
  return {
    result: {
      guestCountBefore: guestCount,
      guestCountAfter: guestsAfter,
      lines,
      before: budgetTotals(categories, guestCount, totalCents),
      after: budgetTotals(after, guestsAfter, totalCents),
    },
    priced,
  };
}

function needWholeView(grant: BudgetGrant, locked: boolean) {
  if (budgetAccessOf(grant, locked).mode !== "whole") throw budgetNotFound();
}

/** The preview: reads, computes, writes nothing. */
export async function previewScenario(
  db: Db,
  scope: CoupleScope,
  input: ScenarioInput,
): Promise<ScenarioResult> {
  const [rows, grant] = await Promise.all([readBudgetRows(db, scope.coupleId), loadBudgetGrant(db, scope)]);
  needWholeView(grant, rows.header?.lockedAt != null);
  const { math } = categoryViews(rows, grant);
  return computeScenario(math, rows.header?.guestCount ?? null, rows.header?.totalCents ?? 0, input).result;
}

/** Applies a scenario: versions checked (409 stale, nothing written), one transaction, each change in the history. */
export async function applyScenario(db: Db, scope: CoupleScope, input: ScenarioApply): Promise<BudgetView> {
  const grant = await db.transaction(async (tx) => {
    const ctx = await openWrite(tx, scope);
    needWholeEdit(ctx);
    const header = await readHeader(tx, ctx.coupleId);
    if (!header) throw stale();
    needVersion(header.version, input.budgetVersion);
    // Lock the lines being repriced, then read the budget as it stands inside the transaction.
    const ids = Object.keys(input.prices ?? {});
    for (const id of ids) {
      const given = input.itemVersions[id];
      if (given === undefined)
        throw new AppError("VALIDATION", "Send the version of every line the scenario reprices.", {
          fields: { itemVersions: "Send the version of every line the scenario reprices." },
        });
    }
    if (ids.length > 0)
      await tx.execute(
        sql`select 1 from ${budgetItems} where ${budgetItems.coupleId} = ${ctx.coupleId} and ${budgetItems.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) for update`,
      );
    const rows = await readBudgetRows(tx, ctx.coupleId);
    const versionOf = new Map(rows.items.map((i) => [i.id, i.version]));
    const nameOf = new Map(rows.categories.map((c) => [c.id, c.name]));
    for (const id of ids) {
      if (!versionOf.has(id)) throw itemNotFound();
      needVersion(versionOf.get(id)!, input.itemVersions[id]);
    }
    const { math } = categoryViews(rows, ctx.grant);
    const { priced } = computeScenario(math, header.guestCount, header.totalCents, input);
    if (input.guestCount !== undefined && input.guestCount !== header.guestCount)
      await writeBudgetHeader(tx, {
        coupleId: ctx.coupleId,
        actor: ctx.actor,
        guestCount: input.guestCount,
        expectedVersion: input.budgetVersion,
      });
    for (const { item, field, price } of priced) {
      const changes = fieldChanges(item, { [field]: price }, [field]);
      if (changes.length === 0) continue;
      await tx
        .update(budgetItems)
        .set({ [field]: price, version: sql`${budgetItems.version} + 1`, updatedAt: new Date() })
        .where(eq(budgetItems.id, item.id));
      await recordBudgetChange(tx, {
        coupleId: ctx.coupleId,
        actor: ctx.actor,
        entity: "item",
        entityId: item.id,
        entityLabel: `${nameOf.get(item.categoryId) ?? ""} › ${item.name}`,
        action: "update",
        changes,
      });
    }
    return ctx.grant;
  });
  return readBudgetView(db, scope, grant);
}
