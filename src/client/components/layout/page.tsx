import type { ReactNode } from "react";
import { cx } from "../ui/class-names";

/** A page's heading block and content column; keeps spacing and type consistent across pages. */
export function Page({
  eyebrow,
  title,
  intro,
  children,
  width = "prose",
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: "prose" | "wide" | "narrow";
}) {
  const max = width === "wide" ? "max-w-6xl" : width === "narrow" ? "max-w-md" : "max-w-3xl";
  return (
    <div className={cx("mx-auto px-5 py-12 sm:px-8 sm:py-16", max)}>
      <header className="mb-10">
        {eyebrow && (
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sage">{eyebrow}</p>
        )}
        <h1 className="text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
        {intro && <div className="mt-4 text-lg leading-relaxed text-muted">{intro}</div>}
      </header>
      {children}
    </div>
  );
}
