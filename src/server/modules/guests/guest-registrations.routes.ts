import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "@shared/schemas/common";
import { householdSchema, idParamsSchema, registrationReviewSchema } from "@shared/schemas/guests";
import type { Db } from "../../db/client";
import type { GuestListNews } from "./guest-list-bus";
import { coupleScope } from "../../access/couple-scope";
import { writeLimit } from "../../plugins/rate-limits";
import { listPendingRegistrations, REGISTRATION_NOT_FOUND, reviewRegistration } from "./guest-registrations";

/** The couple's review of guest registrations (issue #12; contract in shared/schemas/guests.ts). */
export const guestRegistrationReviewRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guestList: GuestListNews;
  writesPerMinute: number;
}> = async (app, { db, guestList, writesPerMinute }) => {
  const what = "The guest list";

  app.get(
    "/api/guests/registrations",
    {
      config: { coupleOwned: { area: "guests" } },
      schema: {
        tags: ["guests"],
        summary: "Guest registrations waiting for the couple's review",
        response: { 200: z.array(householdSchema) },
      },
    },
    async (req) =>
      listPendingRegistrations(
        db,
        (await coupleScope(db, req.viewer, { what, need: { area: "guests", level: "view" } })).coupleId,
      ),
  );

  app.post(
    "/api/guests/registrations/:id",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: { area: "guests" } },
      schema: {
        tags: ["guests"],
        summary: "Approve (joins the guest list) or reject a registration",
        params: idParamsSchema,
        body: registrationReviewSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      const scope = await coupleScope(db, req.viewer, {
        what,
        missing: REGISTRATION_NOT_FOUND,
        need: { area: "guests", level: "edit" },
      });
      await reviewRegistration(db, guestList, scope.coupleId, req.params.id, req.body.decision);
      return { ok: true as const };
    },
  );
};
