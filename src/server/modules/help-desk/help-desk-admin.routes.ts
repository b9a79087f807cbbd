import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminPersonSchema,
  adminTicketSchema,
  adminTicketsPageSchema,
  adminTicketsQuerySchema,
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  resendResultSchema,
  testMailBodySchema,
  testMailResultSchema,
  ticketAssignBodySchema,
  ticketIdParamsSchema,
  ticketMessageBodySchema,
  ticketStatusBodySchema,
  userIdParamsSchema,
} from "@shared/schemas/help-desk";
import { adminOnly } from "../../access/admin-guard";
import { requireViewer } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import type { Mailer } from "../../providers/email/mailer";
import { listAudit } from "./audit-log";
import { sendTestMail } from "./test-mail";
import {
  addTicketMessage,
  assignTicket,
  getTicket,
  listAdmins,
  listTickets,
  setTicketStatus,
} from "./ticket-desk.service";
import { findUsers, getUserDetail, resendVerification, setUserDisabled } from "./user-desk.service";

type Options = {
  db: Db;
  /** The outbox: replies leave with the transaction that stores them. */
  mailer: Mailer;
  /** The configured transport itself: the test mail reports what it answered (accepted or its error). */
  transport: Mailer;
  publicUrl: string;
  writesPerMinute: number;
  testMailsPerHour: number;
  sendVerification: (email: string) => Promise<unknown>;
};

/** The help desk's operator API (issue #17, decision 044): admins only, like the rest of /api/admin. */
export const helpDeskAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { db } = opts;
  app.addHook("preValidation", adminOnly);
  const write = writeLimit(opts.writesPerMinute);
  const tags = ["admin"];

  app.get(
    "/api/admin/tickets",
    {
      schema: {
        tags,
        summary:
          "The help ticket queue, filtered by status, priority, stakeholder type and age; urgent first",
        querystring: adminTicketsQuerySchema,
        response: { 200: adminTicketsPageSchema },
      },
    },
    async (req) => listTickets(db, req.query),
  );

  app.get(
    "/api/admin/tickets/:id",
    {
      schema: {
        tags,
        summary: "A ticket: the Grace conversation (parsed), replies and internal notes, the allowed moves",
        params: ticketIdParamsSchema,
        response: { 200: adminTicketSchema },
      },
    },
    async (req) => getTicket(db, req.params.id),
  );

  app.post(
    "/api/admin/tickets/:id/status",
    {
      config: write,
      schema: {
        tags,
        summary: "Move a ticket through open → in progress → waiting on user → resolved → closed",
        params: ticketIdParamsSchema,
        body: ticketStatusBodySchema,
        response: { 200: adminTicketSchema },
      },
    },
    async (req) => setTicketStatus(db, requireViewer(req.viewer), req.params.id, req.body.status),
  );

  app.post(
    "/api/admin/tickets/:id/assign",
    {
      config: write,
      schema: {
        tags,
        summary: "Assign a ticket to an admin, or unassign it (null)",
        params: ticketIdParamsSchema,
        body: ticketAssignBodySchema,
        response: { 200: adminTicketSchema },
      },
    },
    async (req) => assignTicket(db, requireViewer(req.viewer), req.params.id, req.body.assigneeId),
  );

  app.post(
    "/api/admin/tickets/:id/messages",
    {
      config: write,
      schema: {
        tags,
        summary: "A reply (mailed to the user, shown on /help) or an internal note (operators only)",
        params: ticketIdParamsSchema,
        body: ticketMessageBodySchema,
        response: { 201: adminTicketSchema },
      },
    },
    async (req, reply) => {
      const ticket = await addTicketMessage(
        db,
        opts.mailer,
        opts.publicUrl,
        requireViewer(req.viewer),
        req.params.id,
        req.body,
      );
      return reply.code(201).send(ticket);
    },
  );

  app.get(
    "/api/admin/admins",
    {
      schema: {
        tags,
        summary: "Admins a ticket can be assigned to",
        response: { 200: z.array(adminPersonSchema) },
      },
    },
    async () => listAdmins(db),
  );

  app.get(
    "/api/admin/users",
    {
      schema: {
        tags,
        summary: "Find accounts by email or name prefix, newest first (20 a page)",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema },
      },
    },
    async (req) => findUsers(db, req.query.q, req.query.page),
  );

  app.get(
    "/api/admin/users/:id",
    {
      schema: {
        tags,
        summary: "An account: kind, admin, verification, two-factor, disabled, its active sessions",
        params: userIdParamsSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (req) => getUserDetail(db, req.params.id),
  );

  for (const action of ["disable", "enable"] as const)
    app.post(
      `/api/admin/users/:id/${action}`,
      {
        config: write,
        schema: {
          tags,
          summary:
            action === "disable"
              ? "Disable an account: it cannot sign in and every session ends at once (not your own)"
              : "Enable a disabled account again",
          params: userIdParamsSchema,
          response: { 200: adminUserDetailSchema },
        },
      },
      async (req) => setUserDisabled(db, requireViewer(req.viewer), req.params.id, action === "disable"),
    );

  app.post(
    "/api/admin/users/:id/resend-verification",
    {
      config: write,
      schema: {
        tags,
        summary:
          "Send the account's verification mail again (through better-auth; the mail throttle applies)",
        params: userIdParamsSchema,
        response: { 200: resendResultSchema },
      },
    },
    async (req) => resendVerification(db, requireViewer(req.viewer), req.params.id, opts.sendVerification),
  );

  app.get(
    "/api/admin/audit",
    {
      schema: {
        tags,
        summary: "The admin audit log, newest first (50 a page)",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (req) => listAudit(db, req.query.page),
  );

  app.post(
    "/api/admin/test-mail",
    {
      config: { rateLimit: { max: opts.testMailsPerHour, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "Send a test mail through the configured transport and report what it answered",
        body: testMailBodySchema,
        response: { 200: testMailResultSchema },
      },
    },
    async (req) => sendTestMail(db, opts.transport, requireViewer(req.viewer), req.body, req.log),
  );
};
