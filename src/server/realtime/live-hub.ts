import type { LiveEvent } from "@shared/schemas/collaboration";
import type { Bus } from "./bus";

/**
 * The live channel's address book (issue #13): which user has which tabs connected to this process.
 * `send` addresses users, not sockets: the event crosses the bus, and every process hands it to the
 * tabs it holds for those users. Recipients are chosen by the sender at send time from the database
 * (a couple's active contributors, an inquiry's two sides), so a revoked contributor stops receiving
 * with the next event, whatever sockets they still hold.
 */
export type LiveSink = (event: LiveEvent) => void;

export type LiveHub = {
  /** Delivers `event` to every connected tab of `userIds`, on every process. */
  send(userIds: readonly string[], event: LiveEvent): void;
  /** Registers one tab of `userId` on this process; returns the disconnect. */
  connect(userId: string, sink: LiveSink): () => void;
  /** Tabs connected to this process (benchmarks and health). */
  connections(): number;
};

type Envelope = { to: string[]; event: LiveEvent };

export function createLiveHub(bus: Bus): LiveHub {
  const tabs = new Map<string, Set<LiveSink>>();
  let count = 0;
  bus.subscribe("live", (raw) => {
    const { to, event } = raw as Envelope;
    for (const userId of to) {
      const sinks = tabs.get(userId);
      if (!sinks) continue;
      for (const sink of sinks) sink(event);
    }
  });
  return {
    send(userIds, event) {
      if (userIds.length === 0) return;
      bus.publish("live", { to: [...new Set(userIds)], event } satisfies Envelope);
    },
    connect(userId, sink) {
      let sinks = tabs.get(userId);
      if (!sinks) {
        sinks = new Set();
        tabs.set(userId, sinks);
      }
      sinks.add(sink);
      count++;
      return () => {
        if (!sinks.delete(sink)) return;
        count--;
        if (sinks.size === 0) tabs.delete(userId);
      };
    },
    connections: () => count,
  };
}
