import type { ChatTurn } from "../../types";
import type { KnowledgeBase } from "../knowledge-base";
import type { Understanding } from "../intents";
import type { Lookup } from "../listing-lookup";
import type { Toolbox } from "../toolbox";

/** What every answer composer gets: the request's tools, the knowledge base, and what was understood. */
export type AnswerContext = {
  knowledge: KnowledgeBase;
  tools: Toolbox;
  /** The newest user message. */
  text: string;
  understanding: Understanding;
  /** The conversation, oldest first (the newest user turn last). */
  history: ChatTurn[];
  /** Listings the message names or refers to, found through the search (issue #16). */
  lookup?: Lookup;
};

/** Today as YYYY-MM-DD (server calendar; days to the wedding come from the days_to_wedding tool). */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** YYYY-MM-DD `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
