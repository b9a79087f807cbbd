import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { businessProfileSchema, coupleProfileSchema, meSchema } from "@shared/schemas/account";
import type { Db } from "../../db/client";
import { requireViewer } from "../../access/couple-scope";
import { writeLimit } from "../../plugins/rate-limits";
import { getMe, saveBusinessProfile, saveCoupleProfile } from "./account.service";

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; writesPerMinute: number }> = async (
  app,
  { db, writesPerMinute },
) => {
  app.get(
    "/api/me",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in user and their profile",
        response: { 200: meSchema },
      },
    },
    async (req) => getMe(db, requireViewer(req.viewer)),
  );

  app.put(
    "/api/me/couple-profile",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: true },
      schema: {
        tags: ["account"],
        summary: "Save the couple's wedding profile",
        body: coupleProfileSchema,
        response: { 200: coupleProfileSchema },
      },
    },
    async (req) => saveCoupleProfile(db, requireViewer(req.viewer), req.body),
  );

  app.put(
    "/api/me/business-profile",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags: ["account"],
        summary: "Save the venue owner's or vendor's business profile",
        body: businessProfileSchema,
        response: { 200: businessProfileSchema },
      },
    },
    async (req) => saveBusinessProfile(db, requireViewer(req.viewer), req.body),
  );
};
