import { eq } from "drizzle-orm";
import { missingAnswers, scoreStyleQuiz, type QuizAnswers } from "@shared/rules/style-quiz";
import type { StyleQuizResult } from "@shared/schemas/planning-quiz";
import type { Db } from "../../db/client";
import { coupleProfiles } from "../../db/schema/profiles";
import { invalidFields } from "../../errors";

/**
 * The style quiz's result on the couple's profile (issue #15). The server scores the answers itself
 * (shared/rules/style-quiz.ts): the saved result, which June reads, is always one the quiz can give.
 */

export async function readStyleQuiz(db: Db, coupleId: string): Promise<StyleQuizResult | null> {
  const [row] = await db
    .select({ styleQuiz: coupleProfiles.styleQuiz })
    .from(coupleProfiles)
    .where(eq(coupleProfiles.id, coupleId));
  return row?.styleQuiz ?? null;
}

export async function saveStyleQuiz(
  db: Db,
  coupleId: string,
  answers: QuizAnswers,
): Promise<StyleQuizResult> {
  const missing = missingAnswers(answers);
  if (missing.length > 0)
    throw invalidFields(
      Object.fromEntries(missing.map((id) => [id, "Pick one answer."])),
      missing.length === 1
        ? "One question has no answer yet."
        : `${missing.length} questions have no answer yet.`,
    );
  const result = scoreStyleQuiz(answers, new Date().toISOString());
  await db
    .insert(coupleProfiles)
    .values({ id: coupleId, styleQuiz: result })
    .onConflictDoUpdate({ target: coupleProfiles.id, set: { styleQuiz: result, updatedAt: new Date() } });
  return result;
}
