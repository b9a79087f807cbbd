import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "@shared/schemas/common";
import { registrationInfoSchema, registrationInputSchema } from "@shared/schemas/rsvp";
import { token } from "@shared/schemas/strings";
import type { Db } from "../../db/client";
import type { GuestListNews } from "../guests/guests.service";
import { register, registrationInfo } from "./guest-registration.service";

const codeParams = z.object({ code: token(64) });

/**
 * Guest registration's JSON API (issue #12; contract in shared/schemas/rsvp.ts). Public, rate-limited per
 * IP, and (as every /api write) only from our own pages (plugins/request-origin.ts). The page itself is
 * modules/guest-pages/registration-pages.routes.ts.
 */
export const guestRegistrationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guestList: GuestListNews;
  readsPerMinute: number;
  writesPerMinute: number;
}> = async (app, { db, guestList, readsPerMinute, writesPerMinute }) => {
  app.get(
    "/api/guest-registration/:code",
    {
      config: { public: true, rateLimit: { max: readsPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["guest registration"],
        summary: "Whose wedding a registration code belongs to (404 when unknown or closed)",
        params: codeParams,
        response: { 200: registrationInfoSchema },
      },
    },
    async (req) => registrationInfo(db, req.params.code),
  );

  app.post(
    "/api/guest-registration/:code",
    {
      config: { public: true, rateLimit: { max: writesPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["guest registration"],
        summary: "Register a household; it waits in the couple's review list",
        params: codeParams,
        body: registrationInputSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await register(db, guestList, req.params.code, req.body);
      return { ok: true as const };
    },
  );
};
