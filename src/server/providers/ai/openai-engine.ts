import { z } from "zod";
import {
  streamChatCompletion,
  type ChatMessage,
  type ChatTool,
  type ChatToolCall,
  type Endpoint,
} from "./openai/chat-completions";
import type { AnyTool, ChatTurn, Engine, EngineEvent, EngineRequest, PendingAction } from "./types";
import { untrustedJson } from "./untrusted";
import { JUNE_TOOL_FALLBACK_PHRASE } from "@shared/rules/june-tool-phrases";

/**
 * The `openai` engine: any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, llama.cpp),
 * streaming, with the couple's tools run on the server between model steps (decision 010: our own loop
 * over a lean client instead of the AI SDK's `streamText`, which cost 9× the CPU per token).
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

/** `data:image/png;base64,AAA…` → its media type and base64 data (null when not an image data URL). */
export function imageOf(dataUrl: string): { mediaType: string; data: string } | null {
  const m = /^data:(image\/[a-z0-9.+-]+);base64,(.*)$/is.exec(dataUrl);
  return m ? { mediaType: m[1]!.toLowerCase(), data: m[2]!.replace(/\s+/g, "") } : null;
}

/**
 * The conversation as Chat Completions messages. Only the newest user turn carries its image (the ones
 * before say an image was attached), which keeps ten turns of history from carrying ten images upstream.
 */
export function toChatMessages(turns: ChatTurn[]): ChatMessage[] {
  const lastUser = turns.findLastIndex((t) => t.role === "user");
  return turns.map((t, i): ChatMessage => {
    if (t.role === "assistant") return { role: "assistant", content: t.content };
    // Earlier turns keep a reference (/uploads/…) or, in old rows, a data URL: either way only a note.
    if (t.image && i !== lastUser)
      return { role: "user", content: `${t.content}\n[An image was attached to this message.]` };
    const image = t.image ? imageOf(t.image) : null;
    if (!image) return { role: "user", content: t.content };
    return {
      role: "user",
      content: [
        { type: "text", text: t.content },
        { type: "image_url", image_url: { url: `data:${image.mediaType};base64,${image.data}` } },
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

/** Our tools as Chat Completions function definitions (JSON Schema from their zod inputs). */
export function toChatTools(tools: AnyTool[]): ChatTool[] {
  return tools.map((t) => ({
    type: "function",
    function: { name: t.name, description: t.description, parameters: jsonSchemaOf(t.input) },
  }));
}

type ToolOutcome = { content: string; events: EngineEvent[] };

/**
 * Runs one call the model asked for: arguments parsed and validated by the tool's zod schema (invented
 * fields dropped), the result fenced as untrusted. A bad call or a failing tool goes back to the model as
 * an error it can work around; the couple sees nothing of it.
 */
async function runToolCall(
  call: ChatToolCall,
  byName: Map<string, AnyTool>,
  signal: AbortSignal,
): Promise<ToolOutcome> {
  const fail = (error: string): ToolOutcome => ({
    content: untrustedJson(`${call.function.name} error`, { error }),
    events: [],
  });
  const tool = byName.get(call.function.name);
  if (!tool) return fail(`There is no tool named ${call.function.name}.`);
  let args: unknown;
  try {
    args = JSON.parse(call.function.arguments || "{}");
  } catch {
    return fail("The arguments were not valid JSON.");
  }
  const parsed = tool.input.safeParse(withoutNulls(args));
  if (!parsed.success) return fail(`Invalid arguments: ${z.prettifyError(parsed.error)}`);
  let output: unknown;
  try {
    output = await tool.run(parsed.data, { signal });
  } catch (err) {
    if (signal.aborted) throw err;
    return fail("The tool failed; answer without it.");
  }
  let summary: string;
  try {
    summary = tool.summarize(parsed.data, output);
  } catch {
    summary = JUNE_TOOL_FALLBACK_PHRASE;
  }
  const events: EngineEvent[] = [{ type: "tool", name: tool.name, summary }];
  const action = (output as { action?: PendingAction } | undefined)?.action;
  if (tool.kind === "write" && action) events.push({ type: "action", action });
  const label =
    tool.kind === "write"
      ? `${tool.name} result (a proposal: nothing is saved until the couple confirms)`
      : `${tool.name} result`;
  return { content: untrustedJson(label, output), events };
}

const abortError = () => Object.assign(new Error("aborted"), { name: "AbortError" });

export function createOpenAiEngine(opts: OpenAiEngineOptions): Engine {
  const endpoint: Endpoint = { baseURL: opts.baseURL, apiKey: opts.apiKey };
  const model = opts.model || DEFAULT_MODEL;
  const maxSteps = opts.maxSteps ?? DEFAULT_MAX_STEPS;

  return {
    name: "openai",
    async *stream(request: EngineRequest): AsyncIterable<EngineEvent> {
      const { signal } = request;
      const byName = new Map(request.tools.map((t) => [t.name, t]));
      const tools = toChatTools(request.tools);
      const messages: ChatMessage[] = [
        { role: "system", content: request.system },
        ...toChatMessages(request.messages),
      ];

      for (let step = 0; step < maxSteps; step++) {
        // The last allowed step must answer in words: no more tool calls.
        const isLast = step === maxSteps - 1;
        let text = "";
        const calls: ChatToolCall[] = [];
        const chunks = streamChatCompletion(
          endpoint,
          { model, messages, ...(tools.length ? { tools, tool_choice: isLast ? "none" : "auto" } : {}) },
          signal,
        );
        for await (const chunk of chunks) {
          const delta = chunk.choices?.[0]?.delta;
          if (!delta) continue;
          if (delta.content) {
            text += delta.content;
            yield { type: "delta", text: delta.content };
          }
          // Tool calls stream in pieces: the first piece of each index names it, the rest add arguments.
          for (const piece of delta.tool_calls ?? []) {
            const call = (calls[piece.index] ??= {
              id: piece.id || `call_${step}_${piece.index}`,
              type: "function",
              function: { name: piece.function?.name ?? "", arguments: "" },
            });
            call.function.arguments += piece.function?.arguments ?? "";
          }
        }
        if (signal.aborted) throw abortError();
        const asked = calls.filter(Boolean);
        if (asked.length === 0 || isLast) break;

        messages.push({ role: "assistant", content: text || null, tool_calls: asked });
        for (const call of asked) {
          const outcome = await runToolCall(call, byName, signal);
          yield* outcome.events;
          messages.push({ role: "tool", tool_call_id: call.id, content: outcome.content });
        }
        if (signal.aborted) throw abortError();
      }
      yield { type: "done" };
    },
  };
}
