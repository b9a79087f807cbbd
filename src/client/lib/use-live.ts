import { useEffect, useRef } from "react";
import type { LiveEvent } from "@shared/schemas/collaboration";
import { onLiveReconnect, subscribeLive } from "./live-channel";

/**
 * Listens to the tab's live channel while the component is mounted. `onEvent` sees every event (filter by
 * `type`); `onReconnect` runs after a dropped channel comes back (refetch: the database has what was missed).
 */
export function useLive(onEvent: (event: LiveEvent) => void, onReconnect?: () => void) {
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  useEffect(() => {
    const stop = subscribeLive((e) => handlers.current.onEvent(e));
    const stopReconnect = onLiveReconnect(() => handlers.current.onReconnect?.());
    return () => {
      stop();
      stopReconnect();
    };
  }, []);
}
