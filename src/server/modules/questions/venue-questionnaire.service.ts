import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import type {
  Questionnaire,
  QuestionnaireCompare,
  QuestionnaireQuestion,
  QuestionnaireSummary,
  SendQuestionnaire,
} from "@shared/schemas/questions";
import { checkAnswers, venueQuestionnaireTemplate } from "@shared/rules/venue-questionnaire";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { inquiries } from "../../db/schema/inquiries";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { venueQuestionnaires } from "../../db/schema/questions";
import { AppError, invalidFields, notFound } from "../../errors";
import { sendMessage, type ConversationDeps } from "../conversations/conversations.service";
import { coupleNameOf } from "../inquiries/inquiry-reads";
import { askingVendors } from "./smart-questions.service";

/**
 * The venue questionnaire (issue #15): a couple sends structured questions through its inquiry to a
 * venue; the venue's owner (the inquiry's listing owner, the only business that may read it) answers;
 * each step is also a message in the inquiry's thread, so both sides see it live.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const QUESTIONNAIRE_NOT_FOUND = "Questionnaire not found.";
const INQUIRY_NOT_FOUND = "Inquiry not found";

export async function questionnaireTemplate(db: Db, viewer: Viewer) {
  await coupleScope(db, viewer, { ...askingVendors, need: { area: "vendors", level: "view" } });
  return { questions: venueQuestionnaireTemplate };
}

const summaryColumns = {
  id: venueQuestionnaires.id,
  inquiryId: venueQuestionnaires.inquiryId,
  coupleId: venueQuestionnaires.coupleId,
  questions: venueQuestionnaires.questions,
  answers: venueQuestionnaires.answers,
  sentAt: venueQuestionnaires.sentAt,
  answeredAt: venueQuestionnaires.answeredAt,
  venueId: venues.id,
  venueSlug: venues.slug,
  venueName: venues.name,
  venueOwnerId: venues.ownerId,
};
type Row = {
  id: string;
  inquiryId: string;
  coupleId: string;
  questions: QuestionnaireQuestion[];
  answers: Record<string, string | number | boolean | null> | null;
  sentAt: Date;
  answeredAt: Date | null;
  venueId: string;
  venueSlug: string;
  venueName: string;
  venueOwnerId: string | null;
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toSummary(r: Row): QuestionnaireSummary {
  return {
    id: r.id,
    inquiryId: r.inquiryId,
    venue: { id: r.venueId, slug: r.venueSlug, name: r.venueName },
    status: r.answeredAt ? "answered" : "sent",
    sentAt: new Date(r.sentAt).toISOString(),
    answeredAt: iso(r.answeredAt),
  };
}

function selectRows(db: Db) {
  return db
    .select(summaryColumns)
    .from(venueQuestionnaires)
    .innerJoin(inquiries, eq(inquiries.id, venueQuestionnaires.inquiryId))
    .innerJoin(venues, eq(venues.id, inquiries.venueId));
}

/** The couple's questionnaires, newest first. */
export async function listQuestionnaires(db: Db, viewer: Viewer): Promise<QuestionnaireSummary[]> {
  const { coupleId } = await coupleScope(db, viewer, {
    ...askingVendors,
    need: { area: "vendors", level: "view" },
  });
  const rows = await selectRows(db)
    .where(eq(venueQuestionnaires.coupleId, coupleId))
    .orderBy(desc(venueQuestionnaires.sentAt));
  return rows.map(toSummary);
}

const linkTo = (deps: ConversationDeps, id: string) =>
  `${deps.publicUrl.replace(/\/$/, "")}/venue-questionnaire/${id}`;

/**
 * Sends a questionnaire on the couple's own inquiry to a venue (another couple's, a vendor's or a missing
 * inquiry: 404). One per inquiry: a second answers 409. Posts the link in the inquiry's thread.
 */
export async function sendQuestionnaire(
  deps: ConversationDeps,
  viewer: Viewer,
  input: SendQuestionnaire,
): Promise<Questionnaire> {
  const { db } = deps;
  const { coupleId } = await coupleScope(db, viewer, {
    ...askingVendors,
    need: { area: "vendors", level: "edit" },
  });
  const [inquiry] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(eq(inquiries.id, input.inquiryId), eq(inquiries.coupleId, coupleId), isNotNull(inquiries.venueId)),
    );
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  const [created] = await db
    .insert(venueQuestionnaires)
    .values({ coupleId, inquiryId: inquiry.id, questions: input.questions })
    .onConflictDoNothing()
    .returning({ id: venueQuestionnaires.id });
  if (!created) {
    throw new AppError(
      "CONFLICT",
      "You already sent this venue a questionnaire. Ask any further questions in your messages.",
    );
  }
  const n = input.questions.length;
  try {
    await sendMessage(deps, viewer, `inquiry:${inquiry.id}`, {
      body: `We sent you a questionnaire with ${n} ${n === 1 ? "question" : "questions"}. Answer it here: ${linkTo(deps, created.id)}`,
      attachmentIds: [],
    });
  } catch (err) {
    await db.delete(venueQuestionnaires).where(eq(venueQuestionnaires.id, created.id));
    throw err;
  }
  return readQuestionnaire(db, viewer, created.id);
}

