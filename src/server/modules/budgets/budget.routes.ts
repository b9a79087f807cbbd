import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  budgetDeleteQuerySchema,
  budgetHeaderInputSchema,
  budgetHistoryQuerySchema,
  budgetHistorySchema,
  budgetIdParamsSchema,
  budgetLockSchema,
  budgetLockStateSchema,
  budgetViewSchema,
  categoryInputSchema,
  categoryPatchSchema,
  categoryViewSchema,
  itemInputSchema,
  itemPatchSchema,
  itemViewSchema,
  paymentInputSchema,
  paymentPatchSchema,
  paymentViewSchema,
  scenarioApplySchema,
  scenarioInputSchema,
  scenarioResultSchema,
  startBudgetSchema,
} from "@shared/schemas/budget";
import { okSchema } from "@shared/schemas/common";
import { coupleScope, type AccessLevel } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { exportBudgetCsv } from "./budget-export";
import { addItem, addPayment, deleteItem, deletePayment, patchItem, patchPayment } from "./budget-lines";
import { readBudgetView, readHistory } from "./budget-read";
import { applyScenario, previewScenario } from "./budget-scenario";
import { addCategory, deleteCategory, patchCategory, saveHeader, setLock, startBudget } from "./budget-write";

/**
 * The budget tracker's API (issue #14; the contract: shared/schemas/budget.ts, docs/decisions/036).
 * Every route acts for the couple of the access rule (coupleScope, area "budget"); the services then
 * apply the per-category sharing, the lock and the versions. History and the lock are the couple's alone.
 */
