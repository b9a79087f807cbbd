import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { WebsiteSections, WeddingWebsite } from "@shared/schemas/wedding-websites";
import type { z } from "zod";
import type { weddingWebsiteInputSchema } from "@shared/schemas/wedding-websites";
import type { Db } from "../../db/client";
import { guestEvents } from "../../db/schema/guests";
import { cities } from "../../db/schema/places";
import { coupleProfiles } from "../../db/schema/profiles";
import { uploads } from "../../db/schema/uploads";
import { weddingWebsites } from "../../db/schema/wedding-websites";
import { AppError } from "../../errors";
import { hashWebsitePassword } from "./website-password";
import { slugFromNames, starterSections, titleFromNames } from "./website-starter";

/**
 * A couple's wedding website (issue #12): one document per couple, private until published. `coupleId`
 * always comes from the caller's access scope (access/couple-scope.ts). The public page reads it by slug.
 */

type Row = typeof weddingWebsites.$inferSelect;
export type WebsiteInput = z.infer<typeof weddingWebsiteInputSchema>;

export const SLUG_TAKEN = "That address is taken.";

function toWebsite(row: Row): WeddingWebsite {
  return {
    slug: row.slug,
    path: `/w/${row.slug}`,
    theme: row.theme,
    title: row.title,
    sections: row.sections,
    hasPassword: row.passwordHash !== null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function profileOf(db: Db, coupleId: string) {
  const [p] = await db
    .select({
      partner1: coupleProfiles.partner1Name,
      partner2: coupleProfiles.partner2Name,
      weddingDate: coupleProfiles.weddingDate,
      city: cities.displayName,
    })
    .from(coupleProfiles)
    .leftJoin(cities, eq(cities.id, coupleProfiles.cityId))
    .where(eq(coupleProfiles.id, coupleId));
  return p ?? { partner1: "", partner2: "", weddingDate: null, city: null };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
};

/** The couple's website; the first read makes the draft (private, starter sections, slug from the names). */
export async function getWebsite(db: Db, coupleId: string): Promise<WeddingWebsite> {
  const [row] = await db.select().from(weddingWebsites).where(eq(weddingWebsites.coupleId, coupleId));
  if (row) return toWebsite(row);
  return toWebsite(await createDraft(db, coupleId));
}

/** Inserts the draft under the first free address: "ava-and-noah", "ava-and-noah-2"… then a random tail. */
export async function createDraft(
  db: Db,
  coupleId: string,
  extra: Partial<typeof weddingWebsites.$inferInsert> = {},
): Promise<Row> {
  const p = await profileOf(db, coupleId);
  const base = slugFromNames(p.partner1, p.partner2);
  const candidates = [base, ...[2, 3, 4, 5].map((n) => `${base}-${n}`)];
  for (let attempt = 0; attempt < 12; attempt++) {
    const slug =
      candidates[attempt] ?? `${base.slice(0, 33)}-${Math.random().toString(36).slice(2, 8).padEnd(6, "0")}`;
    try {
      const [inserted] = await db
        .insert(weddingWebsites)
        .values({
          coupleId,
          slug,
          title: titleFromNames(p.partner1, p.partner2),
          sections: starterSections(),
          ...extra,
        })
        .onConflictDoNothing({ target: weddingWebsites.coupleId })
        .returning();
      if (inserted) return inserted;
      // Another request made it first (two tabs opening the builder at once).
      const [existing] = await db
        .select()
        .from(weddingWebsites)
        .where(eq(weddingWebsites.coupleId, coupleId));
      if (existing) return existing;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError("CONFLICT", "We could not reserve an address for your website. Please try again.", {
    reason: "try_again",
  });
}

/** Whether `slug` is free for this couple (its own address counts as free). */
export async function isSlugAvailable(db: Db, coupleId: string, slug: string): Promise<boolean> {
  const [other] = await db
    .select({ coupleId: weddingWebsites.coupleId })
    .from(weddingWebsites)
    .where(and(eq(weddingWebsites.slug, slug), ne(weddingWebsites.coupleId, coupleId)));
  return !other;
}

/** Photos must be the couple's own uploads (the uploads pipeline records the owner). */
async function assertOwnUploads(db: Db, coupleId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const owned = unique.every((id) => uuid.test(id))
    ? await db
        .select({ id: uploads.id })
        .from(uploads)
        // Photos only: a PDF uploaded for a chat (issue #13) is no website photo.
        .where(
          and(
            inArray(uploads.id, unique),
            eq(uploads.ownerId, coupleId),
            eq(uploads.contentType, "image/webp"),
          ),
        )
    : [];
  if (owned.length !== unique.length) {
    const message = "One of the photos was not found. Please upload it again.";
    throw new AppError("VALIDATION", message, { fields: { "sections.photos": message } });
  }
}

export async function updateWebsite(db: Db, coupleId: string, input: WebsiteInput): Promise<WeddingWebsite> {
  await getWebsite(db, coupleId);
  if (!(await isSlugAvailable(db, coupleId, input.slug)))
    throw new AppError("CONFLICT", SLUG_TAKEN, { fields: { slug: SLUG_TAKEN } });
  const sections: WebsiteSections = {
    ...input.sections,
    photos: { ...input.sections.photos, uploadIds: [...new Set(input.sections.photos.uploadIds)] },
  };
  await assertOwnUploads(db, coupleId, sections.photos.uploadIds);
  try {
    const [row] = await db
      .update(weddingWebsites)
      .set({
        slug: input.slug,
        theme: input.theme,
        title: input.title,
        sections,
        updatedAt: new Date(),
      })
      .where(eq(weddingWebsites.coupleId, coupleId))
      .returning();
    return toWebsite(row!);
  } catch (err) {
    // Taken between the check and the write.
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", SLUG_TAKEN, { fields: { slug: SLUG_TAKEN } });
    throw err;
  }
}

export async function setPublished(db: Db, coupleId: string, published: boolean): Promise<WeddingWebsite> {
  const current = await getWebsite(db, coupleId);
  const publishedAt = published ? (current.publishedAt ? new Date(current.publishedAt) : new Date()) : null;
  const [row] = await db
    .update(weddingWebsites)
    .set({ publishedAt, updatedAt: new Date() })
    .where(eq(weddingWebsites.coupleId, coupleId))
    .returning();
  return toWebsite(row!);
}

export async function setPassword(
  db: Db,
  coupleId: string,
  password: string | null,
): Promise<WeddingWebsite> {
  await getWebsite(db, coupleId);
  const passwordHash = password === null ? null : await hashWebsitePassword(password);
  const [row] = await db
    .update(weddingWebsites)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(weddingWebsites.coupleId, coupleId))
    .returning();
  return toWebsite(row!);
}

/** Everything the public page draws, by slug; null when there is no such site. */
export type PublicSite = {
  coupleId: string;
  slug: string;
  theme: WeddingWebsite["theme"];
  title: string;
  sections: WebsiteSections;
  passwordHash: string | null;
  isPublished: boolean;
  couple: { partner1: string; partner2: string; weddingDate: string | null; city: string | null };
  events: {
    id: string;
    name: string;
    startsOn: string | null;
    startsAt: string | null;
    location: string;
    details: string;
  }[];
  photos: { id: string; width: number; height: number; variantWidths: number[] }[];
};

export async function loadSiteBySlug(db: Db, slug: string): Promise<PublicSite | null> {
  const [row] = await db.select().from(weddingWebsites).where(eq(weddingWebsites.slug, slug));
  if (!row) return null;
  const ids = row.sections.photos.uploadIds;
  const [couple, events, photoRows] = await Promise.all([
    profileOf(db, row.coupleId),
    db
      .select({
        id: guestEvents.id,
        name: guestEvents.name,
        startsOn: guestEvents.startsOn,
        startsAt: guestEvents.startsAt,
        location: guestEvents.location,
        details: guestEvents.details,
      })
      .from(guestEvents)
      .where(eq(guestEvents.coupleId, row.coupleId))
      .orderBy(asc(guestEvents.position), asc(guestEvents.startsOn), asc(guestEvents.startsAt)),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: uploads.id,
            width: uploads.width,
            height: uploads.height,
            variantWidths: uploads.variantWidths,
          })
          .from(uploads)
          .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, row.coupleId))),
  ]);
  const byId = new Map(photoRows.map((p) => [p.id, p]));
  return {
    coupleId: row.coupleId,
    slug: row.slug,
    theme: row.theme,
    title: row.title,
    sections: row.sections,
    passwordHash: row.passwordHash,
    isPublished: row.publishedAt !== null,
    couple,
    events,
    photos: ids.flatMap((id) => byId.get(id) ?? []),
  };
}

// The visitor password's check and unlock cookie, for the public page (modules/guest-pages).
export { checkWebsitePassword, isUnlocked, UNLOCK_COOKIE, unlockToken } from "./website-password";
