import { and, asc, count, desc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import {
  INQUIRIES_PER_HOUR,
  type CoupleInquiry,
  type CreateInquiry,
  type CreateReply,
  type InquiryCounts,
  type InquiryReply,
  type InquiryStatus,
  type ListingKind,
  type OwnerInquiry,
  type OwnerInquiryPage,
} from "@shared/schemas/inquiries";
import type { Db } from "../../db/client";
import { coupleProfiles, inquiries, inquiryReplies, user, vendors, venues } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import {
  inquiryConfirmationEmail,
  inquiryReplyEmail,
  newInquiryOwnerEmail,
} from "../../providers/email/inquiry-templates";
import type { Mailer, MailMessage } from "../../providers/email/mailer";
import { isVisible } from "../listings/listing-search";

export type InquiryDeps = {
  db: Db;
  mailer?: Mailer | undefined;
  publicUrl: string;
  log: { error: (obj: object, msg: string) => void };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An inbox or a couple's list shows the newest this many; older threads are rare for one listing. */
const LIST_LIMIT = 200;

const dashboardPath: Record<ListingKind, string> = {
  venue: "/venue-owner-dashboard",
  vendor: "/vendor-dashboard",
};

/** Mail is a courtesy copy: the inquiry and reply are stored first, so an SMTP hiccup only gets logged. */
async function sendQuietly(deps: InquiryDeps, message: MailMessage) {
  if (!deps.mailer || !message.to) return;
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err, subject: message.subject }, "inquiry mail failed");
  }
}

/** "Ava & Noah" from the couple's profile, else the account's name. */
function coupleNameOf(row: { partner1Name: string | null; partner2Name: string | null; userName: string }) {
  const names = [row.partner1Name, row.partner2Name].filter((n): n is string => !!n?.trim()).join(" & ");
  return names || row.userName || "A couple";
}

// ── Reading inquiries ─────────────────────────────────────────────────────────────────────────────

