import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminApplicationSchema,
  adminApplicationsQuerySchema,
  adminApplicationsSchema,
  adminClaimSchema,
  adminClaimsQuerySchema,
  adminListingSchema,
  adminListingsPageSchema,
  adminListingsQuerySchema,
  adminOverviewSchema,
  idParamsSchema,
  listingActionParamsSchema,
  rejectClaimSchema,
} from "@shared/schemas/admin";
import {
  adminReviewReportSchema,
  adminReviewReportsQuerySchema,
  reviewReportActionParamsSchema,
} from "@shared/schemas/reviews";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { adminOnly } from "../../access/admin-guard";
import { requireViewer } from "../../access/couple-scope";
import type { Mailer } from "../../providers/email/mailer";
import { approveClaim, listClaims, rejectClaim } from "../claims/claim-review.service";
import { decideApplication, listApplications } from "../founding/founding-review.service";
import { decideReviewReport, listReviewReports } from "../reviews/review-moderation.service";
import { getOverview, listListings, updateListing } from "./admin.service";

type Options = { db: Db; mailer: Mailer; publicUrl: string; writesPerMinute: number };

const decisionSchema = z.object({ decision: z.enum(["accept", "decline"]) });

/** The operator's API (issue #3). One guard for the whole scope (access/admin-guard.ts). */
export const adminRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { db } = opts;
  app.addHook("preValidation", adminOnly);
  const write = writeLimit(opts.writesPerMinute);

  app.get(
    "/api/admin/overview",
    {
      schema: {
        tags: ["admin"],
        summary: "Counts for the admin overview: queues, moderation, users and listings",
        response: { 200: adminOverviewSchema },
      },
    },
    async () => getOverview(db),
  );

  app.get(
    "/api/admin/claims",
    {
      schema: {
        tags: ["admin"],
        summary: "Listing claims by status with listing, claimant and business profile",
        querystring: adminClaimsQuerySchema,
        response: { 200: z.array(adminClaimSchema) },
      },
    },
    async (req) => listClaims(db, req.query.status),
  );

  app.post(
    "/api/admin/claims/:id/approve",
    {
      config: write,
      schema: {
        tags: ["admin"],
        summary: "Approve a claim: the claimant becomes the listing's owner; competing claims are rejected",
        params: idParamsSchema,
        response: { 200: adminClaimSchema },
      },
    },
    async (req) => approveClaim(opts, req.log, requireViewer(req.viewer), req.params.id),
  );

  app.post(
    "/api/admin/claims/:id/reject",
    {
      config: write,
      schema: {
        tags: ["admin"],
        summary: "Reject a claim with a note for the claimant",
        params: idParamsSchema,
        body: rejectClaimSchema,
        response: { 200: adminClaimSchema },
      },
    },
    async (req) => rejectClaim(opts, req.log, requireViewer(req.viewer), req.params.id, req.body.note),
  );

  app.get(
    "/api/admin/listings",
    {
      schema: {
        tags: ["admin"],
        summary: "Venues and vendors, hidden and unpublished included, filtered and paged (20 a page)",
        querystring: adminListingsQuerySchema,
        response: { 200: adminListingsPageSchema },
      },
    },
    async (req) => listListings(db, req.query),
  );

  app.post(
    "/api/admin/listings/:kind/:id/:action",
    {
      config: write,
      schema: {
        tags: ["admin"],
        summary: "Hide, unhide, feature or unfeature a listing",
        params: listingActionParamsSchema,
        response: { 200: adminListingSchema },
      },
    },
    async (req) => updateListing(db, req.params.kind, req.params.id, req.params.action),
  );

  app.get(
    "/api/admin/founding-applications",
    {
      schema: {
        tags: ["admin"],
        summary: "Founding 50 applications by status, with how many spots are taken",
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationsSchema },
      },
    },
    async (req) => listApplications(db, req.query.status),
  );

  app.post(
    "/api/admin/founding-applications/:id/:decision",
    {
      config: write,
      schema: {
        tags: ["admin"],
        summary: "Accept or decline a Founding 50 application (accepting stops at 50)",
        params: idParamsSchema.extend(decisionSchema.shape),
        response: { 200: adminApplicationSchema },
      },
    },
    async (req) =>
      decideApplication(
        opts,
        req.log,
        requireViewer(req.viewer),
        req.params.id,
        req.params.decision === "accept" ? "accepted" : "declined",
      ),
  );

  app.get(
    "/api/admin/review-reports",
    {
      schema: {
        tags: ["admin"],
        summary: "Reported reviews by status (open first, oldest first), with the review and its listing",
        querystring: adminReviewReportsQuerySchema,
        response: { 200: z.array(adminReviewReportSchema) },
      },
    },
    async (req) => listReviewReports(db, req.query.status),
  );

  app.post(
    "/api/admin/review-reports/:id/:action",
    {
      config: write,
      schema: {
        tags: ["admin"],
        summary: "Hide the reported review (every open report of it is upheld) or dismiss the report",
        params: reviewReportActionParamsSchema,
        response: { 200: adminReviewReportSchema },
      },
    },
    async (req) => decideReviewReport(db, req.params.id, req.params.action),
  );
};
