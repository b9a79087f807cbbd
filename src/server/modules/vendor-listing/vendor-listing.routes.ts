import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  categoryCountsQuerySchema,
  categoryCountsSchema,
  createVendorListingSchema,
  ownerVendorListingSchema,
  updateVendorListingSchema,
} from "@shared/schemas/vendor-listing";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { requireViewer } from "../../access/couple-scope";
import {
  countVendorsByCategory,
  createVendorListing,
  getOwnerVendorListing,
  setVendorListingPublished,
  updateVendorListing,
} from "./vendor-listing.service";

/**
 * A vendor's own listing (issue #3): read with stats, create, edit, publish and unpublish. Always the
 * session's listing — no id is taken from the client. Plus the public per-category counts for /pros.
 */
export const vendorListingRoutes: FastifyPluginAsyncZod<{ db: Db; writesPerMinute: number }> = async (
  app,
  { db, writesPerMinute },
) => {
  const tags = ["vendor listing"];

  app.get(
    "/api/owner/vendor-listing",
    {
      schema: {
        tags,
        summary:
          "The signed-in vendor's listing with its stats, or null with a prefill from the business profile",
        response: { 200: ownerVendorListingSchema },
      },
    },
    async (req) => getOwnerVendorListing(db, requireViewer(req.viewer)),
  );

  app.post(
    "/api/owner/vendor-listing",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags,
        summary: "Create the signed-in vendor's listing (one per vendor; 409 when it exists)",
        body: createVendorListingSchema,
        response: { 201: ownerVendorListingSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createVendorListing(db, requireViewer(req.viewer), req.body)),
  );

  app.put(
    "/api/owner/vendor-listing",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags,
        summary: "Save the signed-in vendor's listing",
        body: updateVendorListingSchema,
        response: { 200: ownerVendorListingSchema },
      },
    },
    async (req) => updateVendorListing(db, requireViewer(req.viewer), req.body),
  );

  for (const [action, isPublished] of [
    ["publish", true],
    ["unpublish", false],
  ] as const) {
    app.post(
      `/api/owner/vendor-listing/${action}`,
      {
        config: writeLimit(writesPerMinute),
        schema: {
          tags,
          summary: isPublished
            ? "Publish the vendor's listing (shown in search and at /vendor/{slug})"
            : "Unpublish the vendor's listing (hidden from couples until published again)",
          response: { 200: ownerVendorListingSchema },
        },
      },
      async (req) => setVendorListingPublished(db, requireViewer(req.viewer), isPublished),
    );
  }

  app.get(
    "/api/vendors/category-counts",
    {
      config: { public: true },
      schema: {
        tags: ["vendors"],
        summary: "Published vendors per category, optionally in one city",
        querystring: categoryCountsQuerySchema,
        response: { 200: categoryCountsSchema },
      },
    },
    async (req) => countVendorsByCategory(db, req.query.city),
  );
};
