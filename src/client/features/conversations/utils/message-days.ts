import type { ChatMessage } from "@shared/schemas/collaboration";

/** One calendar day of a conversation, in the viewer's time zone. */
export type MessageDay<M> = { key: string; label: string; messages: M[] };

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;

/** "Today", "Yesterday", "Monday, May 12", or with the year when it is not this year's. */
export function dayLabel(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (dayKey(at) === dayKey(now)) return "Today";
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(at) === dayKey(yesterday)) return "Yesterday";
  return at.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}

/** "3:05 PM" in the viewer's time zone. */
export function timeLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
}

/** Messages (oldest first) in runs of one calendar day each, oldest day first. */
export function groupByDay<M extends Pick<ChatMessage, "createdAt">>(
  messages: M[],
  now = new Date(),
): MessageDay<M>[] {
  const days: MessageDay<M>[] = [];
  for (const m of messages) {
    const key = dayKey(new Date(m.createdAt));
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(m);
    else days.push({ key, label: dayLabel(m.createdAt, now), messages: [m] });
  }
  return days;
}

/**
 * Merges messages by id and orders them oldest first: the same message can arrive from the page's fetch,
 * the live channel and the send's own answer, in any order.
 */
export function mergeMessages(...lists: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id),
  );
}
