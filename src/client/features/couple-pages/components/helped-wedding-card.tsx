import { ArrowRight, CalendarHeart, MapPin, MessageCircle } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { coupleAreaLabels, coupleAreas, type HelpedWedding } from "@shared/schemas/collaboration";
import { ButtonLink } from "@client/components/ui/button";
import { levelWords, roleWords, sharedAreas, taskDue, weddingWhen } from "../utils/wedding-words";

/**
 * Where a shared area opens for a contributor: only pages that act for the couple (`?couple={id}`, which
 * sends X-Couple-Id). The other areas have no such page yet, so their access is said in words only.
 */
const areaLinks: Partial<
  Record<(typeof coupleAreas)[number], { label: string; href: (id: string) => string }>
> = {
  guests: {
    label: "Open the guest list",
    href: (id) => `/planning/guest-list-manager?couple=${encodeURIComponent(id)}`,
  },
};

/** One wedding on `/contributor-dashboard`: who, when, where, what the couple shared, and the ways in. */
export function HelpedWeddingCard({ wedding, today }: { wedding: HelpedWedding; today: string }) {
  const { coupleId, coupleNames, city, role, unread } = wedding;
  const when = weddingWhen(wedding.weddingDate, today);
  const shared = sharedAreas(wedding.areas);
  const notShared = coupleAreas.filter((a) => !wedding.areas[a]).map((a) => coupleAreaLabels[a]);
  const headingId = `wedding-${coupleId}`;
  const chatLabel = unread > 0 ? `Group chat, ${unread} unread` : "Group chat";
  return (
    <article aria-labelledby={headingId} className="rounded-3xl border border-line bg-white p-5 sm:p-7">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-caption font-semibold uppercase tracking-[0.2em] text-sage">{roleWords(role)}</p>
          <h2 id={headingId} className="mt-1 text-title-sm text-ink sm:text-title">
            {coupleNames}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-body text-muted">
            <li className="flex flex-wrap items-center gap-1.5">
              <CalendarHeart className="size-4 shrink-0 text-sage" aria-hidden />
              {when.date}
              {when.countdown && (
                <span className="whitespace-nowrap rounded-full bg-blush/70 px-2.5 py-0.5 text-small text-rose-dark">
                  {when.countdown}
                </span>
              )}
            </li>
            {city && (
              <li className="flex items-center gap-1.5">
                <MapPin className="size-4 shrink-0 text-sage" aria-hidden />
                {city}
              </li>
            )}
          </ul>
        </div>
        <Link
          to={`/couple/${encodeURIComponent(coupleId)}`}
          className="inline-flex shrink-0 items-center gap-1 text-body text-rose underline-offset-4 hover:underline"
        >
          Their page <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>

      <section aria-label={`What ${coupleNames} shared with you`} className="mt-6">
        <h3 className="text-lead text-ink">What you can see</h3>
        {shared.length === 0 ? (
          <p className="mt-2 text-body text-muted">
            Nothing is shared with you yet. You can still talk with them in the group chat.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-2xl bg-ivory">
            {shared.map(({ area, label, level }) => {
              const link = areaLinks[area];
              return (
                <li
                  key={area}
                  className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="text-body text-ink">
                    {label} <span className="text-muted">· {levelWords[level]}</span>
                  </span>
                  {link && (
                    <Link
                      to={link.href(coupleId)}
                      className="text-small font-medium text-rose underline-offset-4 hover:underline"
                    >
                      {link.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {notShared.length > 0 && (
          <p className="mt-3 text-small text-muted">Not shared with you: {notShared.join(", ")}.</p>
        )}
      </section>

      {wedding.areas.timeline && (
        <section aria-label={`Your tasks for ${coupleNames}`} className="mt-6">
          <h3 className="text-lead text-ink">Your tasks</h3>
          {wedding.tasks.length === 0 ? (
            <p className="mt-2 text-body text-muted">No open tasks are assigned to you.</p>
          ) : (
            <ul className="mt-3 divide-y divide-line rounded-2xl bg-ivory">
              {wedding.tasks.map((task) => (
                <li
                  key={task.id}
                  className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between"
                >
                  <span className="text-body text-ink">{task.title}</span>
                  <span
                    className={`shrink-0 text-small ${task.overdue ? "font-medium text-rose" : "text-muted"}`}
                  >
                    {taskDue(task)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink
          to={`/contributor/${encodeURIComponent(coupleId)}/chat`}
          variant="secondary"
          aria-label={chatLabel}
        >
          <MessageCircle className="size-4" aria-hidden /> Group chat
          {unread > 0 && (
            <span
              className="rounded-full bg-rose px-2 py-0.5 text-caption font-semibold text-white"
              aria-hidden
            >
              {unread > 99 ? "99+" : unread} new
            </span>
          )}
        </ButtonLink>
      </div>
    </article>
  );
}
