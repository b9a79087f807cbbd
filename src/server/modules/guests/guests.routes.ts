import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@shared/schemas/common";
import {
  bulkActionSchema,
  bulkResultSchema,
  coupleAnswersSchema,
  eventInputSchema,
  eventPatchSchema,
  guestEventSchema,
  guestInputSchema,
  guestListFiltersSchema,
  guestListSchema,
  guestPatchSchema,
  guestSchema,
  guestSettingsInputSchema,
  guestSettingsSchema,
  householdInputSchema,
  householdPatchSchema,
  householdSchema,
  idParamsSchema,
  importConfirmSchema,
  importPreviewSchema,
  importRequestSchema,
  importResultSchema,
  responsesOverTimeSchema,
  restoreSchema,
} from "@shared/schemas/guests";
import { coupleScope, type AccessLevel } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { openEventStream } from "../../lib/event-stream";
import { writeLimit } from "../../plugins/rate-limits";
import { restoreDeleted, runBulkAction } from "./guest-bulk";
import { createEvent, deleteEvent, patchEvent, saveSettings } from "./guest-events";
import { exportCsv, templateCsv } from "./guest-export";
import { confirmImport, previewImport } from "./guest-import-write";
import type { GuestListBus } from "./guest-list-bus";
import { createGuestListCache } from "./guest-list-cache";
import { readTimeline } from "./guest-reads";
import { addGuest, addHousehold, patchGuest, patchHousehold, recordAnswers } from "./guest-writes";

/** Import bodies: a 2 MB file as JSON text can be several times larger; the schema says "over 2 MB" itself. */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
/** A comment line on the live stream this often keeps proxies from closing an idle connection. */
const LIVE_PING_MS = 25_000;

/**
 * The couple's guest list API (issue #12; the contract and route list: shared/schemas/guests.ts).
 * Every route acts for the couple of the access rule (coupleScope): another couple's household, guest
 * or event answers 404. The QR, token and registration routes live beside these (other files).
 */
