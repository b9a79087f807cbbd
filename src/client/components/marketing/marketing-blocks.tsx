import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "@client/components/ui/class-names";
import { SectionIntro } from "./section-intro";

/** The opening of a marketing page (pros, June): eyebrow, serif title, a sentence or two, calls to action, an aside. */
export function MarketingHero({
  eyebrow,
  title,
  intro,
  actions,
  aside,
}: {
  eyebrow: string;
  title: ReactNode;
  intro: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden">
      <div className="pointer-events-none absolute inset-0 -z-10 bg-linear-to-b from-blush/35 via-ivory to-ivory" />
      <div
        className={cx(
          "mx-auto grid max-w-6xl items-center gap-10 px-5 pt-12 pb-14 sm:px-8 sm:pt-20 sm:pb-20",
          aside ? "lg:grid-cols-[1.2fr_0.8fr] lg:gap-16" : undefined,
        )}
      >
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-sage sm:tracking-[0.2em]">
            {eyebrow}
          </p>
          <h1 className="mt-4 text-display-sm leading-[1.05] text-ink sm:text-6xl">{title}</h1>
          <div className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{intro}</div>
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
        </div>
        {aside && <div className="min-w-0">{aside}</div>}
      </div>
    </section>
  );
}

/** A card with an icon, a serif title and a few lines. */
export function IconCard({
  icon: Icon,
  title,
  children,
  tone = "blush",
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  tone?: "blush" | "sage";
}) {
  return (
    <li className="flex flex-col rounded-3xl border border-line bg-white p-6 sm:p-7">
      <span
        className={cx(
          "grid size-12 place-items-center rounded-2xl",
          tone === "blush" ? "bg-blush/70 text-rose" : "bg-sage-light text-sage",
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <h3 className="mt-5 text-2xl leading-tight text-ink">{title}</h3>
      <div className="mt-2 flex-1 text-body leading-relaxed text-muted">{children}</div>
    </li>
  );
}

export type IconCardItem = { icon: LucideIcon; title: string; body: ReactNode };

/**
 * A grid of IconCards, the marketing pages' usual way of listing features, perks or steps. `columns` are
 * the grid's responsive column classes; steps in order are an ordered list.
 */
export function IconCardGrid({
  items,
  columns,
  tone,
  isOrdered = false,
  className = "mt-12",
}: {
  items: IconCardItem[];
  columns: string;
  tone?: "blush" | "sage";
  isOrdered?: boolean;
  className?: string;
}) {
  const List = isOrdered ? "ol" : "ul";
  return (
    <List className={cx("grid gap-5", columns, className)}>
      {items.map((item) => (
        <IconCard key={item.title} icon={item.icon} title={item.title} tone={tone}>
          {item.body}
        </IconCard>
      ))}
    </List>
  );
}

/** The closing call to action of a marketing page: a blush band with a title, a line and its buttons. */
export function ClosingCall({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-12 rounded-3xl bg-blush/55 px-6 py-10 text-center sm:px-10">
      <h2 className="text-3xl leading-tight text-ink sm:text-4xl">{title}</h2>
      <p className="mx-auto mt-3 max-w-xl text-lead leading-relaxed text-muted">{intro}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

const sectionTones = { plain: "", cream: "bg-cream/50", sage: "bg-sage-light/40" } as const;

/** A band of a marketing page: its background, width and intro (SectionIntro), then what it shows. */
export function MarketingSection({
  id,
  eyebrow,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: keyof typeof sectionTones;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cx("py-16 lg:py-24", sectionTones[tone])}>
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionIntro id={id} eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
