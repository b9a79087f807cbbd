import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  styleQuizAnswersSchema,
  styleQuizResultSchema,
  styleQuizStateSchema,
} from "@shared/schemas/planning-quiz";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { readStyleQuiz, saveStyleQuiz } from "./planning-quiz.service";

/** The style quiz's saved result (issue #15): the couple's alone (a helper gets 404, like the profile). */
export const planningQuizRoutes: FastifyPluginAsyncZod<{ db: Db; writesPerMinute: number }> = async (
  app,
  { db, writesPerMinute },
) => {
  const tags = ["planning quiz"];
  const scopeOf = (viewer: Parameters<typeof coupleScope>[1]) =>
    coupleScope(db, viewer, { what: "The style quiz", missing: "Style quiz not found." });

  app.get(
    "/api/planning-quiz",
    {
      config: { coupleOwned: true },
      schema: {
        tags,
        summary: "The couple's saved style quiz result (null before they take it)",
        response: { 200: styleQuizStateSchema },
      },
    },
    async (req) => ({ result: await readStyleQuiz(db, (await scopeOf(req.viewer)).coupleId) }),
  );

  app.put(
    "/api/planning-quiz",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: true },
      schema: {
        tags,
        summary: "Save the quiz: the server scores the answers and keeps the result on the couple's profile",
        body: styleQuizAnswersSchema,
        response: { 200: styleQuizResultSchema },
      },
    },
    async (req) => saveStyleQuiz(db, (await scopeOf(req.viewer)).coupleId, req.body.answers),
  );
};
