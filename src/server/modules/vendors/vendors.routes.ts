import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  pageSchema,
  slugParamsSchema,
  vendorDetailSchema,
  vendorSearchSchema,
  vendorSummarySchema,
} from "@shared/schemas/marketplace";
import type { Db } from "../../db/client";
import { LISTING_HTTP_CACHE } from "../../plugins/http-cache";
import { answerWith, listingCacheKey, type ListingCache } from "../listings/listing-cache";
import type { ViewCounter } from "../listings/listing-views";
import { detailAnswer } from "../listings/listing-details";
import { getVendor, searchVendors, vendorDetailText } from "./vendors.service";

/** Answers are sent as JSON text so the listing cache can keep exactly what was sent. */
const JSON_TYPE = "application/json; charset=utf-8";

/** Public vendor discovery (issue #3): search with filters, and one vendor by slug. */
export const vendorRoutes: FastifyPluginAsyncZod<{
  db: Db;
  views?: ViewCounter;
  cache?: ListingCache;
}> = async (app, { db, views, cache }) => {
  const answer = answerWith(cache);
  const resultsSchema = pageSchema(vendorSummarySchema);
  /** Dropped from cache keys, so "?page=1" and no page share an answer. */
  const searchDefaults = vendorSearchSchema.parse({});
  app.get(
    "/api/vendors",
    {
      config: { public: true, httpCache: LISTING_HTTP_CACHE },
      schema: {
        tags: ["vendors"],
        summary: "Search published vendors by text, city, category and price; sort and page",
        querystring: vendorSearchSchema,
        response: { 200: resultsSchema },
      },
    },
    async (req, reply) => {
      const key = listingCacheKey("/api/vendors", req.query, searchDefaults);
      const { json } = await answer(key, async () => ({
        json: JSON.stringify(resultsSchema.parse(await searchVendors(db, req.query))),
      }));
      return reply.type(JSON_TYPE).send(json as never);
    },
  );

  app.get(
    "/api/vendors/:slug",
    {
      config: { public: true, httpCache: LISTING_HTTP_CACHE },
      schema: {
        tags: ["vendors"],
        summary: "One published vendor with up to 4 similar vendors (same category and city)",
        params: slugParamsSchema,
        response: { 200: vendorDetailSchema },
      },
    },
    async (req, reply) => {
      const { json, view } = await answer(
        listingCacheKey(`/api/vendors/${encodeURIComponent(req.params.slug)}`),
        // Built ahead when current (listing-details.ts); built here otherwise, the same way.
        () =>
          detailAnswer(db, "vendor", req.params.slug, async () => {
            const detail = await getVendor(db, req.params.slug);
            return { id: detail.id, json: vendorDetailText(detail) };
          }),
      );
      // Every answer counts a view, from memory or not (in memory; never waits on the database).
      if (view) views?.count(view.kind, view.id);
      return reply.type(JSON_TYPE).send(json as never);
    },
  );
};
