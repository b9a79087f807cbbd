import { MessageCircle } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { cx } from "@client/components/ui/class-names";
import { useSession } from "@client/lib/session";
import { useUnreadSummary } from "../api/unread-api";
import { inboxPath, unreadLabel } from "../utils/inbox-path";

/**
 * The navigation's unread count (issue #13). Loaded lazily by the layout for signed-in people only, so
 * the first load of the site carries none of it; the live channel keeps it current. Shows nothing while
 * everything is read.
 */
export default function UnreadBadge({ variant }: { variant: "bar" | "tab" }) {
  const { user } = useSession();
  const summary = useUnreadSummary();
  const total = summary.data?.total ?? 0;
  if (!user || total <= 0) return null;
  const count = total > 99 ? "99+" : String(total);
  const to = inboxPath(user.kind, summary.data?.threads ?? []);

  if (variant === "tab") {
    return (
      <Link
        to={to}
        aria-label={unreadLabel(total)}
        className="absolute right-[calc(50%-1.6rem)] top-1 flex min-w-5 items-center justify-center rounded-full bg-rose px-1.5 text-caption font-semibold leading-5 text-white ring-2 ring-ivory"
      >
        {count}
      </Link>
    );
  }
  return (
    <Link
      to={to}
      aria-label={unreadLabel(total)}
      className={cx(
        "relative inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-cream",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose",
      )}
    >
      <MessageCircle className="size-5" aria-hidden />
      <span className="absolute -right-1 -top-1 flex min-w-5 items-center justify-center rounded-full bg-rose px-1 text-caption font-semibold leading-5 text-white">
        {count}
      </span>
    </Link>
  );
}
