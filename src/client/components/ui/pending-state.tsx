import type { FetchStatus } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "./button";

/** After this long a first load says it is slow and offers a retry (decision 025). */
export const SLOW_LOAD_MS = 10_000;

type PendingQuery = {
  fetchStatus: FetchStatus;
  refetch: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
};

const copy = {
  offline: {
    title: "You're offline",
    body: "This will load by itself when you're back online.",
  },
  slow: {
    title: "This is taking longer than usual",
    body: "Your connection seems slow. Keep waiting, or try again.",
  },
} as const;

/**
 * A query's first load (or, with `isWaiting`, a new answer while the last one stays on screen): the
 * children while it comes, never without end — offline (the query is paused until the connection is back)
 * or after SLOW_LOAD_MS it says why and offers a retry. The query still resumes by itself on reconnect.
 */
export function PendingState({
  query,
  isWaiting = true,
  children,
}: {
  query: PendingQuery;
  /** false: nothing is awaited, the children are the answer. */
  isWaiting?: boolean;
  children: ReactNode;
}) {
  const [isSlow, setIsSlow] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setIsSlow(true), SLOW_LOAD_MS);
    return () => {
      clearTimeout(timer);
      setIsSlow(false);
    };
  }, [isWaiting, attempt]);
  const isOffline = query.fetchStatus === "paused";
  if (!isWaiting || (!isOffline && !isSlow)) return <>{children}</>;
  const text = copy[isOffline ? "offline" : "slow"];
  return (
    <div
      role="status"
      className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-line bg-white/70 px-6 py-14 text-center"
    >
      <h2 className="text-2xl text-ink">{text.title}</h2>
      <p className="mt-2 text-body text-muted">{text.body}</p>
      <Button
        variant="secondary"
        className="mt-6"
        onClick={() => {
          setAttempt((n) => n + 1);
          void query.refetch({ cancelRefetch: true });
        }}
      >
        Try again
      </Button>
    </div>
  );
}
