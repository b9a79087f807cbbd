import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { cityIds, vendorCategories, type CityId } from "@shared/catalog";
import type { Viewer } from "@shared/schemas/account";
import {
  claimantKindOf,
  type ClaimableListing,
  type ClaimInput,
  type ListingKind,
  type MyClaim,
} from "@shared/schemas/claims";
import { requireKind } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { listingClaims } from "../../db/schema/claims";
import { vendors, venues } from "../../db/schema/marketplace";
import { AppError, notFound } from "../../errors";
import { claimOperatorEmail, claimReceiptEmail } from "../../providers/email/claim-templates";
import type { Mailer, MailMessage } from "../../providers/email/mailer";
import { isVisible, nameOrder } from "../listings/listing-search";

export type ClaimDeps = { db: Db; mailer: Mailer; operatorEmail: string; publicUrl: string };

export const ALREADY_CLAIMED =
  "This listing has already been claimed. If you think that's a mistake, contact us.";

const categoryName = (slug: string) => vendorCategories.find((c) => c.slug === slug)?.name ?? slug;
const asCity = (id: string) => ((cityIds as readonly string[]).includes(id) ? id : "cleveland") as CityId;

/** The public path of a listing's page. */
export const listingPath = (kind: ListingKind, slug: string) =>
  kind === "venue" ? `/venues/${slug}` : `/vendor/${slug}`;

/** Sends a mail; a delivery failure is logged and never fails the user's request (the row is saved). */
export async function sendQuietly(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage) {
  try {
    await mailer.send(message);
  } catch (err) {
    log.error({ err, subject: message.subject }, "mail delivery failed");
  }
}

/** A venue or vendor as one shape: the two tables name their columns differently. */
function listingTable(kind: ListingKind) {
  if (kind === "venue") {
    return {
      table: venues,
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
      cityId: venues.cityId,
      subtitle: venues.neighborhood,
      isClaimed: venues.isClaimed,
      visible: isVisible(venues.isPublished, venues.isHidden),
    } as const;
  }
  return {
    table: vendors,
    id: vendors.id,
    slug: vendors.slug,
    name: vendors.businessName,
    cityId: vendors.cityId,
    subtitle: vendors.categorySlug,
    isClaimed: vendors.isClaimed,
    visible: isVisible(vendors.isPublished, vendors.isHidden),
  } as const;
}

type ListingRow = {
  id: string;
  slug: string;
  name: string;
  cityId: string;
  subtitle: string;
  isClaimed: boolean;
};

function toClaimable(kind: ListingKind, row: ListingRow): ClaimableListing {
  return {
    kind,
    slug: row.slug,
    name: row.name,
    cityId: asCity(row.cityId),
    subtitle: kind === "vendor" ? categoryName(row.subtitle) : row.subtitle,
    isClaimed: row.isClaimed,
  };
}

