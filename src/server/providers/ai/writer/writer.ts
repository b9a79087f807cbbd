import type { Config } from "../../../config";
import { createBuiltinWriter } from "./builtin/builtin-writer";
import { createOpenAiWriter } from "./openai-writer";
import type { Writer } from "./writer-types";

/** The writer on the engine the config names (the same settings as June's engine, see engine.ts). */
export function createWriter(
  config: Pick<Config, "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL">,
): Writer {
  if (config.AI_PROVIDER === "openai") {
    if (!config.AI_BASE_URL) throw new Error("AI_BASE_URL is required when AI_PROVIDER=openai");
    return createOpenAiWriter({
      endpoint: { baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY },
      model: config.AI_MODEL,
    });
  }
  return createBuiltinWriter();
}
