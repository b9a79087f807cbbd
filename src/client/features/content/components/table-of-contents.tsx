/** "On this page" list of anchor links for the policy pages. Plain hash links: they stay on the page. */
export function TableOfContents({ items }: { items: { id: string; title: string }[] }) {
  return (
    <nav aria-labelledby="toc-title" className="mb-12 rounded-2xl border border-line bg-white/70 p-6 sm:p-7">
      <h2 id="toc-title" className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-sage">
        On this page
      </h2>
      <ol className="mt-4 gap-x-8 text-body sm:columns-2">
        {items.map((item, i) => (
          <li key={item.id} className="flex break-inside-avoid gap-3 py-1">
            <span className="w-5 shrink-0 text-right tabular-nums text-muted" aria-hidden>
              {i + 1}.
            </span>
            <a href={`#${item.id}`} className="text-ink hover:text-rose hover:underline underline-offset-4">
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** When the policies last changed; both pages show the same date. */
export const POLICY_UPDATED = { label: "November 22, 2026", iso: "2026-11-22" } as const;

/** The date line at the top of a policy. */
export function LastUpdated() {
  return (
    <p className="mb-8 text-sm text-muted">
      Last updated: <time dateTime={POLICY_UPDATED.iso}>{POLICY_UPDATED.label}</time>
    </p>
  );
}
