import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { errorBodySchema } from "@shared/schemas/common";
import {
  AI_WRITER_DRAFTS_PER_MINUTE,
  AI_WRITER_FAILURE_MESSAGE,
  descriptionDraftRequestSchema,
  replyDraftParamsSchema,
  replyDraftRequestSchema,
  type AiDraftEvent,
} from "@shared/schemas/vendor-ai";
import type { Db } from "../../db/client";
import { streamReply } from "../../lib/stream-reply";
import { requireViewer } from "../../access/couple-scope";
import { createStreamLimiter } from "../../providers/ai/stream-limiter";
import type { Writer, WritingTask } from "../../providers/ai/writer/writer-types";
import { inquiryReplyFacts, requireBusiness } from "./vendor-ai.service";

export type VendorAiRoutesOptions = {
  db: Db;
  writer: Writer;
  publicUrl: string;
  draftsPerMinute?: number;
};

const streamed = {
  response: { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
};

/**
 * The AI tools for venue owners and vendors (issue #3, `/ai-vendor-tools`): a listing description writer
 * and inquiry reply drafts, streamed as server-sent events (`delta`…, then `done` or `error`). A draft is
 * only ever returned to its author: the owner edits it and saves or sends it through the usual routes.
 */
export const vendorAiRoutes: FastifyPluginAsyncZod<VendorAiRoutesOptions> = async (app, opts) => {
  const { db, writer, publicUrl } = opts;
  const limiter = createStreamLimiter({
    perMinute: opts.draftsPerMinute ?? AI_WRITER_DRAFTS_PER_MINUTE,
    concurrent: 1,
  });

  /** Streams one task's draft: the task's facts first (404s), then the limits, then the stream. */
  async function streamDraft(
    req: FastifyRequest,
    reply: FastifyReply,
    accountId: string,
    task: () => Promise<WritingTask>,
  ) {
    const writingTask = await task(); // a 404 answers before any draft is counted
    let text = "";
    await streamReply<AiDraftEvent, string, WritingTask>(reply, {
      limiter,
      accountId,
      refusal: (limit) =>
        limit.reason === "concurrent"
          ? "A draft is still being written. Wait for it, or stop it, before asking for another."
          : `You're asking for drafts quickly. Please wait ${limit.retryAfterSeconds} seconds and try again.`,
      failure: { event: "error", data: { message: AI_WRITER_FAILURE_MESSAGE } },
      log: req.log,
      onStart: async () => writingTask, // drafts are not stored
      stream: (t, signal) => writer.write(t, signal),
      onDelta(piece, { send }) {
        text += piece;
        send({ event: "delta", data: { text: piece } });
      },
      async onDone({ send }) {
        if (!text.trim()) throw new Error("the writer returned no text");
        send({ event: "done", data: { text: text.trim() } });
      },
      async onError(err, { send }) {
        req.log.warn({ err, engine: writer.name, task: writingTask.kind }, "ai draft failed");
        send({ event: "error", data: { message: AI_WRITER_FAILURE_MESSAGE } });
      },
    });
  }

  app.post(
    "/api/vendor-ai/description",
    {
      // Drafts stream one at a time per account, a few per minute (stream-reply.ts): 429.
      config: { limited: true },
      schema: {
        tags: ["vendor-ai"],
        summary:
          "Draft a listing description from the facts in the owner's form (streamed: delta…, done | error)",
        body: descriptionDraftRequestSchema,
        ...streamed,
      },
    },
    async (req, reply) => {
      const viewer = requireViewer(req.viewer);
      const body = req.body;
      requireBusiness(viewer, body.kind);
      const options = { tone: body.tone, notes: body.notes, attempt: body.attempt };
      await streamDraft(req, reply, viewer.id, async () =>
        body.kind === "venue"
          ? { kind: "venue_description", venue: body.venue, ...options }
          : { kind: "vendor_description", vendor: body.vendor, ...options },
      );
    },
  );

  app.post(
    "/api/vendor-ai/inquiries/:id/reply-draft",
    {
      // Drafts stream one at a time per account, a few per minute (stream-reply.ts): 429.
      config: { limited: true },
      schema: {
        tags: ["vendor-ai"],
        summary:
          "Draft a reply to an inquiry to one of the owner's listings (streamed: delta…, done | error); nothing is sent",
        params: replyDraftParamsSchema,
        body: replyDraftRequestSchema,
        ...streamed,
      },
    },
    async (req, reply) => {
      const viewer = requireViewer(req.viewer); // the account kind is checked with the inquiry (service)
      const { tone, notes, attempt } = req.body;
      await streamDraft(req, reply, viewer.id, async () => ({
        kind: "inquiry_reply",
        inquiry: await inquiryReplyFacts(db, viewer, req.params.id, publicUrl),
        tone,
        notes,
        attempt,
      }));
    },
  );
};
