import type { ReactNode } from "react";
import type { ThreadKey } from "@shared/schemas/collaboration";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { PendingState } from "@client/components/ui/pending-state";
import { useSession } from "@client/lib/session";
import { useConversation } from "../hooks/use-conversation";
import { useTypingSignal } from "../hooks/use-typing-signal";
import { seenBy, seenText } from "../utils/receipts";
import { typingText } from "../utils/typing-text";
import { Composer, type ComposerField } from "./composer";
import type { ShownMessage } from "./message-bubble";
import { MessageList } from "./message-list";

/**
 * A live conversation (issue #13): an inquiry thread (`inquiry:{id}`) or a couple's group chat
 * (`couple:{coupleId}`). Messages arrive over the live channel without a reload, and a reconnect refetches
 * what was missed; sending shows the message at once and keeps it with a retry when it fails.
 */
export function Conversation({
  thread,
  composerLabel,
  emptyText = "No messages yet. Say hello.",
  composerTools,
  onActivity,
  className,
}: {
  thread: ThreadKey;
  composerLabel: string;
  emptyText?: string;
  composerTools?: (field: ComposerField) => ReactNode;
  /** After a message is stored in the thread, sent or received. */
  onActivity?: () => void;
  className?: string;
}) {
  const { user } = useSession();
  const viewerId = user?.id ?? "";
  const chat = useConversation(thread, viewerId, onActivity);
  const typing = useTypingSignal(thread);
  const { page } = chat;

  if (page.isPending) {
    return (
      <PendingState query={page}>
        <div className="h-64 animate-pulse rounded-2xl bg-cream" aria-hidden />
      </PendingState>
    );
  }
  if (page.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-cream px-5 py-6 text-center">
        <p className="font-medium text-ink">We couldn't load the conversation</p>
        <p className="mt-1 text-sm text-muted">{page.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => void page.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const shown: ShownMessage[] = [
    ...chat.messages.map((m) => ({ ...m, key: m.id })),
    ...chat.pending.map((p) => ({
      key: p.localId,
      authorId: viewerId,
      authorName: user?.name ?? "You",
      body: p.body,
      attachments: p.attachments,
      createdAt: p.createdAt,
      pending: {
        status: p.status,
        error: p.error,
        onRetry: () => chat.retry(p.localId),
        onDiscard: () => chat.discard(p.localId),
      },
    })),
  ];
  const seen = seenBy({
    messages: chat.messages,
    reads: chat.reads,
    participants: chat.participants,
    viewerId,
  });
  // The receipt sits under the last own message only while nothing of the viewer's is still unsent.
  const receiptKey = chat.pending.length === 0 ? seen.messageId : undefined;
  const typingNow = typingText(chat.typingNames);

  return (
    <div className={cx("flex min-w-0 flex-col rounded-2xl border border-line bg-ivory/40", className)}>
      <MessageList
        messages={shown}
        viewerId={viewerId}
        receipt={{ key: receiptKey, text: seenText(seen.names, chat.participants.length) }}
        hasEarlier={chat.hasEarlier}
        isLoadingEarlier={chat.isLoadingEarlier}
        onLoadEarlier={() => void chat.loadEarlier()}
        emptyText={emptyText}
      />
      <p aria-live="polite" className="min-h-6 px-4 pb-1 text-xs italic text-muted">
        {typingNow}
      </p>
      <Composer
        label={composerLabel}
        isSending={chat.isSending}
        onType={typing.onType}
        onSend={(body, attachments) => {
          typing.reset();
          chat.sendMessage(body, attachments);
        }}
        tools={composerTools}
      />
    </div>
  );
}
