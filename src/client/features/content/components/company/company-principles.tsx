import { Link } from "@client/lib/router-link";

const link = "text-rose underline underline-offset-4 decoration-rose/30 hover:decoration-rose";

const principles = [
  {
    title: "Privacy",
    body: (
      <>
        Your plan belongs to you. June sees only your own plan, contributors see only what you share, and you
        can ask us to export or delete your data at any time. The details are in our{" "}
        <Link to="/privacy" className={link}>
          privacy policy
        </Link>
        .
      </>
    ),
  },
  {
    title: "Accessibility",
    body: (
      <>
        We design to WCAG 2.2 AA: every page works with a keyboard and a screen reader, respects
        reduced-motion settings and reads well on a small phone. If something gets in your way,{" "}
        <Link to="/contact" className={link}>
          tell us
        </Link>{" "}
        and we will fix it.
      </>
    ),
  },
  {
    title: "Honest AI",
    body: (
      <>
        June is an assistant, not an oracle. She is always clearly an AI, a person stays reachable for
        anything important, and we encourage couples to confirm prices and availability with the business
        itself.
      </>
    ),
  },
  {
    title: "Fair to businesses",
    body: (
      <>
        Listings are free, profiles belong to the business that claims them, and couples' reviews and choices
        are never for sale.
      </>
    ),
  },
] as const;

/** What we promise in how we build and run the product. */
export function CompanyPrinciples() {
  return (
    <section aria-labelledby="principles-title" className="mt-16">
      <h2 id="principles-title" className="text-3xl leading-tight text-ink">
        Our principles
      </h2>
      <dl className="mt-6 grid gap-x-10 gap-y-8 sm:grid-cols-2">
        {principles.map((p) => (
          <div key={p.title} className="border-t-2 border-gold/50 pt-4">
            <dt className="font-serif text-2xl text-ink">{p.title}</dt>
            <dd className="mt-2 text-body leading-relaxed text-muted">{p.body}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
