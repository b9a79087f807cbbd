import { useEffect, useRef, useState } from "react";
import type { ThreadKey } from "@shared/schemas/collaboration";
import { markThreadRead } from "../api/conversations-api";

function useIsTabVisible() {
  const [isVisible, setIsVisible] = useState(() => document.visibilityState === "visible");
  useEffect(() => {
    const onChange = () => setIsVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return isVisible;
}

/**
 * Marks the thread read while it is open and the tab is in front: on open, when a message from someone
 * else arrives, and when the person comes back to the tab. A tab in the background reads nothing, so the
 * other side's "Seen" means a person had the conversation on screen.
 */
export function useMarkRead({
  thread,
  latestFromOthers,
  myLastReadAt,
  onMarked,
}: {
  thread: ThreadKey;
  /** When the newest message from someone else was written; undefined while there is none. */
  latestFromOthers: string | undefined;
  myLastReadAt: string | undefined;
  onMarked: () => void;
}) {
  const isVisible = useIsTabVisible();
  const marked = useRef<string | undefined>(undefined);
  const onMarkedRef = useRef(onMarked);
  onMarkedRef.current = onMarked;

  useEffect(() => {
    if (!isVisible || !latestFromOthers) return;
    if (myLastReadAt && Date.parse(myLastReadAt) >= Date.parse(latestFromOthers)) return;
    if (marked.current === latestFromOthers) return; // already asked for this one
    marked.current = latestFromOthers;
    void markThreadRead(thread).then(() => onMarkedRef.current());
  }, [thread, isVisible, latestFromOthers, myLastReadAt]);
}
