import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ownerVenueDetailSchema,
  ownerVenueIdParamsSchema,
  ownerVenueSummarySchema,
  venueInputSchema,
} from "@shared/schemas/owner-venues";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { requireViewer } from "../../access/couple-scope";
import {
  createOwnerVenue,
  getOwnerVenue,
  listOwnerVenues,
  setVenuePublished,
  updateOwnerVenue,
} from "./owner-venues.service";

/** A venue owner's own listings (issue #3): list with stats, add, edit, publish and unpublish. */
export const ownerVenueRoutes: FastifyPluginAsyncZod<{ db: Db; writesPerMinute: number }> = async (
  app,
  { db, writesPerMinute },
) => {
  const tags = ["owner venues"];

  app.get(
    "/api/owner/venues",
    {
      schema: {
        tags,
        summary: "My venues (drafts and hidden ones included) with views, saves, inquiries and tours",
        response: { 200: z.array(ownerVenueSummarySchema) },
      },
    },
    async (req) => listOwnerVenues(db, requireViewer(req.viewer)),
  );

  app.get(
    "/api/owner/venues/:id",
    {
      schema: {
        tags,
        summary: "One of my venues with every editable field",
        params: ownerVenueIdParamsSchema,
        response: { 200: ownerVenueDetailSchema },
      },
    },
    async (req) => getOwnerVenue(db, requireViewer(req.viewer), req.params.id),
  );

  app.post(
    "/api/owner/venues",
    {
      config: { ...writeLimit(writesPerMinute), idempotent: true },
      schema: {
        tags,
        summary: "Add a venue (published right away or saved as a draft)",
        body: venueInputSchema,
        response: { 201: ownerVenueDetailSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createOwnerVenue(db, requireViewer(req.viewer), req.body)),
  );

  app.put(
    "/api/owner/venues/:id",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags,
        summary: "Save changes to one of my venues",
        params: ownerVenueIdParamsSchema,
        body: venueInputSchema,
        response: { 200: ownerVenueDetailSchema },
      },
    },
    async (req) => updateOwnerVenue(db, requireViewer(req.viewer), req.params.id, req.body),
  );

  for (const [action, isPublished] of [
    ["publish", true],
    ["unpublish", false],
  ] as const) {
    app.post(
      `/api/owner/venues/:id/${action}`,
      {
        config: writeLimit(writesPerMinute),
        schema: {
          tags,
          summary: isPublished
            ? "Publish one of my venues (a venue hidden by our team stays hidden)"
            : "Unpublish one of my venues: it leaves search and its page answers 404",
          params: ownerVenueIdParamsSchema,
          response: { 200: ownerVenueSummarySchema },
        },
      },
      async (req) => setVenuePublished(db, requireViewer(req.viewer), req.params.id, isPublished),
    );
  }
};
