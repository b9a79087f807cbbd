import type { ReactNode } from "react";

/** One titled card of the listing editor (or the dashboard), with a short line on what it is for. */
export function EditorSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-5 sm:p-8">
      <h2 id={id} className="text-2xl text-ink sm:text-title">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm leading-relaxed text-muted">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
