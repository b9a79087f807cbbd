import type { ReactNode } from "react";
import { cx } from "@client/components/ui/class-names";

/** A tinted closing block with a heading, a sentence and one or two buttons. */
export function CtaPanel({
  title,
  children,
  actions,
  tone = "blush",
  headingLevel = 2,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  tone?: "blush" | "sage" | "cream";
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const bg = tone === "blush" ? "bg-blush/55" : tone === "sage" ? "bg-sage-light/70" : "bg-cream";
  return (
    <section className={cx("rounded-3xl px-6 py-9 sm:px-10 sm:py-11", bg)}>
      <Heading className="text-3xl leading-tight text-ink">{title}</Heading>
      <div className="mt-3 max-w-[60ch] text-lead leading-relaxed text-muted">{children}</div>
      <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
    </section>
  );
}
