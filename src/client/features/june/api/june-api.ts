import {
  JUNE_FAILURE_MESSAGE,
  parseJuneStreamEvent,
  type JuneActionResult,
  type JuneHistory,
  type JuneStreamEvent,
  type JuneWelcome,
} from "@shared/schemas/june";
import { api } from "@client/lib/api";
import { postEventStream } from "@client/lib/sse";

export const getHistory = () => api<JuneHistory>("GET", "/api/june/history");
export const getWelcome = () => api<JuneWelcome>("GET", "/api/june/welcome");
export const clearHistory = () => api<null>("DELETE", "/api/june/history");
export const resolveAction = (messageId: string, decision: "confirm" | "dismiss") =>
  api<JuneActionResult>("POST", `/api/june/actions/${encodeURIComponent(messageId)}/${decision}`, {});

/**
 * Sends a message and streams June's reply: `onEvent` gets each server-sent event as it arrives.
 * Throws ApiError when the server refuses before streaming (429, 400…); an AbortError when `signal` fires.
 */
export async function streamMessage(
  body: { text: string; image?: string },
  onEvent: (event: JuneStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  await postEventStream(
    "/api/june/messages",
    body,
    ({ event, data }) => {
      const parsed = parseJuneStreamEvent(event, data);
      if (parsed) onEvent(parsed);
    },
    {
      signal,
      failureMessage: JUNE_FAILURE_MESSAGE,
      // A rate limit says how long to wait; anything else gets the spec's failure text.
      serverMessageShown: (_status, code) => code === "RATE_LIMITED",
    },
  );
}
