import { lazy, Suspense } from "react";
import { loadWithQueryClient } from "../lazy-with-query-client";

// Its own chunk, fetched only where the navigation shows it (signed in): the first load stays lean (issue #13).
// It reads the API, so the query client comes with it (decision 066).
const UnreadBadge = lazy(
  loadWithQueryClient(() => import("@client/features/conversations/components/unread-badge")),
);

/** The navigation's unread-messages badge; the top bar and the tab bar render it for signed-in people only. */
export function NavUnreadBadge({ variant }: { variant: "bar" | "tab" }) {
  return (
    <Suspense fallback={null}>
      <UnreadBadge variant={variant} />
    </Suspense>
  );
}
