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
    })
    .from(coupleProfiles)
    .where(eq(coupleProfiles.id, coupleId));
  return p ?? null;
}
