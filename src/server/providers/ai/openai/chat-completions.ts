import http from "node:http";
import https from "node:https";

/**
 * A streaming client for the OpenAI Chat Completions API (`POST {baseURL}/chat/completions`, `stream: true`),
 * the dialect OpenAI, Ollama, vLLM and llama.cpp servers all speak. Node's own http and a string SSE
 * parser: no web streams, so a token costs ~40 µs of CPU instead of the AI SDK's ~350 (decision 010).
 */

export type ChatContentPart =
  { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };

export type ChatToolCall = { id: string; type: "function"; function: { name: string; arguments: string } };

export type ChatMessage =
  | { role: "system"; content: string }
  | { role: "user"; content: string | ChatContentPart[] }
  | { role: "assistant"; content: string | null; tool_calls?: ChatToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export type ChatTool = {
  type: "function";
  function: { name: string; description: string; parameters: unknown };
};

export type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  tools?: ChatTool[];
  tool_choice?: "auto" | "none";
};

/** One streamed `chat.completion.chunk` (only the fields we read). */
export type ChatChunk = {
  choices?: {
    index?: number;
    delta?: {
      content?: string | null;
      tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
    finish_reason?: string | null;
  }[];
  error?: { message?: string };
};

export type Endpoint = { baseURL: string; apiKey?: string | undefined };

/** The endpoint refused, failed or broke off; the message says which (it is logged, never shown). */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

/** No byte from the endpoint for this long (connecting, or between two chunks): give up. */
const IDLE_TIMEOUT_MS = 60_000;
/** How much of an error body is read for its message. */
const MAX_ERROR_BODY = 64 * 1024;

function post(endpoint: Endpoint, body: string, signal: AbortSignal): Promise<http.IncomingMessage> {
  const url = new URL(`${endpoint.baseURL.replace(/\/+$/, "")}/chat/completions`);
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(url, {
      method: "POST",
      signal,
      timeout: IDLE_TIMEOUT_MS,
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        accept: "text/event-stream",
        authorization: `Bearer ${endpoint.apiKey || "none"}`,
      },
    });
    req.on("response", resolve);
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new UpstreamError("the AI endpoint went quiet for 60 s")));
    req.end(body);
  });
}

async function errorMessage(res: http.IncomingMessage): Promise<string> {
  let text = "";
  res.setEncoding("utf8");
  for await (const chunk of res as AsyncIterable<string>) {
    text += chunk;
    if (text.length > MAX_ERROR_BODY) break;
  }
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } | string };
    const error = parsed.error;
    return (typeof error === "string" ? error : error?.message) ?? text.slice(0, 500);
  } catch {
    return text.slice(0, 500);
  }
}

/**
 * Streams one completion's chunks. Throws `UpstreamError` on an HTTP error, an error chunk or a stream
 * cut off before a finish reason; aborting `signal` destroys the request (the endpoint sees the connection
 * close) and the iteration throws an `AbortError`.
 */
export async function* streamChatCompletion(
  endpoint: Endpoint,
  request: ChatRequest,
  signal: AbortSignal,
): AsyncGenerator<ChatChunk> {
  const res = await post(endpoint, JSON.stringify({ ...request, stream: true }), signal);
  const status = res.statusCode ?? 0;
  if (status >= 400) {
    throw new UpstreamError(`the AI endpoint answered ${status}: ${await errorMessage(res)}`, status);
  }
  res.setEncoding("utf8");
  let pending = ""; // an incomplete line
  let data: string[] = []; // the data lines of the event being read
  let finished = false; // a choice said why it stopped
  for await (const text of res as AsyncIterable<string>) {
    pending += text;
    let start = 0;
    for (;;) {
      const nl = pending.indexOf("\n", start);
      if (nl < 0) break;
      let line = pending.slice(start, nl);
      start = nl + 1;
      if (line.endsWith("\r")) line = line.slice(0, -1);
      if (line === "") {
        // A blank line ends the event.
        if (data.length === 0) continue;
        const payload = data.join("\n");
        data = [];
        if (payload === "[DONE]") return;
        const chunk = JSON.parse(payload) as ChatChunk;
        if (chunk.error) throw new UpstreamError(chunk.error.message ?? "the AI endpoint sent an error");
        if (chunk.choices?.some((c) => c.finish_reason)) finished = true;
        yield chunk;
      } else if (line.startsWith("data:")) {
        data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
      }
      // Other fields (event:, id:, retry:) and comments (": keep-alive") carry nothing we need.
    }
    pending = pending.slice(start);
  }
  if (signal.aborted) throw Object.assign(new Error("aborted"), { name: "AbortError" });
  // Some servers end without `[DONE]`; a stream that never said why it stopped was cut off.
  if (!finished) throw new UpstreamError("the AI endpoint's stream ended before the reply did");
}
