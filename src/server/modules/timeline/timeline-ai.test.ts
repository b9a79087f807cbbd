import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@shared/rules/timeline-plan";
import type { GenerateResult, Timeline } from "@shared/schemas/timeline";
import { coupleProfiles } from "../../db/schema/profiles";
import { contentText, startScriptedOpenAi, type ScriptedOpenAi } from "../../testing/scripted-openai";
import { createTestApp, type Response, type TestApp } from "../../testing/test-app";
import { utcToday } from "./timeline.service";

let t: TestApp;
let ai: ScriptedOpenAi;

function ok<T>(res: Response, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

beforeAll(async () => {
  ai = await startScriptedOpenAi();
  t = await createTestApp({ AI_PROVIDER: "openai", AI_BASE_URL: ai.baseURL, AI_MODEL: "scripted-model" });
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

const shuttle = (title: string) => ({
  kind: "text" as const,
  chunks: [
    JSON.stringify({
      tasks: [
        {
          key: "ai-guest-shuttle",
          title,
          notes: "Guests staying at hotels can ride together.",
          area: "guests",
          offsetDays: 60,
          after: ["book-venue"],
        },
      ],
    }),
  ],
});

describe("POST /api/timeline/generate with AI_PROVIDER=openai", () => {
  it("adds the model's checked tasks as generated tasks, updates them on a rebuild, and says so", async () => {
    const couple = await t.quickUser({ kind: "couple", name: "Mara Quill" });
    const wedding = addDays(utcToday(), 400);
    await t.db.insert(coupleProfiles).values({
      id: couple.id,
      partner1Name: "Mara",
      partner2Name: "Eli",
      weddingDate: wedding,
      guestCount: 120,
    });
    ai.enqueue(shuttle("Arrange a shuttle for guests"));
    const before = ai.requests.length;
    const first = ok<GenerateResult>(await couple.client.post("/api/timeline/generate"));
    expect(first.engine).toBe("openai");
    expect(first.timeline.engine).toBe("openai");
    const prompt = contentText(ai.requests[before]!.body.messages.at(-1));
    expect(prompt).toContain(`"weddingDate":"${wedding}"`);
    expect(prompt).toContain('"guestCount":120');
    expect(prompt).not.toContain("Mara");
    const find = (tl: Timeline, key: string) => tl.tasks.filter((x) => x.templateKey === key);
    const [task] = find(first.timeline, "ai-guest-shuttle");
    expect(task).toMatchObject({
      title: "Arrange a shuttle for guests",
      source: "generated",
      area: "guests",
      dueOn: addDays(wedding, -60),
      dependsOn: [find(first.timeline, "book-venue")[0]!.id],
    });

    ai.enqueue(shuttle("Arrange a shuttle for out-of-town guests"));
    const again = ok<GenerateResult>(await couple.client.post("/api/timeline/generate"));
    expect(again.created).toBe(0);
    expect(find(again.timeline, "ai-guest-shuttle")).toEqual([
      expect.objectContaining({ id: task!.id, title: "Arrange a shuttle for out-of-town guests" }),
    ]);

    // An answer that is not JSON: the built-in plan alone, and the engine says so.
    ai.enqueue({ kind: "text", chunks: ["Sure! Here are some ideas."] });
    const fallback = ok<GenerateResult>(await couple.client.post("/api/timeline/generate"));
    expect(fallback.engine).toBe("builtin");
    expect(fallback.timeline.engine).toBe("builtin");
    expect(fallback.timeline.tasks).toHaveLength(again.timeline.tasks.length);
  });
});
