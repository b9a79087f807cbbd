import type { FastifyReply } from "fastify";

/**
 * Turns a reply into a server-sent event stream (June's replies, the vendor writer's drafts): headers that
 * keep proxies from buffering, small frames sent at once, writes that stop quietly once the client left.
 */
export function openEventStream(reply: FastifyReply) {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
    connection: "keep-alive",
  });
  // Small SSE frames leave at once (no Nagle); light-my-request's fake socket has no setNoDelay.
  if (typeof res.socket?.setNoDelay === "function") res.socket.setNoDelay(true);
  return {
    /** One event, flushed at once (`event: <name>\ndata: <json>\n\n`). */
    send(event: { event: string; data: unknown }) {
      if (!res.writableEnded && !res.destroyed)
        res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    },
    end() {
      if (!res.writableEnded) res.end();
    },
  };
}
