import { describe, expect, it } from "vitest";
import {
  budgetDelays,
  budgetStepCount,
  DEMO_BUDGET_TOTAL,
  demoCategories,
  getBudgetSnapshot,
  sumAllocated,
  toPercentage,
} from "./budget-demo";
import { TYPING_DELAY_MAX_MS, TYPING_DELAY_MIN_MS } from "./demo-timing";

const steps = Array.from({ length: budgetStepCount }, (_, i) => getBudgetSnapshot(i));

describe("budget demo sample", () => {
  it("allocates exactly the demo total of 35000", () => {
    expect(DEMO_BUDGET_TOTAL).toBe(35000);
    expect(sumAllocated(demoCategories)).toBe(35000);
    for (const s of steps) expect(s.total).toBe(35000);
  });

  it("keeps every percentage within the progress-bar range 0–100 at every step", () => {
    for (const s of steps) {
      expect(s.percentage).toBeGreaterThanOrEqual(0);
      expect(s.percentage).toBeLessThanOrEqual(100);
      for (const c of s.categories) {
        expect(c.percentage).toBeGreaterThanOrEqual(0);
        expect(c.percentage).toBeLessThanOrEqual(100);
        expect(c.spent).toBeLessThanOrEqual(c.allocated);
      }
    }
  });

  it("starts untouched, only ever spends more, and adds up", () => {
    expect(steps[0]?.spent).toBe(0);
    for (let i = 1; i < steps.length; i++) {
      steps[i]!.categories.forEach((c, j) =>
        expect(c.spent).toBeGreaterThanOrEqual(steps[i - 1]!.categories[j]!.spent),
      );
    }
    for (const s of steps) {
      expect(s.spent + s.remaining).toBe(35000);
      expect(s.categories.reduce((sum, c) => sum + c.spent, 0)).toBe(s.spent);
    }
  });

  it("has one delay per step after the first, inside the demo's 800–2000 ms range", () => {
    expect(budgetDelays).toHaveLength(budgetStepCount - 1);
    for (const d of budgetDelays) {
      expect(d).toBeGreaterThanOrEqual(TYPING_DELAY_MIN_MS);
      expect(d).toBeLessThanOrEqual(TYPING_DELAY_MAX_MS);
    }
  });

  it("clamps percentages and tolerates out-of-range steps", () => {
    expect(toPercentage(150, 100)).toBe(100);
    expect(toPercentage(-5, 100)).toBe(0);
    expect(toPercentage(5, 0)).toBe(0);
    expect(getBudgetSnapshot(-3)).toEqual(steps[0]);
    expect(getBudgetSnapshot(99)).toEqual(steps.at(-1));
  });
});
