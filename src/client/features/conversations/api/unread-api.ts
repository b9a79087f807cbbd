import { useQuery } from "@tanstack/react-query";
// Types only: the navigation's lazy badge loads this file, and must not bring zod along (issue #13).
import type { UnreadSummary } from "@shared/schemas/collaboration";
import { api } from "@client/lib/api";

export const UNREAD_KEY = ["conversations", "unread"] as const;

/** GET /api/conversations/unread: the viewer's unread messages, in total and per conversation. */
export function useUnreadSummary() {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => api<UnreadSummary>("GET", "/api/conversations/unread", undefined, { signal }),
    // The live channel's `unread` events keep it current.
    staleTime: 60_000,
  });
}
