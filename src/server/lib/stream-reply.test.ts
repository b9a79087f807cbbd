import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { registerErrorHandler } from "../plugins/error-handler";
import { createStreamLimiter } from "../providers/ai/stream-limiter";
import { streamReply, type StreamReplyOptions } from "./stream-reply";

type Event = { event: "delta" | "done" | "error" | "hello"; data: unknown };
type Hooks = Partial<StreamReplyOptions<Event, string, string>>;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(hooks: Hooks, perMinute = 10) {
  const calls: string[] = [];
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  const limiter = createStreamLimiter({ perMinute, concurrent: 1 });
  app.post("/stream", async (_req, reply) => {
    let text = "";
    await streamReply<Event, string, string>(reply, {
      limiter,
      accountId: "acct",
      refusal: (l) => `limit ${l.reason}`,
      failure: { event: "error", data: { message: "failed" } },
      log: app!.log,
      onStart: async () => {
        calls.push("start");
        return "started";
      },
      stream: async function* () {
        yield "Hel";
        yield "lo";
      },
      onOpen: (started, { send }) => send({ event: "hello", data: started }),
      onDelta: (chunk, { send }) => {
        text += chunk;
        send({ event: "delta", data: chunk });
      },
      onDone: async ({ send }) => {
        calls.push(`done:${text}`);
        send({ event: "done", data: text });
      },
      onError: async (err, { send }) => {
        calls.push(`error:${(err as Error).message}`);
        send({ event: "error", data: (err as Error).message });
      },
      ...hooks,
    });
  });
  return { calls, post: () => app!.inject({ method: "POST", url: "/stream" }) };
}

describe("streamReply", () => {
  it("frames onOpen, every delta and onDone as server-sent events", async () => {
    const { calls, post } = await serve({});
    const res = await post();
    expect(res.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(res.body).toBe(
      'event: hello\ndata: "started"\n\nevent: delta\ndata: "Hel"\n\nevent: delta\ndata: "lo"\n\nevent: done\ndata: "Hello"\n\n',
    );
    expect(calls).toEqual(["start", "done:Hello"]);
  });

  it("hands a failing engine to onError, and a throwing onDone too", async () => {
    const failing = await serve({
      stream: async function* () {
        yield "Hel";
        throw new Error("upstream 500");
      },
    });
    expect((await failing.post()).body).toContain('event: error\ndata: "upstream 500"\n\n');
    expect(failing.calls).toEqual(["start", "error:upstream 500"]);
  });

  it("ends with the failure event when a hook fails after the stream opened", async () => {
    const { post } = await serve({
      onError: async () => {
        throw new Error("database down");
      },
      stream: async function* () {
        yield* [];
        throw new Error("engine down");
      },
    });
    expect((await post()).body).toBe(
      'event: hello\ndata: "started"\n\nevent: error\ndata: {"message":"failed"}\n\n',
    );
  });

  it("answers onStart's error as a normal error response", async () => {
    const { post } = await serve({
      onStart: async () => {
        throw new AppError("NOT_FOUND", "No such thing");
      },
    });
    const res = await post();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such thing" } });
  });

  it("refuses past the limit with 429 before onStart runs, and releases the slot after each reply", async () => {
    const { calls, post } = await serve({}, 2);
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200); // the first stream's slot was released
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: "RATE_LIMITED", message: "limit rate" } });
    expect(calls.filter((c) => c === "start")).toHaveLength(2);
  });
});
