import type { ReactNode } from "react";

/** One term/value line of a tour summary (inside a <dl>). */
export function TourFact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2.5">
      <span className="mt-0.5 text-sage">{icon}</span>
      <div>
        <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{term}</dt>
        <dd className="mt-0.5 text-body text-ink">{children}</dd>
      </div>
    </div>
  );
}
