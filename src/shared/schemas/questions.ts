import { z } from "zod";

/** Smart questions and the venue questionnaire (issue #15). The questions helper grows this file. */
export const questionKinds = ["text", "yes_no", "number", "money"] as const;
export type QuestionKind = (typeof questionKinds)[number];
export const questionnaireQuestionSchema = z.object({
  key: z.string(),
  text: z.string(),
  kind: z.enum(questionKinds),
});
export type QuestionnaireQuestion = z.infer<typeof questionnaireQuestionSchema>;
/** Question key → the venue's answer: text, yes/no, a number, or cents for money. */
export type QuestionnaireAnswers = Record<string, string | number | boolean | null>;
