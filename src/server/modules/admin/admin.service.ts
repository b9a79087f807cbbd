import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import { cityIds, type CityId } from "@shared/catalog";
import type { Viewer } from "@shared/schemas/account";
import {
  ADMIN_LISTINGS_PAGE_SIZE,
  FOUNDING_SPOTS,
  type AdminApplication,
  type AdminApplications,
  type AdminClaim,
  type AdminListing,
  type AdminListingsPage,
  type AdminOverview,
  type ListingAction,
} from "@shared/schemas/admin";
import type { ListingKind } from "@shared/schemas/claims";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { listingClaims } from "../../db/schema/claims";
import { foundingApplications } from "../../db/schema/founding";
import { vendors, venues } from "../../db/schema/marketplace";
import { businessProfiles } from "../../db/schema/profiles";
import { AppError, notFound } from "../../errors";
import {
  claimApprovedEmail,
  claimRejectedEmail,
  foundingAcceptedEmail,
  foundingDeclinedEmail,
} from "../../providers/email/claim-templates";
import type { Mailer } from "../../providers/email/mailer";
import { ALREADY_CLAIMED, listingPath, sendQuietly } from "../claims/claims.service";

export type AdminDeps = { db: Db; mailer: Mailer; publicUrl: string };

export const COMPETING_CLAIM_NOTE = "Another claim for this listing was approved.";

const asCity = (id: string) => ((cityIds as readonly string[]).includes(id) ? id : "cleveland") as CityId;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

// ── Overview ─────────────────────────────────────────────────────────────────────────────────────

