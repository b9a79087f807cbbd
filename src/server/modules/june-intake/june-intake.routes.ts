import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bookPlanningCallSchema,
  juneIntakeAnswersSchema,
  juneIntakeProgressSchema,
  juneIntakeSchema,
  planningCallIdParamsSchema,
  planningCallSchema,
  planningCallSlotsSchema,
} from "@shared/schemas/june-intake";
import type { Db } from "../../db/client";
import { requireViewer } from "../../access/couple-scope";
import { writeLimit } from "../../plugins/rate-limits";
import type { Mailer } from "../../providers/email/mailer";
import {
  bookCall,
  cancelCall,
  deleteIntakeProgress,
  getIntake,
  getIntakeProgress,
  listMyCalls,
  listSlots,
  saveIntake,
  saveIntakeProgress,
  type JuneIntakeDeps,
} from "./june-intake.service";

/**
 * June's voice intake (the couple confirms the answers, then they fill the profile and budget) and
 * 30-minute planning calls (issue #4). Couples only; authorization lives in the service.
 */
export const juneIntakeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  operatorEmail: string;
  writesPerMinute: number;
}> = async (app, { db, mailer, publicUrl, operatorEmail, writesPerMinute }) => {
  const deps: JuneIntakeDeps = {
    db,
    mailer,
    publicUrl: publicUrl.replace(/\/+$/, ""),
    operatorEmail,
    log: app.log,
  };
  const write = writeLimit(writesPerMinute);

  app.get(
    "/api/june/intake",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "What June already knows for the intake interview (profile and budget total)",
        response: { 200: juneIntakeAnswersSchema },
      },
    },
    async (req) => getIntake(db, requireViewer(req.viewer)),
  );

  app.put(
    "/api/june/intake",
    {
      config: { ...write, coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "Save the intake answers the couple confirmed: profile + budget total, in one transaction",
        body: juneIntakeSchema,
        response: { 200: juneIntakeAnswersSchema },
      },
    },
    async (req) => saveIntake(db, requireViewer(req.viewer), req.body),
  );

  app.get(
    "/api/june/intake/progress",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "Where the couple left June's interview (question, answers so far, conversation), or null",
        response: { 200: juneIntakeProgressSchema.nullable() },
      },
    },
    async (req) => getIntakeProgress(db, requireViewer(req.viewer)),
  );

  app.put(
    "/api/june/intake/progress",
    {
      config: { ...write, coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "Save the interview's place after an answer, so a reload resumes there",
        body: juneIntakeProgressSchema,
        response: { 200: juneIntakeProgressSchema },
      },
    },
    async (req) => saveIntakeProgress(db, requireViewer(req.viewer), req.body),
  );

  app.delete(
    "/api/june/intake/progress",
    {
      config: { ...write, coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "Start the interview over",
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await deleteIntakeProgress(db, requireViewer(req.viewer));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/june/planning-calls/slots",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "Open 30-minute planning-call times: weekdays 10:00–16:00 New York time, next 14 days",
        response: { 200: planningCallSlotsSchema },
      },
    },
    async (req) => listSlots(db, requireViewer(req.viewer)),
  );

  app.get(
    "/api/june/planning-calls",
    {
      config: { coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "The couple's planning calls, upcoming first",
        response: { 200: z.array(planningCallSchema) },
      },
    },
    async (req) => listMyCalls(db, requireViewer(req.viewer)),
  );

  app.post(
    "/api/june/planning-calls",
    {
      config: { ...write, coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "Book a planning call (409 with an upcoming call or a time just taken); emails an .ics",
        body: bookPlanningCallSchema,
        response: { 201: planningCallSchema },
      },
    },
    async (req, reply) => {
      const call = await bookCall(deps, requireViewer(req.viewer), req.body);
      return reply.status(201).send(call);
    },
  );

  app.post(
    "/api/june/planning-calls/:id/cancel",
    {
      config: { ...write, coupleOwned: true },
      schema: {
        tags: ["june"],
        summary: "Cancel one of the couple's upcoming planning calls",
        params: planningCallIdParamsSchema,
        response: { 200: planningCallSchema },
      },
    },
    async (req) => cancelCall(deps, requireViewer(req.viewer), req.params.id),
  );
};
