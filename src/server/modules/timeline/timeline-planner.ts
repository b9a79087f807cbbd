import { z } from "zod";
import { buildPlan, type Plan, type PlanContext, type PlannedTask } from "@shared/rules/timeline-plan";
import { taskAreas, type TimelineEngine } from "@shared/schemas/timeline";
import { DEFAULT_MODEL } from "../../providers/ai/openai-engine";
import {
  streamChatCompletion,
  type ChatMessage,
  type Endpoint,
} from "../../providers/ai/openai/chat-completions";

/**
 * The port the timeline service plans through (issue #15). The built-in engine is the pure rule
 * (shared/rules/timeline-plan.ts); another engine may add tasks to it but must fall back to it alone.
 */
export type TimelinePlanner = {
  engine: TimelineEngine;
  plan: (ctx: PlanContext, signal?: AbortSignal) => Promise<Plan & { engine?: TimelineEngine }>;
};

type Log = { warn: (obj: object, msg: string) => void };

export function createBuiltinPlanner(): TimelinePlanner {
  return { engine: "builtin", plan: async (ctx) => ({ ...buildPlan(ctx), engine: "builtin" }) };
}

/** The planner the config names: `AI_PROVIDER=openai` adds personal tasks to the built-in plan. */
export function createTimelinePlanner(
  config: {
    AI_PROVIDER?: string;
    AI_BASE_URL?: string | undefined;
    AI_API_KEY?: string | undefined;
    AI_MODEL?: string | undefined;
  },
  log?: Log,
): TimelinePlanner {
  if (config.AI_PROVIDER === "openai" && config.AI_BASE_URL) {
    return createOpenAiPlanner({
      endpoint: { baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY },
      model: config.AI_MODEL,
      log,
    });
  }
  return createBuiltinPlanner();
}

/** At most this many tasks the model may add. */
export const AI_TASKS_MAX = 8;
export const AI_TIMEOUT_MS = 8_000;

/** The facts a model is given: only what the built-in planner itself uses, nothing else of the couple. */
export function plannerFacts(ctx: PlanContext) {
  return {
    weddingDate: ctx.weddingDate,
    today: ctx.today,
    city: ctx.cityName,
    guestCount: ctx.guestCount,
    budgetUsd: ctx.budgetTotalCents === null ? null : Math.round(ctx.budgetTotalCents / 100),
    bookedCategories: [...ctx.bookedCategories],
  };
}

const RULES = [
  "You add personal tasks to a couple's wedding-planning timeline. You are given the couple's facts and the",
  "tasks already in their plan (with their keys). Suggest up to 8 extra tasks that fit these facts and are",
  "not already in the plan. Never invent facts: do not name any business, venue, vendor, person, price or",
  'date that is not in the facts; write generic tasks ("Book a shuttle for out-of-town guests").',
  'Answer with JSON only, no prose: {"tasks":[{"key":"ai-…","title":"…","notes":"…","area":"…",',
  '"offsetDays":N,"after":["existing-key"]}]}. key: "ai-" then lowercase words joined by hyphens, unique.',
  `area: one of ${taskAreas.join(", ")}. offsetDays: days before the wedding it is due, between the plan's`,
  "smallest and largest offset. after (optional): keys of plan tasks that must be done first.",
  "Title at most 120 characters, notes at most 500.",
].join(" ");

export function plannerMessages(ctx: PlanContext, base: PlannedTask[]): ChatMessage[] {
  const offsets = base.map((t) => t.offsetDays);
  return [
    { role: "system", content: RULES },
    {
      role: "user",
      content: JSON.stringify({
        facts: plannerFacts(ctx),
        offsetRange: { min: Math.min(...offsets), max: Math.max(...offsets) },
        plan: base.map((t) => ({ key: t.templateKey, title: t.title })),
      }),
    },
  ];
}

