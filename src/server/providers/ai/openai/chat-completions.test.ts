import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamChatCompletion, UpstreamError, type ChatChunk } from "./chat-completions";

// A raw server that answers each request with the next script: pieces of bytes written with pauses, so
// the parser sees events split anywhere (mid-line, between \r and \n), comments and odd line endings.
type Script = { status?: number; pieces: string[] };
const scripts: Script[] = [];
const bodies: unknown[] = [];
const headers: Record<string, string | string[] | undefined>[] = [];
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      bodies.push(JSON.parse(raw));
      headers.push(req.headers);
      const script = scripts.shift() ?? { pieces: ["data: [DONE]\n\n"] };
      res.writeHead(script.status ?? 200, { "content-type": "text/event-stream" });
      const write = (i: number) => {
        if (i === script.pieces.length) return void res.end();
        res.write(script.pieces[i]);
        setTimeout(() => write(i + 1), 2);
      };
      write(0);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const chunk = (content: string, finish: string | null = null) =>
  JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] });

async function collect(script: Script): Promise<ChatChunk[]> {
  scripts.push(script);
  const out: ChatChunk[] = [];
  const stream = streamChatCompletion(
    { baseURL, apiKey: "sk-test" },
    { model: "m", messages: [{ role: "user", content: "hi" }] },
    new AbortController().signal,
  );
  for await (const c of stream) out.push(c);
  return out;
}
const texts = (chunks: ChatChunk[]) => chunks.map((c) => c.choices?.[0]?.delta?.content);

describe("streamChatCompletion", () => {
  it("posts a streaming request with the key, and reads events split anywhere", async () => {
    const a = `data: ${chunk("Hel")}\r\n\r\n`;
    const b = `: keep-alive\n\nevent: message\ndata: ${chunk("lo", "stop")}\n\ndata: [DONE]\n\n`;
    const chunks = await collect({
      pieces: [a.slice(0, 9), a.slice(9, -3), a.slice(-3, -1), a.slice(-1), b],
    });
    expect(texts(chunks)).toEqual(["Hel", "lo"]);
    expect(bodies.at(-1)).toMatchObject({ model: "m", stream: true, messages: [{ role: "user" }] });
    expect(headers.at(-1)?.authorization).toBe("Bearer sk-test");
  });

  it("joins the data lines of one event", async () => {
    const json = chunk("x", "stop");
    const chunks = await collect({ pieces: [`data: ${json.slice(0, 10)}\ndata:${json.slice(10)}\n\n`] });
    // Two data lines join with a newline, which JSON reads as whitespace between tokens.
    expect(texts(chunks)).toEqual(["x"]);
  });

  it("accepts a stream that ends after a finish reason without [DONE]", async () => {
    expect(texts(await collect({ pieces: [`data: ${chunk("ok", "stop")}\n\n`] }))).toEqual(["ok"]);
  });

  it("fails on a stream cut off before the reply ended", async () => {
    await expect(collect({ pieces: [`data: ${chunk("half")}\n\n`] })).rejects.toThrow(
      "the AI endpoint's stream ended before the reply did",
    );
  });

  it("fails on an HTTP error with the endpoint's message, and on an error event", async () => {
    const refused = collect({
      status: 429,
      pieces: [JSON.stringify({ error: { message: "Rate limit reached" } })],
    });
    await expect(refused).rejects.toThrow("the AI endpoint answered 429: Rate limit reached");
    await expect(refused).rejects.toBeInstanceOf(UpstreamError);
    await expect(
      collect({ pieces: [`data: ${JSON.stringify({ error: { message: "model overloaded" } })}\n\n`] }),
    ).rejects.toThrow("model overloaded");
  });
});
