import { and, eq, inArray } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import { threadKeySchema, type ConversationParticipant, type ThreadKey } from "@shared/schemas/collaboration";
import type { InquiryStatus, ListingKind } from "@shared/schemas/inquiries";
import { coupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { coupleContributors } from "../../db/schema/collaboration";
import { inquiries } from "../../db/schema/inquiries";
import { coupleProfiles } from "../../db/schema/profiles";
import { notFound } from "../../errors";
import { coupleNameOf, selectInquiries } from "../inquiries/inquiry-reads";

/**
 * A conversation and who is in it (issue #13; docs/decisions/034). Two kinds share one thread key:
 * - `inquiry:{id}`: the couple, the listing's owner, and the couple's contributors granted "vendors"
 *   (view reads, edit writes);
 * - `couple:{coupleId}`: the couple's group chat with its active contributors, whatever their areas.
 * Anyone else — and a key that is malformed or names nothing — gets the same 404.
 */

export const CONVERSATION_NOT_FOUND = "Conversation not found.";

export type InquiryThreadFacts = {
  id: string;
  message: string;
  status: InquiryStatus;
  createdAt: Date;
  coupleEmail: string;
  listing: { kind: ListingKind; name: string; ownerId: string | null; contactEmail: string };
};

export type Thread = {
  key: ThreadKey;
  coupleId: string;
  coupleName: string;
  /** Set on an inquiry's thread. */
  inquiry: InquiryThreadFacts | null;
};

/** The thread a key names, or null when it is malformed or names nothing. */
export async function findThread(db: Db, raw: string): Promise<Thread | null> {
  const parsed = threadKeySchema.safeParse(raw);
  if (!parsed.success) return null;
  const key = parsed.data;
  const [kind, id = ""] = splitKey(key);
  if (kind === "inquiry") {
    const [row] = await selectInquiries(db, eq(inquiries.id, id));
    if (!row) return null;
    const isVenue = row.venueId !== null;
    return {
      key,
      coupleId: row.coupleId,
      coupleName: coupleNameOf(row),
      inquiry: {
        id: row.id,
        message: row.message,
        status: row.status,
        createdAt: new Date(row.createdAt),
        coupleEmail: row.coupleEmail,
        listing: {
          kind: isVenue ? "venue" : "vendor",
          name: (isVenue ? row.venueName : row.vendorName) ?? "",
          ownerId: isVenue ? row.venueOwnerId : row.vendorOwnerId,
          contactEmail: (isVenue ? row.venueContactEmail : row.vendorContactEmail) ?? "",
        },
      },
    };
  }
  const [couple] = await db
    .select({
      userName: user.name,
      partner1Name: coupleProfiles.partner1Name,
      partner2Name: coupleProfiles.partner2Name,
    })
    .from(user)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, user.id))
    .where(and(eq(user.id, id), eq(user.kind, "couple")));
  if (!couple) return null;
  return { key, coupleId: id, coupleName: coupleNameOf(couple), inquiry: null };
}

export function splitKey(key: ThreadKey): ["inquiry" | "couple", string] {
  const at = key.indexOf(":");
  return [key.slice(0, at) as "inquiry" | "couple", key.slice(at + 1)];
}

export type Access = "read" | "write";

/**
 * The thread, if the viewer takes part in it with `access`; otherwise 404 with `missing` (the routes'
 * "Conversation not found.", the inquiry reply route's own wording).
 */
export async function openThread(
  db: Db,
  viewer: Viewer,
  raw: string,
  access: Access,
  missing = CONVERSATION_NOT_FOUND,
): Promise<Thread> {
  const thread = await findThread(db, raw);
  if (!thread) throw notFound(missing);
  const owner = thread.inquiry?.listing.ownerId;
  if (owner && viewer.kind !== "couple" && owner === viewer.id) return thread;
  // The couple's own id in another kind of account's hands cannot be its own couple (the rule would say 403).
  if (thread.coupleId === viewer.id && viewer.kind !== "couple") throw notFound(missing);
  await coupleScope(db, viewer, {
    coupleId: thread.coupleId,
    // An inquiry is the couple's vendor business; the group chat is open to every active contributor.
    ...(thread.inquiry ? { need: { area: "vendors", level: access === "write" ? "edit" : "view" } } : {}),
    missing,
  });
  return thread;
}

/**
 * Who is in the conversation now: read at send time, so a revoked contributor (or one whose "vendors"
 * grant was taken away) stops receiving with the very next event.
 */
export async function participantsOf(db: Db, thread: Thread): Promise<ConversationParticipant[]> {
  const people: ConversationParticipant[] = [
    { id: thread.coupleId, name: thread.coupleName, role: "couple" },
  ];
  const owner = thread.inquiry?.listing.ownerId;
  if (thread.inquiry && owner)
    people.push({ id: owner, name: thread.inquiry.listing.name, role: "business" });
  const helpers = await db
    .select({
      userId: coupleContributors.userId,
      name: coupleContributors.name,
      userName: user.name,
      areas: coupleContributors.areas,
    })
    .from(coupleContributors)
    .innerJoin(user, eq(user.id, coupleContributors.userId))
    .where(and(eq(coupleContributors.coupleId, thread.coupleId), eq(coupleContributors.status, "active")));
  for (const h of helpers) {
    if (!h.userId || people.some((p) => p.id === h.userId)) continue;
    if (thread.inquiry && !h.areas.vendors) continue;
    people.push({ id: h.userId, name: h.name || h.userName, role: "contributor" });
  }
  return people;
}

/** Display names of message authors: participants by their role's name, anyone else (a former helper) by account. */
export async function authorNames(
  db: Db,
  participants: ConversationParticipant[],
  authorIds: string[],
): Promise<Map<string, string>> {
  const names = new Map(participants.map((p) => [p.id, p.name]));
  const missing = [...new Set(authorIds)].filter((id) => !names.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({ id: user.id, name: user.name })
      .from(user)
      .where(inArray(user.id, missing));
    for (const r of rows) names.set(r.id, r.name);
  }
  return names;
}
