import { useCallback, useRef, useState } from "react";
import { GRACE_HISTORY_MAX } from "@shared/schemas/grace";
import { GRACE_FAILURE_MESSAGE, type GraceReply } from "@shared/schemas/help";
import { ApiError } from "@client/lib/api";
import { sendGraceMessage } from "../api/grace-api";

/** Spec section 3: a chat message (id, role, content, timestamp; optional audioUrl for Grace). */
export type GraceMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  audioUrl?: string | null;
  /** The ticket Grace offers under this reply (suggestTicket with its fields). */
  offer?: {
    issueType: NonNullable<GraceReply["issueType"]>;
    priority: NonNullable<GraceReply["priority"]>;
    title: string;
  } | null;
  failed?: boolean;
  /** The confirmation of a ticket created from this conversation (shows the link to /help). */
  isTicketConfirmation?: boolean;
};

export const GRACE_WELCOME =
  "Hi! I'm Grace, the June Weddings support assistant. I can help with your account, venues and vendors, bookings and payments, technical issues and features. What can I help you with?";

const newId = () => crypto.randomUUID();
const now = () => new Date().toISOString();

/**
 * Grace's conversation (spec section 4): the welcome added when the panel first opens with no messages;
 * empty or whitespace text is not sent and nothing is sent while loading (section 5); once a ticket exists
 * for the conversation, suggestions stop (the server is told, and checks too).
 */
export function useGraceChat() {
  const [messages, setMessages] = useState<GraceMessage[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [hasTicket, setHasTicket] = useState(false);
  const loading = useRef(false);

  const welcome = useCallback(() => {
    setMessages((m) =>
      m.length === 0 ? [{ id: newId(), role: "assistant", content: GRACE_WELCOME, timestamp: now() }] : m,
    );
  }, []);

  const send = useCallback(
    async (raw: string, opts: { isVoice: boolean }): Promise<GraceMessage | null> => {
      const text = raw.trim();
      if (!text || loading.current) return null;
      loading.current = true;
      setLoading(true);
      const history = messages
        .filter((m) => !m.failed && m.content !== GRACE_WELCOME)
        .slice(-GRACE_HISTORY_MAX)
        .map((m) => ({ role: m.role, content: m.content }));
      setMessages((m) => [...m, { id: newId(), role: "user", content: text, timestamp: now() }]);
      let reply: GraceMessage;
      try {
        const r = await sendGraceMessage({
          message: text,
          conversationHistory: history,
          isVoice: opts.isVoice,
          hasTicket,
        });
        reply = {
          id: newId(),
          role: "assistant",
          content: r.response,
          timestamp: now(),
          audioUrl: r.audioUrl,
          offer:
            r.suggestTicket && !hasTicket
              ? {
                  issueType: r.issueType ?? "other",
                  priority: r.priority ?? "medium",
                  title: r.title ?? "Support Request",
                }
              : null,
        };
      } catch (err) {
        // A rate limit or a refused message says what to do; anything else is the spec's failure text.
        const shown =
          err instanceof ApiError && (err.status === 429 || err.status === 400)
            ? err.message
            : GRACE_FAILURE_MESSAGE;
        if (!(err instanceof ApiError) || err.status >= 500 || err.status === 0)
          console.warn("Grace: the reply failed", err);
        reply = { id: newId(), role: "assistant", content: shown, timestamp: now(), failed: true };
      }
      setMessages((m) => [...m, reply]);
      loading.current = false;
      setLoading(false);
      return reply;
    },
    [messages, hasTicket],
  );

  /** A ticket now exists for this conversation: offers already shown are withdrawn, none are made again. */
  const ticketCreated = useCallback((title: string) => {
    setHasTicket(true);
    setMessages((m) => [
      ...m.map((msg) => (msg.offer ? { ...msg, offer: null } : msg)),
      {
        id: newId(),
        role: "assistant",
        content: `Your ticket "${title}" is with our team. We'll reply by email, and you can follow it on your help page.`,
        timestamp: now(),
        isTicketConfirmation: true,
      },
    ]);
  }, []);

  return { messages, isLoading, hasTicket, welcome, send, ticketCreated };
}
