import { useCallback, useRef } from "react";
import type { ThreadKey } from "@shared/schemas/collaboration";
import { signalTyping } from "../api/conversations-api";
import { TYPING_THROTTLE_MS } from "../utils/typing-text";

/**
 * Tells the others the person is typing, at most once per TYPING_THROTTLE_MS however fast they type;
 * `reset` after a send, so the next message's first keystroke signals at once.
 */
export function useTypingSignal(thread: ThreadKey) {
  const lastSent = useRef(0);
  const onType = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_THROTTLE_MS) return;
    lastSent.current = now;
    void signalTyping(thread);
  }, [thread]);
  const reset = useCallback(() => {
    lastSent.current = 0;
  }, []);
  return { onType, reset };
}
