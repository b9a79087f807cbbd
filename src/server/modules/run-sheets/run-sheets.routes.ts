import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  confirmParamsSchema,
  confirmationInputSchema,
  entryIdParamsSchema,
  entryInputSchema,
  entryPatchSchema,
  entryVersionQuerySchema,
  runSheetIdParamsSchema,
  runSheetImportResultSchema,
  runSheetImportSchema,
  runSheetListSchema,
  runSheetPatchSchema,
  runSheetSchema,
  shareIdParamsSchema,
  shareInputSchema,
  shareTokenParamsSchema,
  sharedRunSheetSchema,
} from "@shared/schemas/run-sheets";
import { coupleScope, type AccessLevel } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { openEventStream } from "../../lib/event-stream";
import { writeLimit } from "../../plugins/rate-limits";
import { checkImport, templateCsv } from "./run-sheet-csv";
import type { RunSheetNews } from "./run-sheet-news";
import { worksheetPdf } from "./run-sheet-pdf";
import {
  confirmEntry,
  guardedLink,
  readShared,
  shareOfToken,
  type LinkGuard,
} from "./run-sheet-shared.service";
import {
  addEntry,
  addShare,
  deleteEntry,
  generateSheet,
  importEntries,
  listSheets,
  patchEntry,
  patchSheet,
  readEntries,
  readSheet,
  revokeShare,
} from "./run-sheets.service";

const LIVE_PING_MS = 25_000;
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

export type RunSheetRouteOptions = {
  db: Db;
  news: RunSheetNews;
  /** Failed look-ups of shared links per IP (like the RSVP tokens'). */
  linkGuard: LinkGuard;
  /** A vendor confirmed: tell the couple's (and their timeline helpers') open tabs. */
  onConfirmed: (coupleId: string, runSheetId: string) => void;
  writesPerMinute: number;
};

/**
 * The day-of run sheet API (issue #15; routes in shared/schemas/run-sheets.ts). Couple routes act for the
 * couple of the access rule (area "timeline"); the shared routes are public and read only what their
 * token was made for.
 */