export const guestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** The app's guest-list news (guest-list-bus.ts): writes announce, the cache and live streams listen. */
  guestList: GuestListBus;
  writesPerMinute: number;
}> = async (app, { db, guestList, writesPerMinute }) => {
  const write = { ...writeLimit(writesPerMinute), coupleOwned: { area: "guests" } } as const;
  const tags = ["guests"];
  const listCache = createGuestListCache(db, guestList, { ttlMs: 10_000, maxEntries: 100 });
  app.addHook("onClose", async () => listCache.close());
  // Open live streams, ended when the server closes (a graceful shutdown must not wait on them).
  const streams = new Set<() => void>();
  app.addHook("onClose", async () => {
    for (const stop of [...streams]) stop();
  });
  const coupleOf = async (req: FastifyRequest, level: AccessLevel) =>
    (await coupleScope(db, req.viewer, { what: "The guest list", need: { area: "guests", level } })).coupleId;

  app.get(
    "/api/guests",
    {
      config: { coupleOwned: { area: "guests" } },
      schema: {
        tags,
        summary: "The whole guest list: events, households with guests and answers, counts, settings",
        response: { 200: guestListSchema },
      },
    },
    // JSON bytes built by PostgreSQL and kept until the list changes (guest-list-cache.ts), sent as a
    // Buffer, which skips the serializer: at 2,000 guests the response schema's parse cost more than the
    // queries. The shape is tested against the schema (guest-list.test.ts).
    async (req, reply) => {
      const list = await listCache.get(await coupleOf(req, "view"), req.headers["accept-encoding"]);
      reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
      if (list.encoding !== "identity") reply.header("content-encoding", list.encoding);
      return reply.send(list.body as never);
    },
  );

  app.get(
    "/api/guests/timeline",
    {
      config: { coupleOwned: { area: "guests" } },
      schema: {
        tags,
        summary: "Guests who answered, per day of their first answer (UTC), by their current answer",
        response: { 200: responsesOverTimeSchema },
      },
    },
    async (req) => readTimeline(db, await coupleOf(req, "view")),
  );

  app.post(
    "/api/guests/households",
    {
      config: { ...write, idempotent: true },
      schema: {
        tags,
        summary:
          "Add a household with its guests (invited to every event unless invitedEventIds says otherwise)",
        body: householdInputSchema,
        response: { 201: householdSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addHousehold(db, guestList, await coupleOf(req, "edit"), req.body)),
  );

  app.patch(
    "/api/guests/households/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Edit a household (invitedEventIds replaces its invitations)",
        params: idParamsSchema,
        body: householdPatchSchema,
        response: { 200: householdSchema },
      },
    },
    async (req) => patchHousehold(db, guestList, await coupleOf(req, "edit"), req.params.id, req.body),
  );

  app.post(
    "/api/guests/households/:id/guests",
    {
      config: { ...write, idempotent: true },
      schema: {
        tags,
        summary: "Add a guest to a household",
        params: idParamsSchema,
        body: guestInputSchema,
        response: { 201: guestSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await addGuest(db, guestList, await coupleOf(req, "edit"), req.params.id, req.body)),
  );

  app.patch(
    "/api/guests/guests/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Edit a guest inline (rsvpStatus sets their answer for every event they are invited to)",
        params: idParamsSchema,
        body: guestPatchSchema,
        response: { 200: guestSchema },
      },
    },
    async (req) => patchGuest(db, guestList, await coupleOf(req, "edit"), req.params.id, req.body),
  );

  app.put(
    "/api/guests/households/:id/answers",
    {
      config: write,
      schema: {
        tags,
        summary: 'Record a household\'s answers per guest and event ("pending" clears one)',
        params: idParamsSchema,
        body: coupleAnswersSchema,
        response: { 200: householdSchema },
      },
    },
    async (req) => recordAnswers(db, guestList, await coupleOf(req, "edit"), req.params.id, req.body),
  );

  app.post(
    "/api/guests/bulk",
    {
      config: write,
      schema: {
        tags,
        summary: "Tag, untag, invite, uninvite or delete selected guests (a delete returns an undo token)",
        body: bulkActionSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (req) => runBulkAction(db, guestList, await coupleOf(req, "edit"), req.body),
  );

  app.post(
    "/api/guests/restore",
    {
      config: write,
      schema: {
        tags,
        summary: "Undo a delete (within 24 hours)",
        body: restoreSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (req) => restoreDeleted(db, guestList, await coupleOf(req, "edit"), req.body.undoToken),
  );

  app.post(
    "/api/guests/events",
    {
      config: { ...write, idempotent: true },
      schema: {
        tags,
        summary: "Add an event (households invited to nothing yet are invited to it)",
        body: eventInputSchema,
        response: { 201: guestEventSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createEvent(db, guestList, await coupleOf(req, "edit"), req.body)),
  );

  app.patch(
    "/api/guests/events/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Edit an event",
        params: idParamsSchema,
        body: eventPatchSchema,
        response: { 200: guestEventSchema },
      },
    },
    async (req) => patchEvent(db, guestList, await coupleOf(req, "edit"), req.params.id, req.body),
  );

  app.delete(
    "/api/guests/events/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Remove an event with its invitations and answers",
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await deleteEvent(db, guestList, await coupleOf(req, "edit"), req.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    "/api/guests/settings",
    {
      config: write,
      schema: {
        tags,
        summary:
          "RSVP deadline, meal options, contact note, registration on/off (a code is made when first opened)",
        body: guestSettingsInputSchema,
        response: { 200: guestSettingsSchema },
      },
    },
    async (req) => saveSettings(db, guestList, await coupleOf(req, "edit"), req.body),
  );

  app.post(
    "/api/guests/import/preview",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: write,
      schema: {
        tags,
        summary: "Read a CSV and show each row's problems and likely duplicates (writes nothing)",
        body: importRequestSchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (req) => previewImport(db, await coupleOf(req, "edit"), req.body),
  );

  app.post(
    "/api/guests/import",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { ...write, idempotent: true },
      schema: {
        tags,
        summary: "Import a CSV: checked again, then written in one transaction (send an Idempotency-Key)",
        body: importConfirmSchema,
        response: { 200: importResultSchema },
      },
    },
    async (req) => confirmImport(db, guestList, await coupleOf(req, "edit"), req.body),
  );

  app.get(
    "/api/guests/export.csv",
    {
      config: { coupleOwned: { area: "guests" } },
      schema: {
        tags,
        summary: "The guest list (or the filtered view) as CSV in the importer's columns",
        querystring: guestListFiltersSchema,
        produces: ["text/csv"],
      },
    },
    async (req, reply) => {
      const csv = await exportCsv(db, await coupleOf(req, "view"), req.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="guest-list.csv"')
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );

  app.get(
    // Public: the CSV format guide (/planning/csv-format-guide) offers it to anyone, like the guide itself.
    "/api/csv-format-guide/template.csv",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The guest list import template: the columns and three example rows (public)",
        produces: ["text/csv"],
      },
    },
    async (_req, reply) => {
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .header("content-disposition", 'attachment; filename="guest-list-template.csv"')
        .send(templateCsv());
    },
  );

  app.get(
    "/api/guests/live",
    {
      config: { coupleOwned: { area: "guests" } },
      schema: {
        tags,
        summary: "Server-sent events: `guests` whenever the couple's list changes (refetch then)",
        produces: ["text/event-stream"],
      },
    },
    async (req, reply) => {
      const coupleId = await coupleOf(req, "view");
      const stream = openEventStream(reply);
      stream.send({ event: "ready", data: {} });
      const unsubscribe = guestList.onChange(coupleId, () => stream.send({ event: "guests", data: {} }));
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
