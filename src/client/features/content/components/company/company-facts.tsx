import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import { contact } from "@shared/catalog";

const link = "text-rose underline underline-offset-4 decoration-rose/30 hover:decoration-rose";

/** At-a-glance facts about the company, as a description list. */
export function CompanyFacts() {
  const facts: { term: string; detail: ReactNode }[] = [
    {
      term: "What we make",
      detail:
        "June Weddings, a wedding-planning platform with June, an AI planning assistant, and Grace, a support assistant.",
    },
    {
      term: "Who it's for",
      detail:
        "Couples planning a wedding, the family and friends helping them, and the venues and vendors they hire.",
    },
    { term: "Where", detail: "Ohio and Tennessee — Cleveland, Columbus, Cincinnati and Nashville." },
    {
      term: "Contact",
      detail: (
        <>
          <a href={`mailto:${contact.email}`} className={link}>
            {contact.email}
          </a>{" "}
          ·{" "}
          <a href={contact.phoneHref} className={link}>
            {contact.phone}
          </a>
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title" className="text-3xl leading-tight text-ink">
        At a glance
      </h2>
      <dl className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white/80">
        {facts.map((f) => (
          <div key={f.term} className="grid gap-1 px-6 py-5 sm:grid-cols-[10rem_1fr] sm:gap-6">
            <dt className="text-sm font-semibold text-ink sm:pt-0.5">{f.term}</dt>
            <dd className="text-body leading-relaxed text-muted">{f.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** How the business is paid for, stated plainly. */
export function HowWeEarn() {
  return (
    <section aria-labelledby="earn-title" className="mt-16">
      <h2 id="earn-title" className="text-3xl leading-tight text-ink">
        How we make money — honestly
      </h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl bg-blush/50 p-6">
          <h3 className="text-2xl text-ink">Couples</h3>
          <p className="mt-2 text-body leading-relaxed text-muted">
            Free to start, no credit card, cancel anytime. No ads — ever — and we never sell your data.
          </p>
        </div>
        <div className="rounded-2xl bg-sage-light/70 p-6">
          <h3 className="text-2xl text-ink">Venues &amp; vendors</h3>
          <p className="mt-2 text-body leading-relaxed text-muted">
            Every business gets a free listing. Optional paid tools are described on{" "}
            <Link to="/vendor-pricing" className={link}>
              vendor pricing
            </Link>
            .
          </p>
        </div>
        <div className="rounded-2xl bg-cream p-6">
          <h3 className="text-2xl text-ink">Partners</h3>
          <p className="mt-2 text-body leading-relaxed text-muted">
            Our affiliate program pays people who refer businesses — never for placing them in front of
            couples.
          </p>
        </div>
      </div>
      <p className="mt-5 max-w-[62ch] text-body leading-relaxed text-muted">
        The rule that ties these together: paying us never changes what June recommends to a couple. June
        suggests venues and vendors because they fit the couple's plan, not because someone bought a spot.
      </p>
    </section>
  );
}
