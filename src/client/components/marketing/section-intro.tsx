import type { ReactNode } from "react";
import { cx } from "@client/components/ui/class-names";

/** Eyebrow, h2 and intro of a section, so the landing and marketing pages keep one rhythm. */
export function SectionIntro({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "left";
}) {
  return (
    <header className={cx("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-headline leading-[1.1] text-ink sm:text-5xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lead leading-relaxed text-muted">{intro}</p>}
    </header>
  );
}
