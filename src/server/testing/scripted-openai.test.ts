import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startScriptedOpenAi, type ScriptedOpenAi } from "./scripted-openai";

let ai: ScriptedOpenAi;
beforeAll(async () => {
  ai = await startScriptedOpenAi();
});
afterAll(async () => {
  await ai?.close();
});

const post = (body: object, signal?: AbortSignal) =>
  fetch(`${ai.baseURL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model: "m", stream: true, messages: [{ role: "user", content: "hi" }], ...body }),
    ...(signal ? { signal } : {}),
  });

function chunksOf(text: string): unknown[] {
  return text
    .split("\n\n")
    .filter((f) => f.startsWith("data: "))
    .map((f) => f.slice(6))
    .map((d): unknown => (d === "[DONE]" ? d : JSON.parse(d)));
}

describe("the scripted OpenAI server", () => {
  it("streams text chunks as SSE, then [DONE], and records the request", async () => {
    ai.enqueue({ kind: "text", chunks: ["Hel", "lo"], delayMs: 2 });
    const res = await post({ temperature: 0 });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    const chunks = chunksOf(await res.text()) as {
      choices: { delta: { content?: string }; finish_reason: string | null }[];
    }[];
    expect(chunks.at(-1)).toBe("[DONE]");
    const content = chunks
      .flatMap((c) => (c === ("[DONE]" as unknown) ? [] : c.choices.map((x) => x.delta.content ?? "")))
      .join("");
    expect(content).toBe("Hello");
    const rec = ai.requests.at(-1)!;
    expect(rec.body).toMatchObject({ model: "m", temperature: 0 });
    expect(rec.firstTokenAt).toBeGreaterThanOrEqual(rec.receivedAt);
    expect(rec.aborted).toBe(false);
  });

  it("streams tool calls in pieces with finish_reason tool_calls", async () => {
    ai.enqueue({
      kind: "tool_calls",
      calls: [{ id: "call_x", name: "search_venues", arguments: { city: "Cleveland" } }],
    });
    const chunks = chunksOf(await (await post({})).text()).filter((c) => c !== "[DONE]") as {
      choices: {
        delta: { tool_calls?: { id?: string; function: { name?: string; arguments?: string } }[] };
        finish_reason: string | null;
      }[];
    }[];
    const calls = chunks.flatMap((c) => c.choices.flatMap((x) => x.delta.tool_calls ?? []));
    expect(calls[0]).toMatchObject({ id: "call_x", function: { name: "search_venues" } });
    expect(calls.map((c) => c.function.arguments ?? "").join("")).toBe('{"city":"Cleveland"}');
    expect(chunks.flatMap((c) => c.choices.map((x) => x.finish_reason)).filter(Boolean)).toEqual([
      "tool_calls",
    ]);
  });

  it("answers scripted HTTP errors", async () => {
    ai.enqueue({ kind: "error", status: 500, message: "boom" });
    const res = await post({});
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { message: "boom", type: "server_error" } });
  });

  it("records when the client aborts a hanging stream", async () => {
    ai.enqueue({ kind: "hang", chunks: ["wait"] });
    const controller = new AbortController();
    const res = await post({}, controller.signal);
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    const rec = ai.requests.at(-1)!;
    await ai.waitForAbort(rec);
    expect(rec.aborted).toBe(true);
    expect(rec.abortedAt).toBeGreaterThan(rec.receivedAt);
  });

  it("falls back to a short reply when the queue is empty", async () => {
    const text = await (await post({})).text();
    expect(text).toContain("Happy ");
  });
});
