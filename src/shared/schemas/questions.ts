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

// ---- Smart questions (the API) ----

/** A category of the question bank: the 12 vendor categories and venues. */
export const questionCategorySlugs = [
  "venues",
  "photographers",
  "videographers",
  "caterers",
  "djband",
  "florists",
  "weddingplanners",
  "bakers",
  "hairmakeup",
  "transportation",
  "officiants",
  "bartenders",
  "decorators",
] as const;
export const questionCategorySchema = z.enum(questionCategorySlugs);

export const smartQuestionsQuerySchema = z.object({ category: questionCategorySchema });

export const smartQuestionSchema = z.object({
  key: z.string(),
  text: z.string(),
  /** Why it was chosen for the couple ("You have 180 guests: ask about staff ratios"); null: always asked. */
  why: z.string().nullable(),
  always: z.boolean(),
});

export const smartQuestionsSchema = z.object({
  category: questionCategorySchema,
  questions: z.array(smartQuestionSchema),
  /** The facts the choice was made from, as the page shows them. */
  situation: z.object({
    guestCount: z.number().int().nullable(),
    season: z.enum(["winter", "spring", "summer", "fall"]).nullable(),
    outdoor: z.boolean(),
    budget: z.enum(["tight", "generous"]).nullable(),
    cityId: z.string().nullable(),
  }),
  /** Vendors to suggest in the "who are you talking to" field: the couple's inquiries in this category. */
  suggestedSubjects: z.array(z.string()),
  /** Vendors the couple has notes for in this category. */
  notedSubjects: z.array(z.string()),
});
export type SmartQuestions = z.infer<typeof smartQuestionsSchema>;

const subjectSchema = z.string().trim().min(1, "Name the vendor").max(120);

export const questionNoteInputSchema = z.object({
  categorySlug: questionCategorySchema,
  subject: subjectSchema,
  questionKey: z.string().min(1).max(60),
  /** Empty deletes the note. */
  answer: z.string().trim().max(2000),
});
export type QuestionNoteInput = z.infer<typeof questionNoteInputSchema>;

export const questionNotesQuerySchema = z.object({
  category: questionCategorySchema,
  subject: subjectSchema,
});

export const questionNoteSchema = z.object({
  questionKey: z.string(),
  answer: z.string(),
  updatedAt: z.string(),
});
export const questionNotesSchema = z.object({
  subject: z.string(),
  notes: z.array(questionNoteSchema),
});
export type QuestionNotes = z.infer<typeof questionNotesSchema>;

// ---- The venue questionnaire ----

export const MAX_QUESTIONNAIRE_QUESTIONS = 25;
/** Numbers a venue may answer (guests, hours…). Money is cents up to $10,000,000. */
export const MAX_ANSWER_NUMBER = 1_000_000;
export const MAX_ANSWER_CENTS = 1_000_000_000;
export const MAX_ANSWER_TEXT = 1000;

export const questionnaireTemplateSchema = z.object({ questions: z.array(questionnaireQuestionSchema) });

export const questionnaireQuestionInputSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,60}$/, "Use lower-case letters, digits and dashes"),
  text: z.string().trim().min(1, "Write the question").max(300),
  kind: z.enum(questionKinds),
});

export const sendQuestionnaireSchema = z.object({
  inquiryId: z.uuid(),
  questions: z
    .array(questionnaireQuestionInputSchema)
    .min(1, "Choose at least one question")
    .max(MAX_QUESTIONNAIRE_QUESTIONS, `At most ${MAX_QUESTIONNAIRE_QUESTIONS} questions`)
    .refine((qs) => new Set(qs.map((q) => q.key)).size === qs.length, "Each question appears once"),
});
export type SendQuestionnaire = z.infer<typeof sendQuestionnaireSchema>;

export const questionnaireAnswerValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const answerQuestionnaireSchema = z.object({
  answers: z.record(z.string().max(60), questionnaireAnswerValueSchema),
});

export const questionnaireIdParamsSchema = z.object({ id: z.string() });

export const questionnaireSchema = z.object({
  id: z.string(),
  inquiryId: z.string(),
  venue: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  coupleName: z.string(),
  questions: z.array(questionnaireQuestionSchema),
  answers: z.record(z.string(), questionnaireAnswerValueSchema).nullable(),
  status: z.enum(["sent", "answered"]),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The reader's side: the couple (or its helper) or the venue's owner. */
  role: z.enum(["couple", "owner"]),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** The couple's questionnaires, newest first (the page's status list). */
export const questionnaireListSchema = z.array(
  questionnaireSchema.omit({ questions: true, answers: true, role: true, coupleName: true }),
);
export type QuestionnaireSummary = z.infer<typeof questionnaireListSchema>[number];

export const questionnaireCompareQuerySchema = z.object({
  venueIds: z
    .string()
    .default("")
    .transform((s) => s.split(",").filter(Boolean))
    .pipe(z.array(z.uuid()).max(3)),
});
export const questionnaireCompareSchema = z.array(
  z.object({
    venueId: z.string(),
    questionnaireId: z.string(),
    questions: z.array(questionnaireQuestionSchema),
    answers: z.record(z.string(), questionnaireAnswerValueSchema).nullable(),
    answeredAt: z.string().nullable(),
  }),
);
export type QuestionnaireCompare = z.infer<typeof questionnaireCompareSchema>;
