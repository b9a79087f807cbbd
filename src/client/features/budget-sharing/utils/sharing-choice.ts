import type { AccessLevel } from "@shared/schemas/collaboration";
import type { BudgetFieldChange, BudgetSharing, BudgetSharingInput } from "@shared/schemas/budget";

/**
 * What the page's access picker edits (issue #14): no access, the whole budget at a level, or chosen
 * categories each at a level. Pure, so the conversions to and from the API are tested alone.
 */
export type SharingChoice =
  | { mode: "none" }
  | { mode: "whole"; level: AccessLevel }
  | { mode: "categories"; levels: Record<string, AccessLevel> };

export function choiceOf(s: Pick<BudgetSharing, "level" | "categories">): SharingChoice {
  if (s.level === "none") return { mode: "none" };
  if (s.categories === null) return { mode: "whole", level: s.level };
  return { mode: "categories", levels: { ...s.categories } };
}

export const NO_CATEGORY_CHOSEN = "Choose at least one category, or share the whole budget.";

/** The API's input; the budget level of a category choice is the highest level chosen. */
export function inputOf(choice: SharingChoice): BudgetSharingInput | { error: string } {
  switch (choice.mode) {
    case "none":
      return { level: "none", categories: null };
    case "whole":
      return { level: choice.level, categories: null };
    case "categories": {
      const levels = Object.values(choice.levels);
      if (levels.length === 0) return { error: NO_CATEGORY_CHOSEN };
      return { level: levels.includes("edit") ? "edit" : "view", categories: { ...choice.levels } };
    }
  }
}

/** "Whole budget · can edit", "2 categories · view", "No budget access". */
export function accessSummary(s: Pick<BudgetSharing, "level" | "categories">, names: Map<string, string>) {
  if (s.level === "none") return "No budget access";
  if (s.categories === null)
    return s.level === "edit" ? "Whole budget · can edit" : "Whole budget · can view";
  const parts = Object.entries(s.categories)
    .map(([id, level]) => ({ name: names.get(id) ?? "A deleted category", level }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => `${c.name} (${c.level === "edit" ? "can edit" : "can view"})`);
  return parts.join(", ");
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const formatCents = (cents: number) => money.format(cents / 100);

/** "allocatedCents" → "Allocated", "payerContributorId" → "Payer", "dueOn" → "Due on". */
export function fieldLabel(field: string): string {
  const known: Record<string, string> = {
    totalCents: "Total budget",
    guestCount: "Guest count",
    allocatedCents: "Allocated",
    estimateCents: "Estimate",
    contractCents: "Contract",
    amountCents: "Amount",
    payerContributorId: "Payer",
    assigneeContributorId: "Reminded person",
    access: "Budget access",
    locked: "Locked",
  };
  if (known[field]) return known[field];
  const words = field
    .replace(/Cents$/, "")
    .replace(/Id$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields holding a contributor's id: the history shows the person's name. */
const PERSON_FIELDS = new Set(["payerContributorId", "assigneeContributorId"]);

/**
 * A history value as a person reads it: money in dollars, people by name (from `people`, id → name),
 * empty as "—", yes/no for booleans.
 */
export function valueText(
  field: string,
  value: BudgetFieldChange["before"],
  people: ReadonlyMap<string, string> = new Map(),
): string {
  if (value === null || value === "") return "—";
  if (PERSON_FIELDS.has(field) && typeof value === "string")
    return people.get(value) ?? "Someone no longer helping";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" && field.endsWith("Cents")) return formatCents(value);
  if (typeof value === "number") return value.toLocaleString("en-US");
  return value;
}

/** Fields an addition or removal does not repeat: the entry's label already names it. */
const QUIET_ON_ADD = new Set(["name", "label", "position"]);

/**
 * The lines of one history entry: "Field: before → after" for a change; for an addition only what was
 * set, for a removal only what was there (the other side is empty by nature).
 */
export function changeLines(
  action: string,
  changes: readonly BudgetFieldChange[],
  people: ReadonlyMap<string, string> = new Map(),
): string[] {
  const shown = (v: BudgetFieldChange["before"]) => v !== null && v !== "";
  if (action === "create")
    return changes
      .filter((c) => shown(c.after) && !QUIET_ON_ADD.has(c.field))
      .map((c) => `${fieldLabel(c.field)}: ${valueText(c.field, c.after, people)}`);
  if (action === "delete")
    return changes
      .filter((c) => shown(c.before) && !QUIET_ON_ADD.has(c.field))
      .map((c) => `${fieldLabel(c.field)}: ${valueText(c.field, c.before, people)}`);
  return changes.map(
    (c) =>
      `${fieldLabel(c.field)}: ${valueText(c.field, c.before, people)} → ${valueText(c.field, c.after, people)}`,
  );
}
