import type { BudgetAccess } from "../schemas/budget";
import type { AccessLevel } from "../schemas/collaboration";

/**
 * Who sees which budget categories (issue #14; docs/decisions/036). Pure: the server loads the grant
 * (`modules/budgets/budget-access.ts`) and filters every answer with it, so what a family member may not
 * see never leaves the server.
 *
 * - The couple sees and changes everything, locked or not.
 * - A contributor's budget area level (view / edit, from `/contributor-access` or `/budget-permissions`)
 *   is their ceiling. With no category shares they see the whole budget at that level; with shares they
 *   see only those categories, each at min(share, area level). A category they are recorded as paying
 *   for is always visible to them (at least view) while they have budget access at all.
 * - While the budget is locked, every contributor's edit reads as view.
 */
export type BudgetGrant =
  | { role: "couple" }
  | {
      role: "contributor";
      areaLevel: AccessLevel;
      /** Category id → level; null shares the whole budget. */
      shares: Readonly<Record<string, AccessLevel>> | null;
      /** Categories this contributor is recorded as paying for. */
      pays: readonly string[];
    };

const rank: Record<AccessLevel, number> = { view: 1, edit: 2 };
const min = (a: AccessLevel, b: AccessLevel): AccessLevel => (rank[a] <= rank[b] ? a : b);

/** The viewer's level on one category, or null when it is not theirs to see. */
export function categoryLevel(grant: BudgetGrant, categoryId: string, locked: boolean): AccessLevel | null {
  if (grant.role === "couple") return "edit";
  const cap: AccessLevel = locked ? "view" : grant.areaLevel;
  if (grant.shares === null) return cap;
  const shared = grant.shares[categoryId];
  if (shared) return min(shared, cap);
  return grant.pays.includes(categoryId) ? "view" : null;
}

/** What the viewer may do with the budget as a whole. */
export function budgetAccessOf(grant: BudgetGrant, locked: boolean): BudgetAccess {
  if (grant.role === "couple")
    return { role: "couple", mode: "whole", canEditHeader: true, canManageCategories: true, locked };
  const whole = grant.shares === null;
  const canEdit = whole && !locked && grant.areaLevel === "edit";
  return {
    role: "contributor",
    mode: whole ? "whole" : "categories",
    canEditHeader: canEdit,
    canManageCategories: canEdit,
    locked,
  };
}
