import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { QuestionnaireAnswers, QuestionnaireQuestion } from "@shared/schemas/questions";
import { user } from "./auth";
import { inquiries } from "./inquiries";

/**
 * The couple's notes against the smart questions (issue #15): per vendor they are talking to, the answer
 * they heard. `subject` names the vendor as written ("Golden Hour Photography"); `question_key` is the
 * question bank's key.
 */
export const vendorQuestionNotes = pgTable(
  "vendor_question_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    categorySlug: text("category_slug").notNull(),
    subject: text("subject").notNull(),
    questionKey: text("question_key").notNull(),
    answer: text("answer").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vendor_question_notes_idx").on(
      t.coupleId,
      t.categorySlug,
      sql`lower(${t.subject})`,
      t.questionKey,
    ),
  ],
);

/**
 * A questionnaire a couple sent a venue through an inquiry thread: the questions as sent (a snapshot),
 * and the venue's structured answers, which the venue comparison shows side by side.
 */
export const venueQuestionnaires = pgTable(
  "venue_questionnaires",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    questions: jsonb("questions").$type<QuestionnaireQuestion[]>().notNull(),
    answers: jsonb("answers").$type<QuestionnaireAnswers>(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("venue_questionnaires_inquiry_idx").on(t.inquiryId),
    index("venue_questionnaires_couple_idx").on(t.coupleId),
  ],
);
