import { describe, expect, it } from "vitest";
import { createSseParser, readSse, type SseEvent } from "./sse";

describe("createSseParser", () => {
  it("parses named events with JSON data", () => {
    const p = createSseParser();
    expect(p.push('event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {}\n\n')).toEqual([
      { event: "delta", data: '{"text":"Hi"}' },
      { event: "done", data: "{}" },
    ]);
  });

  it("joins events split across chunks at any point, CRLF included", () => {
    const text =
      'event: delta\r\ndata: {"text":"Hello"}\r\n\r\nevent: delta\r\ndata: {"text":" there"}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      const p = createSseParser();
      const events = [...p.push(text.slice(0, cut)), ...p.push(text.slice(cut)), ...p.end()];
      expect(events.map((e) => e.data)).toEqual(['{"text":"Hello"}', '{"text":" there"}']);
    }
  });

  it("joins multi-line data, skips comments and empty events, defaults the name", () => {
    const p = createSseParser();
    expect(p.push(": keep-alive\n\ndata: one\ndata: two\n\nevent: x\n\n")).toEqual([
      { event: "message", data: "one\ntwo" },
    ]);
  });

  it("keeps a value's own leading spaces after the first", () => {
    const p = createSseParser();
    expect(p.push('event:delta\ndata:  {"text":" a"}\n\n')).toEqual([
      { event: "delta", data: ' {"text":" a"}' },
    ]);
  });

  it("emits a last event without its blank line at the end", () => {
    const p = createSseParser();
    expect(p.push("event: done\ndata: {}")).toEqual([]);
    expect(p.end()).toEqual([{ event: "done", data: "{}" }]);
  });
});

describe("readSse", () => {
  it("reads a byte stream, multi-byte characters split across chunks included", async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"✨ 💭"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 3) c.enqueue(bytes.slice(i, i + 3));
        c.close();
      },
    });
    const events: SseEvent[] = [];
    await readSse(body, (e) => events.push(e));
    expect(events).toEqual([{ event: "delta", data: '{"text":"✨ 💭"}' }]);
  });
});
