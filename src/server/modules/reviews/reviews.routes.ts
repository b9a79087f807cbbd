import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  reviewEligibilitySchema,
  reviewIdParamsSchema,
  reviewInputSchema,
  reviewListingParamsSchema,
  reviewReplyInputSchema,
  reviewReportInputSchema,
  reviewSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from "@shared/schemas/reviews";
import type { Db } from "../../db/client";
import { requireViewer } from "../../access/couple-scope";
import { writeLimit } from "../../plugins/rate-limits";
import { createReview, getEligibility, listReviews, replyToReview, reportReview } from "./reviews.service";

type Options = { db: Db; writesPerMinute: number };

/**
 * Verified reviews (issue #13). Reading is public; writing a review is a couple's own act (not through a
 * contributor: the access rule's X-Couple-Id is not honoured here), replying is the listing owner's, and
 * reporting is anyone's. A review creation changes the listing's rating, so it clears the listing cache
 * (`affectsListings`, listing-cache.ts); hiding goes through /api/admin, which clears it too.
 */
export const reviewRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { db } = opts;
  // Reads are public and cheap (one indexed page); the budget only stops a scraper hammering one process.
  const read = writeLimit(240);

  app.get(
    "/api/reviews/:kind/:slug",
    {
      config: { public: true, ...read },
      schema: {
        tags: ["reviews"],
        summary: "A listing's published reviews, newest first (10 a page), with replies and the rating",
        params: reviewListingParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema },
      },
    },
    async (req) => listReviews(db, req.params.kind, req.params.slug, req.query.page),
  );

  app.get(
    "/api/reviews/:kind/:slug/eligibility",
    {
      config: { public: true, ...read },
      schema: {
        tags: ["reviews"],
        summary: "Whether the viewer may review the listing (and why not), and whether it may reply",
        params: reviewListingParamsSchema,
        response: { 200: reviewEligibilitySchema },
      },
    },
    async (req, reply) => {
      // Per viewer: never kept by a shared cache.
      reply.header("cache-control", "private, no-store");
      return getEligibility(db, req.viewer, req.params.kind, req.params.slug);
    },
  );

  app.post(
    "/api/reviews/:kind/:slug",
    {
      config: { idempotent: true, ...writeLimit(Math.min(opts.writesPerMinute, 10)) },
      schema: {
        tags: ["reviews"],
        summary: "Review a venue or vendor (a couple who toured it or booked it; once)",
        params: reviewListingParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewSchema },
      },
    },
    async (req, reply) => {
      const review = await createReview(
        db,
        requireViewer(req.viewer),
        req.params.kind,
        req.params.slug,
        req.body,
      );
      return reply.status(201).send(review);
    },
  );

  app.post(
    "/api/review-replies/:id",
    {
      config: writeLimit(Math.min(opts.writesPerMinute, 20)),
      schema: {
        tags: ["reviews"],
        summary: "The listing owner's one public reply to a review",
        params: reviewIdParamsSchema,
        body: reviewReplyInputSchema,
        response: { 200: reviewSchema },
      },
    },
    async (req) => replyToReview(db, requireViewer(req.viewer), req.params.id, req.body.body),
  );

  app.post(
    "/api/review-reports/:id",
    {
      // Anyone, signed out too: a tight per-address budget keeps the admin queue from being flooded.
      config: { public: true, ...writeLimit(5) },
      schema: {
        tags: ["reviews"],
        summary: "Report a review that breaks the rules to the admin queue",
        params: reviewIdParamsSchema,
        body: reviewReportInputSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (req, reply) => {
      const report = await reportReview(db, req.viewer, req.params.id, req.body.reason);
      return reply.status(201).send(report);
    },
  );
};
