import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "../ui/class-names";

/**
 * The pieces of a business account's first screen (issue #18): the dashboard at a glance — numbers, what
 * is new, what is next — with one way into the full dashboard. Features fill them with their own data.
 */

const count = new Intl.NumberFormat("en-US");

export type GlanceStat = { label: string; value: number; icon: LucideIcon; note?: string | undefined };

export function GlanceStats({ label, stats }: { label: string; stats: GlanceStat[] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map(({ label: name, value, icon: Icon, note }) => (
        <div key={name} className="rounded-2xl bg-ivory px-3.5 py-3 sm:px-5 sm:py-4">
          <dt className="flex items-center gap-1.5 text-small text-muted">
            <Icon className="hidden size-4 shrink-0 text-sage sm:block" aria-hidden /> {name}
          </dt>
          <dd className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className="font-serif text-title leading-none text-ink lining-nums tabular-nums">
              {count.format(value)}
            </span>
            {note && (
              <span className="rounded-full bg-rose px-2 py-0.5 text-caption font-semibold text-white">
                {note}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The lead card: a title, the numbers, and the one button into the dashboard. */
export function GlanceLead({
  title,
  summary,
  action,
  children,
}: {
  title: string;
  summary: ReactNode;
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="glance-lead-h" className="rounded-3xl border border-line bg-white p-5 sm:p-7">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="glance-lead-h" className="text-title-sm text-ink sm:text-title">
            {title}
          </h2>
          <p className="mt-1 text-body text-muted">{summary}</p>
        </div>
        <div className="shrink-0 [&>a]:w-full sm:[&>a]:w-auto">{action}</div>
      </div>
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
}

/** A short list (new inquiries, upcoming tours) with its own empty state. */
export function GlanceList({
  id,
  title,
  badge,
  empty,
  isPending,
  children,
}: {
  id: string;
  title: string;
  badge?: number | undefined;
  empty: string;
  isPending: boolean;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-5 sm:p-7">
      <h2 id={id} className="flex items-center gap-2 text-title-sm text-ink">
        {title}
        {badge !== undefined && badge > 0 && (
          <span className="rounded-full bg-rose px-2 py-0.5 font-sans text-caption font-semibold text-white">
            {count.format(badge)}
          </span>
        )}
      </h2>
      {isPending ? (
        <div className="mt-4 flex flex-col gap-3" aria-hidden>
          <div className="h-14 animate-pulse rounded-2xl bg-cream" />
          <div className="h-14 animate-pulse rounded-2xl bg-cream/70" />
        </div>
      ) : children.length === 0 ? (
        <p className="mt-3 text-body text-muted">{empty}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-line">{children}</ul>
      )}
    </section>
  );
}

export function GlanceItem({
  title,
  meta,
  detail,
}: {
  title: ReactNode;
  meta: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-body">
        <span className="font-medium text-ink">{title}</span>
        <span className="text-small text-muted">{meta}</span>
      </p>
      {detail && <p className={cx("mt-0.5 text-small text-muted", "line-clamp-2")}>{detail}</p>}
    </li>
  );
}

export function GlanceSkeleton() {
  return (
    <div className="rounded-3xl border border-line bg-white p-5 sm:p-7" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="h-7 w-48 animate-pulse rounded-full bg-cream" />
      <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-20 animate-pulse rounded-2xl bg-cream/70" />
        ))}
      </div>
    </div>
  );
}
