import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { coupleNames } from "@shared/rules/june-welcome";
import type { Viewer } from "@shared/schemas/account";
import type {
  CoupleInquiry,
  InquiryCounts,
  InquiryReply,
  InquiryStatus,
  ListingKind,
  OwnerInquiry,
  OwnerInquiryPage,
} from "@shared/schemas/inquiries";
import { coupleScope, requireKind } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { inquiries, inquiryReplies } from "../../db/schema/inquiries";
import { vendors, venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { notFound } from "../../errors";

/**
 * Reading inquiries (issue #3): the couple's list, an owner's inbox, one inquiry for its couple or its
 * listing's owner (anyone else: 404). The writes (inquiries.service.ts) build on the same row reader.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An inbox or a couple's list shows the newest this many; older threads are rare for one listing. */
const LIST_LIMIT = 200;

/** "Ava & Noah" from the couple's profile, else the account's name. */
export function coupleNameOf(row: {
  partner1Name: string | null;
  partner2Name: string | null;
  userName: string;
}) {
  return coupleNames(row.partner1Name, row.partner2Name) || row.userName || "A couple";
}

/** One inquiry row with its listing (venue or vendor) and couple; the base of every read below. */
export function selectInquiries(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: inquiries.id,
      coupleId: inquiries.coupleId,
      venueId: inquiries.venueId,
      vendorId: inquiries.vendorId,
      weddingDate: inquiries.weddingDate,
      guestCount: inquiries.guestCount,
      message: inquiries.message,
      status: inquiries.status,
      createdAt: inquiries.createdAt,
      updatedAt: inquiries.updatedAt,
      venueSlug: venues.slug,
      venueName: venues.name,
      venueOwnerId: venues.ownerId,
      venueContactEmail: venues.contactEmail,
      vendorSlug: vendors.slug,
      vendorName: vendors.businessName,
      vendorOwnerId: vendors.ownerId,
      vendorContactEmail: vendors.contactEmail,
      coupleEmail: user.email,
      userName: user.name,
      partner1Name: coupleProfiles.partner1Name,
      partner2Name: coupleProfiles.partner2Name,
    })
    .from(inquiries)
    .leftJoin(venues, eq(venues.id, inquiries.venueId))
    .leftJoin(vendors, eq(vendors.id, inquiries.vendorId))
    .innerJoin(user, eq(user.id, inquiries.coupleId))
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, inquiries.coupleId))
    .where(where);
}

type InquiryRow = Awaited<ReturnType<typeof selectInquiries>>[number];

function listingOf(row: InquiryRow) {
  const kind: ListingKind = row.venueId ? "venue" : "vendor";
  return {
    kind,
    slug: (kind === "venue" ? row.venueSlug : row.vendorSlug) ?? "",
    name: (kind === "venue" ? row.venueName : row.vendorName) ?? "",
    ownerId: kind === "venue" ? row.venueOwnerId : row.vendorOwnerId,
    contactEmail: (kind === "venue" ? row.venueContactEmail : row.vendorContactEmail) ?? "",
  };
}

/** All replies of these inquiries in one query, oldest first per thread. */
async function repliesOf(db: Db, rows: InquiryRow[]): Promise<Map<string, InquiryReply[]>> {
  const byInquiry = new Map<string, InquiryReply[]>(rows.map((r) => [r.id, []]));
  if (rows.length === 0) return byInquiry;
  const rowById = new Map(rows.map((r) => [r.id, r]));
  const replies = await db
    .select({
      id: inquiryReplies.id,
      inquiryId: inquiryReplies.inquiryId,
      authorId: inquiryReplies.authorId,
      body: inquiryReplies.body,
      createdAt: inquiryReplies.createdAt,
    })
    .from(inquiryReplies)
    .where(inArray(inquiryReplies.inquiryId, [...byInquiry.keys()]))
    .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id));
  for (const r of replies) {
    const inquiry = rowById.get(r.inquiryId)!;
    byInquiry.get(r.inquiryId)!.push(toReply(inquiry, r));
  }
  return byInquiry;
}

