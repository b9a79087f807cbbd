import {
  JUNE_FAILURE_MESSAGE,
  parseJuneStreamEvent,
  type JuneActionResult,
  type JuneHistory,
  type JuneStreamEvent,
  type JuneWelcome,
} from "@shared/schemas/june";
import { api, ApiError } from "@client/lib/api";
import { readSse } from "../utils/sse";

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
  let res: Response;
  try {
    res = await fetch("/api/june/messages", {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "text/event-stream", "content-type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, "NETWORK", JUNE_FAILURE_MESSAGE);
  }
  if (!res.ok || !res.body) {
    let message = JUNE_FAILURE_MESSAGE;
    let code = "UNKNOWN";
    try {
      const data = (await res.json()) as { error?: { code?: string; message?: string } };
      code = data.error?.code ?? code;
      // A rate limit says how long to wait; anything else gets the spec's failure text.
      if (code === "RATE_LIMITED" && data.error?.message) message = data.error.message;
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, code, message);
  }
  await readSse(res.body, ({ event, data }) => {
    const parsed = parseJuneStreamEvent(event, data);
    if (parsed) onEvent(parsed);
  });
}
