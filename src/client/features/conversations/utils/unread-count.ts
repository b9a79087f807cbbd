import type { UnreadSummary } from "@shared/schemas/collaboration";

/** The summary with one more unread message in `thread`. */
export function addOne(old: UnreadSummary | undefined, thread: string): UnreadSummary {
  const threads = old?.threads ?? [];
  const known = threads.some((t) => t.thread === thread);
  return {
    total: (old?.total ?? 0) + 1,
    threads: known
      ? threads.map((t) => (t.thread === thread ? { ...t, unread: t.unread + 1 } : t))
      : [...threads, { thread, unread: 1 }],
  };
}
