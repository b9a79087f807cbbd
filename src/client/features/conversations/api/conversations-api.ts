import { useMutation, useQuery } from "@tanstack/react-query";
import {
  CONVERSATION_PAGE_DEFAULT,
  type ChatMessage,
  type ConversationPage,
  type SendMessage,
  type ThreadKey,
} from "@shared/schemas/collaboration";
import { api, ApiError } from "@client/lib/api";

/** Messages per page: the latest on open, then as many again per "Show earlier messages". */
export const PAGE_SIZE = CONVERSATION_PAGE_DEFAULT;

export const threadQueryKey = (thread: ThreadKey) => ["conversations", "thread", thread] as const;

const threadPath = (thread: ThreadKey) => `/api/conversations/${encodeURIComponent(thread)}`;

export function getThreadPage(thread: ThreadKey, before?: string, signal?: AbortSignal) {
  const qs = new URLSearchParams({ limit: String(PAGE_SIZE), ...(before ? { before } : {}) });
  return api<ConversationPage>("GET", `${threadPath(thread)}/messages?${qs}`, undefined, { signal });
}

export function useThreadPage(thread: ThreadKey) {
  return useQuery({
    queryKey: threadQueryKey(thread),
    queryFn: ({ signal }) => getThreadPage(thread, undefined, signal),
    // Live events keep it current; a reconnect or a revisit refetches (catch-up from the database).
    staleTime: 30_000,
    // A 404 (no such thread, or no access) does not get better by asking again.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status === 404),
  });
}

/** POST a message; the caller shows it at once and settles it with the answer (optimistic send). */
export function useSendMessage(thread: ThreadKey) {
  return useMutation({
    mutationFn: (input: SendMessage) =>
      api<ChatMessage>("POST", `${threadPath(thread)}/messages`, input, { idempotent: true }),
    meta: { errorToast: false }, // the failed bubble says so and offers a retry
  });
}

/** POST …/read: the viewer has seen everything up to now. Fire and forget: the next open tries again. */
export function markThreadRead(thread: ThreadKey): Promise<unknown> {
  return api("POST", `${threadPath(thread)}/read`).catch(() => undefined);
}

/** POST …/typing: the others see "… is typing" for a few seconds. Losing one changes nothing. */
export function signalTyping(thread: ThreadKey): Promise<unknown> {
  return api("POST", `${threadPath(thread)}/typing`).catch(() => undefined);
}
