import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { helpTicketSummarySchema } from "@shared/schemas/help";
import {
  helpArticleParamsSchema,
  helpArticleSchema,
  helpArticleSummarySchema,
  helpArticlesQuerySchema,
  helpReplyBodySchema,
  myHelpTicketSchema,
  ticketIdParamsSchema,
} from "@shared/schemas/help-desk";
import { requireViewer } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { writeLimit } from "../../plugins/rate-limits";
import type { HelpArticles } from "./help-articles";
import { getMyTicket, listMyTickets, replyToMyTicket } from "./my-tickets.service";

type Options = { db: Db; articles: HelpArticles; writesPerMinute: number };

/**
 * /help's API (issue #17): the help centre's articles (public) and a signed-in user's own tickets.
 * Tickets are the session user's own, not a couple's: every query filters by the viewer's id, and anyone
 * else's ticket answers 404. Ticket creation (Grace) is `POST /api/help/tickets`, in help-tickets/.
 */
export const helpDeskRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, articles, writesPerMinute },
) => {
  app.get(
    "/api/help/articles",
    {
      config: { public: true },
      schema: {
        tags: ["help"],
        summary: "Help centre articles (the support knowledge base), all or those matching every word of q",
        querystring: helpArticlesQuerySchema,
        response: { 200: z.array(helpArticleSummarySchema) },
      },
    },
    async (req) => articles.search(req.query.q),
  );

  app.get(
    "/api/help/articles/:slug",
    {
      config: { public: true },
      schema: {
        tags: ["help"],
        summary: "One help centre article (markdown)",
        params: helpArticleParamsSchema,
        response: { 200: helpArticleSchema },
      },
    },
    async (req) => {
      const article = articles.get(req.params.slug);
      if (!article) throw notFound("No such article.");
      return article;
    },
  );

  app.get(
    "/api/help/tickets/mine",
    {
      schema: {
        tags: ["help"],
        summary: "The signed-in user's help tickets, latest activity first",
        response: { 200: z.array(helpTicketSummarySchema) },
      },
    },
    async (req) => listMyTickets(db, requireViewer(req.viewer)),
  );

  app.get(
    "/api/help/tickets/:id",
    {
      schema: {
        tags: ["help"],
        summary: "One of the user's own tickets with the replies (never internal notes)",
        params: ticketIdParamsSchema,
        response: { 200: myHelpTicketSchema },
      },
    },
    async (req) => getMyTicket(db, requireViewer(req.viewer), req.params.id),
  );

  app.post(
    "/api/help/tickets/:id/replies",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags: ["help"],
        summary: "The user's answer on their own ticket; a ticket waiting on them goes back to open",
        params: ticketIdParamsSchema,
        body: helpReplyBodySchema,
        response: { 201: myHelpTicketSchema },
      },
    },
    async (req, reply) => {
      const ticket = await replyToMyTicket(db, requireViewer(req.viewer), req.params.id, req.body.body);
      return reply.code(201).send(ticket);
    },
  );
};
