import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { PendingState } from "@client/components/ui/pending-state";

/** A page inside /admin: heading, intro, content. */
export function AdminSection({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="admin-h">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="admin-h" className="text-4xl leading-tight text-ink">
            {title}
          </h1>
          {intro && <p className="mt-1 text-muted">{intro}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Skeleton, error with retry, or the data. */
export function Loaded<T>({
  query,
  skeleton = 3,
  children,
}: {
  query: UseQueryResult<T>;
  skeleton?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <PendingState query={query}>
        <div className="flex flex-col gap-3" aria-busy="true" role="status">
          <span className="sr-only">Loading...</span>
          {Array.from({ length: skeleton }, (_, i) => (
            <div key={i} className="h-28 animate-pulse rounded-3xl bg-cream" />
          ))}
        </div>
      </PendingState>
    );
  if (query.isError)
    return (
      <div role="alert" className="rounded-3xl border border-line bg-white p-8 text-center">
        <p className="text-lg text-ink">We couldn't load this.</p>
        <p className="mt-1 text-sm text-muted">{query.error.message}</p>
        <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  return <>{children(query.data)}</>;
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-dashed border-line bg-white/60 p-10 text-center">
      <p className="font-serif text-2xl text-ink">{title}</p>
      {children && <div className="mt-2 text-sm text-muted">{children}</div>}
    </div>
  );
}

export type Tab<T extends string> = { value: T; label: string };

/** Status tabs as links-free buttons (state lives in the URL's ?status=). */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: Tab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((t) => (
        <button
          key={t.value}
          type="button"
          aria-pressed={t.value === value}
          onClick={() => onChange(t.value)}
          className={cx(
            "rounded-full border px-4 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-rose",
            t.value === value
              ? "border-rose bg-rose text-white"
              : "border-line bg-white text-ink hover:bg-cream",
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

const tones = {
  neutral: "bg-cream text-ink",
  good: "bg-sage-light text-ink",
  warn: "bg-gold/15 text-ink",
  bad: "bg-blush text-rose-dark",
} as const;

export function Badge({ tone = "neutral", children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={cx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium", tones[tone])}
    >
      {children}
    </span>
  );
}

export const listingHref = (kind: "venue" | "vendor", slug: string) =>
  kind === "venue" ? `/venues/${slug}` : `/vendor/${slug}`;

export function ListingLink({
  kind,
  slug,
  children,
}: {
  kind: "venue" | "vendor";
  slug: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={listingHref(kind, slug)}
      className="font-medium text-ink underline-offset-4 hover:text-rose hover:underline"
    >
      {children}
    </Link>
  );
}

export const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
