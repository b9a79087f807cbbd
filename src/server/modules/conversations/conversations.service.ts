import { eq } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import type {
  ChatMessage,
  ConversationPage,
  ConversationParticipant,
  SendMessage,
} from "@shared/schemas/collaboration";
import type { InquiryStatus } from "@shared/schemas/inquiries";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { inquiryReplyEmail } from "../../providers/email/inquiry-templates";
import type { Mailer } from "../../providers/email/mailer";
import type { LiveHub } from "../../realtime/live-hub";
import { markRead, pageOf, readsOf, resolveAttachments, storeMessage, toChatMessage } from "./messages";
import { openThread, participantsOf, type Thread } from "./threads";
import { unreadSummary } from "./unread";

/**
 * Conversations (issue #13; docs/decisions/034): an inquiry's thread or a couple's group chat, one code
 * path for both. Every write is stored first (one transaction), then published on the live channel to
 * the people in the conversation at that moment; a tab that missed an event catches up by refetching.
 */

export { unreadSummary } from "./unread";
export { recentMessages } from "./recent";
export { CONVERSATION_NOT_FOUND } from "./threads";

type Log = { error: (obj: object, msg: string) => void };

export type ConversationDeps = {
  db: Db;
  live: LiveHub;
  /** Only for listings nobody manages yet: their contact address gets each message at once. */
  mailer?: Mailer | undefined;
  publicUrl: string;
  log: Log;
};

/** A page of the conversation with who is in it and how far each has read. */
export async function getConversation(
  db: Db,
  viewer: Viewer,
  rawThread: string,
  query: { before?: string | undefined; limit: number },
): Promise<ConversationPage> {
  const thread = await openThread(db, viewer, rawThread, "read");
  const participants = await participantsOf(db, thread);
  const [messages, reads] = await Promise.all([
    pageOf(db, thread, participants, query),
    readsOf(db, thread, participants),
  ]);
  return { messages, participants, reads };
}

/**
 * The one way a message enters a conversation (the conversation route and the inquiry reply route):
 * authorize, check the attachments are the author's, store, then publish the message to every
 * participant (the author's other tabs too) and each other participant's new unread total.
 */
export async function sendMessage(
  deps: ConversationDeps,
  viewer: Viewer,
  rawThread: string,
  input: SendMessage,
  opts: { missing?: string } = {},
): Promise<{ message: ChatMessage; inquiryStatus: InquiryStatus | null }> {
  const { db } = deps;
  const thread = await openThread(db, viewer, rawThread, "write", opts.missing);
  const attachments = await resolveAttachments(db, viewer.id, input.attachmentIds);
  const isBusiness = thread.inquiry?.listing.ownerId === viewer.id && viewer.kind !== "couple";
  const { stored, inquiryStatus } = await storeMessage(
    db,
    thread,
    { id: viewer.id, isBusiness },
    { body: input.body, attachments },
  );
  // Who is in it now (a helper revoked a moment ago is not); names from the same read.
  const participants = await participantsOf(db, thread);
  const names = new Map(participants.map((p) => [p.id, p.name]));
  if (!names.has(viewer.id)) names.set(viewer.id, viewer.name);
  const message = toChatMessage(thread.key, stored, names);
  await publishQuietly(deps, "message", async () => {
    const everyone = participants.map((p) => p.id);
    deps.live.send([...everyone, viewer.id], { type: "message", message });
    // Each badge that counts this conversation goes up by one, without a recount per recipient (at
    // 200 messages/s a recount for each of a chat's members saturated the database; bench:chat). An
    // inquiry's helpers follow it but don't count it (unread.ts).
    const counting = participants.filter(
      (p) => p.id !== viewer.id && !(thread.key.startsWith("inquiry:") && p.role === "contributor"),
    );
    deps.live.send(
      counting.map((p) => p.id),
      { type: "unread-more", thread: thread.key },
    );
  });
  await mailUnmanagedListing(deps, thread, message);
  return { message, inquiryStatus };
}

/** Marks the conversation read up to now; tells the others (receipts) and the reader's tabs (badge). */
export async function readConversation(deps: ConversationDeps, viewer: Viewer, rawThread: string) {
  const { db } = deps;
  const thread = await openThread(db, viewer, rawThread, "read");
  const at = new Date();
  await markRead(db, thread.key, viewer.id, at);
  await publishQuietly(deps, "read", async () => {
    const participants = await participantsOf(db, thread);
    deps.live.send(
      participants.filter((p) => p.id !== viewer.id).map((p) => p.id),
      { type: "read", thread: thread.key, userId: viewer.id, at: at.toISOString() },
    );
    await sendUnreadTotals(deps, [{ id: viewer.id }]);
  });
}

/** "… is typing" to the others; nothing is stored (a lost one is harmless, the next keystroke sends another). */
export async function announceTyping(deps: ConversationDeps, viewer: Viewer, rawThread: string) {
  const { db } = deps;
  const thread = await openThread(db, viewer, rawThread, "write");
  const participants = await participantsOf(db, thread);
  const name = participants.find((p) => p.id === viewer.id)?.name ?? viewer.name;
  deps.live.send(
    participants.filter((p) => p.id !== viewer.id).map((p) => p.id),
    { type: "typing", thread: thread.key, userId: viewer.id, name },
  );
}

async function sendUnreadTotals(deps: ConversationDeps, people: Pick<ConversationParticipant, "id">[]) {
  await Promise.all(
    people.map(async (p) => {
      const { total } = await unreadSummary(deps.db, p.id);
      deps.live.send([p.id], { type: "unread", total });
    }),
  );
}

/**
 * Publishing comes after the write has committed: if it fails, the request still succeeds and the
 * others see the change on their next refetch (a reconnect triggers one).
 */
async function publishQuietly(deps: ConversationDeps, what: string, publish: () => Promise<void>) {
  try {
    await publish();
  } catch (err) {
    deps.log.error({ err, what }, "live publish failed");
  }
}

/**
 * A listing nobody manages has no one to read in the app or to get a digest: its public contact address
 * gets the couple's message at once, reply-to the author, as before conversations went live.
 */
async function mailUnmanagedListing(deps: ConversationDeps, thread: Thread, message: ChatMessage) {
  const { inquiry } = thread;
  if (!inquiry || inquiry.listing.ownerId || !inquiry.listing.contactEmail || !deps.mailer) return;
  const [author] = await deps.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, message.authorId));
  try {
    await deps.mailer.send({
      to: inquiry.listing.contactEmail,
      ...(author ? { replyTo: author.email } : {}),
      ...inquiryReplyEmail({
        authorName: thread.coupleName,
        listingName: inquiry.listing.name,
        body: messageText(message),
        url: `${deps.publicUrl}${inquiry.listing.kind === "venue" ? "/venue-owner-dashboard" : "/vendor-dashboard"}`,
        toCouple: false,
      }),
    });
  } catch (err) {
    deps.log.error({ err }, "inquiry mail failed");
  }
}

/** The message as plain text, attachments named (mails and excerpts). */
export function messageText(message: Pick<ChatMessage, "body" | "attachments">): string {
  const files = message.attachments.map((a) => `[${a.name}]`).join(" ");
  return [message.body, files].filter(Boolean).join("\n");
}
