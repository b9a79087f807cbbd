import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@shared/schemas/common";
import {
  acceptedInvitationSchema,
  actingForGrantSchema,
  actingForParamsSchema,
  contributorIdParamsSchema,
  contributorListSchema,
  contributorSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  inviteContributorSchema,
  updateContributorSchema,
} from "@shared/schemas/collaboration";
import { coupleScope, requireViewer } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import type { Mailer } from "../../providers/email/mailer";
import type { LiveHub } from "../../realtime/live-hub";
import {
  acceptInvitation,
  grantFor,
  inviteContributor,
  listContributors,
  previewInvitation,
  resendInvitation,
  revokeContributor,
  updateContributor,
} from "./contributors.service";

type Options = { db: Db; mailer: Mailer; live: LiveHub; publicUrl: string; writesPerMinute: number };

/**
 * Contributors (issue #13; docs/decisions/031): the couple's own management of its helpers (couple
 * only: a contributor acting for the couple gets 404, like a stranger) and the public invitation link.
 */
export const contributorRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { db, live } = opts;
  const deps = { db, mailer: opts.mailer, publicUrl: opts.publicUrl };
  const tags = ["contributors"];
  const write = { ...writeLimit(opts.writesPerMinute), coupleOwned: true } as const;
  const coupleIdOf = async (viewer: Parameters<typeof coupleScope>[1]) =>
    (await coupleScope(db, viewer, { what: "Contributor access" })).coupleId;

  app.get(
    "/api/contributors",
    {
      config: { coupleOwned: true },
      schema: {
        tags,
        summary: "The couple's contributors: invited and active (revoked ones are not listed)",
        response: { 200: contributorListSchema },
      },
    },
    async (req) => ({ contributors: await listContributors(db, await coupleIdOf(req.viewer)) }),
  );

  app.post(
    "/api/contributors",
    {
      config: write,
      schema: {
        tags,
        summary: "Invite a person by email with a role and scopes; mails a single-use link valid 7 days",
        body: inviteContributorSchema,
        response: { 201: contributorSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await inviteContributor(deps, await coupleIdOf(req.viewer), req.body)),
  );

  app.patch(
    "/api/contributors/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Change a contributor's role or scopes (takes effect on their next request)",
        params: contributorIdParamsSchema,
        body: updateContributorSchema,
        response: { 200: contributorSchema },
      },
    },
    async (req) => {
      const coupleId = await coupleIdOf(req.viewer);
      const { contributor, userId } = await updateContributor(db, coupleId, req.params.id, req.body);
      if (userId) live.send([userId], { type: "access", coupleId });
      return contributor;
    },
  );

  app.delete(
    "/api/contributors/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Revoke a contributor or a pending invitation: access ends at once, the link dies",
        params: contributorIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      const coupleId = await coupleIdOf(req.viewer);
      const { userId } = await revokeContributor(db, coupleId, req.params.id);
      if (userId) live.send([userId], { type: "access", coupleId });
      return { ok: true as const };
    },
  );

  app.post(
    "/api/contributors/:id/resend",
    {
      config: write,
      schema: {
        tags,
        summary: "Mail a pending invitation again with a new link and 7 more days (the old link dies)",
        params: contributorIdParamsSchema,
        response: { 200: contributorSchema },
      },
    },
    async (req) => resendInvitation(deps, await coupleIdOf(req.viewer), req.params.id),
  );

  app.get(
    "/api/invitations/:token",
    {
      config: { public: true, ...writeLimit(opts.writesPerMinute) },
      schema: {
        tags,
        summary: "What an invitation link offers (couple, role, what is shared); 404 for any unusable link",
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema },
      },
    },
    async (req) => previewInvitation(db, req.params.token),
  );

  app.post(
    "/api/invitations/:token/accept",
    {
      config: writeLimit(opts.writesPerMinute),
      schema: {
        tags,
        summary: "Accept an invitation as the signed-in account (its email must be the invited address)",
        params: invitationTokenParamsSchema,
        response: { 200: acceptedInvitationSchema },
      },
    },
    async (req) => {
      const accepted = await acceptInvitation(db, requireViewer(req.viewer), req.params.token);
      // Stored first (the service's transaction), then told: the couple's list shows them as active.
      live.send([accepted.coupleId], { type: "access", coupleId: accepted.coupleId });
      return accepted;
    },
  );

  app.get(
    "/api/acting-for/:coupleId",
    {
      schema: {
        tags,
        summary: "What the signed-in contributor may do for this couple (404 without an active grant)",
        params: actingForParamsSchema,
        response: { 200: actingForGrantSchema },
      },
    },
    async (req) => grantFor(db, requireViewer(req.viewer), req.params.coupleId),
  );
};
