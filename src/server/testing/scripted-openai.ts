import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A scripted OpenAI-compatible server on loopback for tests and the benchmark: a real HTTP server speaking
 * Chat Completions with `stream: true` (SSE chunks, `data: [DONE]`), answering each request with the next
 * scripted response: text in chunks with delays, tool calls (streamed `delta.tool_calls`), HTTP errors,
 * or a stream that never ends (to prove a cancel reaches upstream). Every request body is recorded, with
 * when it arrived, when its first token left and whether the client went away early.
 */

export type ScriptedToolCall = { id?: string; name: string; arguments: Record<string, unknown> | string };

export type ScriptedResponse =
  /** Streams `chunks` as content deltas, `delayMs` apart (the first after `firstDelayMs`, default delayMs). */
  | { kind: "text"; chunks: string[]; delayMs?: number; firstDelayMs?: number }
  /** Streams tool calls (optionally after some text) and finishes with finish_reason "tool_calls". */
  | { kind: "tool_calls"; calls: ScriptedToolCall[]; text?: string; delayMs?: number }
  /** Answers an HTTP error with an OpenAI-style error body. */
  | { kind: "error"; status: number; message?: string }
  /** Sends `chunks`, then keeps the stream open until the client aborts. */
  | { kind: "hang"; chunks?: string[] };

export type RecordedRequest = {
  /** The parsed JSON body (model, messages, tools, stream…). */
  body: ChatCompletionBody;
  headers: IncomingMessage["headers"];
  /** performance.timeOrigin + performance.now() when the request line arrived (ms, sub-ms precision). */
  receivedAt: number;
  /** When the first content token was written (same clock). */
  firstTokenAt?: number;
  /** When the response ended normally. */
  endedAt?: number;
  /** The client closed the connection before the response ended. */
  aborted: boolean;
  abortedAt?: number;
  response: ScriptedResponse;
};

export type ChatCompletionMessage = {
  role: "system" | "user" | "assistant" | "tool";
  content?: string | null | { type: string; text?: string; image_url?: { url: string } }[];
  tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
};

export type ChatCompletionBody = {
  model: string;
  messages: ChatCompletionMessage[];
  tools?: { type: "function"; function: { name: string; description?: string; parameters?: unknown } }[];
  stream?: boolean;
  [key: string]: unknown;
};

/** A request to the audio endpoints (Grace's voice, issue #17). */
export type RecordedAudioRequest = {
  path: "/audio/transcriptions" | "/audio/speech";
  contentType: string;
  /** Raw body size in bytes (the multipart form or the JSON). */
  bytes: number;
  /** The speech request's JSON (model, voice, input); undefined for a transcription. */
  speech?: { model?: string; voice?: string; input?: string };
  /** The transcription form's `model` field, read from the multipart body. */
  model?: string;
};

/** The bytes `/audio/speech` answers with: an MP3 frame header, so a player takes it for audio. */
export const SCRIPTED_SPEECH = Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]);

export type ScriptedOpenAiOptions = {
  /** What `/audio/transcriptions` answers (default "How do I reset my password?"); an Error answers 500. */
  transcript?: string | Error;
  /** Answer for a request when the queue is empty (default: a short text reply). */
  fallback?: (body: ChatCompletionBody) => ScriptedResponse;
  /** Called as each request arrives (the benchmark correlates requests with it). */
  onRequest?: (req: RecordedRequest) => void;
  /** Called when a request's first content token has been written. */
  onFirstToken?: (req: RecordedRequest) => void;
  /** Listen on this port (default: any free one). */
  port?: number;
  /**
   * Also answer `GET /__scripted/requests` with what arrived (the last user text, tool choice, whether the
   * client went away), so a browser test in another process can check what reached the model.
   */
  inspectable?: boolean;
};

export type ScriptedOpenAi = {
  /** The base URL to give the openai engine (`…/v1`). */
  baseURL: string;
  requests: RecordedRequest[];
  audioRequests: RecordedAudioRequest[];
  enqueue: (...responses: ScriptedResponse[]) => void;
  /** Drops the responses not used yet. */
  clearQueue: () => void;
  /** Resolves when `n` requests have arrived in total. */
  waitForRequests: (n: number, timeoutMs?: number) => Promise<RecordedRequest[]>;
  /** Resolves when the given request was aborted by the client. */
  waitForAbort: (req: RecordedRequest, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

export const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The text of a chat message's content (string or parts). */
export function contentText(message: ChatCompletionMessage | undefined): string {
  const c = message?.content;
  if (!c) return "";
  if (typeof c === "string") return c;
  return c.map((p) => p.text ?? "").join("");
}

async function readBodyBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBodyBytes(req)).toString("utf8");
}

