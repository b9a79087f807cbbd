import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  chatMessageSchema,
  conversationPageSchema,
  conversationQuerySchema,
  sendMessageSchema,
  unreadSummarySchema,
} from "@shared/schemas/collaboration";
import { token } from "@shared/schemas/strings";
import { requireViewer } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import type { Mailer } from "../../providers/email/mailer";
import type { LiveHub } from "../../realtime/live-hub";
import {
  announceTyping,
  getConversation,
  readConversation,
  sendMessage,
  unreadSummary,
} from "./conversations.service";

type Options = {
  db: Db;
  live: LiveHub;
  mailer?: Mailer;
  publicUrl: string;
  writesPerMinute: number;
  /** Typing signals per user per minute (a tab sends one every few seconds while someone types). */
  typingPerMinute?: number;
};

/**
 * The thread key is checked by the service, not here: a malformed key answers the same 404 as an unknown
 * one ("Conversation not found."), so guessing learns nothing from a 400.
 */
const threadParams = z.object({ thread: token(120) });

/** Live conversations (issue #13; docs/decisions/034): inquiry threads and couples' group chats. */
export const conversationRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { db, writesPerMinute } = opts;
  const deps = (log: { error: (obj: object, msg: string) => void }) => ({
    db,
    live: opts.live,
    mailer: opts.mailer,
    publicUrl: opts.publicUrl,
    log,
  });

  app.get(
    "/api/conversations/unread",
    {
      schema: {
        tags: ["conversations"],
        summary: "The viewer's unread messages: the total (navigation badge) and per conversation",
        response: { 200: unreadSummarySchema },
      },
    },
    async (req) => unreadSummary(db, requireViewer(req.viewer).id),
  );

  app.get(
    "/api/conversations/:thread/messages",
    {
      config: { coupleOwned: { area: "vendors" } },
      schema: {
        tags: ["conversations"],
        summary:
          "A page of a conversation (oldest first; `before` pages back), its participants and their read marks",
        params: threadParams,
        querystring: conversationQuerySchema,
        response: { 200: conversationPageSchema },
      },
    },
    async (req) => getConversation(db, requireViewer(req.viewer), req.params.thread, req.query),
  );

  app.post(
    "/api/conversations/:thread/messages",
    {
      config: { ...writeLimit(writesPerMinute), idempotent: true, coupleOwned: { area: "vendors" } },
      schema: {
        tags: ["conversations"],
        summary: "Send a message (stored, then pushed live to everyone in the conversation)",
        params: threadParams,
        body: sendMessageSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (req, reply) => {
      const { message } = await sendMessage(
        deps(req.log),
        requireViewer(req.viewer),
        req.params.thread,
        req.body,
      );
      return reply.status(201).send(message);
    },
  );

  app.post(
    "/api/conversations/:thread/read",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: { area: "vendors", level: "view" } },
      schema: {
        tags: ["conversations"],
        summary: "Mark the conversation read up to now (read receipts, unread counts)",
        params: threadParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await readConversation(deps(req.log), requireViewer(req.viewer), req.params.thread);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/conversations/:thread/typing",
    {
      config: {
        // Per person, not per address: two people behind one office router both type.
        rateLimit: {
          max: opts.typingPerMinute ?? 30,
          timeWindow: "1 minute",
          hook: "preHandler",
          keyGenerator: (req) => `typing:${req.viewer?.id ?? req.ip}`,
        },
        coupleOwned: { area: "vendors" },
      },
      schema: {
        tags: ["conversations"],
        summary: "Tell the others the viewer is typing (nothing is stored)",
        params: threadParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await announceTyping(deps(req.log), requireViewer(req.viewer), req.params.thread);
      return reply.status(204).send(null);
    },
  );
};
