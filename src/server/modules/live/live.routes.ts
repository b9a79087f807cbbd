import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { liveClientMessageSchema } from "@shared/schemas/collaboration";
import { requireViewer } from "../../access/couple-scope";
import type { LiveHub } from "../../realtime/live-hub";

type Options = { live: LiveHub; heartbeatMs?: number };

/** Largest frame a tab may send (it only pings); anything bigger closes the socket (1009). */
export const LIVE_MAX_FRAME = 1024;

/**
 * The live channel (issue #13; docs/decisions/031): one WebSocket per signed-in tab, authenticated by the
 * session cookie on the upgrade (the session guard answers 401 before any upgrade). The server pushes
 * `LiveEvent`s addressed to the viewer; everything a tab does goes through the REST routes, which store
 * first and then publish, so a tab that reconnects catches up by refetching.
 */
export const liveRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;

  app.get(
    "/api/live",
    {
      websocket: true,
      schema: {
        tags: ["live"],
        summary:
          "The signed-in tab's live channel (WebSocket): messages, typing, read receipts, unread counts, access changes",
      },
    },
    (socket, req) => {
      const viewer = requireViewer(req.viewer);
      const disconnect = opts.live.connect(viewer.id, (event) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      });
      // A tab that stops answering pings (sleeping laptop, dropped network) is let go, freeing its slot.
      let alive = true;
      socket.on("pong", () => (alive = true));
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, heartbeatMs);
      heartbeat.unref();
      socket.on("message", (raw) => {
        alive = true;
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.isBuffer(raw) ? raw.toString("utf8") : "");
        } catch {
          return socket.close(1003, "Not JSON");
        }
        const message = liveClientMessageSchema.safeParse(parsed);
        if (!message.success) return socket.close(1003, "Unknown message");
        if (message.data.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
      });
      socket.on("close", () => {
        clearInterval(heartbeat);
        disconnect();
      });
    },
  );
};
