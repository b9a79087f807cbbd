import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { needWholeEdit, openWrite } from "./budget-guard";
import { readHeader } from "./budget-rows";
import { patchCategory } from "./budget-write";
import { budgetCategoryAllocations, writeBudgetHeader } from "./budgets.service";

/**
 * The budget writes June's confirmed proposals make (issue #16; docs/decisions/042), in the caller's
 * transaction, each only while the value the proposal replaces is still there — else nothing is written
 * and the current value is answered, for June to say what changed. They go through the tracker's own
 * checks and writers (its history entries included), as the couple.
 */

export type IfUnchanged = { written: true } | { written: false; current: number | null };

/** The total, while it is still `expectedCents` (null: no budget yet; the header writer then starts one). */
export async function setTotalIfUnchanged(
  tx: Db,
  scope: CoupleScope,
  expectedCents: number | null,
  totalCents: number,
): Promise<IfUnchanged> {
  const ctx = await openWrite(tx, scope);
  needWholeEdit(ctx);
  const header = await readHeader(tx, scope.coupleId);
  const current = header?.totalCents ?? null;
  if (current !== expectedCents) return { written: false, current };
  // The version read here: a save landing between this read and the header writer's lock is stale too.
  await writeBudgetHeader(tx, {
    coupleId: scope.coupleId,
    actor: ctx.actor,
    totalCents,
    ...(header ? { expectedVersion: header.version } : {}),
  });
  return { written: true };
}

/** A category's allocation, while it is still `expectedCents` (current null: the category is gone). */
export async function setAllocationIfUnchanged(
  tx: Db,
  scope: CoupleScope,
  categoryId: string,
  expectedCents: number,
  allocatedCents: number,
): Promise<IfUnchanged> {
  const category = (await budgetCategoryAllocations(tx, scope.coupleId)).find((c) => c.id === categoryId);
  if (!category) return { written: false, current: null };
  if (category.allocatedCents !== expectedCents) return { written: false, current: category.allocatedCents };
  // The tracker's category writer (nested transaction = savepoint); the version it checks under its lock
  // is the one whose allocation was just compared.
  await patchCategory(tx, scope, categoryId, { allocatedCents, version: category.version });
  return { written: true };
}

/**
 * The budget's guest count follows a new profile guest count only while the two agreed (onboarding
 * writes both): a count the couple set apart in the tracker is theirs to change there.
 */
export async function followProfileGuestCount(
  tx: Db,
  scope: CoupleScope,
  before: number | null,
  after: number,
): Promise<void> {
  const header = await readHeader(tx, scope.coupleId);
  if (!header || header.guestCount !== before) return;
  const ctx = await openWrite(tx, scope);
  await writeBudgetHeader(tx, {
    coupleId: scope.coupleId,
    actor: ctx.actor,
    guestCount: after,
    expectedVersion: header.version,
  });
}
