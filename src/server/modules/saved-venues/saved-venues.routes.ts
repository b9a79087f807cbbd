import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  compareQuerySchema,
  comparedVenueListSchema,
  savedVenueListSchema,
  saveStateSchema,
  venueIdParamsSchema,
} from "@shared/schemas/saved-venues";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { requireViewer } from "../../access/couple-scope";
import { compareSavedVenues, listSavedVenues, saveVenue, unsaveVenue } from "./saved-venues.service";

/** A couple's saved venues and compare (issue #3). Couples only; scoped to the session's user. */
export const savedVenueRoutes: FastifyPluginAsyncZod<{ db: Db; writesPerMinute: number }> = async (
  app,
  { db, writesPerMinute },
) => {
  app.get(
    "/api/saved-venues",
    {
      config: { coupleOwned: { area: "vendors" } },
      schema: {
        tags: ["saved venues"],
        summary: "The couple's saved venues, newest first (published venues only)",
        response: { 200: savedVenueListSchema },
      },
    },
    async (req) => listSavedVenues(db, requireViewer(req.viewer)),
  );

  app.get(
    "/api/saved-venues/compare",
    {
      config: { coupleOwned: { area: "vendors" } },
      schema: {
        tags: ["saved venues"],
        summary: "Up to 3 of the couple's saved venues, by slug, for a side-by-side comparison",
        querystring: compareQuerySchema,
        response: { 200: comparedVenueListSchema },
      },
    },
    async (req) => compareSavedVenues(db, requireViewer(req.viewer), req.query.venues),
  );

  app.put(
    "/api/saved-venues/:venueId",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: { area: "vendors" } },
      schema: {
        tags: ["saved venues"],
        summary: "Save a venue (idempotent; at most 100 saves)",
        params: venueIdParamsSchema,
        response: { 200: saveStateSchema },
      },
    },
    async (req) => saveVenue(db, requireViewer(req.viewer), req.params.venueId),
  );

  app.delete(
    "/api/saved-venues/:venueId",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: { area: "vendors" } },
      schema: {
        tags: ["saved venues"],
        summary: "Remove a saved venue (idempotent)",
        params: venueIdParamsSchema,
        response: { 200: saveStateSchema },
      },
    },
    async (req) => unsaveVenue(db, requireViewer(req.viewer), req.params.venueId),
  );
};
