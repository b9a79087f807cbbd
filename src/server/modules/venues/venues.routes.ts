import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  pageSchema,
  slugParamsSchema,
  venueDetailSchema,
  venueSearchSchema,
  venueSummarySchema,
} from "@shared/schemas/marketplace";
import type { Db } from "../../db/client";
import { LISTING_HTTP_CACHE } from "../../plugins/http-cache";
import { answerWith, listingCacheKey, type ListingCache } from "../listings/listing-cache";
import type { ViewCounter } from "../listings/listing-views";
import { detailAnswer } from "../listings/listing-details";
import { getVenue, searchPublicVenues, venueDetailText } from "./venues.service";

/** Answers are sent as JSON text so the listing cache can keep exactly what was sent. */
const JSON_TYPE = "application/json; charset=utf-8";

/** Public venue discovery (issue #3): search with filters, and one venue by slug. */
export const venueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  views?: ViewCounter;
  cache?: ListingCache;
}> = async (app, { db, views, cache }) => {
  const answer = answerWith(cache);
  const resultsSchema = pageSchema(venueSummarySchema);
  /** Dropped from cache keys, so "?page=1" and no page share an answer. */
  const searchDefaults = venueSearchSchema.parse({});
  app.get(
    "/api/venues",
    {
      config: { public: true, httpCache: LISTING_HTTP_CACHE },
      schema: {
        tags: ["venues"],
        summary: "Search published venues (full text + typo-tolerant name match), filter, sort and page",
        querystring: venueSearchSchema,
        response: { 200: resultsSchema },
      },
    },
    async (req, reply) => {
      const key = listingCacheKey("/api/venues", req.query, searchDefaults);
      const { json } = await answer(key, async () => ({
        json: JSON.stringify(resultsSchema.parse(await searchPublicVenues(db, req.query))),
      }));
      return reply.type(JSON_TYPE).send(json as never);
    },
  );

  app.get(
    "/api/venues/:slug",
    {
      config: { public: true, httpCache: LISTING_HTTP_CACHE },
      schema: {
        tags: ["venues"],
        summary: "One published venue with up to 4 similar venues in the same city",
        params: slugParamsSchema,
        response: { 200: venueDetailSchema },
      },
    },
    async (req, reply) => {
      const { json, view } = await answer(
        listingCacheKey(`/api/venues/${encodeURIComponent(req.params.slug)}`),
        // Built ahead when current (listing-details.ts); built here otherwise, the same way.
        () =>
          detailAnswer(db, "venue", req.params.slug, async () => {
            const detail = await getVenue(db, req.params.slug);
            return { id: detail.id, json: venueDetailText(detail) };
          }),
      );
      // Every answer counts a view, from memory or not (in memory; never waits on the database).
      if (view) views?.count(view.kind, view.id);
      return reply.type(JSON_TYPE).send(json as never);
    },
  );
};
