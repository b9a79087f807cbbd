import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** One section of the builder: its title, the "show on the website" switch, and its fields. */
export function SectionCard({
  title,
  description,
  toggle,
  children,
}: {
  title: string;
  description?: string;
  toggle?: UseFormRegisterReturn;
  children?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-line bg-white p-5 sm:p-6" aria-label={title}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-serif text-title-sm text-ink">{title}</h2>
          {description ? <p className="mt-1 text-small text-muted">{description}</p> : null}
        </div>
        {toggle ? (
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-small font-medium text-ink">
            <input type="checkbox" className="size-5 accent-rose" {...toggle} />
            Show on the website
          </label>
        ) : null}
      </div>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}
