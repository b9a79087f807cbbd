import { createOpenAI } from "@ai-sdk/openai";
import { dynamicTool, jsonSchema, stepCountIs, streamText, type ModelMessage, type ToolSet } from "ai";
import { z } from "zod";
import type { AnyTool, ChatTurn, Engine, EngineEvent, EngineRequest, PendingAction } from "./types";
import { untrustedJson } from "./untrusted";

/**
 * The `openai` engine: any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, llama.cpp)
 * through the AI SDK, streaming, with the couple's tools. `.chat(model)` — the plain provider call uses
 * the Responses API, which compatible servers lack.
 */

export type OpenAiEngineOptions = {
  baseURL: string;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** Model steps per reply (each tool round trip is one); the last one is asked to answer in text. */
  maxSteps?: number;
};

export const DEFAULT_MODEL = "gpt-4o-mini";
export const DEFAULT_MAX_STEPS = 4;

/** The AI SDK streams what the model sent; when the SDK gives up mid-stream it says why here. */
export class EngineError extends Error {}

/** `data:image/png;base64,AAA…` → the parts the AI SDK wants (null when not an image data URL). */
export function imageOf(dataUrl: string): { mediaType: string; data: string } | null {
  const m = /^data:(image\/[a-z0-9.+-]+);base64,(.*)$/is.exec(dataUrl);
  return m ? { mediaType: m[1]!.toLowerCase(), data: m[2]!.replace(/\s+/g, "") } : null;
}

/**
 * The conversation as model messages. Only the newest user turn carries its image (the ones before say an
 * image was attached), which keeps ten turns of history from carrying ten images upstream.
 */
export function toModelMessages(turns: ChatTurn[]): ModelMessage[] {
  const lastUser = turns.findLastIndex((t) => t.role === "user");
  return turns.map((t, i): ModelMessage => {
    if (t.role === "assistant") return { role: "assistant", content: t.content };
    const image = t.image ? imageOf(t.image) : null;
    if (!image) return { role: "user", content: t.content };
    if (i !== lastUser)
      return { role: "user", content: `${t.content}\n[An image was attached to this message.]` };
    return {
      role: "user",
      content: [
        { type: "text", text: t.content },
        { type: "image", image: image.data, mediaType: image.mediaType },
      ],
    };
  });
}

/** Models often send null for an optional field; the tools' zod inputs want it absent. */
function withoutNulls(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value ?? {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
}

// Tools are created per request (bound to a couple) but their input schemas are shared: convert each once.
const jsonSchemas = new WeakMap<object, unknown>();
function jsonSchemaOf(input: AnyTool["input"]): unknown {
  let schema = jsonSchemas.get(input);
  if (!schema) {
    schema = z.toJSONSchema(input, { io: "input", unrepresentable: "any" });
    jsonSchemas.set(input, schema);
  }
  return schema;
}

/** Our tools as AI SDK tools: inputs validated by the tool's zod schema, results fenced as untrusted. */
export function toSdkTools(tools: AnyTool[]): ToolSet {
  const set: ToolSet = {};
  for (const t of tools) {
    set[t.name] = dynamicTool({
      description: t.description,
      inputSchema: jsonSchema(jsonSchemaOf(t.input) as never, {
        validate: (value) => {
          const parsed = t.input.safeParse(withoutNulls(value));
          return parsed.success
            ? { success: true, value: parsed.data as unknown }
            : { success: false, error: parsed.error };
        },
      }),
      execute: (input, { abortSignal }) =>
        t.run(input, { signal: abortSignal ?? new AbortController().signal }),
      toModelOutput: ({ output }) => ({
        type: "text",
        value:
          t.kind === "write"
            ? untrustedJson(
                `${t.name} result (a proposal: nothing is saved until the couple confirms)`,
                output,
              )
            : untrustedJson(`${t.name} result`, output),
      }),
    });
  }
  return set;
}

function isAbort(err: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (err instanceof Error && err.name === "AbortError");
}

export function createOpenAiEngine(opts: OpenAiEngineOptions): Engine {
  const provider = createOpenAI({ baseURL: opts.baseURL, apiKey: opts.apiKey || "none" });
  const model = provider.chat(opts.model || DEFAULT_MODEL);
  const maxSteps = opts.maxSteps ?? DEFAULT_MAX_STEPS;

  return {
    name: "openai",
    async *stream(request: EngineRequest): AsyncIterable<EngineEvent> {
      const byName = new Map(request.tools.map((t) => [t.name, t]));
      let failure: unknown;
      const result = streamText({
        model,
        system: request.system,
        messages: toModelMessages(request.messages),
        tools: toSdkTools(request.tools),
        stopWhen: stepCountIs(maxSteps),
        // The last allowed step must answer in words: no more tool calls.
        prepareStep: ({ stepNumber }) => (stepNumber >= maxSteps - 1 ? { toolChoice: "none" } : undefined),
        // One attempt: a failure shows the spec's message at once, and the couple has a retry button.
        maxRetries: 0,
        abortSignal: request.signal,
        onError: ({ error }) => {
          failure ??= error;
        },
      });
      for await (const part of result.fullStream) {
        switch (part.type) {
          case "text-delta":
            if (part.text) yield { type: "delta", text: part.text };
            break;
          case "tool-result": {
            const tool = byName.get(part.toolName);
            if (!tool) break;
            let summary: string;
            try {
              summary = tool.summarize(part.input, part.output);
            } catch {
              summary = `Used ${tool.name}`;
            }
            yield { type: "tool", name: tool.name, summary };
            const action = (part.output as { action?: PendingAction } | undefined)?.action;
            if (tool.kind === "write" && action) yield { type: "action", action };
            break;
          }
          case "tool-error":
            // The model sees the error and may answer without the tool; the couple needs no notice.
            break;
          case "abort":
            throw Object.assign(new Error("aborted"), { name: "AbortError" });
          case "error":
            failure ??= part.error;
            break;
        }
      }
      if (request.signal.aborted) throw Object.assign(new Error("aborted"), { name: "AbortError" });
      if (failure !== undefined) {
        if (isAbort(failure, request.signal)) throw failure;
        throw failure instanceof Error
          ? failure
          : new EngineError(JSON.stringify(failure) ?? "engine failure");
      }
      yield { type: "done" };
    },
  };
}
