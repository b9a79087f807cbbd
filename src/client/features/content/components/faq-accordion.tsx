import type { ReactNode } from "react";

export type FaqEntry = { id: string; question: string; answer: ReactNode };
export type FaqGroupData = { id: string; title: string; entries: FaqEntry[] };

/**
 * One question as a native <details>: it opens with Enter/Space, works without JavaScript and is announced
 * as expandable by screen readers, which a hand-built accordion would have to re-implement.
 */
export function FaqItem({ entry, isOpen = false }: { entry: FaqEntry; isOpen?: boolean }) {
  return (
    <details
      id={entry.id}
      open={isOpen || undefined}
      className="group scroll-mt-24 border-b border-line last:border-b-0"
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-5 text-left text-lead font-medium text-ink marker:hidden hover:text-rose [&::-webkit-details-marker]:hidden">
        <span>{entry.question}</span>
        <span
          aria-hidden
          className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full border border-line bg-white text-lg leading-none text-rose transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="pb-6 pr-2 text-base leading-relaxed text-muted sm:pr-12 [&_a]:text-rose [&_a]:underline [&_a]:underline-offset-4 [&_p+p]:mt-3">
        {entry.answer}
      </div>
    </details>
  );
}

/** A titled group of questions in a card. */
export function FaqGroup({ group, openId }: { group: FaqGroupData; openId?: string }) {
  return (
    <section aria-labelledby={group.id} className="scroll-mt-24">
      <h2 id={group.id} className="scroll-mt-24 text-2xl text-ink sm:text-3xl">
        {group.title}
      </h2>
      <div className="mt-4 rounded-2xl border border-line bg-white/70 px-5 sm:px-7">
        {group.entries.map((entry) => (
          <FaqItem key={entry.id} entry={entry} isOpen={entry.id === openId} />
        ))}
      </div>
    </section>
  );
}
