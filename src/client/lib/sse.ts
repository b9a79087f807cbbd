import type { ErrorDetail } from "@shared/errors";
import { ApiError, errorDetailOf } from "./api";

/**
 * A small parser for `text/event-stream` (the WHATWG server-sent events format), fed chunks of text as
 * they arrive from `fetch`'s ReadableStream. EventSource cannot be used: June's messages are POSTs.
 * Handles CRLF/CR/LF line ends, multi-line `data:`, comments (`:`) and events split across chunks.
 */
export type SseEvent = { event: string; data: string };

export function createSseParser() {
  let buffer = "";
  let event = "";
  let data: string[] = [];

  function line(text: string, out: SseEvent[]) {
    if (text === "") {
      if (data.length > 0) out.push({ event: event || "message", data: data.join("\n") });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }

  return {
    /** Feeds a chunk; returns the events it completed. */
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone CR at the end may be the first half of CRLF: wait for the next chunk.
        if (match[0] === "\r" && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    /** The stream ended: a last event without its blank line still counts. */
    end(): SseEvent[] {
      const out: SseEvent[] = [];
      if (buffer) line(buffer, out);
      buffer = "";
      line("", out);
      return out;
    },
  };
}

/** Reads a response body to the end, calling `onEvent` for each event as soon as it is complete. */
export async function readSse(body: ReadableStream<Uint8Array>, onEvent: (e: SseEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const e of parser.push(decoder.decode(value, { stream: true }))) onEvent(e);
    }
    for (const e of parser.push(decoder.decode())) onEvent(e);
    for (const e of parser.end()) onEvent(e);
  } finally {
    reader.releaseLock();
  }
}

/**
 * POSTs JSON and reads the answer's server-sent events as they arrive (June's replies, the AI writer's
 * drafts). Throws an AbortError when `signal` fires, and an ApiError when the request fails or the server
 * refuses before streaming: with the server's own message where `serverMessageShown(status, code)` says
 * so (a rate limit, a validation error…), else `failureMessage`.
 */
export async function postEventStream(
  url: string,
  body: unknown,
  onEvent: (e: SseEvent) => void,
  opts: {
    signal: AbortSignal;
    failureMessage: string;
    serverMessageShown: (status: number, code: string) => boolean;
  },
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "text/event-stream", "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, "NETWORK", opts.failureMessage);
  }
  if (!res.ok || !res.body) {
    let code = "UNKNOWN";
    let message = opts.failureMessage;
    let detail: ErrorDetail = {};
    try {
      const data = (await res.json()) as { error?: { code?: string; message?: string } & ErrorDetail };
      code = data.error?.code ?? code;
      detail = errorDetailOf(data.error);
      if (data.error?.message && opts.serverMessageShown(res.status, code)) message = data.error.message;
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, code, message, detail);
  }
  await readSse(res.body, onEvent);
}
