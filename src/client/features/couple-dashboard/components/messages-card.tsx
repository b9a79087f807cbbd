import { MessageCircle } from "lucide-react";
import { Link } from "@client/lib/router-link";
import type { CoupleDashboard, DashboardMessage } from "@shared/schemas/couple-dashboard";
import { when } from "../utils/format";
import { DashboardCard } from "./dashboard-card";

/** Where a message is read: the group chat, or the inquiry on the account page. */
function threadHref(m: DashboardMessage): string {
  const [kind, id] = m.thread.split(":");
  return kind === "couple" ? `/contributor/${id}/chat` : `/couple-account?inquiry=${id}`;
}

/** The newest messages from venues, vendors and helpers, unread ones marked. */
export function MessagesCard({ messages }: { messages: CoupleDashboard["messages"] }) {
  return (
    <DashboardCard
      id="dash-messages"
      icon={MessageCircle}
      title="Recent messages"
      badge={
        messages.unread > 0 ? (
          <span className="ml-auto rounded-full bg-rose px-2.5 py-0.5 text-small font-semibold text-white">
            {messages.unread} unread
          </span>
        ) : undefined
      }
    >
      {messages.recent.length === 0 ? (
        <div className="rounded-2xl bg-ivory px-5 py-5">
          <p className="text-body text-muted">
            No messages yet. Ask a venue or vendor a question from their page; their replies, and your
            helpers' messages, show up here.
          </p>
          <Link
            to="/vendors"
            className="mt-3 inline-flex h-10 items-center rounded-full bg-rose px-5 text-body font-medium text-white shadow-sm transition-colors hover:bg-rose-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
          >
            Find vendors
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {messages.recent.map((m) => (
            <li key={`${m.thread}-${m.createdAt}`}>
              <Link to={threadHref(m)} className="group flex gap-3 py-3">
                <span
                  className={`mt-2 size-2 shrink-0 rounded-full ${m.isUnread ? "bg-rose" : "bg-transparent"}`}
                  aria-hidden
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-3">
                    <span
                      className={`truncate text-body text-ink group-hover:text-rose ${m.isUnread ? "font-semibold" : "font-medium"}`}
                    >
                      {m.title}
                    </span>
                    <span className="shrink-0 text-caption text-muted">{when(m.createdAt)}</span>
                  </span>
                  <span className="line-clamp-2 text-small text-muted">
                    {m.isUnread && <span className="sr-only">Unread. </span>}
                    {m.authorName}: {m.preview}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
