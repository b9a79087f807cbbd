import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Bus } from "../../realtime/bus";

/**
 * "This couple's guest list changed" (issue #12): RSVP answers, imports and edits announce it once their
 * write is committed; the guest list cache drops the couple's entry and the couple's open guest list
 * manager hears it through `GET /api/guests/live` and refetches, so answers arrive without a reload.
 *
 * One per app, carried on the app's bus (channel "guest-list"; issue #13, docs/decisions/032): with
 * REDIS_URL a change made through one process reaches the caches and live streams of every process.
 * The announcing process tells its own listeners at once, so a couple's next read on the same process
 * never races the pub/sub round trip; it ignores its own message when it comes back.
 */
export type GuestListNews = {
  /** Tells every process that `coupleId`'s list changed (call it after the write committed). */
  announce: (coupleId: string) => void;
};

export type GuestListBus = GuestListNews & {
  /** Calls `listener` with the couple's id on every change of any couple's list; returns the unsubscribe. */
  onAny: (listener: (coupleId: string) => void) => () => void;
  /** Calls `listener` on every change of the couple's list; returns the unsubscribe. */
  onChange: (coupleId: string, listener: () => void) => () => void;
  close: () => void;
};

type Message = { from: string; coupleId: string };

/** Any couple's change (the list cache listens to all). */
const ANY = Symbol("any couple");

/**
 * `onAnnounce` runs once per change, on the process that made it (not on every process hearing it): the
 * place to push the change to people's tabs, which the live hub fans out itself.
 */
export function createGuestListBus(
  bus: Bus,
  opts: { onAnnounce?: (coupleId: string) => void } = {},
): GuestListBus {
  const self = randomUUID();
  const local = new EventEmitter();
  local.setMaxListeners(0); // one listener per open guest list tab
  const tell = (coupleId: string) => {
    local.emit(coupleId);
    local.emit(ANY, coupleId);
  };
  const unsubscribe = bus.subscribe("guest-list", (raw) => {
    const { from, coupleId } = (raw ?? {}) as Partial<Message>;
    if (from !== self && typeof coupleId === "string") tell(coupleId);
  });
  return {
    announce(coupleId) {
      tell(coupleId);
      opts.onAnnounce?.(coupleId);
      bus.publish("guest-list", { from: self, coupleId } satisfies Message);
    },
    onAny(listener) {
      local.on(ANY, listener);
      return () => local.off(ANY, listener);
    },
    onChange(coupleId, listener) {
      local.on(coupleId, listener);
      return () => local.off(coupleId, listener);
    },
    close() {
      unsubscribe();
      local.removeAllListeners();
    },
  };
}
