import { Link } from "@client/lib/router-link";
import { cities } from "@shared/catalog";

const blurbs: Record<(typeof cities)[number]["id"], string> = {
  cleveland: "Lakefront views, restored warehouses and grand old ballrooms.",
  columbus: "Short North lofts, garden estates and campus-town classics.",
  nashville: "Barns, rooftops and music-city receptions that run late.",
  cincinnati: "Riverfront terraces, historic halls and hillside vineyards.",
};

/** The four cities, each linking to its local vendors. */
export function CitiesServed() {
  return (
    <section aria-labelledby="cities-title" className="mt-16">
      <h2 id="cities-title" className="text-3xl leading-tight text-ink">
        Where we plan weddings
      </h2>
      <p className="mt-3 max-w-[62ch] text-lead leading-relaxed text-muted">
        We serve couples, venues and vendors across Ohio and Tennessee, starting with four cities we know
        well.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {cities.map((c) => (
          <li key={c.id} className="flex flex-col rounded-2xl bg-cream p-6">
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sage">
              {c.state === "OH" ? "Ohio" : "Tennessee"}
            </p>
            <h3 className="mt-1 text-2xl text-ink">{c.name}</h3>
            <p className="mt-2 text-body leading-relaxed text-muted">{blurbs[c.id]}</p>
            <Link
              to={`/${c.id}/vendors`}
              className="mt-4 text-body font-medium text-rose underline-offset-4 hover:underline"
            >
              Vendors in {c.name} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
