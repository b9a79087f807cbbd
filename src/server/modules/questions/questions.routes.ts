import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  answerQuestionnaireSchema,
  questionNoteInputSchema,
  questionNotesQuerySchema,
  questionNotesSchema,
  questionnaireCompareQuerySchema,
  questionnaireCompareSchema,
  questionnaireIdParamsSchema,
  questionnaireListSchema,
  questionnaireSchema,
  questionnaireTemplateSchema,
  sendQuestionnaireSchema,
  smartQuestionsQuerySchema,
  smartQuestionsSchema,
} from "@shared/schemas/questions";
import { requireViewer } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import type { Mailer } from "../../providers/email/mailer";
import type { LiveHub } from "../../realtime/live-hub";
import { questionNotes, saveQuestionNote, smartQuestionsFor } from "./smart-questions.service";
import {
  answerQuestionnaire,
  compareQuestionnaires,
  listQuestionnaires,
  questionnaireTemplate,
  readQuestionnaire,
  sendQuestionnaire,
} from "./venue-questionnaire.service";

type Options = { db: Db; live: LiveHub; mailer?: Mailer; publicUrl: string; writesPerMinute: number };

/** Smart questions and the venue questionnaire (issue #15). Area "vendors" for the couple's helpers. */
export const questionRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { db, writesPerMinute } = opts;
  const deps = (log: { error: (obj: object, msg: string) => void }) => ({
    db,
    live: opts.live,
    mailer: opts.mailer,
    publicUrl: opts.publicUrl,
    log,
  });
  const vendorsArea = { coupleOwned: { area: "vendors" as const } };
  const writing = { ...writeLimit(writesPerMinute), ...vendorsArea };

  app.get(
    "/api/smart-questions",
    {
      config: vendorsArea,
      schema: {
        tags: ["questions"],
        summary: "Questions to ask one category of vendor, chosen for the couple's situation",
        querystring: smartQuestionsQuerySchema,
        response: { 200: smartQuestionsSchema },
      },
    },
    async (req) => smartQuestionsFor(db, requireViewer(req.viewer), req.query.category),
  );

  app.get(
    "/api/smart-questions/notes",
    {
      config: vendorsArea,
      schema: {
        tags: ["questions"],
        summary: "The couple's noted answers from one vendor",
        querystring: questionNotesQuerySchema,
        response: { 200: questionNotesSchema },
      },
    },
    async (req) => questionNotes(db, requireViewer(req.viewer), req.query.category, req.query.subject),
  );

  app.put(
    "/api/smart-questions/notes",
    {
      config: writing,
      schema: {
        tags: ["questions"],
        summary: "Note a vendor's answer to a question (an empty answer deletes the note)",
        body: questionNoteInputSchema,
        response: { 200: questionNotesSchema },
      },
    },
    async (req) => saveQuestionNote(db, requireViewer(req.viewer), req.body),
  );

  app.get(
    "/api/venue-questionnaire/template",
    {
      config: vendorsArea,
      schema: {
        tags: ["questions"],
        summary: "The default venue questions, each with its kind of answer",
        response: { 200: questionnaireTemplateSchema },
      },
    },
    async (req) => questionnaireTemplate(db, requireViewer(req.viewer)),
  );

  app.get(
    "/api/venue-questionnaire",
    {
      config: vendorsArea,
      schema: {
        tags: ["questions"],
        summary: "The couple's venue questionnaires, newest first, with their status",
        response: { 200: questionnaireListSchema },
      },
    },
    async (req) => listQuestionnaires(db, requireViewer(req.viewer)),
  );

  app.get(
    "/api/venue-questionnaire/compare",
    {
      config: vendorsArea,
      schema: {
        tags: ["questions"],
        summary: "The couple's questionnaires to up to 3 venues, for the side-by-side comparison",
        querystring: questionnaireCompareQuerySchema,
        response: { 200: questionnaireCompareSchema },
      },
    },
    async (req) => compareQuestionnaires(db, requireViewer(req.viewer), req.query.venueIds),
  );

  app.post(
    "/api/venue-questionnaire",
    {
      config: writing,
      schema: {
        tags: ["questions"],
        summary: "Send a questionnaire on the couple's inquiry to a venue (one per inquiry: 409 after)",
        body: sendQuestionnaireSchema,
        response: { 201: questionnaireSchema },
      },
    },
    async (req, reply) => {
      const sent = await sendQuestionnaire(deps(req.log), requireViewer(req.viewer), req.body);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    "/api/venue-questionnaire/:id",
    {
      config: vendorsArea,
      schema: {
        tags: ["questions"],
        summary: "A questionnaire: for its couple (and helpers) and the venue's owner only",
        params: questionnaireIdParamsSchema,
        response: { 200: questionnaireSchema },
      },
    },
    async (req) => readQuestionnaire(db, requireViewer(req.viewer), req.params.id),
  );

  app.put(
    "/api/venue-questionnaire/:id/answers",
    {
      config: writing,
      schema: {
        tags: ["questions"],
        summary: "The venue owner answers the questionnaire (each value checked against its kind)",
        params: questionnaireIdParamsSchema,
        body: answerQuestionnaireSchema,
        response: { 200: questionnaireSchema },
      },
    },
    async (req) =>
      answerQuestionnaire(deps(req.log), requireViewer(req.viewer), req.params.id, req.body.answers),
  );
};
