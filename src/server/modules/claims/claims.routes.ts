import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  claimableListingSchema,
  claimInputSchema,
  claimListingParamsSchema,
  claimListingsQuerySchema,
  myClaimSchema,
} from "@shared/schemas/claims";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { requireViewer } from "../../access/couple-scope";
import type { Mailer } from "../../providers/email/mailer";
import { createClaim, getClaimableListing, listMyClaims, searchClaimableListings } from "./claims.service";

type Options = {
  db: Db;
  mailer: Mailer;
  operatorEmail: string;
  publicUrl: string;
  writesPerMinute: number;
};

/** Claiming unclaimed listings (issue #3). Review happens in the admin module. */
export const claimRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { db } = opts;

  app.get(
    "/api/claims/listings",
    {
      config: { public: true },
      schema: {
        tags: ["claims"],
        summary: "Unclaimed published listings matching a name, for the claim page (up to 8)",
        querystring: claimListingsQuerySchema,
        response: { 200: z.array(claimableListingSchema) },
      },
    },
    async (req) => searchClaimableListings(db, req.query),
  );

  app.get(
    "/api/claims/listings/:kind/:slug",
    {
      config: { public: true },
      schema: {
        tags: ["claims"],
        summary: "One published listing and whether it can still be claimed",
        params: claimListingParamsSchema,
        response: { 200: claimableListingSchema },
      },
    },
    async (req) => getClaimableListing(db, req.params.kind, req.params.slug),
  );

  app.get(
    "/api/claims",
    {
      schema: {
        tags: ["claims"],
        summary: "The signed-in user's claims, newest first",
        response: { 200: z.array(myClaimSchema) },
      },
    },
    async (req) => listMyClaims(db, requireViewer(req.viewer)),
  );

  app.post(
    "/api/claims",
    {
      config: { idempotent: true, ...writeLimit(Math.min(opts.writesPerMinute, 10)) },
      schema: {
        tags: ["claims"],
        summary: "Claim an unclaimed listing (venue owners claim venues, vendors claim vendor listings)",
        body: claimInputSchema,
        response: { 201: myClaimSchema },
      },
    },
    async (req, reply) => {
      const claim = await createClaim(opts, req.log, requireViewer(req.viewer), req.body);
      return reply.status(201).send(claim);
    },
  );
};
