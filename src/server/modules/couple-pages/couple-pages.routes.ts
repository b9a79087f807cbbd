import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { helpedWeddingSchema } from "@shared/schemas/collaboration";
import { coupleIdParamsSchema, couplePageSchema } from "@shared/schemas/couple-pages";
import type { Db } from "../../db/client";
import { getCouplePage, listHelpedWeddings } from "./couple-pages.service";

/** The contributor's weddings and the couple's page (issue #13). Reads only. */
export const couplePageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/contributor/weddings",
    {
      schema: {
        tags: ["contributors"],
        summary: "The weddings the signed-in person helps with: the couple, what it shared, unread chat",
        response: { 200: z.array(helpedWeddingSchema) },
      },
    },
    async (req) => listHelpedWeddings(db, req.viewer),
  );

  app.get(
    "/api/couples/:id",
    {
      // Signed out is a 404 here, like any viewer the couple did not let in (so the route is not
      // `public`, and the session guard's 401 comes first for a visitor without a session).
      config: { coupleOwned: { area: "any" } },
      schema: {
        tags: ["contributors"],
        summary: "A couple's page for its contributors and the businesses it works with",
        params: coupleIdParamsSchema,
        response: { 200: couplePageSchema },
      },
    },
    async (req) => getCouplePage(db, req.viewer, req.params.id),
  );
};
