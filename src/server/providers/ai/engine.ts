import type { Config } from "../../config";
import { createBuiltinEngine } from "./builtin/builtin-engine";
import type { KnowledgeBase } from "./builtin/knowledge-base";
import { createOpenAiEngine } from "./openai-engine";
import type { Engine } from "./types";

/**
 * The engine the config names: `AI_PROVIDER=openai` → any OpenAI-compatible endpoint (AI_BASE_URL,
 * AI_API_KEY, AI_MODEL); `builtin` (the default) → the offline planner engine.
 */
export function createEngine(
  config: Pick<Config, "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL">,
  knowledge: KnowledgeBase,
): Engine {
  if (config.AI_PROVIDER === "openai") {
    if (!config.AI_BASE_URL) throw new Error("AI_BASE_URL is required when AI_PROVIDER=openai");
    return createOpenAiEngine({
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
    });
  }
  return createBuiltinEngine({ knowledge });
}
