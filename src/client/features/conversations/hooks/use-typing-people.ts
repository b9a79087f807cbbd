import { useCallback, useEffect, useState } from "react";
import { TYPING_SHOWN_MS } from "../utils/typing-text";

type Typist = { name: string; until: number };

/**
 * Who is typing in the thread now: each "typing" event holds a name for TYPING_SHOWN_MS, a message from
 * that person clears it at once.
 */
export function useTypingPeople() {
  const [typists, setTypists] = useState<Map<string, Typist>>(() => new Map());

  const onTyping = useCallback((userId: string, name: string) => {
    setTypists((prev) => new Map(prev).set(userId, { name, until: Date.now() + TYPING_SHOWN_MS }));
  }, []);
  const onStopped = useCallback((userId: string) => {
    setTypists((prev) => {
      if (!prev.has(userId)) return prev;
      const next = new Map(prev);
      next.delete(userId);
      return next;
    });
  }, []);

  // One timer for the earliest expiry; it drops whoever has gone quiet.
  useEffect(() => {
    if (typists.size === 0) return;
    const next = Math.min(...[...typists.values()].map((t) => t.until));
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setTypists((prev) => new Map([...prev].filter(([, t]) => t.until > now)));
      },
      Math.max(0, next - Date.now()) + 20,
    );
    return () => clearTimeout(timer);
  }, [typists]);

  return { names: [...typists.values()].map((t) => t.name), onTyping, onStopped };
}
