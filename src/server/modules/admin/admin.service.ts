import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { cityIds, type CityId } from "@shared/catalog";
import {
  ADMIN_LISTINGS_PAGE_SIZE,
  type AdminListing,
  type AdminListingsPage,
  type AdminOverview,
  type ListingAction,
} from "@shared/schemas/admin";
import type { ListingKind } from "@shared/schemas/claims";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { vendors, venues } from "../../db/schema/marketplace";
import { notFound } from "../../errors";
import { listDuplicateListingIds } from "../listings/listing-duplicates.service";

/**
 * What only the operator does: the overview's counts and the listings' moderation (hide, feature, search).
 * Claim and Founding 50 decisions live with their modules (claims/claim-review.service.ts,
 * founding/founding-review.service.ts).
 */

function listingTable(kind: ListingKind) {
  return kind === "venue" ? venues : vendors;
}

const asCity = (id: string) => ((cityIds as readonly string[]).includes(id) ? id : "cleveland") as CityId;
const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

// ── Overview ─────────────────────────────────────────────────────────────────────────────────────

/** Every count of the overview in one statement (scalar subqueries, each on a small or indexed table). */
export async function getOverview(db: Db): Promise<AdminOverview> {
  const duplicates = await listDuplicateListingIds(db);
  const [row] = await db
    .select({
      pendingClaims: count(sql`select count(*) from listing_claims where status = 'pending'`),
      pendingApplications: count(sql`select count(*) from founding_applications where status = 'pending'`),
      acceptedApplications: count(sql`select count(*) from founding_applications where status = 'accepted'`),
      openReviewReports: count(sql`select count(*) from review_reports where status = 'open'`),
      hidden: count(
        sql`select (select count(*) from venues where is_hidden) + (select count(*) from vendors where is_hidden)`,
      ),
      featured: count(
        sql`select (select count(*) from venues where is_featured) + (select count(*) from vendors where is_featured)`,
      ),
      couples: count(sql`select count(*) from "user" where kind = 'couple'`),
      venueOwners: count(sql`select count(*) from "user" where kind = 'venue_owner'`),
      vendorUsers: count(sql`select count(*) from "user" where kind = 'vendor'`),
      admins: count(sql`select count(*) from "user" where is_admin`),
      venues: count(sql`select count(*) from venues`),
      vendors: count(sql`select count(*) from vendors`),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error("overview query returned no row");
  return {
    pendingClaims: row.pendingClaims,
    pendingFoundingApplications: row.pendingApplications,
    acceptedFoundingApplications: row.acceptedApplications,
    openReviewReports: row.openReviewReports,
    hiddenListings: row.hidden,
    featuredListings: row.featured,
    possibleDuplicates: duplicates.venue.length + duplicates.vendor.length,
    usersByKind: {
      couple: row.couples,
      venue_owner: row.venueOwners,
      vendor: row.vendorUsers,
      admins: row.admins,
    },
    listingsByKind: { venue: row.venues, vendor: row.vendors },
  };
}

// ── Listings ─────────────────────────────────────────────────────────────────────────────────────

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function listingBranch(
  db: Db,
  kind: ListingKind,
  filters: {
    q?: string | undefined;
    hidden?: boolean | undefined;
    featured?: boolean | undefined;
    /** Only these ids (the duplicates queue). */
    ids?: string[] | undefined;
  },
) {
  const t = kind === "venue" ? venues : vendors;
  const name = kind === "venue" ? venues.name : vendors.businessName;
  const subtitle = kind === "venue" ? venues.neighborhood : vendors.categorySlug;
  const where: SQL[] = [];
  if (filters.q) where.push(sql`${name} ilike ${`%${escapeLike(filters.q)}%`}`);
  if (filters.hidden !== undefined) where.push(eq(t.isHidden, filters.hidden));
  if (filters.featured !== undefined) where.push(eq(t.isFeatured, filters.featured));
  if (filters.ids) where.push(filters.ids.length > 0 ? inArray(t.id, filters.ids) : sql`false`);
  // Aliases unlike any column of "user", which the outer query joins: drizzle leaves them unqualified.
  return db
    .select({
      kind: sql<ListingKind>`${kind}::text`.as("listing_kind"),
      id: t.id,
      slug: t.slug,
      name: sql<string>`${name}`.as("listing_name"),
      sortName: sql<string>`lower(${name}) collate "C"`.as("sort_name"),
      cityId: t.cityId,
      subtitle: sql<string>`${subtitle}`.as("listing_subtitle"),
      isClaimed: t.isClaimed,
      isFeatured: t.isFeatured,
      isHidden: t.isHidden,
      isPublished: t.isPublished,
      ownerId: t.ownerId,
    })
    .from(t)
    .where(and(...where));
}

/**
 * Venues and vendors in one list (hidden and unpublished included), filtered and paged, with the owner's
 * email. One statement: the branches are a UNION ALL subquery, the total a window count.
 */
export async function listListings(
  db: Db,
  input: {
    kind: "all" | ListingKind;
    q?: string | undefined;
    hidden?: boolean | undefined;
    featured?: boolean | undefined;
    duplicates?: boolean | undefined;
    page: number;
  },
): Promise<AdminListingsPage> {
  const filters = { q: input.q?.trim() || undefined, hidden: input.hidden, featured: input.featured };
  const twins = input.duplicates ? await listDuplicateListingIds(db) : undefined;
  const branch = (kind: ListingKind) => listingBranch(db, kind, { ...filters, ids: twins?.[kind] });
  const branches = input.kind === "all" ? branch("venue").unionAll(branch("vendor")) : branch(input.kind);
  const l = branches.as("l");
  const pageSize = ADMIN_LISTINGS_PAGE_SIZE;
  const rows = await db
    .select({
      kind: l.kind,
      id: l.id,
      slug: l.slug,
      name: l.name,
      cityId: l.cityId,
      subtitle: l.subtitle,
      isClaimed: l.isClaimed,
      isFeatured: l.isFeatured,
      isHidden: l.isHidden,
      isPublished: l.isPublished,
      ownerEmail: user.email,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(l)
    .leftJoin(user, eq(user.id, l.ownerId))
    .orderBy(asc(l.sortName), asc(l.kind), asc(l.id))
    .limit(pageSize)
    .offset((input.page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && input.page > 1) {
    const [c] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(l);
    total = c?.n ?? 0;
  }
  return {
    items: rows.map(({ total: _t, ...r }) => ({ ...r, cityId: asCity(r.cityId) })),
    total,
    page: input.page,
    pageSize,
  };
}

/** Hide/unhide (a hidden listing answers 404 everywhere public) or feature/unfeature (first in search). */
export async function updateListing(
  db: Db,
  kind: ListingKind,
  id: string,
  action: ListingAction,
): Promise<AdminListing> {
  const set =
    action === "hide" || action === "unhide"
      ? { isHidden: action === "hide" }
      : { isFeatured: action === "feature" };
  const t = listingTable(kind);
  const updated = await db
    .update(t)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(t.id, id))
    .returning({ id: t.id });
  if (updated.length === 0) throw notFound("We couldn't find that listing.");
  const [row] = await db
    .select({
      id: t.id,
      slug: t.slug,
      name: kind === "venue" ? venues.name : vendors.businessName,
      cityId: t.cityId,
      subtitle: kind === "venue" ? venues.neighborhood : vendors.categorySlug,
      isClaimed: t.isClaimed,
      isFeatured: t.isFeatured,
      isHidden: t.isHidden,
      isPublished: t.isPublished,
      ownerEmail: user.email,
    })
    .from(t)
    .leftJoin(user, eq(user.id, t.ownerId))
    .where(eq(t.id, id));
  if (!row) throw notFound("We couldn't find that listing.");
  return { kind, ...row, cityId: asCity(row.cityId) };
}
