import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  pageSchema,
  slugParamsSchema,
  vendorDetailSchema,
  vendorSearchSchema,
  vendorSummarySchema,
} from "@shared/schemas/marketplace";
import type { Db } from "../../db/client";
import type { ViewCounter } from "../listings/listing-views";
import { getVendor, searchVendors } from "./vendors.service";

/** Public vendor discovery (issue #3): search with filters, and one vendor by slug. */
export const vendorRoutes: FastifyPluginAsyncZod<{ db: Db; views?: ViewCounter }> = async (
  app,
  { db, views },
) => {
  app.get(
    "/api/vendors",
    {
      config: { public: true },
      schema: {
        tags: ["vendors"],
        summary: "Search published vendors by text, city, category and price; sort and page",
        querystring: vendorSearchSchema,
        response: { 200: pageSchema(vendorSummarySchema) },
      },
    },
    async (req) => searchVendors(db, req.query),
  );

  app.get(
    "/api/vendors/:slug",
    {
      config: { public: true },
      schema: {
        tags: ["vendors"],
        summary: "One published vendor with up to 4 similar vendors (same category and city)",
        params: slugParamsSchema,
        response: { 200: vendorDetailSchema },
      },
    },
    async (req) => {
      const detail = await getVendor(db, req.params.slug);
      views?.count("vendor", detail.id); // in memory; never waits on the database (listing-views.ts)
      return detail;
    },
  );
};