export function toReply(
  inquiry: InquiryRow,
  r: { id: string; authorId: string; body: string; createdAt: Date },
): InquiryReply {
  // The couple's side also holds its contributors (issue #13); the business is the listing's owner
  // (a reply's author is deleted with their account, so no former owner is left to misplace).
  const isCouple = r.authorId !== listingOf(inquiry).ownerId;
  return {
    id: r.id,
    author: isCouple ? "couple" : "owner",
    authorName: isCouple ? coupleNameOf(inquiry) : listingOf(inquiry).name,
    body: r.body,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

export function toCoupleInquiry(row: InquiryRow, replies: InquiryReply[]): CoupleInquiry {
  const listing = listingOf(row);
  return {
    id: row.id,
    listingKind: listing.kind,
    listing: { slug: listing.slug, name: listing.name },
    weddingDate: row.weddingDate,
    guestCount: row.guestCount,
    message: row.message,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    replies,
  };
}

function toOwnerInquiry(row: InquiryRow, replies: InquiryReply[]): OwnerInquiry {
  return {
    ...toCoupleInquiry(row, replies),
    couple: { name: coupleNameOf(row), email: row.coupleEmail },
  };
}

/** Inquiries are sent by couples, for themselves (docs/decisions/015-one-access-rule.md). */
export const sendingInquiries = { what: { message: "Only couple accounts can send inquiries." } };

/** The couple's own inquiries, newest first, each with its thread. */
export async function listCoupleInquiries(db: Db, viewer: Viewer): Promise<CoupleInquiry[]> {
  // Contributors with the vendors area may read the list (issue #13); writing stays the couple's.
  const { coupleId } = await coupleScope(db, viewer, {
    ...sendingInquiries,
    need: { area: "vendors", level: "view" },
  });
  const rows = await selectInquiries(db, eq(inquiries.coupleId, coupleId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(LIST_LIMIT);
  const replies = await repliesOf(db, rows);
  return rows.map((r) => toCoupleInquiry(r, replies.get(r.id) ?? []));
}

/** Inquiries for the listings the viewer owns (of one kind), with counts per status for the inbox tabs. */
export async function listOwnerInquiries(
  db: Db,
  viewer: Viewer,
  query: { kind: ListingKind; status?: InquiryStatus | undefined },
): Promise<OwnerInquiryPage> {
  requireKind(viewer, ["venue_owner", "vendor"], {
    message: "Only venue owners and vendors have an inquiry inbox.",
  });
  const owned = query.kind === "venue" ? eq(venues.ownerId, viewer.id) : eq(vendors.ownerId, viewer.id);
  const rows = await selectInquiries(
    db,
    and(owned, query.status ? eq(inquiries.status, query.status) : undefined),
  )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(LIST_LIMIT);
  const listingTable = query.kind === "venue" ? venues : vendors;
  const listingId = query.kind === "venue" ? inquiries.venueId : inquiries.vendorId;
  const [statusCounts, replies] = await Promise.all([
    db
      .select({ status: inquiries.status, total: count() })
      .from(inquiries)
      .innerJoin(listingTable, eq(listingTable.id, listingId))
      .where(owned)
      .groupBy(inquiries.status),
    repliesOf(db, rows),
  ]);
  const counts: InquiryCounts = { all: 0, new: 0, replied: 0, booked: 0, closed: 0 };
  for (const c of statusCounts) {
    counts[c.status] = Number(c.total);
    counts.all += Number(c.total);
  }
  return { items: rows.map((r) => toOwnerInquiry(r, replies.get(r.id) ?? [])), counts };
}

/**
 * The inquiry and the viewer's side of it: the owner of its listing, or whoever the access rule lets act
 * for its couple (today the couple itself). Anyone else — another couple, another owner, an admin — gets
 * 404, the same as an inquiry that does not exist.
 */
export async function inquiryForActor(
  db: Db,
  viewer: Viewer,
  id: string,
  opts: { coupleOnly?: boolean } = {},
) {
  if (!UUID.test(id)) throw notFound("Inquiry not found");
  const [row] = await selectInquiries(db, eq(inquiries.id, id));
  if (!row) throw notFound("Inquiry not found");
  const listing = listingOf(row);
  if (viewer.kind !== "couple" && listing.ownerId === viewer.id)
    return { row, listing, role: "owner" as const };
  // Writing in a thread stays the couple's (issue #13): a helper's reply would read as the business's.
  if (opts.coupleOnly && viewer.id !== row.coupleId) throw notFound("Inquiry not found");
  await coupleScope(db, viewer, {
    coupleId: row.coupleId,
    need: { area: "vendors", level: "view" },
    missing: "Inquiry not found",
  });
  return { row, listing, role: "couple" as const };
}

/**
 * An inquiry to one of the viewer's listings, with its thread and the listing's id (for the reply
 * writer). The couple who sent it, other owners and everyone else get 404.
 */
export async function ownerInquiry(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ inquiry: OwnerInquiry; listing: { kind: ListingKind; id: string } }> {
  const { row, listing, role } = await inquiryForActor(db, viewer, id);
  if (role !== "owner") throw notFound("Inquiry not found");
  const replies = await repliesOf(db, [row]);
  return {
    inquiry: toOwnerInquiry(row, replies.get(row.id) ?? []),
    listing: { kind: listing.kind, id: (listing.kind === "venue" ? row.venueId : row.vendorId)! },
  };
}
