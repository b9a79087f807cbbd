import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  coupleInquiryListSchema,
  coupleInquirySchema,
  createInquirySchema,
  createReplySchema,
  inquiryIdParamsSchema,
  inquiryReplySchema,
  inquiryStatuses,
  ownerInquiryPageSchema,
  ownerInquiryQuerySchema,
  updateInquiryStatusSchema,
} from "@shared/schemas/inquiries";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { requireViewer } from "../../access/couple-scope";
import type { Mailer } from "../../providers/email/mailer";
import type { LiveHub } from "../../realtime/live-hub";
import { addInquiryReply, createInquiry, updateInquiryStatus } from "./inquiries.service";
import { listCoupleInquiries, listOwnerInquiries } from "./inquiry-reads";

type Options = { db: Db; live: LiveHub; mailer?: Mailer; publicUrl: string; writesPerMinute: number };

/** Couples' inquiries to venues and vendors, and the owners' inbox (issue #3). */
export const inquiryRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { db, writesPerMinute } = opts;
  const deps = (log: { error: (obj: object, msg: string) => void }) => ({
    db,
    live: opts.live,
    mailer: opts.mailer,
    publicUrl: opts.publicUrl,
    log,
  });

  app.post(
    "/api/inquiries",
    {
      config: { ...writeLimit(writesPerMinute), idempotent: true, coupleOwned: true },
      schema: {
        tags: ["inquiries"],
        summary: "Send an inquiry to a venue or vendor (couples; at most 10 an hour)",
        body: createInquirySchema,
        response: { 201: coupleInquirySchema },
      },
    },
    async (req, reply) => {
      const created = await createInquiry(deps(req.log), requireViewer(req.viewer), req.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/api/inquiries",
    {
      config: { coupleOwned: { area: "vendors" } },
      schema: {
        tags: ["inquiries"],
        summary: "The couple's inquiries, newest first, with their reply threads",
        response: { 200: coupleInquiryListSchema },
      },
    },
    async (req) => listCoupleInquiries(db, requireViewer(req.viewer)),
  );

  app.get(
    "/api/owner/inquiries",
    {
      schema: {
        tags: ["inquiries"],
        summary: "Inquiries for the listings the signed-in owner manages, with counts per status",
        querystring: ownerInquiryQuerySchema,
        response: { 200: ownerInquiryPageSchema },
      },
    },
    async (req) => listOwnerInquiries(db, requireViewer(req.viewer), req.query),
  );

  app.patch(
    "/api/inquiries/:id",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: true },
      schema: {
        tags: ["inquiries"],
        summary: "Set an inquiry's status (the listing's owner; the couple may only close it)",
        params: inquiryIdParamsSchema,
        body: updateInquiryStatusSchema,
        response: {
          200: z.object({ id: z.string(), status: z.enum(inquiryStatuses), updatedAt: z.string() }),
        },
      },
    },
    async (req) => updateInquiryStatus(db, requireViewer(req.viewer), req.params.id, req.body.status),
  );

  app.post(
    "/api/inquiries/:id/replies",
    {
      config: { ...writeLimit(writesPerMinute), idempotent: true, coupleOwned: { area: "vendors" } },
      schema: {
        tags: ["inquiries"],
        summary:
          "Reply in an inquiry's thread (its couple or the listing's owner): the conversation's message, pushed live",
        params: inquiryIdParamsSchema,
        body: createReplySchema,
        response: { 201: z.object({ reply: inquiryReplySchema, status: z.enum(inquiryStatuses) }) },
      },
    },
    async (req, reply) => {
      const created = await addInquiryReply(
        deps(req.log),
        requireViewer(req.viewer),
        req.params.id,
        req.body,
      );
      return reply.status(201).send(created);
    },
  );
};