export const budgetRoutes: FastifyPluginAsyncZod<{ db: Db; writesPerMinute: number }> = async (
  app,
  { db, writesPerMinute },
) => {
  const tags = ["budget"];
  const area = { coupleOwned: { area: "budget" } } as const;
  const write = { ...writeLimit(writesPerMinute), ...area } as const;
  // Creations opt in to Idempotency-Key (decision 021): a retried POST creates nothing twice.
  const missing = "Budget not found.";
  const scopeOf = (req: FastifyRequest, level: AccessLevel) =>
    coupleScope(db, req.viewer, { what: "The budget", need: { area: "budget", level }, missing });
  /** The couple's alone (history, lock): a helper gets 404 like any route that names no area. */
  const coupleOnly = (req: FastifyRequest) => coupleScope(db, req.viewer, { what: "The budget", missing });

  app.get(
    "/api/budget",
    {
      config: area,
      schema: {
        tags,
        summary:
          "The budget as the viewer may see it: categories, lines, payments, totals, due soon, warnings",
        response: { 200: budgetViewSchema },
      },
    },
    // Built to the schema field by field (budget-read.ts) and sent as JSON text, which skips the response
    // schema's second pass over ~1,000 objects at 300 lines (bench/budget.ts); the shape is tested
    // against the schema in budget.test.ts.
    async (req, reply) => {
      const view = await readBudgetView(db, await scopeOf(req, "view"));
      return reply.type("application/json; charset=utf-8").send(JSON.stringify(view) as never);
    },
  );

  app.post(
    "/api/budget/start",
    {
      config: { ...write, idempotent: true },
      schema: {
        tags,
        summary: "Start a budget from the default categories (409 already_exists when there are categories)",
        body: startBudgetSchema,
        response: { 201: budgetViewSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await startBudget(db, await scopeOf(req, "edit"), req.body)),
  );

  app.put(
    "/api/budget",
    {
      config: write,
      schema: {
        tags,
        summary: "Save the total and guest count (version checked: 409 stale)",
        body: budgetHeaderInputSchema,
        response: { 200: budgetViewSchema },
      },
    },
    async (req) => saveHeader(db, await scopeOf(req, "edit"), req.body),
  );

  app.post(
    "/api/budget/categories",
    {
      config: { ...write, idempotent: true },
      schema: {
        tags,
        summary: "Add a category",
        body: categoryInputSchema,
        response: { 201: categoryViewSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await addCategory(db, await scopeOf(req, "edit"), req.body)),
  );

  app.patch(
    "/api/budget/categories/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Edit a category (name, allocation, order; the payer is the couple's to set)",
        params: budgetIdParamsSchema,
        body: categoryPatchSchema,
        response: { 200: categoryViewSchema },
      },
    },
    async (req) => patchCategory(db, await scopeOf(req, "edit"), req.params.id, req.body),
  );

  app.delete(
    "/api/budget/categories/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a category with its lines and payments",
        params: budgetIdParamsSchema,
        querystring: budgetDeleteQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await deleteCategory(db, await scopeOf(req, "edit"), req.params.id, req.query.version);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/budget/categories/:id/items",
    {
      config: { ...write, idempotent: true },
      schema: {
        tags,
        summary: "Add a line to a category",
        params: budgetIdParamsSchema,
        body: itemInputSchema,
        response: { 201: itemViewSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addItem(db, await scopeOf(req, "edit"), req.params.id, req.body)),
  );

  app.patch(
    "/api/budget/items/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Edit a line (version checked: 409 stale); categoryId moves it",
        params: budgetIdParamsSchema,
        body: itemPatchSchema,
        response: { 200: itemViewSchema },
      },
    },
    async (req) => patchItem(db, await scopeOf(req, "edit"), req.params.id, req.body),
  );

  app.delete(
    "/api/budget/items/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a line with its payments",
        params: budgetIdParamsSchema,
        querystring: budgetDeleteQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await deleteItem(db, await scopeOf(req, "edit"), req.params.id, req.query.version);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/budget/items/:id/payments",
    {
      config: { ...write, idempotent: true },
      schema: {
        tags,
        summary: "Add a payment to a line (deposit, instalment, balance)",
        params: budgetIdParamsSchema,
        body: paymentInputSchema,
        response: { 201: paymentViewSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addPayment(db, await scopeOf(req, "edit"), req.params.id, req.body)),
  );

  app.patch(
    "/api/budget/payments/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Edit a payment (mark it paid with paidOn; version checked: 409 stale)",
        params: budgetIdParamsSchema,
        body: paymentPatchSchema,
        response: { 200: paymentViewSchema },
      },
    },
    async (req) => patchPayment(db, await scopeOf(req, "edit"), req.params.id, req.body),
  );

  app.delete(
    "/api/budget/payments/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a payment",
        params: budgetIdParamsSchema,
        querystring: budgetDeleteQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await deletePayment(db, await scopeOf(req, "edit"), req.params.id, req.query.version);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/budget/scenario",
    {
      // A preview writes nothing: whoever sees the whole budget may try one.
      config: { ...writeLimit(writesPerMinute), coupleOwned: { area: "budget", level: "view" } },
      schema: {
        tags,
        summary:
          "Preview a scenario (guest count, prices): the lines that change and the totals (writes nothing)",
        body: scenarioInputSchema,
        response: { 200: scenarioResultSchema },
      },
    },
    async (req) => previewScenario(db, await scopeOf(req, "view"), req.body),
  );

  app.post(
    "/api/budget/scenario/apply",
    {
      config: write,
      schema: {
        tags,
        summary: "Apply a scenario in one transaction (the versions it was computed from: 409 stale)",
        body: scenarioApplySchema,
        response: { 200: budgetViewSchema },
      },
    },
    async (req) => applyScenario(db, await scopeOf(req, "edit"), req.body),
  );

  app.get(
    "/api/budget/export.csv",
    {
      config: area,
      schema: {
        tags,
        summary: "The budget as CSV: what the viewer may see",
        produces: ["text/csv"],
      },
    },
    async (req, reply) => {
      const csv = await exportBudgetCsv(db, await scopeOf(req, "view"));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="wedding-budget.csv"')
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );

  app.get(
    "/api/budget/history",
    {
      config: { coupleOwned: true },
      schema: {
        tags,
        summary: "Every change of the budget, newest first, 50 at a time (the couple only)",
        querystring: budgetHistoryQuerySchema,
        response: { 200: budgetHistorySchema },
      },
    },
    async (req) => readHistory(db, (await coupleOnly(req)).coupleId, req.query.before),
  );

  app.put(
    "/api/budget/lock",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: true },
      schema: {
        tags,
        summary: "Lock or unlock the budget (the couple only; while locked only the couple changes it)",
        body: budgetLockSchema,
        response: { 200: budgetLockStateSchema },
      },
    },
    async (req) => setLock(db, await coupleOnly(req), req.body.locked),
  );
};
