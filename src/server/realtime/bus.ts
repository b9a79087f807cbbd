import { EventEmitter } from "node:events";
import { Redis } from "ioredis";

/**
 * The fan-out between app processes (issue #13; docs/decisions/031). Everything one process must tell
 * the others goes through here: live events for connected tabs, "the listing answers changed", "this
 * couple's guest list changed". Without REDIS_URL it is an in-process emitter (one process, as before);
 * with it, Redis pub/sub, so every process — including the sender — hears every message once.
 *
 * Messages are JSON and best-effort (pub/sub keeps nothing): whatever must not be lost is stored in the
 * database first, and a tab that reconnects catches up from there.
 */
export type Bus = {
  readonly kind: "local" | "redis";
  publish(channel: BusChannel, message: unknown): void;
  /** Calls `handler` for every message on `channel` (from any process); returns the unsubscribe. */
  subscribe(channel: BusChannel, handler: (message: unknown) => void): () => void;
  /** Resolves once subscriptions are live (Redis: the SUBSCRIBE was acknowledged). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** The channels in use; one name per kind of news keeps subscriptions few. */
export type BusChannel = "live" | "listing-cache" | "guest-list" | "run-sheet";

export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: "local",
    publish(channel, message) {
      // Asynchronous like Redis, so code never relies on hearing its own message synchronously.
      queueMicrotask(() => emitter.emit(channel, message));
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    ready: async () => {},
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing else).
 * Channel names are `prefix + channel` (REDIS_PREFIX), so deployments and test runs sharing one Redis
 * stay apart.
 */
export function createRedisBus(url: string, opts: { prefix?: string; log?: Log } = {}): Bus {
  const { prefix = "wedding:", log } = opts;
  const options = { maxRetriesPerRequest: null, enableAutoPipelining: true, lazyConnect: false };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  for (const c of [pub, sub]) c.on("error", (err) => log?.warn({ err }, "redis bus connection error"));
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const subscribed = new Map<string, Promise<unknown>>();
  sub.on("message", (channel: string, raw: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const h of set) h(message);
  });
  return {
    kind: "redis",
    publish(channel, message) {
      pub.publish(prefix + channel, JSON.stringify(message)).catch((err: unknown) => {
        log?.warn({ err, channel }, "redis publish failed");
      });
    },
    subscribe(channel, handler) {
      const name = prefix + channel;
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        subscribed.set(name, sub.subscribe(name));
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    ready: async () => {
      await Promise.all([...subscribed.values()]);
    },
    close: async () => {
      handlers.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

export function createBus(redisUrl: string | undefined, opts: { prefix?: string; log?: Log } = {}): Bus {
  return redisUrl ? createRedisBus(redisUrl, opts) : createLocalBus();
}
