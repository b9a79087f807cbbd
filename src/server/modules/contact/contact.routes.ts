import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@shared/schemas/common";
import { contactMessageSchema } from "@shared/schemas/contact";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import type { Mailer } from "../../providers/email/mailer";
import { createContactMessage } from "./contact.service";

type Options = { db: Db; mailer: Mailer; operatorEmail: string; writesPerMinute: number };

export const contactRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  app.post(
    "/api/contact",
    {
      config: { public: true, idempotent: true, ...writeLimit(Math.min(opts.writesPerMinute, 5)) },
      schema: {
        tags: ["contact"],
        summary: "Send a message to the team",
        body: contactMessageSchema,
        response: { 201: okSchema },
      },
    },
    async (req, reply) => {
      await createContactMessage(opts, req.body, req.viewer?.id ?? null);
      return reply.status(201).send({ ok: true as const });
    },
  );
};
