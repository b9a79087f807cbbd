import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import { cityIds, type CityId } from "@shared/catalog";
import type { Viewer } from "@shared/schemas/account";
import type { AdminClaim } from "@shared/schemas/admin";
import type { ListingKind } from "@shared/schemas/claims";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { listingClaims } from "../../db/schema/claims";
import { vendors, venues } from "../../db/schema/marketplace";
import { businessProfiles } from "../../db/schema/profiles";
import { AppError, notFound } from "../../errors";
import { claimApprovedEmail, claimRejectedEmail } from "../../providers/email/claim-templates";
import type { Mailer } from "../../providers/email/mailer";
import { ALREADY_CLAIMED, listingPath, sendQuietly } from "./claims.service";

/**
 * The review of listing claims (the operator's queue and decisions). The admin area's routes call it;
 * who may decide is the admin guard's business (modules/admin/admin.routes.ts).
 */

export type ClaimReviewDeps = { db: Db; mailer: Mailer; publicUrl: string };

export const COMPETING_CLAIM_NOTE = "Another claim for this listing was approved.";

const asCity = (id: string) => ((cityIds as readonly string[]).includes(id) ? id : "cleveland") as CityId;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

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
  new AppError("CONFLICT", `This claim was already ${status}. Refresh to see the latest queue.`, {
    reason: "already_decided",
  });

function listingTable(kind: ListingKind) {
  return kind === "venue" ? venues : vendors;
}

/**
 * Approves a claim in one transaction: the listing gets the claimant as owner and is marked claimed (only
 * if still unclaimed — otherwise 409), the claim is approved, and the listing's other pending claims are
 * rejected with a note. Then every claimant affected is emailed.
 */
export async function approveClaim(
  deps: ClaimReviewDeps,
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
    if (claimed.length === 0) throw new AppError("CONFLICT", ALREADY_CLAIMED, { reason: "already_claimed" });
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

function mailListing(deps: ClaimReviewDeps, claim: AdminClaim) {
  return {
    kind: claim.listing.kind,
    name: claim.listing.name,
    url: deps.publicUrl + listingPath(claim.listing.kind, claim.listing.slug),
  };
}

/** Rejects a pending claim with a note the claimant reads in the email and on their claims list. */
export async function rejectClaim(
  deps: ClaimReviewDeps,
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
