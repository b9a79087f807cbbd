import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@shared/schemas/common";
import {
  friendorSchema,
  friendorSlugParamsSchema,
  myFriendorsSchema,
  recommendVendorSchema,
  vendorRecommendationsSchema,
} from "@shared/schemas/friendors";
import { slugParamsSchema } from "@shared/schemas/marketplace";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { requireViewer } from "../../access/couple-scope";
import {
  listMyFriendors,
  listVendorRecommendations,
  recommendVendor,
  removeRecommendation,
} from "./friendors.service";

/** Friendors (issue #3): vendors with a listing recommend fellow vendors; profiles show who recommends them. */
export const friendorRoutes: FastifyPluginAsyncZod<{ db: Db; writesPerMinute: number }> = async (
  app,
  { db, writesPerMinute },
) => {
  const tags = ["friendors"];

  app.get(
    "/api/friendors",
    {
      schema: {
        tags,
        summary: "The vendors I recommend and the vendors recommending me",
        response: { 200: myFriendorsSchema },
      },
    },
    async (req) => listMyFriendors(db, requireViewer(req.viewer)),
  );

  app.post(
    "/api/friendors",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags,
        summary: "Recommend a published vendor (201), or update the note of a recommendation (200)",
        body: recommendVendorSchema,
        response: { 200: friendorSchema, 201: friendorSchema },
      },
    },
    async (req, reply) => {
      const { friendor, isNew } = await recommendVendor(db, requireViewer(req.viewer), req.body);
      return reply.status(isNew ? 201 : 200).send(friendor);
    },
  );

  app.delete(
    "/api/friendors/:vendorSlug",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags,
        summary: "Withdraw my recommendation of a vendor",
        params: friendorSlugParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await removeRecommendation(db, requireViewer(req.viewer), req.params.vendorSlug);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/vendors/:slug/recommendations",
    {
      config: { public: true },
      schema: {
        tags: ["vendors"],
        summary: "The published vendors recommending this vendor, with their notes",
        params: slugParamsSchema,
        response: { 200: vendorRecommendationsSchema },
      },
    },
    async (req) => listVendorRecommendations(db, req.params.slug),
  );
};
