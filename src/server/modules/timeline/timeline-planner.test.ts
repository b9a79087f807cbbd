import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildPlan, type PlanContext } from "@shared/rules/timeline-plan";
import { contentText, startScriptedOpenAi, type ScriptedOpenAi } from "../../testing/scripted-openai";
import {
  acceptedAiTasks,
  createOpenAiPlanner,
  createTimelinePlanner,
  namesUnknownBusiness,
} from "./timeline-planner";

let ai: ScriptedOpenAi;
const warnings: string[] = [];
const log = { warn: (_o: object, msg: string) => void warnings.push(msg) };

beforeAll(async () => {
  ai = await startScriptedOpenAi();
});
afterAll(async () => {
  await ai?.close();
});
beforeEach(() => {
  ai.clearQueue();
  warnings.length = 0;
});

const mara: PlanContext = {
  weddingDate: "2027-10-09",
  today: "2026-11-26",
  cityName: "Nashville, TN",
  guestCount: 140,
  budgetTotalCents: 3_500_000,
  bookedCategories: ["venue"],
  savedVenues: 2,
  hasGuestList: true,
  hasRsvpDeadline: false,
  hasWebsite: false,
  doneKeys: [],
};
const ola: PlanContext = {
  ...mara,
  weddingDate: "2028-05-20",
  cityName: "Cleveland, OH",
  guestCount: 62,
  budgetTotalCents: 1_900_000,
  bookedCategories: ["photographers"],
};

const planner = (timeoutMs = 2_000) =>
  createOpenAiPlanner({ endpoint: { baseURL: ai.baseURL }, model: "test-model", log, timeoutMs });
const answer = (value: unknown) => ({
  kind: "text" as const,
  chunks: [JSON.stringify(value).slice(0, 40), JSON.stringify(value).slice(40)],
});
const builtinTasks = (ctx: PlanContext) => {
  const p = buildPlan(ctx);
  if (!p.ok) throw new Error(p.message);
  return p.tasks;
};

const shuttle = {
  key: "ai-guest-shuttle",
  title: "Arrange a shuttle for out-of-town guests",
  notes: "With 140 guests in Nashville, TN, a shuttle from the hotels saves everyone a drive.",
  area: "guests",
  offsetDays: 60,
  after: ["book-venue"],
};
const welcomeBags = {
  key: "ai-welcome-bags",
  title: "Pack welcome bags",
  notes: "",
  area: "day_of",
  offsetDays: 7,
};