/** Every count of the overview in one statement (scalar subqueries, each on a small or indexed table). */
export async function getOverview(db: Db): Promise<AdminOverview> {
  const [row] = await db
    .select({
      pendingClaims: count(sql`select count(*) from listing_claims where status = 'pending'`),
      pendingApplications: count(sql`select count(*) from founding_applications where status = 'pending'`),
      acceptedApplications: count(sql`select count(*) from founding_applications where status = 'accepted'`),
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
    hiddenListings: row.hidden,
    featuredListings: row.featured,
    usersByKind: {
      couple: row.couples,
      venue_owner: row.venueOwners,
      vendor: row.vendorUsers,
      admins: row.admins,
    },
    listingsByKind: { venue: row.venues, vendor: row.vendors },
  };
}

// ── Claims ───────────────────────────────────────────────────────────────────────────────────────

const reviewer = alias(user, "reviewer");

/** Claims with their listing, claimant and business profile: one query joining both listing tables. */
function claimsQuery(db: Db) {
  return db
    .select({
      id: listingClaims.id,
      status: listingClaims.status,
      role: listingClaims.role,
      phone: listingClaims.phone,
      proof: listingClaims.proof,
      reviewNote: listingClaims.reviewNote,
      createdAt: listingClaims.createdAt,
      reviewedAt: listingClaims.reviewedAt,
      reviewerName: reviewer.name,
      listingKind: listingClaims.listingKind,
      listingId: listingClaims.listingId,
      listingSlug: sql<string>`coalesce(${venues.slug}, ${vendors.slug}, '')`,
      listingName: sql<string>`coalesce(${venues.name}, ${vendors.businessName}, 'A removed listing')`,
      listingCity: sql<string>`coalesce(${venues.cityId}, ${vendors.cityId}, 'cleveland')`,
      listingClaimed: sql<boolean>`coalesce(${venues.isClaimed}, ${vendors.isClaimed}, false)`,
      listingHidden: sql<boolean>`coalesce(${venues.isHidden}, ${vendors.isHidden}, true)`,
      listingWebsite: sql<string>`coalesce(${venues.website}, ${vendors.website}, '')`,
      listingEmail: sql<string>`coalesce(${venues.contactEmail}, ${vendors.contactEmail}, '')`,
      claimantId: user.id,
      claimantName: user.name,
      claimantEmail: user.email,
      claimantKind: user.kind,
      businessName: businessProfiles.businessName,
      contactName: businessProfiles.contactName,
      contactEmail: businessProfiles.contactEmail,
      contactPhone: businessProfiles.contactPhone,
      website: businessProfiles.website,
      businessCity: businessProfiles.cityId,
      categorySlug: businessProfiles.categorySlug,
    })
    .from(listingClaims)
    .innerJoin(user, eq(user.id, listingClaims.claimantId))
    .leftJoin(businessProfiles, eq(businessProfiles.id, listingClaims.claimantId))
    .leftJoin(reviewer, eq(reviewer.id, listingClaims.reviewerId))
    .leftJoin(venues, and(eq(listingClaims.listingKind, "venue"), eq(venues.id, listingClaims.listingId)))
    .leftJoin(vendors, and(eq(listingClaims.listingKind, "vendor"), eq(vendors.id, listingClaims.listingId)))
    .$dynamic();
}

type ClaimRow = Awaited<ReturnType<ReturnType<typeof claimsQuery>["execute"]>>[number];

function toAdminClaim(r: ClaimRow): AdminClaim {
  return {
    id: r.id,
    status: r.status,
    role: r.role,
    phone: r.phone,
    proof: r.proof,
    reviewNote: r.reviewNote,
    createdAt: iso(r.createdAt)!,
    reviewedAt: iso(r.reviewedAt),
    reviewerName: r.reviewerName,
    listing: {
      kind: r.listingKind,
      id: r.listingId,
      slug: r.listingSlug,
      name: r.listingName,
      cityId: asCity(r.listingCity),
      isClaimed: r.listingClaimed,
      isHidden: r.listingHidden,
      website: r.listingWebsite,
      contactEmail: r.listingEmail,
    },
    claimant: {
      id: r.claimantId,
      name: r.claimantName,
      email: r.claimantEmail,
      kind: r.claimantKind,
      business:
        r.businessName === null
          ? null
          : {
              businessName: r.businessName,
              contactName: r.contactName ?? "",
              contactEmail: r.contactEmail ?? "",
              contactPhone: r.contactPhone ?? "",
              website: r.website ?? "",
              cityId: r.businessCity === null ? null : asCity(r.businessCity),
              categorySlug: r.categorySlug as NonNullable<AdminClaim["claimant"]["business"]>["categorySlug"],
            },
    },
  };
}

/** The queue: pending claims oldest first (first come, first served); decided ones newest first. */
export async function listClaims(
  db: Db,
  status: "pending" | "approved" | "rejected" | "all",
): Promise<AdminClaim[]> {
  const query = claimsQuery(db);
  if (status !== "all") query.where(eq(listingClaims.status, status));
  query.orderBy(
    ...(status === "pending"
      ? [asc(listingClaims.createdAt)]
      : [desc(sql`coalesce(${listingClaims.reviewedAt}, ${listingClaims.createdAt})`)]),
    asc(listingClaims.id),
  );
  const rows = await query.limit(200);
  return rows.map(toAdminClaim);
}

async function getAdminClaim(db: Db, id: string): Promise<AdminClaim> {
  const [row] = await claimsQuery(db).where(eq(listingClaims.id, id)).limit(1);
  if (!row) throw notFound("We couldn't find that claim.");
  return toAdminClaim(row);
}

const decidedAlready = (status: string) =>
  new AppError("CONFLICT", `This claim was already ${status}. Refresh to see the latest queue.`);

function listingTable(kind: ListingKind) {
  return kind === "venue" ? venues : vendors;
}

/**
 * Approves a claim in one transaction: the listing gets the claimant as owner and is marked claimed (only
 * if still unclaimed — otherwise 409), the claim is approved, and the listing's other pending claims are
 * rejected with a note. Then every claimant affected is emailed.
 */
export async function approveClaim(
  deps: AdminDeps,
  log: FastifyBaseLogger,
  admin: Viewer,
  id: string,
): Promise<AdminClaim> {
  const now = new Date();
  const { competing } = await deps.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(listingClaims).where(eq(listingClaims.id, id)).for("update");
    if (!claim) throw notFound("We couldn't find that claim.");
    if (claim.status !== "pending") throw decidedAlready(claim.status);
    const table = listingTable(claim.listingKind);
    const claimed = await tx
      .update(table)
      .set({ ownerId: claim.claimantId, isClaimed: true, updatedAt: now })
      .where(and(eq(table.id, claim.listingId), eq(table.isClaimed, false)))
      .returning({ id: table.id });
    if (claimed.length === 0) throw new AppError("CONFLICT", ALREADY_CLAIMED);
    await tx
      .update(listingClaims)
      .set({ status: "approved", reviewerId: admin.id, reviewedAt: now })
      .where(eq(listingClaims.id, id));
    const rejected = await tx
      .update(listingClaims)
      .set({ status: "rejected", reviewerId: admin.id, reviewedAt: now, reviewNote: COMPETING_CLAIM_NOTE })
      .where(
        and(
          eq(listingClaims.listingKind, claim.listingKind),
          eq(listingClaims.listingId, claim.listingId),
          eq(listingClaims.status, "pending"),
          ne(listingClaims.id, id),
        ),
      )
      .returning({ claimantId: listingClaims.claimantId });
    return { competing: rejected };
  });

  const approved = await getAdminClaim(deps.db, id);
  const listing = mailListing(deps, approved);
  await sendQuietly(deps.mailer, log, {
    to: approved.claimant.email,
    ...claimApprovedEmail({
      name: approved.claimant.name,
      listing,
      accountUrl: `${deps.publicUrl}${approved.listing.kind === "venue" ? "/venue-owner-account" : "/vendor-account"}`,
    }),
  });
  if (competing.length > 0) {
    const others = await deps.db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(
        inArray(
          user.id,
          competing.map((c) => c.claimantId),
        ),
      );
    for (const other of others) {
      await sendQuietly(deps.mailer, log, {
        to: other.email,
        ...claimRejectedEmail({
          name: other.name,
          listing,
          note: COMPETING_CLAIM_NOTE,
          contactUrl: `${deps.publicUrl}/contact`,
        }),
      });
    }
  }
  return approved;
}

