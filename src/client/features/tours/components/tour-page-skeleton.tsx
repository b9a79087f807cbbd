/** Placeholder while a tour page loads: the header and a card, in the page's shape. */
export function TourPageSkeleton() {
  return (
    <div className="mx-auto max-w-4xl px-5 py-10 sm:px-8 sm:py-14" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="h-4 w-40 animate-pulse rounded bg-cream" />
      <div className="mt-6 flex items-center gap-5">
        <div className="size-20 animate-pulse rounded-2xl bg-cream sm:size-24" />
        <div className="flex-1">
          <div className="h-3 w-28 animate-pulse rounded bg-cream" />
          <div className="mt-3 h-9 w-2/3 animate-pulse rounded bg-cream" />
        </div>
      </div>
      <div className="mt-10 h-72 animate-pulse rounded-3xl bg-cream/70" />
    </div>
  );
}
