import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  budgetImportPreviewSchema,
  budgetImportRequestSchema,
  budgetImportResultSchema,
} from "@shared/schemas/budget-import";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { budgetTemplateCsv, confirmBudgetImport, previewBudgetImport } from "./budget-import";

/**
 * The budget CSV import and its template (issue #15): preview, then confirm, like the guest list's. The
 * import acts for the couple of the access rule (area "budget", edit) and then needs the whole budget.
 */
export const budgetImportRoutes: FastifyPluginAsyncZod<{ db: Db; writesPerMinute: number }> = async (
  app,
  { db, writesPerMinute },
) => {
  const tags = ["budget"];
  const write = { ...writeLimit(writesPerMinute), coupleOwned: { area: "budget" } } as const;
  const scopeOf = (req: FastifyRequest) =>
    coupleScope(db, req.viewer, {
      what: "The budget",
      need: { area: "budget", level: "edit" },
      missing: "Budget not found.",
    });

  app.post(
    "/api/budget/import/preview",
    {
      config: write,
      schema: {
        tags,
        summary:
          "Read a budget CSV: every row checked (problems with their line), the categories it creates (writes nothing)",
        body: budgetImportRequestSchema,
        response: { 200: budgetImportPreviewSchema },
      },
    },
    async (req) => previewBudgetImport(db, await scopeOf(req), req.body.csv),
  );

  app.post(
    "/api/budget/import",
    {
      config: write,
      schema: {
        tags,
        summary: "Import a budget CSV in one transaction (nothing while any row has a problem)",
        body: budgetImportRequestSchema,
        response: { 200: budgetImportResultSchema },
      },
    },
    async (req) => confirmBudgetImport(db, await scopeOf(req), req.body.csv),
  );

  app.get(
    // Public: the templates page (/planning/templates) offers it to anyone.
    "/api/budget/template.csv",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The budget import template: the columns and three example rows (public)",
        produces: ["text/csv"],
      },
    },
    async (_req, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .header("content-disposition", 'attachment; filename="budget-template.csv"')
        .send(budgetTemplateCsv()),
  );
};
