import { todayUtc } from "@shared/rules/budget-math";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { cityById, vendorCategories } from "@shared/catalog";
import { coupleNames } from "@shared/rules/june-welcome";
import type { Viewer } from "@shared/schemas/account";
import type { HelpedWedding } from "@shared/schemas/collaboration";
import { COUPLE_ID, type CouplePage, type CouplePageViewer } from "@shared/schemas/couple-pages";
import { coupleScope, grantsOf, requireViewer, type GrantsOf } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { coupleChatMessages, coupleContributors, threadReads } from "../../db/schema/collaboration";
import { inquiries } from "../../db/schema/inquiries";
import { vendors, venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { AppError } from "../../errors";
import { tasksAssignedTo } from "../timeline/timeline-glance.service";

/**
 * The contributor's weddings and the couple's page (issue #13). Both read a couple as others see it:
 * names from the couple's profile (else the account's name), the date and the city.
 */

const COUPLE_NOT_FOUND = "We couldn't find this couple.";

const namesOf = (row: { partner1: string | null; partner2: string | null; accountName: string }) =>
  coupleNames(row.partner1, row.partner2) || row.accountName || "A couple";

const cityName = (cityId: string | null) => (cityId ? (cityById(cityId)?.displayName ?? null) : null);

/**
 * The couples whose active contributor the viewer is, soonest wedding first, each with what the couple
 * granted and the group chat's unread count. One query: the unread count is a correlated count on the
 * chat's (couple, created_at) index. Messages before the viewer joined are history, not unread, until
 * they first open the chat (then their read mark counts).
 */
export async function listHelpedWeddings(db: Db, viewer: Viewer | null): Promise<HelpedWedding[]> {
  const me = requireViewer(viewer);
  const threadKey = sql`'couple:' || ${coupleContributors.coupleId}`;
  const rowsQuery = db
    .select({
      coupleId: coupleContributors.coupleId,
      role: coupleContributors.role,
      areas: coupleContributors.areas,
      accountName: user.name,
      partner1: coupleProfiles.partner1Name,
      partner2: coupleProfiles.partner2Name,
      weddingDate: coupleProfiles.weddingDate,
      cityId: coupleProfiles.cityId,
      unread: sql<number>`(
        select count(*)::int from ${coupleChatMessages} m
        where m.couple_id = ${coupleContributors.coupleId}
          and m.author_id <> ${me.id}
          and m.created_at > coalesce(${threadReads.lastReadAt}, ${coupleContributors.acceptedAt}, '-infinity'::timestamptz)
      )`,
    })
    .from(coupleContributors)
    .innerJoin(user, eq(user.id, coupleContributors.coupleId))
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, coupleContributors.coupleId))
    .leftJoin(threadReads, and(eq(threadReads.threadKey, threadKey), eq(threadReads.userId, me.id)))
    .where(and(eq(coupleContributors.userId, me.id), eq(coupleContributors.status, "active")))
    .orderBy(sql`${coupleProfiles.weddingDate} asc nulls last`, asc(user.name));
  const [rows, assigned] = await Promise.all([rowsQuery, tasksAssignedTo(db, me.id, todayUtc())]);
  const tasksOf = new Map(assigned.map((a) => [a.coupleId, a.tasks]));
  return rows.map((r) => ({
    coupleId: r.coupleId,
    coupleNames: namesOf(r),
    weddingDate: r.weddingDate ?? null,
    city: cityName(r.cityId),
    role: r.role,
    areas: r.areas,
    unread: Number(r.unread),
    tasks: tasksOf.get(r.coupleId) ?? [],
  }));
}

/**
 * A business working with the couple: the owner of a venue or vendor the couple inquired with, once the
 * business replied (or booked). A new or closed inquiry opens nothing.
 */
const businessGrant: GrantsOf = async (db, viewer, coupleId) => {
  if (viewer.kind !== "venue_owner" && viewer.kind !== "vendor") return null;
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .leftJoin(venues, eq(venues.id, inquiries.venueId))
    .leftJoin(vendors, eq(vendors.id, inquiries.vendorId))
    .where(
      and(
        eq(inquiries.coupleId, coupleId),
        inArray(inquiries.status, ["replied", "booked"]),
        or(eq(venues.ownerId, viewer.id), eq(vendors.ownerId, viewer.id)),
      ),
    )
    .limit(1);
  return row ? { role: "vendor", areas: {} } : null;
};

