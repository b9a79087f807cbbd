import type { ReactNode } from "react";

/** One section of the account security page: a titled card, reachable by its id (`#two-factor`). */
export function SecurityCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-h`}
      className="rounded-3xl border border-line bg-white p-6 sm:p-8"
    >
      <h2 id={`${id}-h`} className="text-title-sm text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-small text-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
