import type { BudgetView, CategoryView } from "@shared/schemas/budget";

/**
 * What the tracker lets this viewer change (the server decides; this only hides controls). A contributor
 * while the couple has locked the budget may change nothing, whatever their level (decision 036).
 */
export function canEditCategory(view: BudgetView, category: CategoryView): boolean {
  if (isLockedForViewer(view)) return false;
  return category.level === "edit";
}

export function isLockedForViewer(view: BudgetView): boolean {
  return view.access.locked && view.access.role === "contributor";
}

export function canEditHeader(view: BudgetView): boolean {
  return view.access.canEditHeader && !isLockedForViewer(view);
}

export function canManageCategories(view: BudgetView): boolean {
  return view.access.canManageCategories && !isLockedForViewer(view);
}
