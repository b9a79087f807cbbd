import { randomUUID } from "node:crypto";
import type { Bus } from "../../realtime/bus";
import type { ListingCache } from "./listing-cache";

/**
 * "The listing answers changed" for every process (issue #13, docs/decisions/032): the process that
 * served the write clears its own cache at once (its next answer is fresh without waiting on Redis) and
 * publishes on the bus's "listing-cache" channel; every other process clears its cache on hearing it.
 * Returns the function to call after such a write. Each cache keeps its TTL as the bound should a
 * message be lost (pub/sub keeps nothing).
 */
export function shareListingInvalidation(bus: Bus, cache: Pick<ListingCache, "invalidate">): () => void {
  const self = randomUUID();
  bus.subscribe("listing-cache", (raw) => {
    if ((raw as { from?: unknown } | null)?.from !== self) cache.invalidate();
  });
  return () => {
    cache.invalidate();
    bus.publish("listing-cache", { from: self });
  };
}