function mailListing(deps: AdminDeps, claim: AdminClaim) {
  return {
    kind: claim.listing.kind,
    name: claim.listing.name,
    url: deps.publicUrl + listingPath(claim.listing.kind, claim.listing.slug),
  };
}

/** Rejects a pending claim with a note the claimant reads in the email and on their claims list. */
export async function rejectClaim(
  deps: AdminDeps,
  log: FastifyBaseLogger,
  admin: Viewer,
  id: string,
  note: string,
): Promise<AdminClaim> {
  const updated = await deps.db
    .update(listingClaims)
    .set({ status: "rejected", reviewerId: admin.id, reviewedAt: new Date(), reviewNote: note })
    .where(and(eq(listingClaims.id, id), eq(listingClaims.status, "pending")))
    .returning({ id: listingClaims.id });
  if (updated.length === 0) {
    const [existing] = await deps.db
      .select({ status: listingClaims.status })
      .from(listingClaims)
      .where(eq(listingClaims.id, id));
    if (!existing) throw notFound("We couldn't find that claim.");
    throw decidedAlready(existing.status);
  }
  const claim = await getAdminClaim(deps.db, id);
  await sendQuietly(deps.mailer, log, {
    to: claim.claimant.email,
    ...claimRejectedEmail({
      name: claim.claimant.name,
      listing: mailListing(deps, claim),
      note,
      contactUrl: `${deps.publicUrl}/contact`,
    }),
  });
  return claim;
}

