import { EventEmitter } from "node:events";

/**
 * "This couple's guest list changed" (issue #12): RSVP answers, imports and edits announce it; the
 * couple's open guest list manager hears it through `GET /api/guests/live` and refetches, so answers
 * arrive without a reload. In-process for now: with several app processes the Collaboration issue
 * carries these over Redis pub/sub, behind these same two functions.
 */
const bus = new EventEmitter();
bus.setMaxListeners(0); // one listener per open guest list tab

/** Any couple's change (the list cache listens to all). */
const ANY = Symbol("any couple");

export function announceGuestListChange(coupleId: string): void {
  bus.emit(coupleId);
  bus.emit(ANY, coupleId);
}

/** Calls `listener` with the couple's id on every change of any couple's list; returns the unsubscribe. */
export function onAnyGuestListChange(listener: (coupleId: string) => void): () => void {
  bus.on(ANY, listener);
  return () => bus.off(ANY, listener);
}

/** Calls `listener` on every change of the couple's list; returns the unsubscribe. */
export function onGuestListChange(coupleId: string, listener: () => void): () => void {
  bus.on(coupleId, listener);
  return () => bus.off(coupleId, listener);
}
