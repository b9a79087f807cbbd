/**
 * The second e2e server (playwright.config.ts): the scripted OpenAI-compatible server on loopback and the
 * app with AI_PROVIDER=openai pointed at it, for `e2e/june-openai.spec.ts`. The browser talks to the real
 * app; the app streams from a real HTTP server speaking Chat Completions SSE with tool calls.
 *
 * What the "model" answers depends on the couple's last message, so each test drives it by what it types:
 *   "… please fail"              → HTTP 500
 *   "… keep talking"             → a stream that never ends (until the app cancels it)
 *   "Please save the <slug> venue" → a save_venue tool call, then words once the tool answered
 *   "… venues in Nashville"      → a search_venues tool call, then words
 *   "… set our total budget to $N" → a set_total_budget tool call (issue #16), then words
 *   anything else                → a short reply in three chunks
 */
import {
  contentText,
  startScriptedOpenAi,
  type ChatCompletionBody,
  type ScriptedResponse,
} from "../../src/server/testing/scripted-openai";

function answer(body: ChatCompletionBody): ScriptedResponse {
  const said = contentText(body.messages.findLast((m) => m.role === "user"));
  const text = (...chunks: string[]): ScriptedResponse => ({ kind: "text", chunks, delayMs: 60 });
  if (body.messages.at(-1)?.role === "tool") {
    if (/total budget/i.test(said)) return text("Here's the change — ", "confirm below if it's right.");
    return /save/i.test(said)
      ? text("I can save it for you — ", "just confirm below.")
      : text("Nashville has ", "some lovely venues ", "for you.");
  }
  if (/please fail/i.test(said)) return { kind: "error", status: 500 };
  if (/keep talking/i.test(said)) return { kind: "hang", chunks: ["Let me tell you everything about "] };
  const save = /save the ([a-z0-9-]+) venue/i.exec(said);
  if (save) return { kind: "tool_calls", calls: [{ name: "save_venue", arguments: { venueSlug: save[1] } }] };
  const total = /set our total budget to \$?([\d,]+)/i.exec(said);
  if (total)
    return {
      kind: "tool_calls",
      calls: [{ name: "set_total_budget", arguments: { amountUsd: Number(total[1]!.replace(/,/g, "")) } }],
    };
  if (/venues in nashville/i.test(said))
    return { kind: "tool_calls", calls: [{ name: "search_venues", arguments: { city: "nashville" } }] };
  return text("Happy ", "planning, ", "you two!");
}

const ai = await startScriptedOpenAi({
  fallback: answer,
  inspectable: true,
  port: Number(process.env.SCRIPTED_AI_PORT),
});
process.env.AI_PROVIDER = "openai";
process.env.AI_BASE_URL = ai.baseURL;
process.env.AI_MODEL = "scripted-e2e";
await import("../../src/server/main");
