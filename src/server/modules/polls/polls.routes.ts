import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AccessLevel } from "@shared/schemas/collaboration";
import { okSchema } from "@shared/schemas/common";
import {
  createPollSchema,
  pollIdParamsSchema,
  pollListSchema,
  pollMessages,
  pollSchema,
  votePollSchema,
} from "@shared/schemas/polls";
import { coupleScope, type ScopedViewer } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import type { LiveHub } from "../../realtime/live-hub";
import { helpersWithArea } from "../contributors/contributors.service";
import { closePoll, createPoll, deletePoll, listPolls, vote } from "./polls.service";

type Options = { db: Db; live: LiveHub; writesPerMinute: number };

/**
 * The couple's polls (issue #15; shared/schemas/polls.ts). Area "timeline": reading and voting need
 * view (voting is taking part in a decision, not editing the plan), creating, closing and deleting need
 * edit. Every change reaches the open pages of the couple and their helpers who see the timeline through
 * the live channel ("polls" events; the page refetches, and refetches again after a reconnect).
 */
export const pollRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, live, writesPerMinute }) => {
  const tags = ["polls"];
  const write = writeLimit(writesPerMinute);
  const scopeOf = (viewer: ScopedViewer | null, level: AccessLevel) =>
    coupleScope(db, viewer, {
      what: "Polls",
      need: { area: "timeline", level },
      missing: pollMessages.missing,
    });
  const announce = (coupleId: string, pollId: string, log: FastifyBaseLogger) => {
    helpersWithArea(db, coupleId, "timeline")
      .then((ids) => live.send([coupleId, ...ids], { type: "polls", coupleId, pollId }))
      .catch((err: unknown) => log.warn({ err, coupleId }, "poll news to helpers failed"));
  };

  app.get(
    "/api/polls",
    {
      config: { coupleOwned: { area: "timeline" } },
      schema: {
        tags,
        summary: "The couple's polls, newest first: options, counts, who voted, the viewer's votes, results",
        response: { 200: pollListSchema },
      },
    },
    async (req) => ({ polls: await listPolls(db, await scopeOf(req.viewer, "view")) }),
  );

  app.post(
    "/api/polls",
    {
      config: { ...write, coupleOwned: { area: "timeline" } },
      schema: {
        tags,
        summary: "Ask a question with 2–10 options, single or multiple choice, optionally closing at a time",
        body: createPollSchema,
        response: { 201: pollSchema },
      },
    },
    async (req, reply) => {
      const scope = await scopeOf(req.viewer, "edit");
      const poll = await createPoll(db, scope, req.body);
      announce(scope.coupleId, poll.id, req.log);
      return reply.status(201).send(poll);
    },
  );

  app.post(
    "/api/polls/:id/votes",
    {
      // Voting is taking part, not editing: a helper who may view the timeline may vote.
      config: { ...write, coupleOwned: { area: "timeline", level: "view" } },
      schema: {
        tags,
        summary:
          "Set the viewer's vote: one option (replaces their vote) or, on a multiple-choice poll, their set",
        params: pollIdParamsSchema,
        body: votePollSchema,
        response: { 200: pollSchema },
      },
    },
    async (req) => {
      const scope = await scopeOf(req.viewer, "view");
      const poll = await vote(db, scope, req.params.id, req.body);
      announce(scope.coupleId, poll.id, req.log);
      return poll;
    },
  );

  app.post(
    "/api/polls/:id/close",
    {
      config: { ...write, coupleOwned: { area: "timeline" } },
      schema: {
        tags,
        summary: "End voting now; the results stay",
        params: pollIdParamsSchema,
        response: { 200: pollSchema },
      },
    },
    async (req) => {
      const scope = await scopeOf(req.viewer, "edit");
      const poll = await closePoll(db, scope, req.params.id);
      announce(scope.coupleId, poll.id, req.log);
      return poll;
    },
  );

  app.delete(
    "/api/polls/:id",
    {
      config: { ...write, coupleOwned: { area: "timeline" } },
      schema: {
        tags,
        summary: "Delete a poll with its votes (its creator or the couple)",
        params: pollIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      const scope = await scopeOf(req.viewer, "edit");
      await deletePoll(db, scope, req.params.id);
      announce(scope.coupleId, req.params.id, req.log);
      return { ok: true as const };
    },
  );
};