/** Contributors first (the access rule's own grants), then businesses. */
const pageGrants: GrantsOf = async (db, viewer, coupleId) =>
  (await grantsOf(db, viewer, coupleId)) ?? (await businessGrant(db, viewer, coupleId));

/**
 * `/couple/{id}`: the couple, its active contributors and the businesses it works with may see it;
 * anyone else — signed out included — gets the same 404 as a couple that does not exist.
 */
export async function getCouplePage(db: Db, viewer: Viewer | null, coupleId: string): Promise<CouplePage> {
  const missing = new AppError("NOT_FOUND", COUPLE_NOT_FOUND);
  if (!viewer || !COUPLE_ID.test(coupleId)) throw missing;
  // Another kind of account naming itself is not a couple (the rule would answer 403 there).
  if (coupleId === viewer.id && viewer.kind !== "couple") throw missing;
  const scope = await coupleScope(db, viewer, { coupleId, missing: COUPLE_NOT_FOUND }, pageGrants);
  const [couple] = await db
    .select({
      accountName: user.name,
      kind: user.kind,
      partner1: coupleProfiles.partner1Name,
      partner2: coupleProfiles.partner2Name,
      weddingDate: coupleProfiles.weddingDate,
      cityId: coupleProfiles.cityId,
    })
    .from(user)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, user.id))
    .where(eq(user.id, scope.coupleId));
  if (!couple || couple.kind !== "couple") throw missing;
  const viewerRole: CouplePageViewer =
    scope.role === "couple" ? "couple" : scope.role === "contributor" ? "contributor" : "business";
  return {
    coupleId: scope.coupleId,
    coupleNames: namesOf(couple),
    weddingDate: couple.weddingDate ?? null,
    city: cityName(couple.cityId),
    viewer: viewerRole,
    booked: await listBooked(db, scope.coupleId),
  };
}

const categoryNames = new Map<string, string>(vendorCategories.map((c) => [c.slug, c.name]));

/** The venues and vendors that marked the couple's inquiry booked, venues first. */
async function listBooked(db: Db, coupleId: string): Promise<CouplePage["booked"]> {
  const rows = await db
    .select({
      venueSlug: venues.slug,
      venueName: venues.name,
      venuePublic: sql<boolean>`${venues.isPublished} and not ${venues.isHidden}`,
      vendorSlug: vendors.slug,
      vendorName: vendors.businessName,
      vendorPublic: sql<boolean>`${vendors.isPublished} and not ${vendors.isHidden}`,
      categorySlug: vendors.categorySlug,
    })
    .from(inquiries)
    .leftJoin(venues, eq(venues.id, inquiries.venueId))
    .leftJoin(vendors, eq(vendors.id, inquiries.vendorId))
    .where(and(eq(inquiries.coupleId, coupleId), eq(inquiries.status, "booked")))
    .orderBy(sql`${inquiries.venueId} is null`, asc(inquiries.updatedAt));
  const seen = new Set<string>();
  const booked: CouplePage["booked"] = [];
  for (const r of rows) {
    const slug = r.venueSlug ?? r.vendorSlug;
    const key = `${r.venueSlug === null ? "vendor" : "venue"}:${slug}`;
    // Two booked inquiries to one listing show it once.
    if (slug === null || seen.has(key)) continue;
    seen.add(key);
    booked.push(
      r.venueSlug !== null
        ? {
            kind: "venue",
            name: r.venueName ?? "",
            category: "Venue",
            href: r.venuePublic ? `/venues/${r.venueSlug}` : null,
          }
        : {
            kind: "vendor",
            name: r.vendorName ?? "",
            category: categoryNames.get(r.categorySlug ?? "") ?? "Vendor",
            href: r.vendorPublic ? `/vendor/${slug}` : null,
          },
    );
  }
  return booked;
}
