import type { Db } from "../db/client";
import { knowledgeBase } from "../modules/june/knowledge/search-knowledge";
import { coupleToolPorts } from "../modules/june/june-tool-ports";
import type { KnowledgeBase } from "../providers/ai/builtin/knowledge-base";
import { createCoupleTools } from "../providers/ai/tools/couple-tools";
import type { AnyTool } from "../providers/ai/types";

/**
 * The ports the June module hands the AI providers, built as the app builds them, for the providers' own
 * tests (a provider's test may not import a module either: decision 016).
 */
export function coupleToolsFor(db: Db, coupleId: string): AnyTool[] {
  return createCoupleTools(coupleToolPorts(db, coupleId));
}

export function knowledgeFor(db: Db): KnowledgeBase {
  return knowledgeBase(db);
}
