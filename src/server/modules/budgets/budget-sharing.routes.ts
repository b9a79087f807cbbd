import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  budgetSharingInputSchema,
  budgetSharingListSchema,
  budgetSharingParamsSchema,
  budgetSharingSchema,
} from "@shared/schemas/budget";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import type { LiveHub } from "../../realtime/live-hub";
import { listBudgetSharing, updateBudgetSharing } from "./budget-sharing.service";

type Options = { db: Db; live: LiveHub; writesPerMinute: number };

/**
 * Family budget sharing (issue #14; docs/decisions/036): the couple's own page `/budget-permissions`.
 * Couple only — no `need`, so a contributor acting for the couple gets 404 like a stranger.
 */
export const budgetSharingRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { db, live } = opts;
  const tags = ["budget"];
  const scopeOf = (viewer: Parameters<typeof coupleScope>[1]) =>
    coupleScope(db, viewer, { what: "Budget sharing" });

  app.get(
    "/api/budget/sharing",
    {
      config: { coupleOwned: true },
      schema: {
        tags,
        summary: "Who the budget is shared with: each contributor's level, categories and what they pay for",
        response: { 200: budgetSharingListSchema },
      },
    },
    async (req) => listBudgetSharing(db, (await scopeOf(req.viewer)).coupleId),
  );

  app.put(
    "/api/budget/sharing/:contributorId",
    {
      config: { ...writeLimit(opts.writesPerMinute), coupleOwned: true },
      schema: {
        tags,
        summary:
          "Set a contributor's budget level and the categories shared with them (null: the whole budget)",
        params: budgetSharingParamsSchema,
        body: budgetSharingInputSchema,
        response: { 200: budgetSharingSchema },
      },
    },
    async (req) => {
      const scope = await scopeOf(req.viewer);
      const { sharing, userId } = await updateBudgetSharing(db, {
        coupleId: scope.coupleId,
        actor: { id: scope.viewer.id, name: scope.viewer.name },
        contributorId: req.params.contributorId,
        input: req.body,
      });
      // Their open tabs refetch what they may see (the same event as a change on /contributor-access).
      if (userId) live.send([userId], { type: "access", coupleId: scope.coupleId });
      return sharing;
    },
  );
};
