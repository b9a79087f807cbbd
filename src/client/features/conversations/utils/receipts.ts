import type { ChatMessage, ConversationParticipant, ThreadRead } from "@shared/schemas/collaboration";

/**
 * Who has read the viewer's last message: the other participants whose `lastReadAt` reached it.
 * Only the last own message carries the receipt (like the messengers people know), so `messageId` is
 * undefined when the viewer has sent nothing yet.
 */
export function seenBy({
  messages,
  reads,
  participants,
  viewerId,
}: {
  messages: ChatMessage[];
  reads: ThreadRead[];
  participants: ConversationParticipant[];
  viewerId: string;
}): { messageId: string | undefined; names: string[] } {
  const last = messages.findLast((m) => m.authorId === viewerId);
  if (!last) return { messageId: undefined, names: [] };
  const sentAt = Date.parse(last.createdAt);
  const names = reads
    .filter((r) => r.userId !== viewerId && Date.parse(r.lastReadAt) >= sentAt)
    .map((r) => participants.find((p) => p.id === r.userId)?.name ?? "Someone");
  return { messageId: last.id, names };
}

/** "Seen" between two people; "Seen by Ava and Noah" in a group, where who matters. */
export function seenText(names: string[], participantCount: number): string | null {
  if (names.length === 0) return null;
  if (participantCount <= 2) return "Seen";
  return `Seen by ${listNames(names)}`;
}

/** "Ava", "Ava and Noah", "Ava, Noah and Mia". */
export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The newest moment someone other than the viewer wrote (what reading the thread must reach). */
export function latestFromOthers(messages: ChatMessage[], viewerId: string): string | undefined {
  return messages.findLast((m) => m.authorId !== viewerId)?.createdAt;
}
