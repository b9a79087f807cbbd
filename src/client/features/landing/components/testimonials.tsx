import { Quote } from "lucide-react";
import { testimonials, type Testimonial } from "../content/testimonials";
import { SectionIntro } from "@client/components/marketing/section-intro";

function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-line bg-white p-7">
      <Quote className="size-6 text-blush" aria-hidden fill="currentColor" strokeWidth={0} />
      <blockquote className="mt-4 flex-1 font-serif text-title-sm leading-snug text-ink">
        {t.quote}
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-4 text-sm">
        <span className="block font-medium text-ink">{t.name}</span>
        <span className="text-muted">
          {t.detail} · <span className="whitespace-nowrap">{t.place}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function Group({ title, kind }: { title: string; kind: Testimonial["kind"] }) {
  return (
    <div>
      <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.18em] text-rose">{title}</h3>
      {/* On phones the cards form a swipeable row (the next card peeks in) instead of six tall cards in a stack;
          the row takes focus so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={title}
        tabIndex={0}
        className="-mx-5 mt-5 snap-x snap-mandatory scroll-px-5 overflow-x-auto px-5 pb-2 [scrollbar-width:none] sm:-mx-8 sm:scroll-px-8 sm:px-8 md:mx-0 md:overflow-visible md:px-0 md:pb-0"
      >
        <ul className="flex gap-4 md:grid md:grid-cols-3 md:gap-5">
          {testimonials
            .filter((t) => t.kind === kind)
            .map((t) => (
              <li key={t.name} className="w-[84%] shrink-0 snap-start sm:w-[60%] md:w-auto">
                <TestimonialCard t={t} />
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="landing-stories-title" className="bg-cream/50 py-20 lg:py-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionIntro
          id="landing-stories-title"
          eyebrow="Kind words"
          title="Loved by couples and the pros who serve them"
          intro="From Cleveland to Knoxville, couples plan calmer and vendors spend their time on the craft."
        />
        <div className="mt-14 flex flex-col gap-12">
          <Group title="From couples" kind="couple" />
          <Group title="From venues & vendors" kind="vendor" />
        </div>
      </div>
    </section>
  );
}
