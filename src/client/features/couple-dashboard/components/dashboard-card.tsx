import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";

/** One card of the dashboard: an icon, a title, its content and the way into its tool. */
export function DashboardCard({
  id,
  icon: Icon,
  title,
  badge,
  action,
  children,
  className,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  badge?: ReactNode;
  action?: { to: string; label: string } | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-h`}
      className={`flex flex-col rounded-3xl border border-line bg-white p-6 sm:p-7 ${className ?? ""}`}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-blush/60">
          <Icon className="size-5 text-rose" aria-hidden />
        </span>
        <h2 id={`${id}-h`} className="text-title-sm text-ink">
          {title}
        </h2>
        {badge}
      </div>
      <div className="mt-5 flex-1">{children}</div>
      {action && (
        <Link
          to={action.to}
          className="mt-6 inline-flex items-center gap-1 self-start text-body font-medium text-rose underline-offset-4 hover:underline"
        >
          {action.label} <span aria-hidden>→</span>
        </Link>
      )}
    </section>
  );
}

/** What a card shows before there is anything: one sentence and the first step. */
export function EmptyInvite({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="rounded-2xl bg-ivory px-5 py-5">
      <p className="text-body text-muted">{text}</p>
      <Link
        to={to}
        className="mt-3 inline-flex h-10 items-center rounded-full bg-rose px-5 text-body font-medium text-white shadow-sm transition-colors hover:bg-rose-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
      >
        {label}
      </Link>
    </div>
  );
}
