import { and, asc, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import {
  attachmentMessages,
  type ChatAttachment,
  type ChatMessage,
  type ConversationParticipant,
  type ThreadKey,
  type ThreadRead,
} from "@shared/schemas/collaboration";
import type { InquiryStatus } from "@shared/schemas/inquiries";
import type { Db } from "../../db/client";
import { coupleChatMessages, threadReads } from "../../db/schema/collaboration";
import { inquiries, inquiryReplies } from "../../db/schema/inquiries";
import { invalidFields } from "../../errors";
import { attachmentsOf } from "../uploads/uploads.service";
import { authorNames, type Thread } from "./threads";

/** A stored message before names are put on it. */
export type StoredMessage = {
  id: string;
  authorId: string;
  body: string;
  attachments: ChatAttachment[];
  createdAt: Date;
};

/** Where a `thread_reads` row inserted only to record a digest says "never read" (reads skip it). */
export const NEVER_READ = new Date(0);

export function toChatMessage(thread: ThreadKey, m: StoredMessage, names: Map<string, string>): ChatMessage {
  return {
    id: m.id,
    thread,
    authorId: m.authorId,
    authorName: names.get(m.authorId) ?? "",
    body: m.body,
    attachments: m.attachments,
    createdAt: new Date(m.createdAt).toISOString(),
  };
}

/**
 * One page of the conversation, oldest first: the latest `limit` messages before `before`. An inquiry's
 * own message opens its thread (id = the inquiry's id) and is on the page that reaches the beginning.
 */
export async function pageOf(
  db: Db,
  thread: Thread,
  participants: ConversationParticipant[],
  q: { before?: string | undefined; limit: number },
): Promise<ChatMessage[]> {
  const before = q.before ? new Date(q.before) : null;
  const { inquiry } = thread;
  const rows: StoredMessage[] = inquiry
    ? await db
        .select({
          id: inquiryReplies.id,
          authorId: inquiryReplies.authorId,
          body: inquiryReplies.body,
          attachments: inquiryReplies.attachments,
          createdAt: inquiryReplies.createdAt,
        })
        .from(inquiryReplies)
        .where(
          and(
            eq(inquiryReplies.inquiryId, inquiry.id),
            before ? lt(inquiryReplies.createdAt, before) : undefined,
          ),
        )
        .orderBy(desc(inquiryReplies.createdAt), desc(inquiryReplies.id))
        .limit(q.limit)
    : await db
        .select({
          id: coupleChatMessages.id,
          authorId: coupleChatMessages.authorId,
          body: coupleChatMessages.body,
          attachments: coupleChatMessages.attachments,
          createdAt: coupleChatMessages.createdAt,
        })
        .from(coupleChatMessages)
        .where(
          and(
            eq(coupleChatMessages.coupleId, thread.coupleId),
            before ? lt(coupleChatMessages.createdAt, before) : undefined,
          ),
        )
        .orderBy(desc(coupleChatMessages.createdAt), desc(coupleChatMessages.id))
        .limit(q.limit);
  rows.reverse();
  if (inquiry && rows.length < q.limit && (!before || inquiry.createdAt < before))
    rows.unshift({
      id: inquiry.id,
      authorId: thread.coupleId,
      body: inquiry.message,
      attachments: [],
      createdAt: inquiry.createdAt,
    });
  const names = await authorNames(
    db,
    participants,
    rows.map((r) => r.authorId),
  );
  return rows.map((r) => toChatMessage(thread.key, r, names));
}

/** How far each current participant has read (rows written only for the digest are not reads). */
export async function readsOf(
  db: Db,
  thread: Thread,
  participants: ConversationParticipant[],
): Promise<ThreadRead[]> {
  const rows = await db
    .select({ userId: threadReads.userId, lastReadAt: threadReads.lastReadAt })
    .from(threadReads)
    .where(
      and(
        eq(threadReads.threadKey, thread.key),
        inArray(
          threadReads.userId,
          participants.map((p) => p.id),
        ),
        gt(threadReads.lastReadAt, NEVER_READ),
      ),
    )
    .orderBy(asc(threadReads.userId));
  return rows.map((r) => ({ userId: r.userId, lastReadAt: new Date(r.lastReadAt).toISOString() }));
}

/** The uploads named by a message, each the author's own; anything else is a field error. */
export async function resolveAttachments(db: Db, authorId: string, ids: string[]): Promise<ChatAttachment[]> {
  if (ids.length === 0) return [];
  const found = await attachmentsOf(db, authorId, ids);
  if (!found) throw invalidFields({ attachmentIds: attachmentMessages.notFound });
  return found;
}

/**
 * Stores one message in ONE transaction: the message, an inquiry's status (a business's first answer
 * moves "new" to "replied") and the author's own read mark (writing is reading). Nothing is published here.
 */
export async function storeMessage(
  db: Db,
  thread: Thread,
  author: { id: string; isBusiness: boolean },
  input: { body: string; attachments: ChatAttachment[] },
): Promise<{ stored: StoredMessage; inquiryStatus: InquiryStatus | null }> {
  const { inquiry } = thread;
  return db.transaction(async (tx) => {
    const now = new Date();
    let stored: StoredMessage;
    let inquiryStatus: InquiryStatus | null = null;
    if (inquiry) {
      const [row] = await tx
        .insert(inquiryReplies)
        .values({
          inquiryId: inquiry.id,
          authorId: author.id,
          body: input.body,
          attachments: input.attachments,
          createdAt: now,
        })
        .returning();
      stored = row!;
      const [updated] = await tx
        .update(inquiries)
        .set({
          // Read in the statement: a status changed since the thread was opened is not overwritten.
          status: author.isBusiness
            ? sql`case when status = 'new' then 'replied' else status end`
            : undefined,
          updatedAt: now,
        })
        .where(eq(inquiries.id, inquiry.id))
        .returning({ status: inquiries.status });
      inquiryStatus = updated?.status ?? inquiry.status;
    } else {
      const [row] = await tx
        .insert(coupleChatMessages)
        .values({
          coupleId: thread.coupleId,
          authorId: author.id,
          body: input.body,
          attachments: input.attachments,
          createdAt: now,
        })
        .returning();
      stored = row!;
    }
    await markRead(tx, thread.key, author.id, now);
    return { stored, inquiryStatus };
  });
}

/** Moves the reader's mark forward to `at` (never back). */
export async function markRead(db: Db, key: ThreadKey, userId: string, at: Date): Promise<void> {
  await db
    .insert(threadReads)
    .values({ threadKey: key, userId, lastReadAt: at })
    .onConflictDoUpdate({
      target: [threadReads.threadKey, threadReads.userId],
      set: { lastReadAt: sql`greatest(${threadReads.lastReadAt}, excluded.last_read_at)` },
    });
}
