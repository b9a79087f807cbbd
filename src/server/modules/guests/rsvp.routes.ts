import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  findInvitationResultSchema,
  findInvitationSchema,
  rsvpAnswerSchema,
  rsvpInvitationSchema,
  rsvpTokenParamsSchema,
} from "@shared/schemas/rsvp";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import type { Mailer } from "../../providers/email/mailer";
import { findInvitation } from "./find-invitation.service";
import type { GuestListNews } from "./guest-list-bus";
import { guarded, type LookupGuard } from "./lookup-guard";
import { getInvitation, saveAnswers } from "./rsvp.service";

export type RsvpRouteOptions = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  guestList: GuestListNews;
  /** Failed token look-ups per IP (shared with the /rsvp/{token} page). */
  tokenGuard: LookupGuard;
  /** Failed find-your-invitation facts per IP. */
  findGuard: LookupGuard;
  writesPerMinute: number;
};

/** The public RSVP API (issue #12; routes in shared/schemas/rsvp.ts). No account: the token is the key. */
export const rsvpRoutes: FastifyPluginAsyncZod<RsvpRouteOptions> = async (app, opts) => {
  const { db, tokenGuard, findGuard } = opts;

  app.get(
    "/api/rsvp/:token",
    {
      config: { public: true, ...writeLimit(Math.max(60, opts.writesPerMinute)) },
      schema: {
        tags: ["rsvp"],
        summary: "A household's invitation and answers, by its RSVP token",
        params: rsvpTokenParamsSchema,
        response: { 200: rsvpInvitationSchema },
      },
    },
    async (req, reply) => {
      const loaded = await guarded(tokenGuard, req.ip, () => getInvitation(db, req.params.token));
      reply.header("cache-control", "no-store");
      return loaded.invitation;
    },
  );

  app.put(
    "/api/rsvp/:token",
    {
      config: { public: true, idempotent: true, ...writeLimit(opts.writesPerMinute) },
      schema: {
        tags: ["rsvp"],
        summary: "Answer (or change the answers of) a household's invitation",
        params: rsvpTokenParamsSchema,
        body: rsvpAnswerSchema,
        response: { 200: rsvpInvitationSchema },
      },
    },
    async (req, reply) => {
      const saved = await guarded(tokenGuard, req.ip, () => saveAnswers(opts, req.params.token, req.body));
      reply.header("cache-control", "no-store");
      return saved.invitation;
    },
  );

  app.post(
    "/api/rsvp/find",
    {
      config: { public: true, ...writeLimit(20) },
      schema: {
        tags: ["rsvp"],
        summary: "Find a household's invitation on a wedding website by name and a second fact",
        body: findInvitationSchema,
        response: { 200: findInvitationResultSchema },
      },
    },
    async (req, reply) => {
      await findGuard.check(req.ip);
      const result = await findInvitation(db, req.body, req.viewer);
      if (result.status === "not_found") await findGuard.fail(req.ip);
      reply.header("cache-control", "no-store");
      return result;
    },
  );
};
