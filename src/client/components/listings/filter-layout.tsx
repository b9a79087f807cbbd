import { SlidersHorizontal, X } from "lucide-react";
import { useId, useState, type ReactNode, type Ref } from "react";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";

/**
 * Filters beside the results on desktop; on phones a "Filters" button opens them in a bottom sheet (the
 * native-dialog Modal). Filters apply as they change in both places; the sheet's button shows the count.
 */
export function FilterLayout({
  filters,
  activeCount,
  onClear,
  showLabel,
  summary,
  headingRef,
  sort,
  children,
}: {
  /** Rendered twice (sidebar and sheet), so controls must make their ids with useId. */
  filters: ReactNode;
  activeCount: number;
  onClear: () => void;
  /** The sheet's close button, e.g. "Show 24 venues". */
  showLabel: string;
  /** The results count, as the results' h2 (announced when it changes; focused after a page change). */
  summary: string;
  headingRef: Ref<HTMLHeadingElement>;
  sort: ReactNode;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const clear = activeCount > 0 && (
    <button
      type="button"
      onClick={onClear}
      className="text-sm font-medium text-rose underline-offset-4 hover:underline"
    >
      Clear all
    </button>
  );
  return (
    <div className="lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:items-start lg:gap-10">
      <aside aria-label="Filters" className="hidden lg:sticky lg:top-24 lg:block">
        <div className="max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-3xl border border-line bg-white p-5">
          <div className="mb-4 flex items-baseline justify-between">
            <h2 className="text-2xl text-ink">Filters</h2>
            {clear}
          </div>
          <div className="flex flex-col gap-5">{filters}</div>
        </div>
      </aside>
      <div className="min-w-0">
        {/* Phones: [Filters] … [Sort], count below; desktop: count … [Sort]. */}
        <div className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-3 lg:gap-x-6">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setIsOpen(true)}
            aria-haspopup="dialog"
            className="h-11 lg:hidden"
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            Filters
            {activeCount > 0 && (
              <span className="grid size-5 place-items-center rounded-full bg-rose text-xs text-white">
                {activeCount}
                <span className="sr-only"> active</span>
              </span>
            )}
          </Button>
          <h2
            ref={headingRef}
            tabIndex={-1}
            aria-live="polite"
            aria-atomic
            className="order-last w-full scroll-mt-24 font-sans text-body font-medium text-ink focus:outline-none lg:order-none lg:w-auto lg:flex-1"
          >
            {summary}
          </h2>
          <div className="ml-auto">{sort}</div>
        </div>
        {children}
      </div>
      <Modal
        open={isOpen}
        onClose={() => setIsOpen(false)}
        labelledBy={titleId}
        className="mx-0 mb-0 mt-auto max-h-[88dvh] w-full max-w-none overflow-hidden rounded-t-3xl bg-ivory p-0 text-ink shadow-2xl"
      >
        <div className="flex max-h-[88dvh] flex-col">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <h2 id={titleId} className="text-2xl text-ink">
              Filters
            </h2>
            <button
              type="button"
              onClick={() => setIsOpen(false)}
              className="grid size-10 place-items-center rounded-full text-muted hover:bg-cream hover:text-ink"
              aria-label="Close filters"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-5 py-5">{filters}</div>
          <div className="flex items-center justify-between gap-4 border-t border-line bg-white px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {clear || <span />}
            <Button onClick={() => setIsOpen(false)}>{showLabel}</Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

/** The filters in force as removable chips above the results. */
export function ActiveFilters({ items }: { items: { key: string; label: string; onRemove: () => void }[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="mb-5 flex flex-wrap gap-2" aria-label="Active filters">
      {items.map((f) => (
        <li key={f.key}>
          <button
            type="button"
            onClick={f.onRemove}
            className="inline-flex items-center gap-1.5 rounded-full border border-rose/30 bg-blush/40 py-1 pl-3 pr-2 text-sm text-ink transition-colors hover:bg-blush"
          >
            {f.label}
            <X className="size-3.5 text-rose" aria-hidden />
            <span className="sr-only">(remove filter)</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
