import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  pageSchema,
  slugParamsSchema,
  venueDetailSchema,
  venueSearchSchema,
  venueSummarySchema,
} from "@shared/schemas/marketplace";
import type { Db } from "../../db/client";
import type { ViewCounter } from "../listings/listing-views";
import { getVenue, searchVenues } from "./venues.service";

/** Public venue discovery (issue #3): search with filters, and one venue by slug. */
export const venueRoutes: FastifyPluginAsyncZod<{ db: Db; views?: ViewCounter }> = async (
  app,
  { db, views },
) => {
  app.get(
    "/api/venues",
    {
      config: { public: true },
      schema: {
        tags: ["venues"],
        summary: "Search published venues (full text + typo-tolerant name match), filter, sort and page",
        querystring: venueSearchSchema,
        response: { 200: pageSchema(venueSummarySchema) },
      },
    },
    async (req) => searchVenues(db, req.query),
  );

  app.get(
    "/api/venues/:slug",
    {
      config: { public: true },
      schema: {
        tags: ["venues"],
        summary: "One published venue with up to 4 similar venues in the same city",
        params: slugParamsSchema,
        response: { 200: venueDetailSchema },
      },
    },
    async (req) => {
      const detail = await getVenue(db, req.params.slug);
      views?.count("venue", detail.id); // in memory; never waits on the database (listing-views.ts)
      return detail;
    },
  );
};
