import { describe, expect, it } from "vitest";
import type { BudgetView, CategoryView } from "@shared/schemas/budget";
import { canEditCategory, canEditHeader, canManageCategories, isLockedForViewer } from "./budget-access";

const category = (level: "view" | "edit") => ({ level }) as CategoryView;
const view = (access: Partial<BudgetView["access"]>) =>
  ({
    access: {
      role: "contributor",
      mode: "whole",
      canEditHeader: true,
      canManageCategories: true,
      locked: false,
      ...access,
    },
  }) as BudgetView;

describe("what the tracker lets a viewer change", () => {
  it("follows each category's level", () => {
    expect(canEditCategory(view({}), category("edit"))).toBe(true);
    expect(canEditCategory(view({}), category("view"))).toBe(false);
  });
  it("lets a contributor change nothing while the couple has locked the budget", () => {
    const locked = view({ locked: true });
    expect(isLockedForViewer(locked)).toBe(true);
    expect(canEditCategory(locked, category("edit"))).toBe(false);
    expect(canEditHeader(locked)).toBe(false);
    expect(canManageCategories(locked)).toBe(false);
  });
  it("leaves the couple free to change a locked budget", () => {
    const couple = view({ role: "couple", locked: true });
    expect(isLockedForViewer(couple)).toBe(false);
    expect(canEditCategory(couple, category("edit"))).toBe(true);
    expect(canEditHeader(couple)).toBe(true);
  });
  it("hides the header and category controls the server does not allow", () => {
    const limited = view({ canEditHeader: false, canManageCategories: false, mode: "categories" });
    expect(canEditHeader(limited)).toBe(false);
    expect(canManageCategories(limited)).toBe(false);
  });
});
