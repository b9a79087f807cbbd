import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { venueProfileSchema } from "@shared/schemas/owner-venues";
import { token } from "@shared/schemas/strings";
import type { Db } from "../../db/client";
import { getVenueProfile } from "./venue-profiles.service";

/** The public profile of a venue owner (/venue-profile/{userId}). */
export const venueProfileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/venue-profiles/:id",
    {
      config: { public: true },
      schema: {
        tags: ["venue profiles"],
        summary: "A venue owner's public profile with their published venues (404 without any)",
        params: z.object({ id: token(64) }),
        response: { 200: venueProfileSchema },
      },
    },
    async (req) => getVenueProfile(db, req.params.id),
  );
};
