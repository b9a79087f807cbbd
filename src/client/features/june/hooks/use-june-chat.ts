import { useCallback, useEffect, useRef, useState } from "react";
import { GENERIC_WELCOME } from "@shared/rules/june-welcome";
import {
  JUNE_DEFAULT_IMAGE_TEXT,
  JUNE_FAILURE_MESSAGE,
  type JuneMessage,
  type JuneStreamEvent,
} from "@shared/schemas/june";
import { ApiError, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { clearHistory, getHistory, getWelcome, resolveAction, streamMessage } from "../api/june-api";

/** A message as the widget shows it: stored ones, plus local ones (welcome, the reply being streamed). */
export type ViewMessage = JuneMessage & {
  /** Not stored on the server (the welcome, an optimistic user message, a draft reply). */
  isLocal?: boolean;
  isStreaming?: boolean;
  /** The couple pressed Stop: the partial reply stays, marked as stopped. */
  isStopped?: boolean;
  /** Retry resends the message that produced this failed reply. */
  canRetry?: boolean;
  retryOf?: Sent;
};

export type ChatAudience = "guest" | "couple" | "business";

let localCounter = 0;
const localId = (prefix: string) => `local-${prefix}-${++localCounter}`;

const welcomeMessage = (text: string): ViewMessage => ({
  id: localId("welcome"),
  role: "assistant",
  content: text,
  createdAt: new Date().toISOString(),
  isLocal: true,
});

type Sent = { text: string; image?: string };

/**
 * June's conversation: history or welcome on first load, streaming replies, stop, retry, clear, and the
 * confirm/dismiss of a proposed action. Spec sections 4 and 8; the HTTP contract is shared/schemas/june.ts.
 */
export function useJuneChat(audience: ChatAudience) {
  const [messages, setMessages] = useState<ViewMessage[]>([]);
  const [isLoadingHistory, setLoadingHistory] = useState(audience === "couple");
  const [isStreaming, setStreaming] = useState(false);
  const [isClearing, setClearing] = useState(false);
  const [resolving, setResolving] = useState<string | null>(null);
  /** What screen readers hear once a reply is complete (not per token). */
  const [announcement, setAnnouncement] = useState("");
  const abortRef = useRef<AbortController | null>(null);
  const stoppedRef = useRef(false);

  const loadWelcome = useCallback(async () => {
    try {
      const { text } = await getWelcome();
      return text || GENERIC_WELCOME;
    } catch (err) {
      console.warn("June: personalised welcome failed", err);
      return GENERIC_WELCOME;
    }
  }, []);

  // First load: the couple's last 20 messages, else their personalised welcome; others get the generic one.
  useEffect(() => {
    if (audience !== "couple") {
      setMessages([welcomeMessage(GENERIC_WELCOME)]);
      setLoadingHistory(false);
      return;
    }
    let cancelled = false;
    void (async () => {
      let initial: ViewMessage[];
      try {
        const { messages: stored } = await getHistory();
        initial = stored.length > 0 ? stored : [welcomeMessage(await loadWelcome())];
      } catch (err) {
        // Spec section 8: "June history load failure — Logged; generic welcome shown".
        console.warn("June: history load failed", err);
        initial = [welcomeMessage(GENERIC_WELCOME)];
      }
      if (cancelled) return;
      setMessages(initial);
      setLoadingHistory(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [audience, loadWelcome]);

  // Leaving (sign-out, unmount) cancels a reply in flight; the server then aborts the upstream call.
  useEffect(() => () => abortRef.current?.abort(), []);

  const patch = (id: string, change: (m: ViewMessage) => ViewMessage) =>
    setMessages((all) => all.map((m) => (m.id === id ? change(m) : m)));

  const send = useCallback(async (input: Sent) => {
    const text = input.text.trim() || (input.image ? JUNE_DEFAULT_IMAGE_TEXT : "");
    if (!text || abortRef.current) return;
    const body: Sent = input.image ? { text, image: input.image } : { text };
    const userId = localId("user");
    let draftId = localId("draft");
    const now = new Date().toISOString();
    setMessages((all) => [
      ...all.map((m) => (m.canRetry ? { ...m, canRetry: false } : m)),
      {
        id: userId,
        role: "user",
        content: text,
        ...(body.image ? { image: body.image } : {}),
        createdAt: now,
        isLocal: true,
      },
      { id: draftId, role: "assistant", content: "", createdAt: now, isLocal: true, isStreaming: true },
    ]);
    setAnnouncement("");
    setStreaming(true);
    const controller = new AbortController();
    abortRef.current = controller;
    stoppedRef.current = false;
    let finished = false;

    const fail = (content: string, storedId?: string) => {
      finished = true;
      patch(draftId, (m) => ({
        ...m,
        id: storedId ?? m.id,
        content,
        failed: true,
        isStreaming: false,
        canRetry: true,
        retryOf: body,
      }));
      if (storedId) draftId = storedId;
      setAnnouncement(`June: ${content}`);
    };

    const onEvent = (e: JuneStreamEvent) => {
      switch (e.event) {
        case "user":
          patch(userId, (m) => ({ ...e.data.message, image: e.data.message.image ?? m.image }));
          break;
        case "delta":
          patch(draftId, (m) => ({ ...m, content: m.content + e.data.text }));
          break;
        case "tool":
          patch(draftId, (m) => ({ ...m, tools: [...(m.tools ?? []), e.data] }));
          break;
        case "action":
          patch(draftId, (m) => ({ ...m, pendingAction: e.data.pendingAction }));
          break;
        case "done":
          finished = true;
          patch(draftId, () => e.data.message);
          draftId = e.data.message.id;
          setAnnouncement(`June: ${e.data.message.content}`);
          break;
        case "error":
          fail(e.data.message || JUNE_FAILURE_MESSAGE, e.data.stored?.id);
          break;
      }
    };

    try {
      await streamMessage(body, onEvent, controller.signal);
      if (!finished) fail(JUNE_FAILURE_MESSAGE);
    } catch (err) {
      if (stoppedRef.current) {
        // Stopped by the couple: keep what arrived, drop an empty bubble.
        setMessages((all) =>
          all.flatMap((m) =>
            m.id !== draftId ? [m] : m.content ? [{ ...m, isStreaming: false, isStopped: true }] : [],
          ),
        );
        setAnnouncement("June stopped.");
      } else if (!(err instanceof DOMException && err.name === "AbortError")) {
        if (!(err instanceof ApiError)) console.warn("June: reply failed", err);
        fail(err instanceof ApiError ? err.message : JUNE_FAILURE_MESSAGE);
      }
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setStreaming(false);
    }
  }, []);

  const stop = useCallback(() => {
    stoppedRef.current = true;
    abortRef.current?.abort();
  }, []);

  /** Resends the message behind a failed reply; the failed pair leaves the view first. */
  const retry = useCallback(
    (failedId: string) => {
      const failed = messages.find((m) => m.id === failedId);
      if (!failed?.retryOf) return;
      const index = messages.indexOf(failed);
      const before = messages[index - 1];
      const drop = new Set([failed.id, ...(before?.role === "user" ? [before.id] : [])]);
      setMessages((all) => all.filter((m) => !drop.has(m.id)));
      void send(failed.retryOf);
    },
    [messages, send],
  );

  const clear = useCallback(async () => {
    abortRef.current?.abort();
    setClearing(true);
    try {
      await clearHistory();
      setMessages([welcomeMessage(await loadWelcome())]);
      setAnnouncement("Chat cleared.");
    } catch (err) {
      // Spec section 8: a clear-chat failure is logged only.
      console.warn("June: clear chat failed", err);
    } finally {
      setClearing(false);
    }
  }, [loadWelcome]);

  const resolve = useCallback(async (messageId: string, decision: "confirm" | "dismiss") => {
    setResolving(messageId);
    try {
      const { message, original } = await resolveAction(messageId, decision);
      setMessages((all) => [...all.map((m) => (m.id === original.id ? original : m)), message]);
      setAnnouncement(`June: ${message.content}`);
    } catch (err) {
      toast.error("June couldn't do that", { description: messageOf(err) });
    } finally {
      setResolving(null);
    }
  }, []);

  return {
    messages,
    isLoadingHistory,
    isStreaming,
    isClearing,
    resolving,
    announcement,
    hasStoredMessages: messages.some((m) => !m.isLocal),
    send,
    stop,
    retry,
    clear,
    resolve,
  };
}
