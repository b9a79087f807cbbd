import { EventEmitter } from "node:events";
import type { Bus } from "../../realtime/bus";

/**
 * "This run sheet changed" (issue #15): every write to a sheet (the couple's edits, a vendor's
 * confirmation, an import, a share revoked) announces it once committed; the open shared views hear it
 * through `GET /api/run-sheets/shared/:token/live` (SSE, no session needed) and refetch. Carried on the
 * app's bus (channel "run-sheet"), so with REDIS_URL a change made through one process reaches the streams
 * of every process; the local bus and Redis both deliver to the sender too, so no separate local path.
 */
export type RunSheetNews = {
  announce: (runSheetId: string) => void;
  /** Calls `listener` whenever `runSheetId` changes; returns the unsubscribe. */
  onChange: (runSheetId: string, listener: () => void) => () => void;
  close: () => void;
};

export function createRunSheetNews(bus: Bus): RunSheetNews {
  const local = new EventEmitter();
  local.setMaxListeners(0); // one listener per open shared view
  const unsubscribe = bus.subscribe("run-sheet", (raw) => {
    const { runSheetId } = (raw ?? {}) as { runSheetId?: unknown };
    if (typeof runSheetId === "string") local.emit(runSheetId);
  });
  return {
    announce: (runSheetId) => bus.publish("run-sheet", { runSheetId }),
    onChange(runSheetId, listener) {
      local.on(runSheetId, listener);
      return () => local.off(runSheetId, listener);
    },
    close() {
      unsubscribe();
      local.removeAllListeners();
    },
  };
}
