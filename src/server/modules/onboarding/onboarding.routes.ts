import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { onboardingInputSchema, onboardingResultSchema } from "@shared/schemas/onboarding";
import type { Db } from "../../db/client";
import { writeLimit } from "../../plugins/rate-limits";
import { saveOnboarding } from "./onboarding.service";

/** The couple's first-run flow (issue #14): one save for the profile and the budget's header. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Db; writesPerMinute: number }> = async (
  app,
  { db, writesPerMinute },
) => {
  app.put(
    "/api/onboarding",
    {
      config: { ...writeLimit(writesPerMinute), coupleOwned: true },
      schema: {
        tags: ["onboarding"],
        summary: "Save the onboarding answers: the couple's profile and budget total in one transaction",
        body: onboardingInputSchema,
        response: { 200: onboardingResultSchema },
      },
    },
    async (req) => {
      await saveOnboarding(db, req.viewer, req.body);
      return { saved: true as const };
    },
  );
};
