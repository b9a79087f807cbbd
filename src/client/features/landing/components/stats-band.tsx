import { stats } from "../content/stats";

export function StatsBand() {
  return (
    <section aria-labelledby="landing-stats-title" className="border-y border-line bg-white/60">
      <h2 id="landing-stats-title" className="sr-only">
        June Weddings in numbers
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-5 py-10 sm:px-8 md:grid-cols-4 md:py-12">
        {stats.map((s) => (
          <div
            key={s.label}
            className="flex flex-col-reverse items-center gap-1 text-center md:border-l md:border-line md:first:border-l-0"
          >
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="font-serif text-4xl text-rose sm:text-5xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
