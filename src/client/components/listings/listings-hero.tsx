import type { ReactNode } from "react";

/** The top band of a results page: eyebrow, h1, intro and the search box, on the landing's blush wash. */
export function ListingsHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative isolate">
      <div className="pointer-events-none absolute inset-0 -z-10 bg-linear-to-b from-blush/35 to-ivory" />
      <div className="mx-auto max-w-7xl px-5 pt-8 pb-7 sm:px-8 sm:pt-14 sm:pb-8">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">{eyebrow}</p>
        <h1 className="mt-3 text-display-sm leading-[1.05] text-ink sm:text-6xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lead leading-relaxed text-muted">{intro}</p>
        {children && <div className="mt-7 max-w-2xl">{children}</div>}
      </div>
    </div>
  );
}
