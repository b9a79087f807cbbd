import { setTimeout as sleep } from "node:timers/promises";
import type { Engine, EngineEvent, EngineRequest } from "../types";
import type { AnswerContext } from "./answers/context";
import { budgetAnswer } from "./answers/data";
import { addGuestAnswer, guestsAnswer, namesFollowUp } from "./answers/guests";
import { imageAnswer } from "./answers/image";
import { explainAnswer, helpAnswer, thanksAnswer } from "./answers/knowledge";
import { saveVenueAnswer, savedVenuesAnswer, vendorsAnswer, venuesAnswer } from "./answers/listings";
import { daysLeftAnswer, nextStepsAnswer } from "./answers/plan";
import { understand } from "./intents";
import type { KnowledgeBase } from "./knowledge-base";
import { Toolbox } from "./toolbox";

/**
 * The built-in planner engine (issue #4): a real offline assistant without a model. It recognises the
 * couple's intent (intents.ts) and entities (entities.ts), answers from their own data and the live
 * listings through the same tools a model gets (toolbox.ts), and from the planning knowledge base; when
 * nothing relevant is known it says so. Replies stream word by word.
 */

export type BuiltinEngineOptions = {
  /** The planning guides (the June module builds this port). */
  knowledge: KnowledgeBase;
  /** Pause between streamed words, so the reply reads like it's being typed (0 in tests). */
  chunkDelayMs?: number;
};

/** The reply cut into word-sized deltas whose concatenation is exactly the reply. */
export function chunkReply(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

async function compose(ctx: AnswerContext, image: string | undefined): Promise<string> {
  if (image) return imageAnswer(ctx, image);
  // Names June asked for (issue #12): "Ada, Chidi and Emeka" completes the add request she couldn't make.
  if (ctx.understanding.intent === "unknown" || ctx.understanding.intent === "add_guest") {
    const request = namesFollowUp(ctx);
    if (request) return addGuestAnswer({ ...ctx, text: request });
  }
  switch (ctx.understanding.intent) {
    case "greeting":
      return helpAnswer(ctx, { greeting: true });
    case "help":
      return helpAnswer(ctx);
    case "thanks":
      return thanksAnswer();
    case "next_steps":
      return nextStepsAnswer(ctx);
    case "days_left":
      return daysLeftAnswer(ctx);
    case "budget":
      return budgetAnswer(ctx);
    case "guests":
      return guestsAnswer(ctx);
    case "find_venues":
      return venuesAnswer(ctx);
    case "find_vendors":
      return vendorsAnswer(ctx);
    case "saved_venues":
      return savedVenuesAnswer(ctx);
    case "save_venue":
      return saveVenueAnswer(ctx);
    case "add_guest":
      return addGuestAnswer(ctx);
    case "explain":
      return explainAnswer(ctx);
    case "unknown":
      return explainAnswer(ctx, { strict: true });
  }
}

export function createBuiltinEngine({ knowledge, chunkDelayMs = 8 }: BuiltinEngineOptions): Engine {
  return {
    name: "builtin",
    async *stream(request: EngineRequest): AsyncIterable<EngineEvent> {
      const { signal } = request;
      if (signal.aborted) return;
      const turns = request.messages;
      const latestIndex = turns.findLastIndex((t) => t.role === "user");
      const latest = turns[latestIndex];
      const previous = turns
        .slice(0, Math.max(0, latestIndex))
        .filter((t) => t.role === "user")
        .map((t) => t.content);
      const tools = new Toolbox(request.tools, signal);
      const text = latest?.content ?? "";
      const ctx: AnswerContext = {
        knowledge,
        tools,
        text,
        understanding: understand(text, previous),
        history: turns,
      };

      let reply: string;
      try {
        reply = await compose(ctx, latest?.image);
      } catch (err) {
        if (signal.aborted) return;
        throw err;
      }
      for (const event of tools.events) {
        if (signal.aborted) return;
        yield event;
      }
      for (const chunk of chunkReply(reply)) {
        if (signal.aborted) return;
        yield { type: "delta", text: chunk };
        if (chunkDelayMs > 0) {
          try {
            await sleep(chunkDelayMs, undefined, { signal });
          } catch {
            return; // aborted while pausing
          }
        }
      }
      if (signal.aborted) return;
      yield { type: "done" };
    },
  };
}
