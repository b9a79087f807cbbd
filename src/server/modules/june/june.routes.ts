import type { Storage } from "../../providers/storage/storage";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  JUNE_CONCURRENT_STREAMS,
  JUNE_MAX_IMAGE_DATA_URL,
  JUNE_MESSAGES_PER_MINUTE,
  juneActionParamsSchema,
  juneActionResultSchema,
  juneHistorySchema,
  juneSendSchema,
  juneWelcomeSchema,
} from "@shared/schemas/june";
import { errorBodySchema } from "@shared/schemas/common";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { createStreamLimiter } from "../../providers/ai/stream-limiter";
import type { Engine } from "../../providers/ai/types";
import type { GuestListNews } from "../guests/guests.service";
import { clearHistoryOf, decideAction, historyOf, sendMessage, welcomeFor } from "./june.service";

export type JuneRoutesOptions = {
  db: Db;
  /** The guest list's news: a confirmed "add these guests" announces the change (guest-list-bus.ts). */
  guestList: GuestListNews;
  storage: Storage;
  engine: Engine;
  writesPerMinute: number;
  /** Per-couple limits (spec-free choices: 8 messages a minute, 1 stream at a time). */
  messagesPerMinute?: number;
  concurrentStreams?: number;
};

/**
 * June's chat API (issue #4): history, streaming replies (server-sent events), confirm/dismiss of proposed
 * writes, clear, welcome. Couples only (403 for venue owners and vendors); every query is scoped to the
 * couple of the access rule (`coupleScope`), whose context is read from the database — never taken from
 * the client.
 */
export const juneRoutes: FastifyPluginAsyncZod<JuneRoutesOptions> = async (app, opts) => {
  const { db, engine, writesPerMinute } = opts;
  const limiter = createStreamLimiter({
    perMinute: opts.messagesPerMinute ?? JUNE_MESSAGES_PER_MINUTE,
    concurrent: opts.concurrentStreams ?? JUNE_CONCURRENT_STREAMS,
  });
  const scopeOf = (req: { viewer: Parameters<typeof coupleScope>[1] }) =>
    coupleScope(db, req.viewer, { what: "June" });

  app.get(
    "/api/june/history",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "The couple's last 20 chat messages with June, oldest first",
        response: { 200: juneHistorySchema },
      },
    },
    async (req) => ({ messages: await historyOf(db, await scopeOf(req)) }),
  );

  app.delete(
    "/api/june/history",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "Delete the couple's chat history with June",
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await clearHistoryOf(db, await scopeOf(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/june/welcome",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "June's personalised welcome for the couple (names, days to the wedding)",
        response: { 200: juneWelcomeSchema },
      },
    },
    async (req) => ({ text: await welcomeFor(db, await scopeOf(req)) }),
  );

  for (const decision of ["confirm", "dismiss"] as const) {
    app.post(
      `/api/june/actions/:messageId/${decision}`,
      {
        config: { ...writeLimit(writesPerMinute), coupleOwned: true },
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
          opts.guestList,
          await scopeOf(req),
          req.params.messageId,
          decision === "confirm" ? "confirmed" : "dismissed",
        ),
    );
  }

  app.post(
    "/api/june/messages",
    {
      // `limited`: one reply streams at a time per account, a few per minute (stream-reply.ts): 429.
      config: { coupleOwned: true, limited: true },
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
      const scope = await scopeOf(req);
      await sendMessage({ db, engine, limiter, log: req.log, storage: opts.storage }, scope, req.body, reply);
    },
  );
};
