import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "@shared/schemas/common";
import {
  calendarResetSchema,
  generateResultSchema,
  taskDeleteQuerySchema,
  taskIdParamsSchema,
  taskInputSchema,
  taskPatchSchema,
  timelineSchema,
  timelineTaskSchema,
} from "@shared/schemas/timeline";
import { coupleScope, type AccessLevel } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { buildCalendarFeed, calendarContentType } from "../../lib/ics";
import { writeLimit } from "../../plugins/rate-limits";
import type { TimelinePlanner } from "./timeline-planner";
import { createTask, deleteTask, patchTask } from "./timeline-tasks.service";
import { calendarTasksOf, generateTimeline, readTimeline, resetCalendar, utcToday } from "./timeline.service";

const MISSING = "Task not found.";

/** The master timeline API (issue #15; docs/decisions/039). Area "timeline": view to read, edit to write. */
export const timelineRoutes: FastifyPluginAsyncZod<{
  db: Db;
  planner: TimelinePlanner;
  publicUrl: string;
  writesPerMinute: number;
  today?: () => string;
}> = async (app, { db, planner, publicUrl, writesPerMinute, today = utcToday }) => {
  const opts = { publicUrl, today };
  const write = { ...writeLimit(writesPerMinute), coupleOwned: { area: "timeline" } } as const;
  const tags = ["timeline"];
  const scopeOf = (req: FastifyRequest, level: AccessLevel) =>
    coupleScope(db, req.viewer, {
      what: "The timeline",
      need: { area: "timeline", level },
      missing: MISSING,
    });

  app.get(
    "/api/timeline",
    {
      config: { coupleOwned: { area: "timeline" } },
      schema: {
        tags,
        summary: "The timeline: tasks with computed due dates, status, assignee, dependencies, flags",
        response: { 200: timelineSchema },
      },
    },
    async (req) => readTimeline(db, await scopeOf(req, "view"), opts),
  );

  app.post(
    "/api/timeline/generate",
    {
      config: write,
      schema: {
        tags,
        summary:
          "Build or refresh the plan (generated open tasks update by template key; custom and done stay)",
        response: { 200: generateResultSchema },
      },
    },
    async (req, reply) => {
      // A client that leaves stops the AI planner's call (it then falls back to the built-in plan).
      const abort = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) abort.abort();
      };
      reply.raw.on("close", onClose);
      try {
        return await generateTimeline(db, await scopeOf(req, "edit"), planner, opts, abort.signal);
      } finally {
        reply.raw.off("close", onClose);
      }
    },
  );

  app.post(
    "/api/timeline/tasks",
    {
      config: write,
      schema: { tags, summary: "Add a task", body: taskInputSchema, response: { 201: timelineTaskSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await createTask(db, await scopeOf(req, "edit"), req.body, opts)),
  );

  app.patch(
    "/api/timeline/tasks/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Change a task (names the version read; another version answers 409 stale)",
        params: taskIdParamsSchema,
        body: taskPatchSchema,
        response: { 200: timelineTaskSchema },
      },
    },
    async (req) => patchTask(db, await scopeOf(req, "edit"), req.params.id, req.body, opts),
  );

  app.delete(
    "/api/timeline/tasks/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a task",
        params: taskIdParamsSchema,
        querystring: taskDeleteQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (req) => deleteTask(db, await scopeOf(req, "edit"), req.params.id, req.query.version),
  );

  app.post(
    "/api/timeline/calendar/reset",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: true },
      schema: {
        tags,
        summary: "A new calendar subscription address (the old one stops working); the couple's alone",
        response: { 200: calendarResetSchema },
      },
    },
    async (req) =>
      resetCalendar(db, await coupleScope(db, req.viewer, { what: "The timeline", missing: MISSING }), opts),
  );

  app.get(
    "/api/timeline/calendar/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The couple's dated tasks as a subscribable calendar (the link's secret is the access)",
        params: z.object({ token: z.string().max(200) }),
        produces: ["text/calendar"],
      },
    },
    async (req, reply) => {
      const token = req.params.token.replace(/\.ics$/, "");
      const tasks = /^[A-Za-z0-9_-]{43}$/.test(token) ? await calendarTasksOf(db, token) : null;
      if (!tasks) throw new AppError("NOT_FOUND", "Calendar not found.");
      const host = new URL(publicUrl).host;
      const body = buildCalendarFeed({
        name: "Wedding timeline",
        stamp: new Date(),
        items: tasks.map((t) => ({
          uid: `task-${t.id}@${host}`,
          date: t.due,
          summary: t.status === "done" ? `✓ ${t.title}` : t.title,
          description: t.notes || undefined,
          sequence: t.version,
        })),
      });
      return reply
        .header("content-type", calendarContentType(body))
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );
};
