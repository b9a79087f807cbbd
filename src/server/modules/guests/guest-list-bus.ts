import { EventEmitter } from "node:events";

/**
 * "This couple's guest list changed" (issue #12): RSVP answers, imports and edits announce it; the
 * couple's open guest list manager hears it through `GET /api/guests/live` and refetches, so answers
 * arrive without a reload. In-process for now: with several app processes the Collaboration issue
 * carries these over Redis pub/sub, behind these same two functions.
 */
const bus = new EventEmitter();
bus.setMaxListeners(0); // one listener per open guest list tab

export function announceGuestListChange(coupleId: string): void {
  bus.emit(coupleId);
}

/** Calls `listener` on every change of the couple's list; returns the unsubscribe. */
export function onGuestListChange(coupleId: string, listener: () => void): () => void {
  bus.on(coupleId, listener);
  return () => bus.off(coupleId, listener);
}