const aiTaskSchema = z.object({
  key: z
    .string()
    .regex(/^ai-[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(60),
  title: z.string().trim().min(1).max(120),
  notes: z.string().trim().max(500).default(""),
  area: z.enum(taskAreas),
  offsetDays: z.number().int(),
  after: z.array(z.string()).max(10).optional(),
});

/** Two or more capitalised words in a row: a name ("Rosewood Manor", "Blue Fern Florals"). */
const NAME_RUN = /\b[A-Z][\w'&-]*(?:\s+(?:&\s+)?[A-Z][\w'&-]*)+/g;

/**
 * True when the text names something not in the facts: a run of capitalised words (the first word of a
 * sentence aside) that the facts do not contain — the likely sign of an invented business.
 */
export function namesUnknownBusiness(text: string, factsText: string): boolean {
  const known = factsText.toLowerCase();
  for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) {
    const rest = sentence.trim().replace(/^\S+\s*/, ""); // the sentence's first word is capitalised anyway
    for (const run of rest.match(NAME_RUN) ?? []) {
      if (!known.includes(run.toLowerCase())) return true;
    }
  }
  return false;
}

/** The model's answer, checked: what is malformed, out of range, duplicated or names a business is dropped. */
export function acceptedAiTasks(answer: string, ctx: PlanContext, base: PlannedTask[]): PlannedTask[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.trim().replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    return [];
  }
  const list = z.object({ tasks: z.array(z.unknown()) }).safeParse(parsed);
  if (!list.success) return [];
  const baseKeys = new Set(base.map((t) => t.templateKey));
  const titles = new Set(base.map((t) => t.title.toLowerCase()));
  const offsets = base.map((t) => t.offsetDays);
  const [min, max] = [Math.min(...offsets), Math.max(...offsets)];
  const factsText = JSON.stringify(plannerFacts(ctx));
  const out: PlannedTask[] = [];
  const keys = new Set<string>();
  for (const raw of list.data.tasks) {
    if (out.length >= AI_TASKS_MAX) break;
    const t = aiTaskSchema.safeParse(raw);
    if (!t.success) continue;
    const { key, title, notes, area, offsetDays } = t.data;
    const after = t.data.after ?? [];
    if (keys.has(key) || baseKeys.has(key) || titles.has(title.toLowerCase())) continue;
    if (offsetDays < min || offsetDays > max) continue;
    if (after.some((k) => !baseKeys.has(k))) continue;
    if (namesUnknownBusiness(title, factsText) || namesUnknownBusiness(notes, factsText)) continue;
    keys.add(key);
    titles.add(title.toLowerCase());
    out.push({
      templateKey: key,
      title,
      notes,
      area,
      offsetDays,
      idealOffsetDays: offsetDays,
      dependsOn: [...new Set(after)],
      done: false,
      asap: false,
    });
  }
  return out;
}

/**
 * The built-in plan plus up to 8 personal tasks from an OpenAI-compatible endpoint. The built-in plan is
 * built first; any error, timeout, or an answer with nothing usable leaves it alone (engine "builtin").
 */
export function createOpenAiPlanner(opts: {
  endpoint: Endpoint;
  model?: string | undefined;
  log?: Log | undefined;
  timeoutMs?: number;
}): TimelinePlanner {
  const model = opts.model || DEFAULT_MODEL;
  const timeoutMs = opts.timeoutMs ?? AI_TIMEOUT_MS;
  return {
    engine: "openai",
    async plan(ctx, signal) {
      const base = buildPlan(ctx);
      if (!base.ok || base.tasks.length === 0) return { ...base, engine: "builtin" };
      try {
        const timeout = AbortSignal.timeout(timeoutMs);
        const abort = signal ? AbortSignal.any([signal, timeout]) : timeout;
        let answer = "";
        for await (const chunk of streamChatCompletion(
          opts.endpoint,
          { model, messages: plannerMessages(ctx, base.tasks) },
          abort,
        )) {
          answer += chunk.choices?.[0]?.delta?.content ?? "";
          if (answer.length > 50_000) throw new Error("answer too long");
        }
        const extra = acceptedAiTasks(answer, ctx, base.tasks);
        if (extra.length === 0) {
          opts.log?.warn({}, "timeline planner: the AI answer had no usable tasks; built-in plan only");
          return { ...base, engine: "builtin" };
        }
        return { ...base, tasks: [...base.tasks, ...extra], engine: "openai" };
      } catch (err) {
        opts.log?.warn({ err }, "timeline planner: the AI endpoint failed; built-in plan only");
        return { ...base, engine: "builtin" };
      }
    },
  };
}
