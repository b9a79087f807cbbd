import type { BudgetChangeAction, BudgetChangeEntity, BudgetFieldChange } from "@shared/schemas/budget";
import type { Db } from "../../db/client";
import { budgetChanges } from "../../db/schema/budgets";

export type BudgetActor = { id: string | null; name: string };

export type BudgetChangeEntry = {
  coupleId: string;
  actor: BudgetActor;
  entity: BudgetChangeEntity;
  entityId: string | null;
  entityLabel: string;
  action: BudgetChangeAction;
  changes?: BudgetFieldChange[];
};

/**
 * Records one change of the budget (issue #14: who, what, before → after). Call it with the transaction
 * that makes the change, so the history holds exactly what was committed. An update that changed nothing
 * records nothing.
 */
export async function recordBudgetChange(tx: Db, entry: BudgetChangeEntry): Promise<void> {
  const changes = entry.changes ?? [];
  if (entry.action === "update" && changes.length === 0) return;
  await tx.insert(budgetChanges).values({
    coupleId: entry.coupleId,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    entity: entry.entity,
    entityId: entry.entityId,
    entityLabel: entry.entityLabel,
    action: entry.action,
    changes,
  });
}

type Value = BudgetFieldChange["before"];

/** The fields of `fields` whose value differs between `before` and `after` (undefined counts as null). */
export function fieldChanges<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): BudgetFieldChange[] {
  const out: BudgetFieldChange[] = [];
  for (const field of fields) {
    if (!(field in after)) continue;
    const b = (before[field] ?? null) as Value;
    const a = (after[field] ?? null) as Value;
    if (b !== a) out.push({ field, before: b, after: a });
  }
  return out;
}
