import { randomUUID } from "node:crypto";

/**
 * Grace's spoken replies, kept in memory for a few minutes under an unguessable id (docs/decisions/043):
 * the widget plays each once, right after the reply arrives, so nothing needs storing for longer — and a
 * reply's audio is never written to disk. Bounded in count, oldest dropped first.
 */
export type AudioStore = {
  put: (audio: Buffer) => string;
  get: (id: string) => Buffer | undefined;
};

export function createAudioStore(
  opts: { ttlMs?: number; maxItems?: number; now?: () => number } = {},
): AudioStore {
  const ttl = opts.ttlMs ?? 5 * 60_000;
  const max = opts.maxItems ?? 200;
  const now = opts.now ?? Date.now;
  const items = new Map<string, { audio: Buffer; until: number }>();
  const sweep = () => {
    const t = now();
    for (const [id, item] of items) if (item.until <= t) items.delete(id);
    while (items.size > max) items.delete(items.keys().next().value!);
  };
  return {
    put(audio) {
      const id = randomUUID();
      items.set(id, { audio, until: now() + ttl });
      sweep();
      return id;
    },
    get(id) {
      sweep();
      return items.get(id)?.audio;
    },
  };
}
