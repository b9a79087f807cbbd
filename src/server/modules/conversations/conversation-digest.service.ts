import { and, eq, inArray, sql } from "drizzle-orm";
import type { ChatAttachment } from "@shared/schemas/collaboration";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { coupleContributors, threadReads } from "../../db/schema/collaboration";
import { inquiries } from "../../db/schema/inquiries";
import { vendors, venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import type { JobHandler, Schedule } from "../../jobs/job-runner";
import { conversationDigestEmail, type DigestThread } from "../../providers/email/conversation-templates";
import type { Mailer } from "../../providers/email/mailer";
import { coupleNameOf } from "../inquiries/inquiry-reads";
import { messageText } from "./conversations.service";
import { NEVER_READ } from "./messages";

/**
 * The conversations' offline mail (issue #13; docs/decisions/034). "Offline" is read-based: whoever has
 * not read a message from someone else `delayMs` after it was sent gets it in a digest — one mail per
 * person per run, every conversation listed once — and `thread_reads.notified_up_to` moves past it, so
 * each message is mailed at most once. Reading in the app (any tab, any device) is what stops the mail.
 * Messages older than `HORIZON_MS` are never mailed (a digest switched on later does not dig up history).
 */
export const CHAT_DIGEST_JOB = "conversations.digest";
export const chatDigestSchedule = (everyMs: number): Schedule => ({
  name: CHAT_DIGEST_JOB,
  everyMs,
  // A failed run is not retried: the next slot picks up whatever it did not mark as mailed.
  maxAttempts: 1,
});

const HORIZON_MS = 24 * 60 * 60_000;
const EXCERPT_MAX = 160;

export type DigestDeps = { db: Db; mailer: Mailer; publicUrl: string; delayMs: number };

export function chatDigestHandler(deps: Omit<DigestDeps, "mailer"> & { mailer: () => Mailer }): JobHandler {
  return async () => {
    await sendChatDigest({ ...deps, mailer: deps.mailer() });
  };
}

type DueMessage = {
  thread: string;
  coupleId: string;
  authorId: string;
  body: string;
  attachments: ChatAttachment[];
  createdAt: Date;
};

/** A person told about a thread, as the badge counts them (unread.ts): the couple, the owner, the helpers. */
type Member = { userId: string; name: string; role: "couple" | "business" | "contributor" };

type ThreadInfo = {
  coupleId: string;
  coupleName: string;
  listing: { kind: "venue" | "vendor"; name: string; ownerId: string | null } | null;
  members: Member[];
};

/** Sends this run's digests; returns how many mails were queued. */
export async function sendChatDigest(deps: DigestDeps): Promise<number> {
  const { db } = deps;
  const due = await dueMessages(db, deps.delayMs);
  if (due.length === 0) return 0;
  const threads = await threadInfo(db, due);
  const keys = [...threads.keys()];
  const marks = await db.select().from(threadReads).where(inArray(threadReads.threadKey, keys));
  const markOf = new Map(marks.map((m) => [`${m.threadKey}|${m.userId}`, m]));

  // recipient → thread → their unmailed messages from others
  const pending = new Map<string, Map<string, DueMessage[]>>();
  for (const m of due) {
    const info = threads.get(m.thread);
    if (!info) continue;
    for (const member of info.members) {
      if (member.userId === m.authorId) continue;
      const mark = markOf.get(`${m.thread}|${member.userId}`);
      const seen = Math.max(mark?.lastReadAt.getTime() ?? 0, mark?.notifiedUpTo?.getTime() ?? 0);
      if (m.createdAt.getTime() <= seen) continue;
      const mine = pending.get(member.userId) ?? new Map<string, DueMessage[]>();
      pending.set(member.userId, mine);
      mine.set(m.thread, [...(mine.get(m.thread) ?? []), m]);
    }
  }
  if (pending.size === 0) return 0;

  const people = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(inArray(user.id, [...pending.keys()]));
  let sent = 0;
  for (const person of people) {
    const byThread = pending.get(person.id)!;
    const didSend = await db.transaction(async (tx) => {
      // Claim first: a concurrent run (another process, a retried slot) that claimed a thread already
      // wins it, and a thread read meanwhile is left out.
      const claimed = new Set<string>();
      for (const [thread, msgs] of byThread) {
        const upTo = msgs.at(-1)!.createdAt;
        const at = upTo.toISOString();
        const rows = await tx
          .insert(threadReads)
          .values({ threadKey: thread, userId: person.id, lastReadAt: NEVER_READ, notifiedUpTo: upTo })
          .onConflictDoUpdate({
            target: [threadReads.threadKey, threadReads.userId],
            set: { notifiedUpTo: upTo },
            setWhere: sql`(${threadReads.notifiedUpTo} is null or ${threadReads.notifiedUpTo} < ${at}::timestamptz)
              and ${threadReads.lastReadAt} < ${at}::timestamptz`,
          })
          .returning({ thread: threadReads.threadKey });
        if (rows.length > 0) claimed.add(thread);
      }
      if (claimed.size === 0) return false;
      const listed: DigestThread[] = [...claimed].map((thread) =>
        digestThread(deps.publicUrl, threads.get(thread)!, person.id, byThread.get(thread)!),
      );
      const recipientName =
        threads.get([...claimed][0]!)!.members.find((m) => m.userId === person.id)?.name ?? person.name;
      await deps.mailer.send(
        { to: person.email, ...conversationDigestEmail({ recipientName, threads: listed }) },
        tx,
      );
      return true;
    });
    if (didSend) sent++;
  }
  return sent;
}

/** Messages from the horizon up to `delayMs` ago, oldest first, from both kinds of conversation. */
async function dueMessages(db: Db, delayMs: number): Promise<DueMessage[]> {
  const result = await db.execute(sql`
    select 'inquiry:' || i.id::text as thread, i.couple_id, r.author_id, r.body, r.attachments, r.created_at
    from inquiry_replies r join inquiries i on i.id = r.inquiry_id
    where r.created_at <= now() - ${delayMs} * interval '1 millisecond'
      and r.created_at > now() - ${HORIZON_MS} * interval '1 millisecond'
    union all
    select 'couple:' || m.couple_id, m.couple_id, m.author_id, m.body, m.attachments, m.created_at
    from couple_chat_messages m
    where m.created_at <= now() - ${delayMs} * interval '1 millisecond'
      and m.created_at > now() - ${HORIZON_MS} * interval '1 millisecond'
    order by created_at
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    thread: string;
    couple_id: string;
    author_id: string;
    body: string;
    attachments: ChatAttachment[] | string;
    created_at: string | Date;
  }[];
  return rows.map((r) => ({
    thread: r.thread,
    coupleId: r.couple_id,
    authorId: r.author_id,
    body: r.body,
    attachments:
      typeof r.attachments === "string" ? (JSON.parse(r.attachments) as ChatAttachment[]) : r.attachments,
    createdAt: new Date(r.created_at),
  }));
}

/** Each thread's couple, listing and the people the digest tells (the badge's rule, unread.ts). */
async function threadInfo(db: Db, due: DueMessage[]): Promise<Map<string, ThreadInfo>> {
  const coupleIds = [...new Set(due.map((m) => m.coupleId))];
  const inquiryIds = [
    ...new Set(due.filter((m) => m.thread.startsWith("inquiry:")).map((m) => m.thread.slice(8))),
  ];
  const [couples, helpers, inquiryRows] = await Promise.all([
    db
      .select({
        id: user.id,
        userName: user.name,
        partner1Name: coupleProfiles.partner1Name,
        partner2Name: coupleProfiles.partner2Name,
      })
      .from(user)
      .leftJoin(coupleProfiles, eq(coupleProfiles.id, user.id))
      .where(inArray(user.id, coupleIds)),
    db
      .select({
        coupleId: coupleContributors.coupleId,
        userId: coupleContributors.userId,
        name: coupleContributors.name,
        userName: user.name,
      })
      .from(coupleContributors)
      .innerJoin(user, eq(user.id, coupleContributors.userId))
      .where(and(inArray(coupleContributors.coupleId, coupleIds), eq(coupleContributors.status, "active"))),
    inquiryIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: inquiries.id,
            venueId: inquiries.venueId,
            venueName: venues.name,
            venueOwnerId: venues.ownerId,
            vendorName: vendors.businessName,
            vendorOwnerId: vendors.ownerId,
          })
          .from(inquiries)
          .leftJoin(venues, eq(venues.id, inquiries.venueId))
          .leftJoin(vendors, eq(vendors.id, inquiries.vendorId))
          .where(inArray(inquiries.id, inquiryIds)),
  ]);
  const coupleName = new Map(couples.map((c) => [c.id, coupleNameOf(c)]));
  const inquiryById = new Map(inquiryRows.map((r) => [r.id, r]));
  const info = new Map<string, ThreadInfo>();
  for (const m of due) {
    if (info.has(m.thread)) continue;
    const name = coupleName.get(m.coupleId) ?? "";
    const couple: Member = { userId: m.coupleId, name, role: "couple" };
    if (m.thread.startsWith("inquiry:")) {
      const row = inquiryById.get(m.thread.slice(8));
      if (!row) continue;
      const isVenue = row.venueId !== null;
      const listing = {
        kind: isVenue ? ("venue" as const) : ("vendor" as const),
        name: (isVenue ? row.venueName : row.vendorName) ?? "",
        ownerId: isVenue ? row.venueOwnerId : row.vendorOwnerId,
      };
      const members: Member[] = [couple];
      if (listing.ownerId) members.push({ userId: listing.ownerId, name: listing.name, role: "business" });
      info.set(m.thread, { coupleId: m.coupleId, coupleName: name, listing, members });
    } else {
      const members: Member[] = [couple];
      for (const h of helpers)
        if (h.coupleId === m.coupleId && h.userId)
          members.push({ userId: h.userId, name: h.name || h.userName, role: "contributor" });
      info.set(m.thread, { coupleId: m.coupleId, coupleName: name, listing: null, members });
    }
  }
  return info;
}

function digestThread(
  publicUrl: string,
  info: ThreadInfo,
  recipientId: string,
  msgs: DueMessage[],
): DigestThread {
  const nameOf = (id: string) => info.members.find((m) => m.userId === id)?.name ?? "Someone";
  const authors = [...new Set(msgs.map((m) => nameOf(m.authorId)))];
  const last = msgs.at(-1)!;
  const text = messageText(last).replace(/\s+/g, " ").trim();
  const excerpt = text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : text;
  const role = info.members.find((m) => m.userId === recipientId)?.role;
  return {
    title: titleOf(info, role),
    authors,
    count: msgs.length,
    excerpt,
    url: `${publicUrl}${linkOf(info, role)}`,
  };
}

function titleOf(info: ThreadInfo, role: Member["role"] | undefined): string {
  if (info.listing)
    return role === "couple" ? info.listing.name : `${info.coupleName} about ${info.listing.name}`;
  return role === "couple" ? "Your wedding chat" : `${info.coupleName}’s wedding chat`;
}

/** Where each side reads a conversation: the couple's inquiries, the business's inbox, the group chat. */
function linkOf(info: ThreadInfo, role: Member["role"] | undefined): string {
  if (!info.listing) return `/contributor/${encodeURIComponent(info.coupleId)}/chat`;
  if (role === "couple") return "/couple-account";
  return info.listing.kind === "venue" ? "/venue-owner-dashboard" : "/vendor-dashboard";
}
