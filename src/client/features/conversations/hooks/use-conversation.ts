import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { ChatAttachment, ChatMessage, ConversationPage, ThreadKey } from "@shared/schemas/collaboration";
import { messageOf } from "@client/lib/api";
import { useLive } from "@client/lib/use-live";
import {
  getThreadPage,
  PAGE_SIZE,
  threadQueryKey,
  useSendMessage,
  useThreadPage,
} from "../api/conversations-api";
import { UNREAD_KEY } from "../api/unread-api";
import { mergeMessages } from "../utils/message-days";
import { latestFromOthers } from "../utils/receipts";
import { useMarkRead } from "./use-mark-read";
import { useTypingPeople } from "./use-typing-people";

/** A message shown before the server has it: sending, or failed with a retry. */
export type PendingMessage = {
  localId: string;
  body: string;
  attachments: ChatAttachment[];
  createdAt: string;
  status: "sending" | "failed";
  error?: string;
  /** The viewer's stored messages when it was written: any other one with its text may be it, stored. */
  ownBefore: Set<string>;
};

/**
 * The unsent messages still to show. The live channel may deliver a message before its own send answers;
 * a sending message whose stored copy is already listed is not shown twice.
 */
export function unsettled(pending: PendingMessage[], messages: ChatMessage[], viewerId: string) {
  const claimed = new Set<string>();
  return pending.filter((p) => {
    if (p.status !== "sending") return true;
    const ids = p.attachments.map((a) => a.uploadId).join();
    const stored = messages.find(
      (m) =>
        m.authorId === viewerId &&
        !p.ownBefore.has(m.id) &&
        !claimed.has(m.id) &&
        m.body === p.body &&
        m.attachments.map((a) => a.uploadId).join() === ids,
    );
    if (stored) claimed.add(stored.id);
    return !stored;
  });
}

/**
 * One conversation's state: the stored messages (the latest page, plus earlier pages on request), the
 * live channel's additions, the viewer's unsent messages, who is typing, and the read receipts. Marks the
 * thread read while it is on screen.
 */
export function useConversation(
  thread: ThreadKey,
  viewerId: string,
  /** After a message is stored in the thread, sent or received (an inbox refreshes its list and status). */
  onActivity?: () => void,
) {
  const onActivityRef = useRef(onActivity);
  onActivityRef.current = onActivity;
  const qc = useQueryClient();
  const key = threadQueryKey(thread);
  const page = useThreadPage(thread);
  const [earlier, setEarlier] = useState<ChatMessage[]>([]);
  const [hasEarlierPage, setHasEarlierPage] = useState<boolean | undefined>(undefined);
  const [isLoadingEarlier, setIsLoadingEarlier] = useState(false);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const typing = useTypingPeople();
  const send = useSendMessage(thread);

  const patch = useCallback(
    (change: (old: ConversationPage) => ConversationPage) =>
      qc.setQueryData<ConversationPage>(key, (old) => (old ? change(old) : old)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is derived from `thread`
    [qc, thread],
  );
  const addMessage = useCallback(
    (m: ChatMessage) => patch((old) => ({ ...old, messages: mergeMessages(old.messages, [m]) })),
    [patch],
  );
  const setRead = useCallback(
    (userId: string, at: string) =>
      patch((old) => ({
        ...old,
        reads: [...old.reads.filter((r) => r.userId !== userId), { userId, lastReadAt: at }],
      })),
    [patch],
  );

  useLive(
    (event) => {
      switch (event.type) {
        case "message":
          if (event.message.thread !== thread) return;
          addMessage(event.message);
          typing.onStopped(event.message.authorId);
          onActivityRef.current?.();
          return;
        case "typing":
          if (event.thread === thread && event.userId !== viewerId) typing.onTyping(event.userId, event.name);
          return;
        case "read":
          if (event.thread === thread) setRead(event.userId, event.at);
          return;
        case "access":
          // Access to this couple changed: what is shown may no longer be allowed (a refetch answers 404).
          if (thread === `couple:${event.coupleId}`) void qc.invalidateQueries({ queryKey: key });
          return;
        default:
          return;
      }
    },
    // Back after a drop: the database has whatever the socket missed.
    () => void qc.invalidateQueries({ queryKey: key }),
  );

  const data = page.data;
  const messages = data ? mergeMessages(earlier, data.messages) : [];
  const reads = data?.reads ?? [];
  const myLastReadAt = reads.find((r) => r.userId === viewerId)?.lastReadAt;

  useMarkRead({
    thread,
    latestFromOthers: latestFromOthers(messages, viewerId),
    myLastReadAt,
    onMarked: () => {
      setRead(viewerId, new Date().toISOString());
      void qc.invalidateQueries({ queryKey: UNREAD_KEY });
    },
  });

  async function loadEarlier() {
    const oldest = messages[0];
    if (!oldest || isLoadingEarlier) return;
    setIsLoadingEarlier(true);
    try {
      const older = await getThreadPage(thread, oldest.createdAt);
      setEarlier((prev) => mergeMessages(older.messages, prev));
      setHasEarlierPage(older.messages.length >= PAGE_SIZE);
    } finally {
      setIsLoadingEarlier(false);
    }
  }

  async function deliver(message: PendingMessage) {
    const update = (change: Partial<PendingMessage>) =>
      setPending((prev) => prev.map((p) => (p.localId === message.localId ? { ...p, ...change } : p)));
    update({ status: "sending", error: undefined });
    try {
      const stored = await send.mutateAsync({
        body: message.body,
        attachmentIds: message.attachments.map((a) => a.uploadId),
      });
      addMessage(stored);
      setPending((prev) => prev.filter((p) => p.localId !== message.localId));
      onActivityRef.current?.();
    } catch (err) {
      update({ status: "failed", error: messageOf(err) });
    }
  }

  /** Shows the message at once and sends it; a failure leaves it on screen with a retry. */
  function sendMessage(body: string, attachments: ChatAttachment[]) {
    const message: PendingMessage = {
      localId: crypto.randomUUID(),
      body,
      attachments,
      createdAt: new Date().toISOString(),
      status: "sending",
      ownBefore: new Set(messages.filter((m) => m.authorId === viewerId).map((m) => m.id)),
    };
    setPending((prev) => [...prev, message]);
    void deliver(message);
  }

  function retry(localId: string) {
    const message = pending.find((p) => p.localId === localId);
    if (message) void deliver(message);
  }

  function discard(localId: string) {
    setPending((prev) => prev.filter((p) => p.localId !== localId));
  }

  return {
    page,
    messages,
    participants: data?.participants ?? [],
    reads,
    pending: unsettled(pending, messages, viewerId),
    isSending: pending.some((p) => p.status === "sending"),
    typingNames: typing.names,
    hasEarlier: hasEarlierPage ?? (data ? data.messages.length >= PAGE_SIZE : false),
    isLoadingEarlier,
    loadEarlier,
    sendMessage,
    retry,
    discard,
  };
}
export type ConversationState = ReturnType<typeof useConversation>;
