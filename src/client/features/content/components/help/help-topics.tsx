import { Link } from "@client/lib/router-link";
import { helpTopics } from "./help-topic-list";

/** Topic cards, each with a few one-line answers that link onward. */
export function HelpTopics() {
  return (
    <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {helpTopics.map((t) => (
        <section
          key={t.id}
          aria-labelledby={`help-${t.id}`}
          className="flex flex-col rounded-3xl border border-line bg-white/80 p-6 sm:p-7"
        >
          <span
            aria-hidden
            className="grid size-11 place-items-center rounded-full bg-blush text-lg text-rose-dark"
          >
            {t.icon}
          </span>
          <h2 id={`help-${t.id}`} className="mt-4 text-2xl leading-snug text-ink sm:text-title">
            {t.title}
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-body leading-relaxed text-muted">
            {t.items.map((item, i) => (
              <li key={i} className="flex gap-2.5">
                <span aria-hidden className="mt-[0.6rem] size-1.5 shrink-0 rounded-full bg-gold" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <FaqCard />
    </div>
  );
}

/** Fills the sixth cell of the grid with the way into the FAQ. */
function FaqCard() {
  return (
    <section
      aria-labelledby="help-faq"
      className="flex flex-col justify-between rounded-3xl bg-sage-light/70 p-6 sm:p-7"
    >
      <div>
        <h2 id="help-faq" className="text-2xl leading-snug text-ink sm:text-title">
          Frequently asked questions
        </h2>
        <p className="mt-3 text-body leading-relaxed text-muted">
          Is it free? Do I need a credit card? Can I cancel anytime? Short answers, grouped by topic.
        </p>
      </div>
      <Link
        to="/faq"
        className="mt-6 inline-flex h-11 w-fit items-center rounded-full bg-white px-6 text-body font-medium text-rose shadow-xs hover:bg-ivory"
      >
        Read the FAQ →
      </Link>
    </section>
  );
}