export const runSheetRoutes: FastifyPluginAsyncZod<RunSheetRouteOptions> = async (app, opts) => {
  const { db, news, linkGuard } = opts;
  const deps = { db, news };
  const tags = ["run-sheets"];
  const owned = { coupleOwned: { area: "timeline" } } as const;
  const write = { ...writeLimit(opts.writesPerMinute), ...owned } as const;
  const coupleOf = async (req: FastifyRequest, level: AccessLevel) =>
    (
      await coupleScope(db, req.viewer, {
        what: "The run sheet",
        need: { area: "timeline", level },
        missing: "Run sheet not found.",
      })
    ).coupleId;
  const streams = new Set<() => void>();
  app.addHook("onClose", async () => {
    for (const stop of [...streams]) stop();
  });

  app.get(
    "/api/run-sheets/template.csv",
    {
      config: { public: true },
      schema: { tags, summary: "The run sheet import template (public)", produces: ["text/csv"] },
    },
    async (_req, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .header("content-disposition", 'attachment; filename="run-sheet-template.csv"')
        .send(templateCsv()),
  );

  app.get(
    "/api/run-sheets",
    {
      config: owned,
      schema: { tags, summary: "The couple's run sheets", response: { 200: runSheetListSchema } },
    },
    async (req) => listSheets(db, await coupleOf(req, "view")),
  );

  app.post(
    "/api/run-sheets/generate",
    {
      config: write,
      schema: {
        tags,
        summary:
          "Make the “Wedding day” sheet from the couple's events and vendors, or refresh its untouched entries",
        response: { 200: runSheetSchema },
      },
    },
    async (req) => generateSheet(deps, await coupleOf(req, "edit")),
  );

  app.get(
    "/api/run-sheets/:id",
    {
      config: owned,
      schema: {
        tags,
        summary: "One run sheet",
        params: runSheetIdParamsSchema,
        response: { 200: runSheetSchema },
      },
    },
    async (req) => readSheet(db, await coupleOf(req, "view"), req.params.id),
  );

  app.patch(
    "/api/run-sheets/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Rename a run sheet or set its day",
        params: runSheetIdParamsSchema,
        body: runSheetPatchSchema,
        response: { 200: runSheetSchema },
      },
    },
    async (req) => patchSheet(deps, await coupleOf(req, "edit"), req.params.id, req.body),
  );

  app.post(
    "/api/run-sheets/:id/entries",
    {
      config: write,
      schema: {
        tags,
        summary: "Add an entry",
        params: runSheetIdParamsSchema,
        body: entryInputSchema,
        response: { 201: runSheetSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addEntry(deps, await coupleOf(req, "edit"), req.params.id, req.body)),
  );

  app.patch(
    "/api/run-sheets/entries/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Change an entry (409 stale when it changed since `version`)",
        params: entryIdParamsSchema,
        body: entryPatchSchema,
        response: { 200: runSheetSchema },
      },
    },
    async (req) => patchEntry(deps, await coupleOf(req, "edit"), req.params.id, req.body),
  );

  app.delete(
    "/api/run-sheets/entries/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete an entry (409 stale when it changed since `version`)",
        params: entryIdParamsSchema,
        querystring: entryVersionQuerySchema,
        response: { 200: runSheetSchema },
      },
    },
    async (req) => deleteEntry(deps, await coupleOf(req, "edit"), req.params.id, req.query.version),
  );

  app.post(
    "/api/run-sheets/:id/shares",
    {
      config: write,
      schema: {
        tags,
        summary: "Make a read-only link for the wedding party or one vendor",
        params: runSheetIdParamsSchema,
        body: shareInputSchema,
        response: { 201: runSheetSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addShare(deps, await coupleOf(req, "edit"), req.params.id, req.body)),
  );

  app.delete(
    "/api/run-sheets/shares/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Revoke a link: it then reads “This link is no longer valid.”",
        params: shareIdParamsSchema,
        response: { 200: runSheetSchema },
      },
    },
    async (req) => revokeShare(deps, await coupleOf(req, "edit"), req.params.id),
  );

  app.get(
    "/api/run-sheets/:id/worksheet.pdf",
    {
      config: { ...owned, ...writeLimit(20) },
      schema: {
        tags,
        summary: "The printable worksheet",
        params: runSheetIdParamsSchema,
        produces: ["application/pdf"],
      },
    },
    async (req, reply) => {
      const sheet = await readSheet(db, await coupleOf(req, "view"), req.params.id);
      return reply
        .type("application/pdf")
        .header("content-disposition", 'inline; filename="run-sheet.pdf"')
        .send(await worksheetPdf(sheet));
    },
  );

  app.post(
    "/api/run-sheets/:id/import",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: write,
      schema: {
        tags,
        summary:
          "Import entries from a CSV (the template's columns): all rows or none, with each bad row's line",
        params: runSheetIdParamsSchema,
        body: runSheetImportSchema,
        response: { 200: runSheetImportResultSchema },
      },
    },
    async (req) => {
      const coupleId = await coupleOf(req, "edit");
      await readSheet(db, coupleId, req.params.id);
      const kept = req.body.replace ? [] : await readEntries(db, req.params.id);
      const checked = checkImport(req.body.csv, kept);
      if (checked.errors.length > 0) return { imported: 0, errors: checked.errors, sheet: null };
      const sheet = await importEntries(deps, coupleId, req.params.id, checked.rows, req.body.replace);
      return { imported: checked.rows.length, errors: [], sheet };
    },
  );

  // ── public, by token ───────────────────────────────────────────────────────────────────────────────

  const publicRead = { public: true, ...writeLimit(Math.max(60, opts.writesPerMinute)) } as const;

  app.get(
    "/api/run-sheets/shared/:token",
    {
      config: publicRead,
      schema: {
        tags,
        summary: "What a shared link may read: the sheet, a vendor's own entries marked",
        params: shareTokenParamsSchema,
        response: { 200: sharedRunSheetSchema },
      },
    },
    async (req, reply) => {
      const shared = await guardedLink(linkGuard, req.ip, () =>
        readShared(db, req.params.token, { touch: true }),
      );
      reply.header("cache-control", "no-store");
      return shared;
    },
  );

  app.put(
    "/api/run-sheets/shared/:token/confirmations/:entryId",
    {
      config: { public: true, idempotent: true, ...writeLimit(opts.writesPerMinute) },
      schema: {
        tags,
        summary: "A vendor link confirms its arrival and setup times on one of its own entries",
        params: confirmParamsSchema,
        body: confirmationInputSchema,
        response: { 200: sharedRunSheetSchema },
      },
    },
    async (req, reply) => {
      const shared = await guardedLink(linkGuard, req.ip, () =>
        confirmEntry(
          { ...deps, onConfirmed: opts.onConfirmed },
          req.params.token,
          req.params.entryId,
          req.body,
        ),
      );
      reply.header("cache-control", "no-store");
      return shared;
    },
  );

  app.get(
    "/api/run-sheets/shared/:token/live",
    {
      config: publicRead,
      schema: {
        tags,
        summary:
          "Server-sent events: `sheet` whenever the shared sheet changes (refetch then); `gone` when revoked",
        params: shareTokenParamsSchema,
        produces: ["text/event-stream"],
      },
    },
    async (req, reply) => {
      const share = await guardedLink(linkGuard, req.ip, () => shareOfToken(db, req.params.token));
      const stream = openEventStream(reply);
      stream.send({ event: "ready", data: {} });
      const unsubscribe = news.onChange(share.runSheetId, () => {
        shareOfToken(db, req.params.token).then(
          () => stream.send({ event: "sheet", data: {} }),
          () => {
            stream.send({ event: "gone", data: {} });
            stop();
          },
        );
      });
      const ping = setInterval(() => {
        if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(": ping\n\n");
      }, LIVE_PING_MS);
      const stop = () => {
        streams.delete(stop);
        clearInterval(ping);
        unsubscribe();
        stream.end();
      };
      streams.add(stop);
      req.raw.on("close", stop);
      reply.raw.on("close", stop);
    },
  );
};
