import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@shared/schemas/common";
import { foundingApplicationSchema, foundingStatsSchema } from "@shared/schemas/founding";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import type { Mailer } from "../../providers/email/mailer";
import { createFoundingApplication, getFoundingStats } from "./founding.service";

type Options = { db: Db; mailer: Mailer; operatorEmail: string; publicUrl: string; writesPerMinute: number };

/** The Founding 50 programme (issue #3): public spots count and applications. Review is the admin's. */
export const foundingRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const tags = ["founding 50"];

  app.get(
    "/api/founding/stats",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "How many of the 50 founding spots are left",
        response: { 200: foundingStatsSchema },
      },
    },
    async () => getFoundingStats(opts.db),
  );

  app.post(
    "/api/founding/applications",
    {
      // Public and mailing: a hard per-IP budget, like the contact form.
      config: { public: true, idempotent: true, ...writeLimit(Math.min(opts.writesPerMinute, 5)) },
      schema: {
        tags,
        summary: "Apply to the Founding 50 (one pending application per email)",
        body: foundingApplicationSchema,
        response: { 201: okSchema },
      },
    },
    async (req, reply) => {
      const { nickname, ...application } = req.body;
      // The honeypot was filled: a bot. It gets the same answer, and nothing is stored or sent.
      if (nickname && nickname.trim() !== "") {
        req.log.info("founding application honeypot filled; dropped");
        return reply.status(201).send({ ok: true as const });
      }
      await createFoundingApplication(
        {
          ...opts,
          logError: (err, msg) => req.log.error({ err }, msg),
        },
        application,
        req.viewer?.id ?? null,
      );
      return reply.status(201).send({ ok: true as const });
    },
  );
};
