const values = [
  {
    title: "Couples first",
    body: "Free to start, no ads, no credit card. We earn trust by being useful, not by selling your attention.",
  },
  {
    title: "Honest numbers",
    body: "Budgets, headcounts and timelines that add up — and recommendations no business can pay to jump ahead in.",
  },
  {
    title: "Your plan is yours",
    body: "We never sell your data. You choose who sees your budget and guest list, and you can export or delete everything.",
  },
  {
    title: "Local by design",
    body: "We focus on four cities so we can know their venues and vendors well, instead of listing everything everywhere thinly.",
  },
  {
    title: "Made for everyone",
    body: "Every page should work with a keyboard, a screen reader, a small phone and a slow connection — because every guest matters.",
  },
  {
    title: "Family, on your terms",
    body: "Weddings are a group effort. Contributors help with exactly the parts you share with them, and nothing more.",
  },
] as const;

/** What we hold ourselves to. */
export function AboutValues() {
  return (
    <section aria-labelledby="values-title" className="mt-16">
      <h2 id="values-title" className="text-3xl leading-tight text-ink">
        What we value
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {values.map((v) => (
          <li key={v.title} className="rounded-2xl border border-line bg-white/80 p-6">
            <h3 className="text-2xl leading-snug text-ink">{v.title}</h3>
            <p className="mt-2 text-body leading-relaxed text-muted">{v.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
