import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { resetLinkQuerySchema, resetLinkStatusSchema } from "@shared/schemas/auth";
import type { Db } from "../../db/client";
import { getResetLinkStatus } from "./reset-links";

/** The account routes of our own beside better-auth's (which live under /api/auth/*, plugins/auth-bridge.ts). */
export const authRoutes: FastifyPluginAsyncZod<{ db: Db; perMinute: number }> = async (
  app,
  { db, perMinute },
) => {
  app.get(
    "/api/password-reset/status",
    {
      // Tokens are 24 random characters, so guessing is hopeless; the auth budget keeps it that way.
      config: { public: true, rateLimit: { max: perMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Whether an emailed password-reset link still works (valid, expired or invalid)",
        querystring: resetLinkQuerySchema,
        response: { 200: resetLinkStatusSchema },
      },
    },
    async (req) => ({ status: await getResetLinkStatus(db, req.query.token) }),
  );
};
