/**
 * The static budget sample shown on the landing page (spec section 3: categories with name, allocated,
 * spent, percentage; sample total 35000) and the scripted steps its bars animate through.
 * Pure: no React, no DOM, so the maths is tested alone.
 */
export const DEMO_BUDGET_TOTAL = 35000;

export type DemoCategory = { name: string; allocated: number };
export type DemoCategoryState = DemoCategory & { spent: number; percentage: number };
export type BudgetSnapshot = {
  categories: DemoCategoryState[];
  total: number;
  spent: number;
  remaining: number;
  percentage: number;
};

export const demoCategories: readonly DemoCategory[] = [
  { name: "Venue", allocated: 10500 },
  { name: "Catering", allocated: 8750 },
  { name: "Photography", allocated: 4200 },
  { name: "Flowers & Decor", allocated: 3500 },
  { name: "Attire", allocated: 2800 },
  { name: "Music", allocated: 2450 },
  { name: "Other", allocated: 2800 },
];

/**
 * Each step pays something (deposits first, as couples really do), listed as spent-to-date per category
 * in the order of demoCategories. Step 0 is the fresh budget; each later step keeps or raises every amount.
 */
const spentByStep: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0, 0, 0],
  [5250, 0, 0, 0, 0, 0, 0],
  [5250, 2500, 1400, 0, 0, 0, 0],
  [5250, 2500, 1400, 1000, 1650, 600, 0],
  [10500, 6100, 2800, 1000, 2300, 1200, 950],
  [10500, 8400, 4200, 3150, 2650, 2450, 2100],
];

/** Pause before each step after the first; inside the spec's 800–2000 ms demo range. */
export const budgetDelays: readonly number[] = [1200, 1500, 1500, 1800, 1800];

export const budgetStepCount = spentByStep.length;

export function sumAllocated(categories: readonly DemoCategory[]): number {
  return categories.reduce((sum, c) => sum + c.allocated, 0);
}

/** Whole-number share of `part` in `whole`, clamped to the progress-bar range 0–100 (spec section 9). */
export function toPercentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}

/** The budget as it stands at `step` (clamped into the script, so any index is safe). */
export function getBudgetSnapshot(step: number): BudgetSnapshot {
  const index = Math.min(Math.max(0, step), spentByStep.length - 1);
  const spentRow = spentByStep[index] ?? [];
  const categories = demoCategories.map((c, i) => {
    const spent = Math.min(spentRow[i] ?? 0, c.allocated);
    return { ...c, spent, percentage: toPercentage(spent, c.allocated) };
  });
  const total = sumAllocated(demoCategories);
  const spent = categories.reduce((sum, c) => sum + c.spent, 0);
  return { categories, total, spent, remaining: total - spent, percentage: toPercentage(spent, total) };
}
