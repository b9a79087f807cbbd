import { ButtonLink } from "@client/components/ui/button";

const paths = [
  {
    title: "Venue owners",
    body: "List your venue for free with photos, capacity, pricing and availability, so couples in your city find you while they are still deciding.",
    points: [
      "Free listing in your city",
      "Tour requests straight to your dashboard",
      "Show what makes your space different",
    ],
    primary: { to: "/signup/venue", label: "List your venue" },
    secondary: { to: "/list-your-venue", label: "How listing works" },
  },
  {
    title: "Wedding vendors",
    body: "Photographers, florists, caterers, DJs and every other trade can create a free profile and be found by couples who are actively booking.",
    points: [
      "Free profile in your category and city",
      "Chat with couples in one place",
      "AI tools for faster replies and quotes",
    ],
    primary: { to: "/signup/vendor", label: "Join as a vendor" },
    secondary: { to: "/vendor-benefits", label: "See vendor benefits" },
  },
] as const;

/** The short path for venue owners and vendors. */
export function BusinessStart() {
  return (
    <section aria-labelledby="business-title" className="mt-20">
      <h2 id="business-title" className="text-3xl leading-tight text-ink sm:text-4xl">
        For venues and vendors
      </h2>
      <p className="mt-3 max-w-[62ch] text-lead leading-relaxed text-muted">
        Wedding businesses in Ohio and Tennessee get a free listing and a dashboard of their own.
      </p>
      <div className="mt-8 grid gap-5 md:grid-cols-2">
        {paths.map((p) => (
          <article
            key={p.title}
            className="flex flex-col rounded-3xl border border-line bg-white/80 p-6 sm:p-8"
          >
            <h3 className="text-2xl text-ink sm:text-title">{p.title}</h3>
            <p className="mt-2 text-body leading-relaxed text-muted">{p.body}</p>
            <ul className="mt-4 flex flex-col gap-2 text-body text-ink/90">
              {p.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-gold" />
                  {point}
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-wrap gap-3 pt-6">
              <ButtonLink to={p.primary.to}>{p.primary.label}</ButtonLink>
              <ButtonLink to={p.secondary.to} variant="link" className="h-11">
                {p.secondary.label} →
              </ButtonLink>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