// ── Listings ─────────────────────────────────────────────────────────────────────────────────────

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function listingBranch(
  db: Db,
  kind: ListingKind,
  filters: { q?: string | undefined; hidden?: boolean | undefined; featured?: boolean | undefined },
) {
  const t = kind === "venue" ? venues : vendors;
  const name = kind === "venue" ? venues.name : vendors.businessName;
  const subtitle = kind === "venue" ? venues.neighborhood : vendors.categorySlug;
  const where: SQL[] = [];
  if (filters.q) where.push(sql`${name} ilike ${`%${escapeLike(filters.q)}%`}`);
  if (filters.hidden !== undefined) where.push(eq(t.isHidden, filters.hidden));
  if (filters.featured !== undefined) where.push(eq(t.isFeatured, filters.featured));
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
    page: number;
  },
): Promise<AdminListingsPage> {
  const filters = { q: input.q?.trim() || undefined, hidden: input.hidden, featured: input.featured };
  const branches =
    input.kind === "all"
      ? listingBranch(db, "venue", filters).unionAll(listingBranch(db, "vendor", filters))
      : listingBranch(db, input.kind, filters);
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

// ── Founding 50 ──────────────────────────────────────────────────────────────────────────────────

function toApplication(r: typeof foundingApplications.$inferSelect): AdminApplication {
  return {
    id: r.id,
    businessName: r.businessName,
    contactName: r.contactName,
    email: r.email,
    phone: r.phone,
    website: r.website,
    cityId: asCity(r.cityId),
    categorySlug: r.categorySlug as AdminApplication["categorySlug"],
    yearsInBusiness: r.yearsInBusiness,
    weddingsPerYear: r.weddingsPerYear,
    why: r.why,
    status: r.status,
    createdAt: iso(r.createdAt)!,
    reviewedAt: iso(r.reviewedAt),
  };
}

const acceptedCount = (db: Db) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(foundingApplications)
    .where(eq(foundingApplications.status, "accepted"));

export async function listApplications(
  db: Db,
  status: "pending" | "accepted" | "declined" | "all",
): Promise<AdminApplications> {
  const rows = await db
    .select()
    .from(foundingApplications)
    .where(status === "all" ? undefined : eq(foundingApplications.status, status))
    .orderBy(
      status === "pending" ? asc(foundingApplications.createdAt) : desc(foundingApplications.createdAt),
      asc(foundingApplications.id),
    )
    .limit(200);
  const [accepted] = await acceptedCount(db);
  return { items: rows.map(toApplication), accepted: accepted?.n ?? 0, spots: FOUNDING_SPOTS };
}

/**
 * Accepts or declines a pending application and emails the applicant. Accepting stops at 50: the count and
 * the update run in one transaction that locks the accepted rows' table against a concurrent accept.
 */
export async function decideApplication(
  deps: AdminDeps,
  log: FastifyBaseLogger,
  admin: Viewer,
  id: string,
  decision: "accepted" | "declined",
): Promise<AdminApplication> {
  const row = await deps.db.transaction(async (tx) => {
    const [app] = await tx
      .select()
      .from(foundingApplications)
      .where(eq(foundingApplications.id, id))
      .for("update");
    if (!app) throw notFound("We couldn't find that application.");
    if (app.status !== "pending")
      throw new AppError("CONFLICT", `This application was already ${app.status}.`);
    if (decision === "accepted") {
      // Serialises concurrent accepts so two cannot both take the 50th spot.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('founding_applications_accept'))`);
      const [accepted] = await acceptedCount(tx);
      if ((accepted?.n ?? 0) >= FOUNDING_SPOTS)
        throw new AppError("CONFLICT", `All ${FOUNDING_SPOTS} founding spots are taken.`);
    }
    const [updated] = await tx
      .update(foundingApplications)
      .set({ status: decision, reviewerId: admin.id, reviewedAt: new Date() })
      .where(eq(foundingApplications.id, id))
      .returning();
    return updated!;
  });
  const mail = { contactName: row.contactName, businessName: row.businessName, url: deps.publicUrl };
  await sendQuietly(deps.mailer, log, {
    to: row.email,
    ...(decision === "accepted" ? foundingAcceptedEmail(mail) : foundingDeclinedEmail(mail)),
  });
  return toApplication(row);
}
