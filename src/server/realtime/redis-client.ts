import { Redis } from "ioredis";

type Log = { warn: (obj: object, msg: string) => void };

/**
 * The one Redis connection for commands (issue #13, docs/decisions/032): the rate limits' counters and
 * the RSVP look-up guards. Separate from the bus's pub/sub pair because a subscribed connection can run
 * nothing else. A command fails after one retry instead of queueing forever, so a Redis outage makes
 * the limits fail open (logged) rather than hang every request.
 */
export function createRedisClient(url: string, log?: Log): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
    connectTimeout: 5000,
  });
  client.on("error", (err) => log?.warn({ err }, "redis connection error"));
  return client;
}
