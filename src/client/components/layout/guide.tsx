import type { ReactNode } from "react";

/**
 * The pieces of the planning guides (`/wedding-websites-guide`, `/contributors-guide`): a titled section
 * and numbered steps as cards, so every guide reads the same.
 */
export function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-title text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type GuideStep = { title: string; body: ReactNode };

export function GuideSteps({ steps }: { steps: readonly GuideStep[] }) {
  return (
    <ol className="flex flex-col gap-5">
      {steps.map((s) => (
        <li key={s.title} className="rounded-2xl border border-line bg-white p-5">
          <h3 className="mb-2 text-title-sm text-ink">{s.title}</h3>
          <p className="text-muted">{s.body}</p>
        </li>
      ))}
    </ol>
  );
}
