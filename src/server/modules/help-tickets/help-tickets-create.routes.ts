import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema } from "@shared/schemas/common";
import { helpTicketCreatedSchema, helpTicketCreateSchema } from "@shared/schemas/grace";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Mailer } from "../../providers/email/mailer";
import { createHelpTicket } from "./help-tickets.service";

type Options = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  operatorEmail: string;
  /** Tickets one address may open per hour (RATE_LIMIT_HELP_TICKETS_PER_HOUR). */
  ticketsPerHour: number;
};

/**
 * `POST /api/help/tickets` (issue #17): Grace's "Create a ticket". Works signed out (with an email). A
 * flood from one address is refused with a message that says the tickets sent so far arrived.
 */
export const helpTicketCreateRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  app.post(
    "/api/help/tickets",
    {
      config: {
        public: true,
        idempotent: true,
        rateLimit: {
          max: opts.ticketsPerHour,
          timeWindow: "1 hour",
          errorResponseBuilder: (_req, ctx) =>
            new AppError(
              "RATE_LIMITED",
              `You've sent several tickets from this connection in the last hour. Our team has the ones you sent; please wait ${Math.max(1, Math.ceil(ctx.ttl / 60_000))} minutes before opening another.`,
            ),
        },
      },
      schema: {
        tags: ["help"],
        summary: "Open a help ticket (Grace); the stakeholder type and user come from the session",
        body: helpTicketCreateSchema,
        response: { 201: helpTicketCreatedSchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      const ticket = await createHelpTicket(
        opts.db,
        { ...opts, log: req.log },
        req.viewer ?? null,
        req.body,
        req.ip ?? null,
      );
      return reply.status(201).send({ ticket });
    },
  );
};
