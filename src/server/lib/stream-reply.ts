import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { AppError } from "../errors";
import type { StreamLimiter } from "../providers/ai/stream-limiter";
import { openEventStream } from "./event-stream";

/**
 * One streamed AI reply (decision 016): June's answers and the vendor writer's drafts, and Grace next.
 * The helper owns what every assistant repeats — the per-account limits (starts per minute, streams at
 * once), aborting the engine when the client disconnects, server-sent-event framing, and the order of the
 * persistence hooks — so a feature only says how its engine's chunks become events and what it stores.
 *
 * Order: limits (429 as a normal error answer) → `onStart` (store the user's message, read context; its
 * errors are normal error answers too) → the event stream opens → `onOpen` → each chunk of `stream` to
 * `onDelta` → `onDone` when the stream ended, `onError` when it (or `onDone`) threw, `onAbort` when the
 * client went away. A hook that throws after the stream opened ends it with the `failure` event.
 */

export type SseEvent = { event: string; data: unknown };

export type ReplyContext<E extends SseEvent> = {
  /** Sends one event at once (a no-op once the client left). */
  send: (event: E) => void;
  /** Aborted when the client disconnects (the engine's upstream call stops with it). */
  signal: AbortSignal;
};

export type StreamReplyOptions<E extends SseEvent, Chunk, Started> = {
  limiter: StreamLimiter;
  /** Whose limits apply: the signed-in account. */
  accountId: string;
  /** The 429 message when a limit is hit. */
  refusal: (limit: { reason: "concurrent" | "rate"; retryAfterSeconds: number }) => string;
  /** The event that ends a stream whose own hooks failed. */
  failure: E;
  log: FastifyBaseLogger;
  onStart: (signal: AbortSignal) => Promise<Started>;
  /** The engine's output for this reply. */
  stream: (started: Started, signal: AbortSignal) => AsyncIterable<Chunk>;
  onOpen?: (started: Started, ctx: ReplyContext<E>) => void;
  onDelta: (chunk: Chunk, ctx: ReplyContext<E>) => void;
  /** The stream ended with the client still there: store the reply, send the closing event. */
  onDone: (ctx: ReplyContext<E>) => Promise<void>;
  /** The stream or `onDone` threw, the client still there: store the failure, send the error event. */
  onError: (err: unknown, ctx: ReplyContext<E>) => Promise<void>;
  /** The client disconnected (stop pressed, tab closed): keep what it saw, if anything. */
  onAbort?: (ctx: ReplyContext<E>) => Promise<void>;
};

export async function streamReply<E extends SseEvent, Chunk, Started>(
  reply: FastifyReply,
  opts: StreamReplyOptions<E, Chunk, Started>,
): Promise<void> {
  const slot = opts.limiter.tryStart(opts.accountId);
  if (!slot.ok)
    throw new AppError(
      "RATE_LIMITED",
      opts.refusal({ reason: slot.reason, retryAfterSeconds: Math.ceil(slot.retryAfterMs / 1000) }),
    );
  const abort = new AbortController();
  const res = reply.raw;
  let finished = false;
  res.on("close", () => {
    if (!finished) abort.abort();
  });
  try {
    const started = await opts.onStart(abort.signal); // before any byte: errors answer as usual
    const events = openEventStream(reply);
    const ctx: ReplyContext<E> = { send: (event) => events.send(event), signal: abort.signal };
    try {
      opts.onOpen?.(started, ctx);
      try {
        for await (const chunk of opts.stream(started, abort.signal)) {
          if (abort.signal.aborted) break;
          opts.onDelta(chunk, ctx);
        }
        if (abort.signal.aborted) await opts.onAbort?.(ctx);
        else await opts.onDone(ctx);
      } catch (err) {
        // An engine stopped by the abort throws too: that is the client leaving, not a failure.
        if (abort.signal.aborted) await opts.onAbort?.(ctx);
        else await opts.onError(err, ctx);
      }
    } catch (err) {
      opts.log.error({ err }, "ai reply stream failed");
      ctx.send(opts.failure);
    }
    events.end();
  } finally {
    finished = true;
    slot.release();
    if (res.headersSent && !res.writableEnded) res.end();
  }
}
