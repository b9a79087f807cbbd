import {
  MAX_ANSWER_CENTS,
  MAX_ANSWER_NUMBER,
  MAX_ANSWER_TEXT,
  type QuestionnaireAnswers,
  type QuestionnaireQuestion,
} from "../schemas/questions";

/**
 * The venue questionnaire (issue #15): the default questions a couple starts from (the venue questions
 * of June's guide, with a kind each so the answers compare side by side), and the check of a venue's
 * answers against the questions as sent.
 */
export const venueQuestionnaireTemplate: QuestionnaireQuestion[] = [
  { key: "date-available", text: "Is our date available?", kind: "yes_no" },
  { key: "hold-days", text: "How many days can you hold the date for us?", kind: "number" },
  { key: "seated-capacity", text: "What is the seated capacity with a dance floor?", kind: "number" },
  { key: "rental-fee", text: "What is the venue fee for our date?", kind: "money" },
  { key: "minimum-spend", text: "Is there a food and drink minimum? How much?", kind: "money" },
  { key: "service-charge", text: "What are the service charge and tax?", kind: "text" },
  {
    key: "included",
    text: "What does the price include (tables, chairs, linens, setup, cleanup, coordinator)?",
    kind: "text",
  },
  { key: "outside-caterer", text: "May we bring our own caterer?", kind: "yes_no" },
  { key: "end-time", text: "What time must music end and guests leave?", kind: "text" },
  { key: "rain-plan", text: "What is the rain plan for outdoor areas?", kind: "text" },
  { key: "accessible", text: "Is the space accessible for guests using wheelchairs?", kind: "yes_no" },
  { key: "parking", text: "How many cars can park on site?", kind: "number" },
  { key: "deposit", text: "How much is the deposit to book?", kind: "money" },
];

export type AnswerCheck =
  { ok: true; answers: QuestionnaireAnswers } | { ok: false; errors: Record<string, string> };

/**
 * Checks each answer against its question's kind: text (trimmed, at most 1000 characters), yes/no (a
 * boolean), a whole number from 0 to 1,000,000, money as whole cents from 0 to $10,000,000. A question
 * left out or answered null/"" stays unanswered; a key that is not a question is an error.
 */
export function checkAnswers(
  questions: QuestionnaireQuestion[],
  raw: Record<string, string | number | boolean | null>,
): AnswerCheck {
  const errors: Record<string, string> = {};
  const answers: QuestionnaireAnswers = {};
  const byKey = new Map(questions.map((q) => [q.key, q]));
  for (const key of Object.keys(raw)) {
    if (!byKey.has(key)) errors[key] = "Not a question of this questionnaire.";
  }
  for (const q of questions) {
    const value = raw[q.key];
    if (value === undefined || value === null || value === "") {
      answers[q.key] = null;
      continue;
    }
    switch (q.kind) {
      case "text":
        if (typeof value !== "string") errors[q.key] = "Write the answer as text.";
        else if (value.trim().length > MAX_ANSWER_TEXT)
          errors[q.key] = `Keep the answer under ${MAX_ANSWER_TEXT} characters.`;
        else answers[q.key] = value.trim() || null;
        break;
      case "yes_no":
        if (typeof value !== "boolean") errors[q.key] = "Answer yes or no.";
        else answers[q.key] = value;
        break;
      case "number":
        if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_ANSWER_NUMBER)
          errors[q.key] = "Enter a whole number from 0 to 1,000,000.";
        else answers[q.key] = value;
        break;
      case "money":
        if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_ANSWER_CENTS)
          errors[q.key] = "Enter an amount from $0 to $10,000,000.";
        else answers[q.key] = value;
        break;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers };
}

/** An answer as people read it: "Yes", "$1,250.00", "120", the text; "—" when unanswered. */
export function formatAnswer(kind: QuestionnaireQuestion["kind"], value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (kind === "yes_no") return value === true ? "Yes" : value === false ? "No" : "—";
  if (kind === "money" && typeof value === "number")
    return (value / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
  if (kind === "number" && typeof value === "number") return value.toLocaleString("en-US");
  return typeof value === "string" ? value : "—";
}
