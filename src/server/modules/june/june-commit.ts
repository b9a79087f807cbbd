import {
  centsLabel,
  confirmedText,
  profileFieldLabels,
  profileValueLabel,
  type ProfileFieldName,
} from "@shared/rules/june-changes";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type {
  BudgetTotalAction,
  CategoryAllocationAction,
  PendingAction,
  ProfileUpdateAction,
} from "../../providers/ai/types";
import { lockCoupleProfileFields, writeCoupleProfileFields } from "../account/couple-profile.service";
import { openWrite, needWholeEdit } from "../budgets/budget-guard";
import { readHeader } from "../budgets/budget-rows";
import { patchCategory } from "../budgets/budget-write";
import { budgetCategoryAllocations, writeBudgetHeader } from "../budgets/budgets.service";
import { unsaveVenue, venueToSave } from "../saved-venues/saved-venues.service";

/**
 * The confirmed proposals of issue #16 (docs/decisions/042), one commit per kind, each run inside
 * decideAction's transaction (the claim of the decision and the write commit together, or neither).
 * Each re-reads the value the proposal replaces and refuses with 409 `stale` when it changed meanwhile —
 * what the couple confirmed is exactly what is written — then writes through the same writer the pages
 * use: the budget's header writer and the tracker's category writer (both record the budget's history),
 * the profile writer, the saved-venues service. June acts for the couple only (her routes' scope has no
 * area: a contributor never reaches here), so the budget's lock never stops her.
 */

export type IssueSixteenAction = Exclude<PendingAction, { kind: "save_venue" } | { kind: "add_guests" }>;

/** Why the proposal can't be written as confirmed; nothing was written. */
const stale = (message: string) => new AppError("CONFLICT", message, { reason: "stale" });
const askAgain = "Ask me again if you'd still like the change.";

async function commitTotal(tx: Db, scope: CoupleScope, a: BudgetTotalAction): Promise<void> {
  const ctx = await openWrite(tx, scope);
  needWholeEdit(ctx);
  const header = await readHeader(tx, scope.coupleId);
  const current = header?.totalCents ?? null;
  if (current !== a.previousCents)
    throw stale(
      current === null
        ? `Your budget was removed since I suggested this, so I didn't change it. ${askAgain}`
        : `Your total budget changed to ${centsLabel(current)} since I suggested this, so I didn't change it. ${askAgain}`,
    );
  // The version read here: a save landing between this read and the header writer's lock is stale too.
  await writeBudgetHeader(tx, {
    coupleId: scope.coupleId,
    actor: ctx.actor,
    totalCents: a.amountCents,
    ...(header ? { expectedVersion: header.version } : {}),
  });
}

async function commitCategory(tx: Db, scope: CoupleScope, a: CategoryAllocationAction): Promise<void> {
  const category = (await budgetCategoryAllocations(tx, scope.coupleId)).find((c) => c.id === a.categoryId);
  if (!category)
    throw stale(`${a.categoryName} isn't in your budget anymore, so I didn't change anything. ${askAgain}`);
  if (category.allocatedCents !== a.previousCents)
    throw stale(
      `${a.categoryName} changed to ${centsLabel(category.allocatedCents)} since I suggested this, so I didn't change it. ${askAgain}`,
    );
  // The tracker's own category writer (its checks, version, history and the spec's allocations); the
  // version it reads under its lock must be the one whose allocation was just compared.
  await patchCategory(tx, scope, a.categoryId, {
    allocatedCents: a.amountCents,
    version: category.version,
  });
}

const storedValue = (
  p: { weddingDate: string | null; cityId: string | null; guestCount: number | null } | null,
  field: ProfileFieldName,
): string | null => {
  const v = p?.[field] ?? null;
  return v === null ? null : String(v);
};

async function commitProfile(tx: Db, scope: CoupleScope, a: ProfileUpdateAction): Promise<void> {
  const before = await lockCoupleProfileFields(tx, scope.coupleId);
  for (const c of a.changes) {
    const now = storedValue(before, c.field);
    if (now !== c.from)
      throw stale(
        `Your ${profileFieldLabels[c.field]} changed to ${profileValueLabel(c.field, now)} since I suggested this, so I didn't change anything. ${askAgain}`,
      );
  }
  const to = (field: ProfileFieldName) => a.changes.find((c) => c.field === field)?.to;
  const date = to("weddingDate");
  const city = to("cityId");
  const guests = to("guestCount");
  await writeCoupleProfileFields(tx, scope.coupleId, {
    ...(date !== undefined ? { weddingDate: date } : {}),
    ...(city !== undefined ? { cityId: city } : {}),
    ...(guests !== undefined ? { guestCount: Number(guests) } : {}),
  });
  // The budget's guest count follows the profile's (as onboarding does) only while the two agreed: a
  // count the couple set apart in the tracker is theirs to change there.
  if (guests !== undefined) {
    const header = await readHeader(tx, scope.coupleId);
    if (header && header.guestCount === (before?.guestCount ?? null))
      await writeBudgetHeader(tx, {
        coupleId: scope.coupleId,
        actor: { id: scope.viewer.id, name: scope.viewer.name.trim() || scope.viewer.email },
        guestCount: Number(guests),
        expectedVersion: header.version,
      });
  }
}

async function commitRemoveVenue(
  tx: Db,
  scope: CoupleScope,
  a: Extract<PendingAction, { kind: "remove_saved_venue" }>,
): Promise<void> {
  // Among this couple's saves only: a venue they did not save (another couple's) is never touched.
  const venue = await venueToSave(tx, scope.coupleId, a.venueSlug);
  if (!venue?.saved) throw stale(`${a.venueName} isn't in your saved venues anymore.`);
  await unsaveVenue(tx, scope.viewer, venue.id);
}

/** Writes a confirmed issue-#16 proposal for the couple of `scope`; June's reply says exactly what changed. */
export async function commitProposal(
  tx: Db,
  scope: CoupleScope,
  action: IssueSixteenAction,
): Promise<{ content: string }> {
  switch (action.kind) {
    case "set_total_budget":
      await commitTotal(tx, scope, action);
      break;
    case "set_category_allocation":
      await commitCategory(tx, scope, action);
      break;
    case "update_profile":
      await commitProfile(tx, scope, action);
      break;
    case "remove_saved_venue":
      await commitRemoveVenue(tx, scope, action);
      break;
  }
  return { content: confirmedText(action) };
}
