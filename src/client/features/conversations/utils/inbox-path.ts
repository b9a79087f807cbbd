import type { UserKind } from "@shared/catalog";

/** Where each kind of account reads its conversations. */
const inboxes: Record<UserKind, string> = {
  couple: "/couple-account",
  venue_owner: "/venue-owner-dashboard",
  vendor: "/vendor-dashboard",
  contributor: "/contributor-dashboard",
};

/**
 * Where the unread badge leads: straight into the conversation when all unread messages are in one
 * (the inbox opens that inquiry; a group chat is its own page), else the inbox of the account's kind.
 */
export function inboxPath(kind: UserKind, threads: { thread: string; unread: number }[]): string {
  const unread = threads.filter((t) => t.unread > 0);
  const only = unread.length === 1 ? unread[0]!.thread : undefined;
  if (only?.startsWith("couple:")) return `/contributor/${encodeURIComponent(only.slice(7))}/chat`;
  if (only?.startsWith("inquiry:") && kind !== "contributor") {
    return `${inboxes[kind]}?inquiry=${encodeURIComponent(only.slice(8))}`;
  }
  return inboxes[kind];
}

/** "1 unread message", "3 unread messages": the badge's accessible name. */
export const unreadLabel = (total: number) => `${total} unread message${total === 1 ? "" : "s"}`;