export async function startScriptedOpenAi(opts: ScriptedOpenAiOptions = {}): Promise<ScriptedOpenAi> {
  const queue: ScriptedResponse[] = [];
  const requests: RecordedRequest[] = [];
  const audioRequests: RecordedAudioRequest[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const w of [...waiters]) w();
  };
  let counter = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const receivedAt = now();
    if (opts.inspectable && req.method === "GET" && req.url === "/__scripted/requests") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          requests.map((r) => ({
            lastUserText: contentText(r.body.messages.findLast((m) => m.role === "user")),
            roles: r.body.messages.map((m) => m.role),
            toolChoice: r.body.tool_choice,
            aborted: r.aborted,
          })),
        ),
      );
      return;
    }
    if (req.method === "POST" && req.url?.endsWith("/audio/transcriptions")) {
      const raw = await readBodyBytes(req);
      const model = /name="model"\r\n\r\n([^\r]*)/.exec(raw.toString("latin1"))?.[1];
      audioRequests.push({
        path: "/audio/transcriptions",
        contentType: req.headers["content-type"] ?? "",
        bytes: raw.length,
        ...(model ? { model } : {}),
      });
      const answer = opts.transcript ?? "How do I reset my password?";
      if (answer instanceof Error) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: answer.message, type: "server_error" } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ text: answer }));
      return;
    }
    if (req.method === "POST" && req.url?.endsWith("/audio/speech")) {
      const raw = await readBodyBytes(req);
      audioRequests.push({
        path: "/audio/speech",
        contentType: req.headers["content-type"] ?? "",
        bytes: raw.length,
        speech: JSON.parse(raw.toString("utf8")) as RecordedAudioRequest["speech"] & object,
      });
      res.writeHead(200, { "content-type": "audio/mpeg" });
      res.end(SCRIPTED_SPEECH);
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: "not_found" } }));
      return;
    }
    const body = JSON.parse(await readBody(req)) as ChatCompletionBody;
    const response = queue.shift() ??
      opts.fallback?.(body) ?? { kind: "text" as const, chunks: ["Happy ", "planning!"], delayMs: 1 };
    const rec: RecordedRequest = { body, headers: req.headers, receivedAt, aborted: false, response };
    requests.push(rec);
    opts.onRequest?.(rec);
    notify();

    let closed = false;
    res.on("close", () => {
      closed = true;
      if (!res.writableFinished) {
        rec.aborted = true;
        rec.abortedAt = now();
        notify();
      }
    });

    if (response.kind === "error") {
      res.writeHead(response.status, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          error: {
            message: response.message ?? "The scripted server failed on purpose.",
            type: "server_error",
          },
        }),
      );
      return;
    }

    counter += 1;
    const id = `chatcmpl-scripted-${counter}`;
    const created = Math.floor(Date.now() / 1000);
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    res.flushHeaders();
    const send = (delta: Record<string, unknown>, finishReason: string | null = null) => {
      if (closed) return false;
      const chunk = {
        id,
        object: "chat.completion.chunk",
        created,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      return true;
    };
    const sendContent = (text: string) => {
      if (!send({ content: text })) return false;
      if (rec.firstTokenAt === undefined) {
        rec.firstTokenAt = now();
        opts.onFirstToken?.(rec);
      }
      return true;
    };
    const finish = (reason: string) => {
      if (closed) return;
      send({}, reason);
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, choices: [], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } })}\n\n`,
      );
      res.write("data: [DONE]\n\n");
      rec.endedAt = now();
      res.end();
    };

    send({ role: "assistant", content: "" });
    if (response.kind === "text") {
      const delay = response.delayMs ?? 0;
      for (const [i, text] of response.chunks.entries()) {
        const wait = i === 0 ? (response.firstDelayMs ?? delay) : delay;
        if (wait > 0) await sleep(wait);
        if (!sendContent(text)) return;
      }
      finish("stop");
      return;
    }
    if (response.kind === "tool_calls") {
      if (response.text && !sendContent(response.text)) return;
      for (const [index, call] of response.calls.entries()) {
        const args = typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments);
        const callId = call.id ?? `call_${counter}_${index}`;
        send({
          tool_calls: [{ index, id: callId, type: "function", function: { name: call.name, arguments: "" } }],
        });
        // Arguments arrive in pieces, like real servers send them.
        const mid = Math.ceil(args.length / 2);
        for (const piece of [args.slice(0, mid), args.slice(mid)]) {
          if (response.delayMs) await sleep(response.delayMs);
          if (!send({ tool_calls: [{ index, function: { arguments: piece } }] })) return;
        }
      }
      finish("tool_calls");
      return;
    }
    // hang: send what we have, then wait for the client to give up.
    for (const text of response.chunks ?? []) if (!sendContent(text)) return;
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: String(err), type: "scripted_server_bug" } }));
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function waitFor(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`scripted OpenAI server: timed out waiting for ${what}`));
      }, timeoutMs);
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve();
      };
      waiters.add(waiter);
    });
  }

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    audioRequests,
    enqueue: (...responses) => queue.push(...responses),
    clearQueue: () => {
      queue.length = 0;
    },
    async waitForRequests(n, timeoutMs = 5_000) {
      await waitFor(() => requests.length >= n, `${n} requests`, timeoutMs);
      return requests;
    },
    waitForAbort: (rec, timeoutMs = 5_000) => waitFor(() => rec.aborted, "the client to abort", timeoutMs),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
