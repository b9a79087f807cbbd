import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  JUNE_CONCURRENT_STREAMS,
  JUNE_DEFAULT_IMAGE_TEXT,
  JUNE_FAILURE_MESSAGE,
  JUNE_MAX_IMAGE_DATA_URL,
  JUNE_MESSAGES_PER_MINUTE,
  juneActionParamsSchema,
  juneActionResultSchema,
  juneHistorySchema,
  juneSendSchema,
  juneWelcomeSchema,
  type JuneMessage,
  type JunePendingAction,
  type JuneStreamEvent,
} from "@shared/schemas/june";
import { localToday } from "@shared/rules/wedding-countdown";
import { errorBodySchema } from "@shared/schemas/common";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { openEventStream } from "../../lib/event-stream";
import { writeLimit } from "../../plugins/rate-limits";
import { requireViewer } from "../../access/couple-scope";
import { createCoupleTools } from "../../providers/ai/tools";
import type { Engine } from "../../providers/ai/types";
import { createStreamLimiter } from "../../providers/ai/stream-limiter";
import { buildSystemPrompt } from "./june-prompt";
import {
  clearHistory,
  decideAction,
  listHistory,
  finishExchange,
  recordInteraction,
  requireCouple,
  startExchange,
  welcomeFor,
  type StoredMetadata,
} from "./june.service";

export type JuneRoutesOptions = {
  db: Db;
  engine: Engine;
  writesPerMinute: number;
  /** Per-couple limits (spec-free choices: 8 messages a minute, 1 stream at a time). */
  messagesPerMinute?: number;
  concurrentStreams?: number;
};

/**
 * June's chat API (issue #4): history, streaming replies (server-sent events), confirm/dismiss of proposed
 * writes, clear, welcome. Couples only (403 for venue owners and vendors); every query is scoped to the
 * session's couple, whose context is read from the database — never taken from the client.
 */
