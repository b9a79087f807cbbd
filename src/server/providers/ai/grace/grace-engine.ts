import type { Config } from "../../../config";
import { createBuiltinGrace } from "./builtin-grace";
import type { GraceEngine } from "./grace-types";
import { createOpenAiGrace } from "./openai-grace";
import type { SupportKnowledge } from "./support-knowledge";

/** Grace's engine on the same settings as June's (engine.ts): built-in by default, the endpoint when configured. */
export function createGraceEngine(
  config: Pick<Config, "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL">,
  knowledge: SupportKnowledge,
  onFallback?: (reason: string) => void,
): GraceEngine {
  if (config.AI_PROVIDER === "openai") {
    if (!config.AI_BASE_URL) throw new Error("AI_BASE_URL is required when AI_PROVIDER=openai");
    return createOpenAiGrace({
      endpoint: { baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY },
      model: config.AI_MODEL,
      knowledge,
      ...(onFallback ? { onFallback } : {}),
    });
  }
  return createBuiltinGrace({ knowledge });
}
