import { z } from "zod";
import { venueStyles, type VenueStyle } from "../marketplace-catalog";

/** The style quiz's result kept on the couple's profile (issue #15). The quiz helper grows this file. */
export type StyleQuizResult = {
  /** The style key the quiz settled on (a venue style of `shared/marketplace-catalog.ts` where one fits). */
  style: string;
  /** How the result reads to people ("Rustic romance"). */
  label: string;
  /** Words June's suggestions search with ("barn", "candlelit"). */
  keywords: string[];
  takenAt: string;
  /** Two or three sentences about the style (issue #15: grown by the quiz). */
  description?: string;
  /** A named blend's second style (null: one clear style). */
  blendWith?: VenueStyle | null;
};

/** The answers: question id → choice id. The server scores them (shared/rules/style-quiz.ts). */
export const styleQuizAnswersSchema = z.object({
  answers: z.record(z.string().max(40), z.string().max(40)),
});
export type StyleQuizAnswers = z.infer<typeof styleQuizAnswersSchema>;

export const styleQuizResultSchema = z.object({
  style: z.string(),
  label: z.string(),
  keywords: z.array(z.string()),
  takenAt: z.string(),
  description: z.string().optional(),
  blendWith: z.enum(venueStyles).nullable().optional(),
});

export const styleQuizStateSchema = z.object({ result: styleQuizResultSchema.nullable() });
export type StyleQuizState = z.infer<typeof styleQuizStateSchema>;
