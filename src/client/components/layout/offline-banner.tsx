import { useIsOnline } from "@client/lib/online";

/** The quiet line under the top bar while the connection is gone (decision 025). */
export const OFFLINE_MESSAGE = "You're offline. We'll keep what you've typed and retry when you're back.";

/**
 * Always in the page, empty while online, so screen readers announce the line when it appears (a live
 * region added together with its text is often not read).
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  return (
    <div role="status" aria-live="polite">
      {!isOnline && (
        <p className="border-t border-line/70 bg-cream px-5 py-1.5 text-center text-small text-ink">
          {OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