export const juneRoutes: FastifyPluginAsyncZod<JuneRoutesOptions> = async (app, opts) => {
  const { db, engine, writesPerMinute } = opts;
  const limiter = createStreamLimiter({
    perMinute: opts.messagesPerMinute ?? JUNE_MESSAGES_PER_MINUTE,
    concurrent: opts.concurrentStreams ?? JUNE_CONCURRENT_STREAMS,
  });
  const couple = (req: { viewer: Parameters<typeof requireViewer>[0] }) =>
    requireCouple(requireViewer(req.viewer));

  app.get(
    "/api/june/history",
    {
      schema: {
        tags: ["june"],
        summary: "The couple's last 20 chat messages with June, oldest first",
        response: { 200: juneHistorySchema },
      },
    },
    async (req) => ({ messages: await listHistory(db, couple(req).id) }),
  );

  app.delete(
    "/api/june/history",
    {
      config: writeLimit(writesPerMinute),
      schema: { tags: ["june"], summary: "Delete the couple's chat history with June" },
    },
    async (req, reply) => {
      await clearHistory(db, couple(req).id);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/june/welcome",
    {
      schema: {
        tags: ["june"],
        summary: "June's personalised welcome for the couple (names, days to the wedding)",
        response: { 200: juneWelcomeSchema },
      },
    },
    async (req) => ({ text: await welcomeFor(db, couple(req).id) }),
  );

  for (const decision of ["confirm", "dismiss"] as const) {
    app.post(
      `/api/june/actions/:messageId/${decision}`,
      {
        config: writeLimit(writesPerMinute),
        schema: {
          tags: ["june"],
          summary:
            decision === "confirm"
              ? "Run the write June proposed in this message (e.g. save a venue)"
              : "Drop the write June proposed in this message",
          params: juneActionParamsSchema,
          response: { 200: juneActionResultSchema },
        },
      },
      async (req) =>
        decideAction(
          db,
          couple(req),
          req.params.messageId,
          decision === "confirm" ? "confirmed" : "dismissed",
        ),
    );
  }

  app.post(
    "/api/june/messages",
    {
      // A message may carry an image of up to 5 MB as a data URL.
      bodyLimit: JUNE_MAX_IMAGE_DATA_URL + 64 * 1024,
      schema: {
        tags: ["june"],
        summary:
          "Send June a message; the reply streams as server-sent events (user, delta, tool, action, done | error)",
        body: juneSendSchema,
        response: { 429: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req, reply) => {
      const viewer = couple(req);
      const slot = limiter.tryStart(viewer.id);
      if (!slot.ok) {
        throw new AppError(
          "RATE_LIMITED",
          slot.reason === "concurrent"
            ? "June is still answering your last message. Wait for her reply, or stop it, before sending another."
            : `You're sending messages quickly. Please wait ${Math.ceil(slot.retryAfterMs / 1000)} seconds and try again.`,
        );
      }

      const abort = new AbortController();
      const res = reply.raw;
      let finished = false;
      try {
        // The couple closed the tab or pressed stop: abort the engine (and with it the upstream call).
        res.on("close", () => {
          if (!finished) abort.abort();
        });
        const text = req.body.text || JUNE_DEFAULT_IMAGE_TEXT;
        const image = req.body.image;
        // One statement: store the couple's message, read their context and the turns before it.
        const { userMessage, context, prior } = await startExchange(db, viewer.id, {
          content: text,
          metadata: image ? { image } : {},
        });

        const stream = openEventStream(reply);
        const send = (event: JuneStreamEvent) => stream.send(event);
        send({ event: "user", data: { message: userMessage } });

        let content = "";
        const tools: { name: string; summary: string }[] = [];
        let pendingAction: JunePendingAction | undefined;
        let failed = false;
        try {
          const replyStream = engine.stream({
            system: buildSystemPrompt(context, localToday()),
            messages: [...prior, { role: "user", content: text, ...(image ? { image } : {}) }],
            tools: createCoupleTools(db, viewer.id),
            signal: abort.signal,
          });
          for await (const event of replyStream) {
            if (abort.signal.aborted) break;
            if (event.type === "delta") {
              content += event.text;
              send({ event: "delta", data: { text: event.text } });
            } else if (event.type === "tool") {
              tools.push({ name: event.name, summary: event.summary });
              send({ event: "tool", data: { name: event.name, summary: event.summary } });
            } else if (event.type === "action") {
              if (pendingAction) continue; // one proposal per reply
              pendingAction = { ...event.action, status: "pending" };
              send({ event: "action", data: { pendingAction } });
            }
          }
          if (!abort.signal.aborted && !content.trim()) {
            if (!pendingAction) throw new Error("the engine answered with no text");
            content = `Would you like me to save ${pendingAction.venueName} to your venues?`;
            send({ event: "delta", data: { text: content } });
          }
        } catch (err) {
          if (!abort.signal.aborted) {
            failed = true;
            req.log.warn({ err, engine: engine.name }, "june reply failed");
          }
        }

        const aborted = abort.signal.aborted;
        // A stopped reply keeps what the couple already saw (nothing when nothing came).
        let assistant: JuneMessage | undefined;
        if (failed || !aborted || content.trim()) {
          const metadata: StoredMetadata = {
            engine: engine.name,
            ...(tools.length ? { tools } : {}),
            ...(pendingAction && !failed
              ? {
                  pendingAction: {
                    kind: pendingAction.kind,
                    venueSlug: pendingAction.venueSlug,
                    venueName: pendingAction.venueName,
                    status: "pending",
                  },
                }
              : {}),
            ...(failed ? { failed: true } : {}),
          };
          try {
            assistant = await finishExchange(db, viewer.id, {
              content: failed ? JUNE_FAILURE_MESSAGE : content,
              metadata,
            });
          } catch (err) {
            req.log.error({ err }, "storing june's reply failed");
            failed = true;
          }
        } else {
          // Stopped before any text: nothing to store, but the exchange happened.
          // Spec section 8: a failed context update is logged only.
          await recordInteraction(db, viewer.id).catch((err: unknown) =>
            req.log.error({ err }, "june interaction record failed"),
          );
        }
        if (failed)
          send({
            event: "error",
            data: { message: JUNE_FAILURE_MESSAGE, ...(assistant ? { stored: assistant } : {}) },
          });
        else if (assistant && !aborted) send({ event: "done", data: { message: assistant } });
      } catch (err) {
        // Before the stream started (storing the message, reading the context): the usual error answer.
        if (!reply.sent && !res.headersSent) throw err;
        req.log.error({ err }, "june stream failed");
        if (!res.writableEnded)
          res.write(`event: error\ndata: ${JSON.stringify({ message: JUNE_FAILURE_MESSAGE })}\n\n`);
      } finally {
        finished = true;
        slot.release();
        if (res.headersSent && !res.writableEnded) res.end();
      }
    },
  );
};
