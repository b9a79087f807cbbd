import { useEffect } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
// Types only: the navigation's lazy badge loads this file, and must not bring zod along (issue #13).
import type { LiveEvent, UnreadSummary } from "@shared/schemas/collaboration";
import { api } from "@client/lib/api";
import { useSession } from "@client/lib/session";
import { onLiveOpen, subscribeLive } from "@client/lib/live-channel";
import { addOne } from "../utils/unread-count";

export const UNREAD_KEY = ["conversations", "unread"] as const;

/** GET /api/conversations/unread: the viewer's unread messages, in total and per conversation. */
export function useUnreadSummary() {
  useUnreadLive();
  // Not while a sign-out is on its way: asked then, the server answers after the session ends (a 401).
  const { user, leaving } = useSession();
  return useQuery({
    queryKey: UNREAD_KEY,
    enabled: user !== null && !leaving,
    queryFn: ({ signal }) => api<UnreadSummary>("GET", "/api/conversations/unread", undefined, { signal }),
    // The live channel's `unread` and `unread-more` events keep it current.
    staleTime: 60_000,
  });
}

function applyLive(qc: QueryClient, event: LiveEvent) {
  if (event.type === "unread-more") {
    // Counted here, not refetched: every member of a busy chat refetching per message would cost the
    // server a recount each (decision 034).
    qc.setQueryData<UnreadSummary>(UNREAD_KEY, (old) => addOne(old, event.thread));
    return;
  }
  if (event.type !== "unread") return;
  // The total at once; which threads (for the link) with the next fetch.
  qc.setQueryData<UnreadSummary>(UNREAD_KEY, (old) => ({ threads: old?.threads ?? [], total: event.total }));
  void qc.invalidateQueries({ queryKey: UNREAD_KEY });
}

// One subscription however many badges show the count (the top bar's and the phone tab bar's): each
// applying the same "one more" would count every message twice.
let holders = 0;
let stop: (() => void) | undefined;

function useUnreadLive() {
  const qc = useQueryClient();
  useEffect(() => {
    if (holders++ === 0) {
      const stopEvents = subscribeLive((event) => applyLive(qc, event));
      // On every open, the first included: a message stored between the count's answer and the channel's
      // first open reached no tab, and the badge missed it until the next one.
      const stopOpen = onLiveOpen(() => void qc.invalidateQueries({ queryKey: UNREAD_KEY }));
      stop = () => {
        stopEvents();
        stopOpen();
      };
    }
    return () => {
      if (--holders === 0) stop?.();
    };
  }, [qc]);
}
