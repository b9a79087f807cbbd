import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { coupleProfiles } from "../../db/schema/profiles";

export type CoupleProfileFacts = {
  partner1Name: string;
  partner2Name: string;
  /** YYYY-MM-DD */
  weddingDate: string | null;
  guestCount: number | null;
  cityId: string | null;
  weddingStyle: string;
};

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