/** The questionnaire and the reader's side; anyone else (another couple, another owner…) gets 404. */
async function openQuestionnaire(db: Db, viewer: Viewer, id: string) {
  if (!UUID.test(id)) throw notFound(QUESTIONNAIRE_NOT_FOUND);
  const [row] = await selectRows(db).where(eq(venueQuestionnaires.id, id));
  if (!row) throw notFound(QUESTIONNAIRE_NOT_FOUND);
  if (viewer.kind !== "couple" && row.venueOwnerId === viewer.id) return { row, role: "owner" as const };
  if (row.coupleId === viewer.id && viewer.kind !== "couple") throw notFound(QUESTIONNAIRE_NOT_FOUND);
  await coupleScope(db, viewer, {
    coupleId: row.coupleId,
    need: { area: "vendors", level: "view" },
    missing: QUESTIONNAIRE_NOT_FOUND,
  });
  return { row, role: "couple" as const };
}

export async function readQuestionnaire(db: Db, viewer: Viewer, id: string): Promise<Questionnaire> {
  const { row, role } = await openQuestionnaire(db, viewer, id);
  const [couple] = await db
    .select({
      userName: user.name,
      partner1Name: coupleProfiles.partner1Name,
      partner2Name: coupleProfiles.partner2Name,
    })
    .from(user)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, user.id))
    .where(eq(user.id, row.coupleId));
  return {
    ...toSummary(row),
    coupleName: couple ? coupleNameOf(couple) : "A couple",
    questions: row.questions,
    answers: row.answers,
    role,
  };
}

/**
 * The venue owner answers (again, to correct): each value checked against its question's kind. Tells the
 * couple in the thread. Only the inquiry's listing owner; everyone else 404.
 */
export async function answerQuestionnaire(
  deps: ConversationDeps,
  viewer: Viewer,
  id: string,
  raw: Record<string, string | number | boolean | null>,
): Promise<Questionnaire> {
  const { db } = deps;
  const { row, role } = await openQuestionnaire(db, viewer, id);
  if (role !== "owner") throw notFound(QUESTIONNAIRE_NOT_FOUND);
  const checked = checkAnswers(row.questions, raw);
  if (!checked.ok) throw invalidFields(checked.errors);
  const wasAnswered = row.answeredAt !== null;
  await db
    .update(venueQuestionnaires)
    .set({ answers: checked.answers, answeredAt: new Date(), answeredBy: viewer.id })
    .where(eq(venueQuestionnaires.id, id));
  await sendMessage(deps, viewer, `inquiry:${row.inquiryId}`, {
    body: `${wasAnswered ? "We updated our answers to" : "We answered"} your questionnaire: ${linkTo(deps, id)}`,
    attachmentIds: [],
  });
  return readQuestionnaire(db, viewer, id);
}

/** The couple's answered or sent questionnaires to the given venues, for the venue comparison. */
export async function compareQuestionnaires(
  db: Db,
  viewer: Viewer,
  venueIds: string[],
): Promise<QuestionnaireCompare> {
  const { coupleId } = await coupleScope(db, viewer, {
    ...askingVendors,
    need: { area: "vendors", level: "view" },
  });
  if (venueIds.length === 0) return [];
  const rows = await selectRows(db)
    .where(and(eq(venueQuestionnaires.coupleId, coupleId), inArray(venues.id, venueIds)))
    .orderBy(desc(venueQuestionnaires.sentAt));
  const latest = new Map<string, Row>();
  for (const r of rows) if (!latest.has(r.venueId)) latest.set(r.venueId, r);
  return venueIds.flatMap((venueId) => {
    const r = latest.get(venueId);
    return r
      ? [
          {
            venueId,
            questionnaireId: r.id,
            questions: r.questions,
            answers: r.answers,
            answeredAt: iso(r.answeredAt),
          },
        ]
      : [];
  });
}
