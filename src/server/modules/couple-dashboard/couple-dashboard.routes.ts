import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { coupleDashboardSchema } from "@shared/schemas/couple-dashboard";
import type { Db } from "../../db/client";
import { getCoupleDashboard } from "./couple-dashboard.service";

/** The couple's dashboard (issue #14): one read, the couple's alone. */
export const coupleDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/couple-dashboard",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["couple dashboard"],
        summary:
          "The couple's dashboard in one answer: profile, budget at a glance, RSVP counts, saved venues, recent messages",
        response: { 200: coupleDashboardSchema },
      },
    },
    async (req) => getCoupleDashboard(db, req.viewer),
  );
};