/** One inquiry row with its listing (venue or vendor) and couple; the base of every read below. */
function selectInquiries(db: Db, where: SQL | undefined) {
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

function toReply(
  inquiry: InquiryRow,
  r: { id: string; authorId: string; body: string; createdAt: Date },
): InquiryReply {
  const isCouple = r.authorId === inquiry.coupleId;
  return {
    id: r.id,
    author: isCouple ? "couple" : "owner",
    authorName: isCouple ? coupleNameOf(inquiry) : listingOf(inquiry).name,
    body: r.body,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

function toCoupleInquiry(row: InquiryRow, replies: InquiryReply[]): CoupleInquiry {
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

function requireCouple(viewer: Viewer) {
  if (viewer.kind !== "couple") throw new AppError("FORBIDDEN", "Only couple accounts can send inquiries.");
}

/** The couple's own inquiries, newest first, each with its thread. */
export async function listCoupleInquiries(db: Db, viewer: Viewer): Promise<CoupleInquiry[]> {
  requireCouple(viewer);
  const rows = await selectInquiries(db, eq(inquiries.coupleId, viewer.id))
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
  if (viewer.kind === "couple")
    throw new AppError("FORBIDDEN", "Only venue owners and vendors have an inquiry inbox.");
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
 * The inquiry and the viewer's side of it: its couple, or the owner of its listing. Anyone else — another
 * couple, another owner, an admin — gets 404, the same as an inquiry that does not exist.
 */
async function inquiryForActor(db: Db, viewer: Viewer, id: string) {
  if (!UUID.test(id)) throw notFound("Inquiry not found");
  const [row] = await selectInquiries(db, eq(inquiries.id, id));
  if (!row) throw notFound("Inquiry not found");
  const listing = listingOf(row);
  if (viewer.kind === "couple" && row.coupleId === viewer.id)
    return { row, listing, role: "couple" as const };
  if (viewer.kind !== "couple" && listing.ownerId === viewer.id)
    return { row, listing, role: "owner" as const };
  throw notFound("Inquiry not found");
}

/** Where mail for a listing goes: its owner's account email, else the listing's public contact email. */
async function ownerEmailOf(db: Db, listing: { ownerId: string | null; contactEmail: string }) {
  if (listing.ownerId) {
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, listing.ownerId));
    if (owner) return owner.email;
  }
  return listing.contactEmail;
}

// ── Writing ───────────────────────────────────────────────────────────────────────────────────────

async function findListing(db: Db, kind: ListingKind, slug: string) {
  if (kind === "venue") {
    const [v] = await db
      .select({
        id: venues.id,
        name: venues.name,
        ownerId: venues.ownerId,
        contactEmail: venues.contactEmail,
      })
      .from(venues)
      .where(and(eq(venues.slug, slug), isVisible(venues.isPublished, venues.isHidden)));
    return v;
  }
  const [v] = await db
    .select({
      id: vendors.id,
      name: vendors.businessName,
      ownerId: vendors.ownerId,
      contactEmail: vendors.contactEmail,
    })
    .from(vendors)
    .where(and(eq(vendors.slug, slug), isVisible(vendors.isPublished, vendors.isHidden)));
  return v;
}

/** Stores the inquiry, then mails the listing's owner (replyTo: the couple) and a copy to the couple. */
export async function createInquiry(
  deps: InquiryDeps,
  viewer: Viewer,
  input: CreateInquiry,
): Promise<CoupleInquiry> {
  const { db } = deps;
  requireCouple(viewer);
  const listing = await findListing(db, input.listingKind, input.slug);
  if (!listing) throw notFound(input.listingKind === "venue" ? "Venue not found" : "Vendor not found");

  const since = new Date(Date.now() - 3_600_000);
  const [{ recent } = { recent: 0 }] = await db
    .select({ recent: count() })
    .from(inquiries)
    .where(and(eq(inquiries.coupleId, viewer.id), gt(inquiries.createdAt, since)));
  if (recent >= INQUIRIES_PER_HOUR) {
    throw new AppError(
      "RATE_LIMITED",
      `You have sent ${INQUIRIES_PER_HOUR} inquiries in the last hour. Please wait a little before sending more.`,
    );
  }

  const [created] = await db
    .insert(inquiries)
    .values({
      coupleId: viewer.id,
      venueId: input.listingKind === "venue" ? listing.id : null,
      vendorId: input.listingKind === "vendor" ? listing.id : null,
      weddingDate: input.weddingDate ?? null,
      guestCount: input.guestCount ?? null,
      message: input.message,
    })
    .returning({ id: inquiries.id });
  const [row] = await selectInquiries(db, eq(inquiries.id, created!.id));
  const inquiry = toCoupleInquiry(row!, []);

  const facts = {
    coupleName: coupleNameOf(row!),
    coupleEmail: viewer.email,
    listingName: listing.name,
    weddingDate: inquiry.weddingDate,
    guestCount: inquiry.guestCount,
    message: inquiry.message,
  };
  const ownerEmail = await ownerEmailOf(db, listing);
  await sendQuietly(deps, {
    to: ownerEmail,
    replyTo: viewer.email,
    ...newInquiryOwnerEmail({
      ...facts,
      dashboardUrl: listing.ownerId ? `${deps.publicUrl}${dashboardPath[input.listingKind]}` : null,
    }),
  });
  await sendQuietly(deps, {
    to: viewer.email,
    ...(ownerEmail ? { replyTo: ownerEmail } : {}),
    ...inquiryConfirmationEmail({ ...facts, accountUrl: `${deps.publicUrl}/couple-account` }),
  });
  return inquiry;
}

/** The listing's owner sets any status; the couple may only close their inquiry. */
export async function updateInquiryStatus(
  db: Db,
  viewer: Viewer,
  id: string,
  status: InquiryStatus,
): Promise<{ id: string; status: InquiryStatus; updatedAt: string }> {
  const { role } = await inquiryForActor(db, viewer, id);
  if (role === "couple" && status !== "closed")
    throw new AppError("FORBIDDEN", "Couples can only close an inquiry.");
  const [updated] = await db
    .update(inquiries)
    .set({ status, updatedAt: new Date() })
    .where(eq(inquiries.id, id))
    .returning({ status: inquiries.status, updatedAt: inquiries.updatedAt });
  return { id, status: updated!.status, updatedAt: new Date(updated!.updatedAt).toISOString() };
}

/**
 * Adds a reply to the thread and emails the other side with replyTo set to the author, so answering the
 * email reaches them. An owner's first reply moves a new inquiry to "replied".
 */
export async function addInquiryReply(
  deps: InquiryDeps,
  viewer: Viewer,
  id: string,
  input: CreateReply,
): Promise<{ reply: InquiryReply; status: InquiryStatus }> {
  const { db } = deps;
  const { row, listing, role } = await inquiryForActor(db, viewer, id);
  const now = new Date();
  const status: InquiryStatus = role === "owner" && row.status === "new" ? "replied" : row.status;
  const reply = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(inquiryReplies)
      .values({ inquiryId: id, authorId: viewer.id, body: input.body, createdAt: now })
      .returning();
    await tx.update(inquiries).set({ status, updatedAt: now }).where(eq(inquiries.id, id));
    return created!;
  });

  const toCouple = role === "owner";
  const recipient = toCouple ? row.coupleEmail : await ownerEmailOf(db, listing);
  const url = toCouple
    ? `${deps.publicUrl}/couple-account`
    : `${deps.publicUrl}${dashboardPath[listing.kind]}`;
  await sendQuietly(deps, {
    to: recipient,
    replyTo: viewer.email,
    ...inquiryReplyEmail({
      authorName: toCouple ? listing.name : coupleNameOf(row),
      listingName: listing.name,
      body: input.body,
      url,
      toCouple,
    }),
  });
  return { reply: toReply(row, reply), status };
}
