import { lazy, Suspense } from "react";
import { useSession } from "@client/lib/session";

// Its own chunk, fetched once someone is signed in: the site's first load stays within budget (issue #13).
const UnreadBadge = lazy(() => import("@client/features/conversations/components/unread-badge"));

/** The navigation's unread-messages badge, composed into the top bar and the phone tab bar. */
export function NavUnreadBadge({ variant }: { variant: "bar" | "tab" }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <UnreadBadge kind={user.kind} variant={variant} />
    </Suspense>
  );
}
