import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { activeSessionsSchema, revokedSchema, sessionIdParamsSchema } from "@shared/schemas/account-security";
import { okSchema } from "@shared/schemas/common";
import { requireViewer } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { buildExportZip } from "./account-export.service";
import {
  headersOf,
  listActiveSessions,
  revokeOneSession,
  revokeOtherSessions,
  type SessionAuth,
} from "../auth/auth-sessions.service";

const tags = ["account"];

/**
 * Account security beside better-auth's own endpoints (issue #17, docs/decisions/045): the signed-in
 * devices and the export of all the account's data. Two-factor sign-in, change of email and deletion are
 * better-auth's (`/api/auth/two-factor/*`, `/change-email`, `/delete-user`).
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{
  db: Db;
  auth: SessionAuth;
  writesPerMinute: number;
  exportsPerHour: number;
}> = async (app, { db, auth, writesPerMinute, exportsPerHour }) => {
  app.get(
    "/api/account/sessions",
    {
      schema: {
        tags,
        summary: "The account's signed-in devices (browser, system, address, last use)",
        response: { 200: activeSessionsSchema },
      },
    },
    async (req) => {
      requireViewer(req.viewer);
      return { sessions: await listActiveSessions(auth, headersOf(req.headers)) };
    },
  );

  app.delete(
    "/api/account/sessions/:id",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags,
        summary: "Sign out one of the account's devices",
        params: sessionIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      const viewer = requireViewer(req.viewer);
      await revokeOneSession(auth, db, headersOf(req.headers), viewer.id, req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/account/sessions/revoke-others",
    {
      config: writeLimit(writesPerMinute),
      schema: {
        tags,
        summary: "Sign out every other device of the account",
        response: { 200: revokedSchema },
      },
    },
    async (req) => {
      requireViewer(req.viewer);
      return { revoked: await revokeOtherSessions(auth, headersOf(req.headers)) };
    },
  );

  app.get(
    "/api/account/export",
    {
      // Building the archive reads every table of the account: a few per hour is plenty for a person.
      config: { rateLimit: { max: exportsPerHour, timeWindow: "1 hour" } },
      schema: {
        tags,
        summary: "All the account's data: one zip with a JSON file and CSV files",
        produces: ["application/zip"],
      },
    },
    async (req, reply) => {
      const viewer = requireViewer(req.viewer);
      const zip = await buildExportZip(db, viewer);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="june-weddings-export-${day}.zip"`)
        .send(Buffer.from(zip));
    },
  );
};
