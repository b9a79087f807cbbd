import { eq } from "drizzle-orm";
import type { BusinessProfile, CoupleProfile, Me } from "@shared/schemas/account";
import type { Viewer } from "@shared/schemas/account";
import { coupleScope, requireKind } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { businessProfiles, coupleProfiles } from "../../db/schema/profiles";
import { AppError } from "../../errors";

/** The wedding profile is the couple's (docs/decisions/015-one-access-rule.md). */
const weddingProfile = { what: { message: "Only couple accounts have a wedding profile." } };
const businessProfile = { message: "Only venue owner and vendor accounts have a business profile." };

const coupleColumns = {
  partner1Name: coupleProfiles.partner1Name,
  partner2Name: coupleProfiles.partner2Name,
  weddingDate: coupleProfiles.weddingDate,
  guestCount: coupleProfiles.guestCount,
  cityId: coupleProfiles.cityId,
};
const businessColumns = {
  businessName: businessProfiles.businessName,
  contactName: businessProfiles.contactName,
  contactEmail: businessProfiles.contactEmail,
  contactPhone: businessProfiles.contactPhone,
  cityId: businessProfiles.cityId,
  categorySlug: businessProfiles.categorySlug,
};

/** The signed-in user's account with the profile of their kind. Profiles are read by the session's id only. */
export async function getMe(db: Db, viewer: Viewer): Promise<Me> {
  if (viewer.kind === "couple") {
    const { coupleId } = await coupleScope(db, viewer, weddingProfile);
    const [couple] = await db
      .select(coupleColumns)
      .from(coupleProfiles)
      .where(eq(coupleProfiles.id, coupleId));
    return { user: viewer, couple: (couple as CoupleProfile | undefined) ?? null, business: null };
  }
  const [business] = await db
    .select(businessColumns)
    .from(businessProfiles)
    .where(eq(businessProfiles.id, viewer.id));
  return { user: viewer, couple: null, business: (business as BusinessProfile | undefined) ?? null };
}

export async function saveCoupleProfile(
  db: Db,
  viewer: Viewer,
  input: CoupleProfile,
): Promise<CoupleProfile> {
  const { coupleId } = await coupleScope(db, viewer, weddingProfile);
  const now = new Date();
  await db
    .insert(coupleProfiles)
    .values({ id: coupleId, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: coupleProfiles.id, set: { ...input, updatedAt: now } });
  return input;
}

export async function saveBusinessProfile(
  db: Db,
  viewer: Viewer,
  input: BusinessProfile,
): Promise<BusinessProfile> {
  requireKind(viewer, ["venue_owner", "vendor"], businessProfile);
  if (viewer.kind === "vendor" && !input.categorySlug) {
    throw new AppError("VALIDATION", "categorySlug: Choose the category you work in.");
  }
  // Venue owners list venues, not a vendor category.
  const row = { ...input, categorySlug: viewer.kind === "vendor" ? input.categorySlug : null };
  const now = new Date();
  await db
    .insert(businessProfiles)
    .values({ id: viewer.id, ...row, updatedAt: now })
    .onConflictDoUpdate({ target: businessProfiles.id, set: { ...row, updatedAt: now } });
  return row;
}
