import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

const isOnline = () => onlineManager.isOnline();
const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/**
 * Whether the browser has a connection, as TanStack Query knows it (the window's online/offline events).
 * Paused queries and mutations wait on the same signal, so what the screen says and what the requests do
 * agree (docs/decisions/025-offline-and-slow-networks.md).
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