describe("the OpenAI timeline planner", () => {
  it("merges good tasks onto the built-in plan and drops what is malformed or names a business", async () => {
    ai.enqueue(
      answer({
        tasks: [
          shuttle,
          welcomeBags,
          { ...welcomeBags, key: "ai-welcome-bags", title: "A duplicate key" },
          { ...welcomeBags, key: "extra-no-prefix", title: "No ai- prefix" },
          { ...welcomeBags, key: "ai-bad-area", title: "Bad area", area: "parties" },
          { ...welcomeBags, key: "ai-too-early", title: "Too early", offsetDays: 5000 },
          { ...welcomeBags, key: "ai-long", title: "x".repeat(121) },
          { ...welcomeBags, key: "ai-unknown-dep", title: "Unknown dependency", after: ["book-yacht"] },
          {
            ...welcomeBags,
            key: "ai-florist",
            title: "Tasting at Blue Fern Florals",
            notes: "Call them soon.",
          },
          "not a task",
        ],
      }),
    );
    const plan = await planner().plan(mara);
    expect(plan.engine).toBe("openai");
    if (!plan.ok) throw new Error("expected a plan");
    const base = builtinTasks(mara);
    expect(plan.tasks.slice(0, base.length)).toEqual(base);
    expect(plan.tasks.slice(base.length)).toEqual([
      {
        templateKey: "ai-guest-shuttle",
        title: "Arrange a shuttle for out-of-town guests",
        notes: "With 140 guests in Nashville, TN, a shuttle from the hotels saves everyone a drive.",
        area: "guests",
        offsetDays: 60,
        idealOffsetDays: 60,
        dependsOn: ["book-venue"],
        done: false,
        asap: false,
      },
      {
        templateKey: "ai-welcome-bags",
        title: "Pack welcome bags",
        notes: "",
        area: "day_of",
        offsetDays: 7,
        idealOffsetDays: 7,
        dependsOn: [],
        done: false,
        asap: false,
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it("falls back to the built-in plan alone on malformed JSON", async () => {
    ai.enqueue({ kind: "text", chunks: ['{"tasks": [ {"key": "ai-x", '] });
    const plan = await planner().plan(mara);
    expect(plan).toEqual({ ...buildPlan(mara), engine: "builtin" });
    expect(warnings).toEqual(["timeline planner: the AI answer had no usable tasks; built-in plan only"]);
  });

  it("falls back on an empty answer and on an endpoint error", async () => {
    ai.enqueue(answer({ tasks: [] }), { kind: "error", status: 500, message: "boom" });
    expect(await planner().plan(mara)).toEqual({ ...buildPlan(mara), engine: "builtin" });
    expect(await planner().plan(mara)).toEqual({ ...buildPlan(mara), engine: "builtin" });
    expect(warnings).toEqual([
      "timeline planner: the AI answer had no usable tasks; built-in plan only",
      "timeline planner: the AI endpoint failed; built-in plan only",
    ]);
  });

  it("falls back to the built-in plan when the endpoint does not answer in time, and hangs up", async () => {
    ai.enqueue({ kind: "hang", chunks: ['{"tasks":['] });
    const before = ai.requests.length;
    const started = Date.now();
    const plan = await planner(300).plan(mara);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(plan).toEqual({ ...buildPlan(mara), engine: "builtin" });
    expect(warnings).toEqual(["timeline planner: the AI endpoint failed; built-in plan only"]);
    await ai.waitForAbort(ai.requests[before]!);
  });

  it("sends the couple's own facts and plan titles, and nothing of another couple", async () => {
    ai.enqueue(answer({ tasks: [] }), answer({ tasks: [] }));
    const before = ai.requests.length;
    await planner().plan(mara);
    await planner().plan(ola);
    const [forMara, forOla] = ai.requests.slice(before).map((r) => contentText(r.body.messages.at(-1)));
    expect(ai.requests[before]!.body.model).toBe("test-model");
    const sent = JSON.parse(forOla!) as { facts: unknown; plan: { key: string; title: string }[] };
    expect(sent.facts).toEqual({
      weddingDate: "2028-05-20",
      today: "2026-11-26",
      city: "Cleveland, OH",
      guestCount: 62,
      budgetUsd: 19_000,
      bookedCategories: ["photographers"],
    });
    expect(sent.plan.map((t) => t.title)).toEqual(builtinTasks(ola).map((t) => t.title));
    for (const other of ["Nashville", "140", "2027-10-09", "35000"]) expect(forOla).not.toContain(other);
    expect(forMara).toContain('"city":"Nashville, TN"');
    expect(forMara).not.toContain("Cleveland");
  });

  it("is the built-in planner unless the config names openai", () => {
    expect(createTimelinePlanner({ AI_PROVIDER: "builtin" }).engine).toBe("builtin");
    expect(createTimelinePlanner({ AI_PROVIDER: "openai", AI_BASE_URL: ai.baseURL }).engine).toBe("openai");
  });
});

describe("namesUnknownBusiness", () => {
  const facts = JSON.stringify({ city: "Nashville, TN" });
  it("flags a run of capitalised words the facts do not hold", () => {
    expect(namesUnknownBusiness("Book a tasting with Blue Fern Florals.", facts)).toBe(true);
    expect(namesUnknownBusiness("Visit Rosewood Manor for a walk-through", facts)).toBe(true);
  });
  it("lets ordinary sentences and the couple's own city through", () => {
    expect(namesUnknownBusiness("Book a shuttle. Ask the hotels near the venue.", facts)).toBe(false);
    expect(namesUnknownBusiness("Send Nashville, TN travel tips to guests", facts)).toBe(false);
  });
  it("leaves nothing when the answer is not JSON", () => {
    expect(acceptedAiTasks("Sure! Here are some tasks", mara, builtinTasks(mara))).toEqual([]);
  });
});
