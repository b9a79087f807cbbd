import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@client/components/ui/cn";

/** The opening of June's pages: eyebrow, serif title, a sentence or two, calls to action, an aside. */
export function JuneHero({
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
      <div className="pointer-events-none absolute inset-0 -z-10 bg-linear-to-b from-blush/40 via-ivory to-ivory" />
      <div
        className={cn(
          "mx-auto grid max-w-6xl items-center gap-10 px-5 pt-12 pb-14 sm:px-8 sm:pt-20 sm:pb-20",
          aside ? "lg:grid-cols-[1.15fr_0.85fr] lg:gap-16" : undefined,
        )}
      >
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-sage sm:tracking-[0.2em]">
            {eyebrow}
          </p>
          <h1 className="mt-4 text-[2.6rem] leading-[1.05] text-ink sm:text-6xl">{title}</h1>
          <div className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{intro}</div>
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
        </div>
        {aside && <div className="min-w-0">{aside}</div>}
      </div>
    </section>
  );
}

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
    <header className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-[2.1rem] leading-[1.1] text-ink sm:text-5xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-[17px] leading-relaxed text-muted">{intro}</p>}
    </header>
  );
}

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
        className={cn(
          "grid size-12 place-items-center rounded-2xl",
          tone === "blush" ? "bg-blush/70 text-rose" : "bg-sage-light text-sage",
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <h3 className="mt-5 text-2xl leading-tight text-ink">{title}</h3>
      <div className="mt-2 flex-1 text-[15px] leading-relaxed text-muted">{children}</div>
    </li>
  );
}

/** A static sample exchange (not a live chat): one question, June's answer. */
export function SampleExchange({
  question,
  answer,
  caption,
}: {
  question: string;
  answer: ReactNode;
  caption: string;
}) {
  return (
    <figure className="m-0 mx-auto max-w-md rounded-[1.75rem] border border-line bg-white p-5 shadow-[0_24px_60px_-30px_rgba(59,47,44,0.35)]">
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-rose px-4 py-3 text-[14.5px] leading-relaxed text-white">
          {question}
        </p>
      </div>
      <div className="mt-3 flex">
        <div className="max-w-[92%] rounded-2xl rounded-bl-md bg-cream px-4 py-3 text-[14.5px] leading-relaxed text-ink">
          {answer}
        </div>
      </div>
      <figcaption className="mt-3 px-1 text-xs text-muted">{caption}</figcaption>
    </figure>
  );
}
