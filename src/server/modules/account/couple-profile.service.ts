import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { coupleProfiles } from "../../db/schema/profiles";
import type { ToolIO } from "../../providers/ai/types";

/** What June's couple_profile tool answers (its contract in providers/ai/types.ts); weddingDate YYYY-MM-DD. */
export type CoupleProfileFacts = ToolIO["couple_profile"]["output"];

/** The couple's profile facts other modules build on (June); null before the couple filled it in. */
export async function coupleProfileFacts(db: Db, coupleId: string): Promise<CoupleProfileFacts | null> {
  const [p] = await db
    .select({
      partner1Name: coupleProfiles.partner1Name,
      partner2Name: coupleProfiles.partner2Name,
      weddingDate: coupleProfiles.weddingDate,
      guestCount: coupleProfiles.guestCount,
      cityId: coupleProfiles.cityId,
      weddingStyle: coupleProfiles.weddingStyle,
      styleQuiz: coupleProfiles.styleQuiz,
    })
    .from(coupleProfiles)
    .where(eq(coupleProfiles.id, coupleId));
  if (!p) return null;
  const quiz = p.styleQuiz;
  return { ...p, styleQuiz: quiz ? { style: quiz.style, label: quiz.label, keywords: quiz.keywords } : null };
}

/** The profile as the couple's dashboard shows it (issue #14), with the season; null before any profile. */
export async function coupleHomeProfile(db: Db, coupleId: string) {
  const [p] = await db
    .select({
      partner1Name: coupleProfiles.partner1Name,
      partner2Name: coupleProfiles.partner2Name,
      weddingDate: coupleProfiles.weddingDate,
      weddingSeason: coupleProfiles.weddingSeason,
      cityId: coupleProfiles.cityId,
      guestCount: coupleProfiles.guestCount,
      weddingStyle: coupleProfiles.weddingStyle,
    })
    .from(coupleProfiles)
    .where(eq(coupleProfiles.id, coupleId));
  return p ?? null;
}

export type CoupleProfileFields = Partial<{
  partner1Name: string;
  partner2Name: string;
  weddingDate: string | null;
  weddingSeason: string | null;
  cityId: string | null;
  guestCount: number | null;
  weddingStyle: string;
}>;

/**
 * Writes the given profile fields (onboarding, issue #14), creating the profile when there is none; a
 * field left out is left as it is. A date clears the season (the season stands in for a date until
 * then). Pass the caller's transaction.
 */
export async function writeCoupleProfileFields(
  tx: Db,
  coupleId: string,
  fields: CoupleProfileFields,
): Promise<void> {
  const set = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as CoupleProfileFields;
  if (set.weddingDate) set.weddingSeason = null;
  const now = new Date();
  await tx
    .insert(coupleProfiles)
    .values({ id: coupleId, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: coupleProfiles.id, set: { ...set, updatedAt: now } });
}

/**
 * The profile fields June may change (issue #16), read FOR UPDATE in the caller's transaction so the
 * value her proposal replaces is still the one written over; null before any profile.
 */
export async function lockCoupleProfileFields(
  tx: Db,
  coupleId: string,
): Promise<{ weddingDate: string | null; cityId: string | null; guestCount: number | null } | null> {
  const [p] = await tx
    .select({
      weddingDate: coupleProfiles.weddingDate,
      cityId: coupleProfiles.cityId,
      guestCount: coupleProfiles.guestCount,
    })
    .from(coupleProfiles)
    .where(eq(coupleProfiles.id, coupleId))
    .for("update");
  return p ?? null;
}
