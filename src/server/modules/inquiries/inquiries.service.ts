import { and, count, eq, gt } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import {
  INQUIRIES_PER_HOUR,
  type CoupleInquiry,
  type CreateInquiry,
  type CreateReply,
  type InquiryReply,
  type InquiryStatus,
  type ListingKind,
} from "@shared/schemas/inquiries";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { inquiries } from "../../db/schema/inquiries";
import { vendors, venues } from "../../db/schema/marketplace";
import { AppError, notFound } from "../../errors";
import { inquiryConfirmationEmail, newInquiryOwnerEmail } from "../../providers/email/inquiry-templates";
import type { Mailer, MailMessage } from "../../providers/email/mailer";
import type { LiveHub } from "../../realtime/live-hub";
import { sendMessage } from "../conversations/conversations.service";
import { isVisible } from "../listings/listing-search";
import {
  coupleNameOf,
  inquiryForActor,
  sendingInquiries,
  selectInquiries,
  toCoupleInquiry,
  toReply,
} from "./inquiry-reads";

export type InquiryDeps = {
  db: Db;
  /** The live channel: a reply is a conversation's message (issue #13). */
  live: LiveHub;
  mailer?: Mailer | undefined;
  publicUrl: string;
  log: { error: (obj: object, msg: string) => void };
};

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
  const { coupleId } = await coupleScope(db, viewer, sendingInquiries);
  const listing = await findListing(db, input.listingKind, input.slug);
  if (!listing) throw notFound(input.listingKind === "venue" ? "Venue not found" : "Vendor not found");

  const since = new Date(Date.now() - 3_600_000);
  const [{ recent } = { recent: 0 }] = await db
    .select({ recent: count() })
    .from(inquiries)
    .where(and(eq(inquiries.coupleId, coupleId), gt(inquiries.createdAt, since)));
  if (recent >= INQUIRIES_PER_HOUR) {
    throw new AppError(
      "RATE_LIMITED",
      `You have sent ${INQUIRIES_PER_HOUR} inquiries in the last hour. Please wait a little before sending more.`,
    );
  }

  const [created] = await db
    .insert(inquiries)
    .values({
      coupleId,
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
  const { role } = await inquiryForActor(db, viewer, id, { coupleOnly: true });
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
 * Adds a reply to the thread: the same path as a conversation's message (issue #13; docs/decisions/034),
 * so it is stored, pushed live to both sides and mailed in the offline digest, never one mail per reply.
 * An owner's first reply moves a new inquiry to "replied".
 */
export async function addInquiryReply(
  deps: InquiryDeps,
  viewer: Viewer,
  id: string,
  input: CreateReply,
): Promise<{ reply: InquiryReply; status: InquiryStatus }> {
  const { db } = deps;
  // The inquiry's own checks and wording first (a malformed or foreign id: "Inquiry not found").
  const { row } = await inquiryForActor(db, viewer, id);
  const { message, inquiryStatus } = await sendMessage(
    deps,
    viewer,
    `inquiry:${row.id}`,
    { body: input.body, attachmentIds: [] },
    { missing: "Inquiry not found" },
  );
  const reply = toReply(row, {
    id: message.id,
    authorId: message.authorId,
    body: message.body,
    createdAt: new Date(message.createdAt),
  });
  return { reply, status: inquiryStatus ?? row.status };
}
