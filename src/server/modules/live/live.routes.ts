import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { liveClientMessageSchema } from "@shared/schemas/collaboration";
import { LIVE_SIGNED_OUT } from "@shared/live-close-codes";
import type { LiveHub } from "../../realtime/live-hub";

type Options = { live: LiveHub; connectsPerMinute: number; heartbeatMs?: number };

/** Largest frame a tab may send (it only pings); anything bigger closes the socket (1009). */
export const LIVE_MAX_FRAME = 1024;

/**
 * The live channel (issue #13; docs/decisions/031): one WebSocket per signed-in tab, authenticated by the
 * session cookie on the upgrade. Without a session the socket is accepted and closed at once with
 * `LIVE_SIGNED_OUT` (4401), not refused with HTTP 401: a tab whose session just ended (signed out in
 * another tab, expired) then stops quietly instead of logging a failed handshake. The server pushes
 * `LiveEvent`s addressed to the viewer; everything a tab does goes through the REST routes, which store
 * first and then publish, so a tab that reconnects catches up by refetching.
 */
export const liveRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;

  app.get(
    "/api/live",
    {
      websocket: true,
      // The session is checked in the handler (see above); reconnect storms are bounded per address.
      config: { public: true, rateLimit: { max: opts.connectsPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["live"],
        summary:
          "The signed-in tab's live channel (WebSocket): messages, typing, read receipts, unread counts, access changes",
      },
    },
    (socket, req) => {
      const viewer = req.viewer;
      if (!viewer) return socket.close(LIVE_SIGNED_OUT, "Sign in to continue.");
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