async function findVisibleListing(db: Db, kind: ListingKind, slug: string): Promise<ListingRow | undefined> {
  const l = listingTable(kind);
  const [row] = await db
    .select({
      id: l.id,
      slug: l.slug,
      name: l.name,
      cityId: l.cityId,
      subtitle: l.subtitle,
      isClaimed: l.isClaimed,
    })
    .from(l.table)
    .where(and(eq(l.slug, slug), l.visible))
    .limit(1);
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Unclaimed, published listings by name for the claim page: a substring match or a typo-tolerant trigram
 * match (both served by the name's GIN trigram index), closest names first. Without q, the first by name.
 */
export async function searchClaimableListings(
  db: Db,
  input: { kind: ListingKind; q?: string | undefined },
): Promise<ClaimableListing[]> {
  const l = listingTable(input.kind);
  const q = input.q?.trim();
  const where: SQL[] = [l.visible, sql`not ${l.isClaimed}`];
  const order: SQL[] = [];
  if (q) {
    where.push(sql`(${l.name} ilike ${`%${escapeLike(q)}%`} or ${l.name} %> ${q})`);
    order.push(desc(sql`word_similarity(${q}, ${l.name})`));
  }
  const rows = await db
    .select({
      id: l.id,
      slug: l.slug,
      name: l.name,
      cityId: l.cityId,
      subtitle: l.subtitle,
      isClaimed: l.isClaimed,
    })
    .from(l.table)
    .where(and(...where))
    .orderBy(...order, nameOrder(l.name), asc(l.id))
    .limit(8);
  return rows.map((r) => toClaimable(input.kind, r));
}

/** One published listing for the claim page (claimed or not, so the page can explain); else 404. */
export async function getClaimableListing(
  db: Db,
  kind: ListingKind,
  slug: string,
): Promise<ClaimableListing> {
  const row = await findVisibleListing(db, kind, slug);
  if (!row)
    throw notFound(kind === "venue" ? "We couldn't find that venue." : "We couldn't find that vendor.");
  return toClaimable(kind, row);
}

const PENDING_ALREADY =
  "You already have a claim waiting for review for this listing. We'll email you as soon as it's reviewed.";

/** Files a claim for the session's user, then mails the operator and the claimant a receipt. */
export async function createClaim(
  deps: ClaimDeps,
  log: FastifyBaseLogger,
  viewer: Viewer,
  input: ClaimInput,
): Promise<MyClaim> {
  const needed = claimantKindOf[input.listingKind];
  requireKind(viewer, needed, {
    message:
      input.listingKind === "venue"
        ? "Only venue owner accounts can claim a venue. Sign in with (or create) a venue owner account."
        : "Only vendor accounts can claim a vendor listing. Sign in with (or create) a vendor account.",
  });
  const listing = await findVisibleListing(deps.db, input.listingKind, input.slug);
  if (!listing) throw notFound("We couldn't find that listing.");
  if (listing.isClaimed) throw new AppError("CONFLICT", ALREADY_CLAIMED, { reason: "already_claimed" });

  const [existing] = await deps.db
    .select({ id: listingClaims.id })
    .from(listingClaims)
    .where(
      and(
        eq(listingClaims.listingKind, input.listingKind),
        eq(listingClaims.listingId, listing.id),
        eq(listingClaims.claimantId, viewer.id),
        eq(listingClaims.status, "pending"),
      ),
    );
  if (existing) throw new AppError("CONFLICT", PENDING_ALREADY, { reason: "claim_pending" });

  let row: typeof listingClaims.$inferSelect | undefined;
  try {
    [row] = await deps.db
      .insert(listingClaims)
      .values({
        listingKind: input.listingKind,
        listingId: listing.id,
        claimantId: viewer.id,
        role: input.role,
        phone: input.phone,
        proof: input.proof,
      })
      .returning();
  } catch (err) {
    // Two submissions at once: the partial unique index keeps one open claim per claimant and listing.
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", PENDING_ALREADY, { reason: "claim_pending" });
    throw err;
  }
  if (!row) throw new Error("claim insert returned no row");

  const mailListing = {
    kind: input.listingKind,
    name: listing.name,
    url: deps.publicUrl + listingPath(input.listingKind, listing.slug),
  };
  await sendQuietly(deps.mailer, log, {
    to: deps.operatorEmail,
    replyTo: viewer.email,
    ...claimOperatorEmail({
      listing: mailListing,
      claimant: { name: viewer.name, email: viewer.email },
      role: input.role,
      phone: input.phone,
      proof: input.proof,
      queueUrl: `${deps.publicUrl}/admin/claims`,
    }),
  });
  await sendQuietly(deps.mailer, log, {
    to: viewer.email,
    ...claimReceiptEmail({
      name: viewer.name,
      listing: mailListing,
      claimsUrl: `${deps.publicUrl}/${input.listingKind}/claim`,
    }),
  });
  return toMyClaim({ ...row, listingSlug: listing.slug, listingName: listing.name });
}

function toMyClaim(row: {
  id: string;
  listingKind: ListingKind;
  listingSlug: string;
  listingName: string;
  role: string;
  status: MyClaim["status"];
  reviewNote: string;
  createdAt: Date;
  reviewedAt: Date | null;
}): MyClaim {
  return {
    id: row.id,
    listingKind: row.listingKind,
    listingSlug: row.listingSlug,
    listingName: row.listingName,
    role: row.role,
    status: row.status,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The session user's claims, newest first, with the listing's name (one query, both listing tables joined). */
export async function listMyClaims(db: Db, viewer: Viewer): Promise<MyClaim[]> {
  const rows = await db
    .select({
      id: listingClaims.id,
      listingKind: listingClaims.listingKind,
      listingSlug: sql<string>`coalesce(${venues.slug}, ${vendors.slug}, '')`,
      listingName: sql<string>`coalesce(${venues.name}, ${vendors.businessName}, 'A removed listing')`,
      role: listingClaims.role,
      status: listingClaims.status,
      reviewNote: listingClaims.reviewNote,
      createdAt: listingClaims.createdAt,
      reviewedAt: listingClaims.reviewedAt,
    })
    .from(listingClaims)
    .leftJoin(venues, and(eq(listingClaims.listingKind, "venue"), eq(venues.id, listingClaims.listingId)))
    .leftJoin(vendors, and(eq(listingClaims.listingKind, "vendor"), eq(vendors.id, listingClaims.listingId)))
    .where(eq(listingClaims.claimantId, viewer.id))
    .orderBy(desc(listingClaims.createdAt), desc(listingClaims.id))
    .limit(100);
  return rows.map(toMyClaim);
}
