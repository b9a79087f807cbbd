import { useSyncExternalStore } from "react";

// Heard from the first script on (docs/decisions/025-offline-and-slow-networks.md). Like TanStack Query's
// onlineManager, which the query client starts from this value (query-client.ts), it trusts the window's
// online/offline events and starts online: paused queries and what the screen says agree. Kept apart from
// the query library so the first load does not carry it (issue #21).
let online = true;
const listeners = new Set<() => void>();
function set(value: boolean) {
  if (value === online) return;
  online = value;
  for (const l of listeners) l();
}
if (typeof window !== "undefined") {
  window.addEventListener("online", () => set(true));
  window.addEventListener("offline", () => set(false));
}

export const isOnlineNow = () => online;
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
};

/** Whether the browser has a connection, as the window's online/offline events tell it. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnlineNow, () => true);
}
