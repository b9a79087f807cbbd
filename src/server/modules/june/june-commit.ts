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
import {
  followProfileGuestCount,
  setAllocationIfUnchanged,
  setTotalIfUnchanged,
} from "../budgets/budget-proposals.service";
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
  const done = await setTotalIfUnchanged(tx, scope, a.previousCents, a.amountCents);
  if (!done.written)
    throw stale(
      done.current === null
        ? `Your budget was removed since I suggested this, so I didn't change it. ${askAgain}`
        : `Your total budget changed to ${centsLabel(done.current)} since I suggested this, so I didn't change it. ${askAgain}`,
    );
}

async function commitCategory(tx: Db, scope: CoupleScope, a: CategoryAllocationAction): Promise<void> {
  const done = await setAllocationIfUnchanged(tx, scope, a.categoryId, a.previousCents, a.amountCents);
  if (!done.written)
    throw stale(
      done.current === null
        ? `${a.categoryName} isn't in your budget anymore, so I didn't change anything. ${askAgain}`
        : `${a.categoryName} changed to ${centsLabel(done.current)} since I suggested this, so I didn't change it. ${askAgain}`,
    );
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
  // The budget's guest count follows the profile's only while the two agreed (budget-proposals.service).
  if (guests !== undefined)
    await followProfileGuestCount(tx, scope, before?.guestCount ?? null, Number(guests));
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
